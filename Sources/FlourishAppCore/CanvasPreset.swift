/// The sizes the new-painting panel offers, in its order.
package enum CanvasPreset: String, CaseIterable, Sendable {
    /// As large as the window: a sketch that fits as it is.
    case window
    /// Full HD, a screen's or a video's frame.
    case fullHD = "1920x1080"
    /// A4 portrait at 300 dpi, for print.
    case a4
    case square = "4096x4096"
    /// A size typed in.
    case custom

    /// A4 is 210 x 297 mm: at 300 dots per inch, 2480 x 3508 pixels.
    static let a4Size = (width: 2480, height: 3508)
}
