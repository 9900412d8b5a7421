import FlourishSamples

/// What one frame's batch of samples became (`CanvasInput.route`), for the app to carry out
/// in this order: gesture ink to the gesture controller, then, if `liftFirst`, every tool
/// lifted, then `paint` to the session.
package struct BatchRoute {
    /// Input is withheld (a pan, an open panel, the eyedropper): nothing paints or inks.
    package var withheld = false
    /// Withheld while gesture ink was coming: a character being written ends here, since its
    /// lift may never reach the ink.
    package var endsInk = false
    /// Gesture ink, in order (never the canvas's, a recording's paint or the history's).
    package var ink: [Sample] = []
    /// The brush must be lifted before `paint`, so it draws no line from where it last was
    /// (samples were withheld, or gesture ink was taken from the pen since it last painted).
    package var liftFirst = false
    /// The samples for the canvas, in window coordinates, exactly as delivered.
    package var paint: [Sample] = []

    package init() {}
}
