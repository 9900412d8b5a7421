import Glibc

/// The exact step of a first-order pull (the brush follows the pen with time constant τ:
/// d brush/dt = (pen - brush) / τ) over `h` seconds, the pen moving in a straight line at
/// constant speed between its two samples.
///
/// Taking the pen as moving between samples, not jumping to each (what a plain
/// `brush += α·(pen - brush)` assumes), makes the result independent of how often the device
/// samples: a 100 Hz mouse and a 200 Hz pen drawing the same line get the same brush path,
/// and a constant-speed line trails by exactly τ. The filter acts on the offset pen − brush
/// rather than on positions, so large canvas coordinates lose no precision:
///
///     offset' = decay · offset + carry · (pen' − pen)
struct PullStep {
    /// How much of the old offset is left after `h`: e^(−h/τ).
    let decay: Double
    /// How much of the pen's move over `h` the brush has not yet made: τ/h · (1 − e^(−h/τ)).
    let carry: Double

    /// The step over `h` seconds (negative counts as 0: the pen did not move in time) with time
    /// constant `tau` seconds (> 0).
    init(seconds h: Double, tau: Double) {
        let x = max(h, 0) / tau
        decay = exp(-x)
        if x < 1e-3 {
            // (1 − e^(−x))/x by its series: the division would cancel to noise near 0.
            carry = 1 - x / 2 + x * x / 6 - x * x * x / 24
        } else {
            carry = -expm1(-x) / x
        }
    }

    /// `offset` carried over a step in which the pen moved by `move`.
    func apply(_ offset: Double, move: Double) -> Double {
        decay * offset + carry * move
    }
}
