/// A panel anchored to the window's top (the layers panel, the brush chooser): it lies below
/// the toolbar's band, `chromeTop` pixels from the top (0 while the chrome is hidden), so a
/// panel opened from the toolbar never covers the toolbar's buttons.
@MainActor
protocol BelowChrome: AnyObject {
    var chromeTop: Int { get set }
}
