import FlourishGestures

/// What the gesture layer shows in one frame: the ink being written or recognised, and the
/// last verdict with how opaque it is now.
package struct GestureScene {
    package var strokes: [[GesturePoint]] = []
    package var mark: VerdictMark?
    package var markOpacity = 1.0

    package init(strokes: [[GesturePoint]] = [], mark: VerdictMark? = nil, markOpacity: Double = 1.0) {
        self.strokes = strokes
        self.mark = mark
        self.markOpacity = markOpacity
    }

    package var isEmpty: Bool { strokes.isEmpty && mark == nil }
}
