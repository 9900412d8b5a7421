/// Where a tooltip goes: just below the control it names, its left edge at the control's, moved
/// left where it would leave the window, and above the control where there is no room below.
public enum TooltipPlacement {
    /// Pixels between the control and its tooltip, in points.
    public static let gapPoints = 4

    /// The tooltip of `width` x `height` pixels for the control at `anchor`, inside a window of
    /// `window` pixels (as far as it fits at all).
    public static func rect(
        width: Int, height: Int, anchor: ChromeRect, window: (width: Int, height: Int), scale: ChromeScale
    ) -> ChromeRect {
        let gap = scale.pixels(gapPoints)
        let x = max(0, min(anchor.x, window.width - width))
        let below = anchor.maxY + gap
        let y = below + height <= window.height || anchor.y - gap - height < 0 ? below : anchor.y - gap - height
        return ChromeRect(x: x, y: y, width: width, height: height)
    }
}
