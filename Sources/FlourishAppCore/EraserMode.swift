import FlourishSamples

/// Eraser mode (`E`, the toolbar's eraser): the pen's tip and the mouse erase, with the brush
/// and size the pen's eraser end erases with, as if that end were turned down. Their samples
/// reach the session as the eraser's, so the recording, the history and a replay hold what was
/// erased. A stroke keeps the tool it began with: switching mid-stroke takes effect at the
/// next one, never cutting a line in two.
package struct EraserMode {
    package var isOn = false
    /// Whether the pen's (0) and the mouse's (1) stroke in progress erases.
    private var strokeErases = [false, false]
    private var strokeDown = [false, false]

    package init() {}

    /// `samples` with the pen's and the mouse's turned into the eraser's where they erase.
    package mutating func apply(to samples: inout [Sample]) {
        guard isOn || strokeErases.contains(true) else {
            // Off, and no stroke begun in eraser mode: only the strokes' ends are followed.
            for sample in samples { note(sample) }
            return
        }
        for index in samples.indices {
            let erases = note(samples[index])
            if erases { samples[index].tool = .eraser }
        }
    }

    /// Follows one sample; whether it erases.
    @discardableResult
    private mutating func note(_ sample: Sample) -> Bool {
        let slot: Int
        switch sample.tool {
        case .pen: slot = 0
        case .mouse: slot = 1
        case .eraser: return false
        }
        let wasDown = strokeDown[slot]
        strokeDown[slot] = sample.isDown
        if sample.isDown && !wasDown { strokeErases[slot] = isOn }
        // Hovering, the mode is the one now (the ring shows the eraser's size); a stroke's own
        // samples, and its lift, keep the one it began with.
        let erases = sample.isDown || wasDown ? strokeErases[slot] : isOn
        if !sample.isDown { strokeErases[slot] = false }
        return erases
    }
}
