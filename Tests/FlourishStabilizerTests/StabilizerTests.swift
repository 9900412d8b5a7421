import FlourishSamples
import FlourishStabilizer
import Testing

@Suite("The stabilizer: the brush pulled after the pen")
struct StabilizerTests {
    /// Every sample of `input` through a stabilizer at `strength`; also each input's own
    /// output index (the last sample it appended).
    func run(_ input: [Sample], strength: Double) -> (output: [Sample], own: [Int]) {
        var stabilizer = Stabilizer(strength: strength)
        var output: [Sample] = []
        var own: [Int] = []
        for sample in input {
            stabilizer.stabilize(sample, into: &output)
            own.append(output.count - 1)
        }
        return (output, own)
    }

    @Test("strength 0 passes every sample through, bit for bit, and adds none")
    func offPassesThrough() {
        let input = Line.stroke(jitter: 3) + Line.stroke(count: 20, jitter: 1, seed: 9)
        let (output, _) = run(input, strength: 0)
        #expect(output == input)
        #expect(zip(output, input).allSatisfy { $0.x.bitPattern == $1.x.bitPattern && $0.y.bitPattern == $1.y.bitPattern })
        var stabilizer = Stabilizer(strength: 0)
        var ignored: [Sample] = []
        stabilizer.stabilize(input[1], into: &ignored)
        #expect(stabilizer.lag == nil, "off reports no lag")
    }

    @Test("a jittery straight line comes out closer to the line", arguments: [0.3, 0.5, 0.8])
    func jitterIsSmoothed(strength: Double) {
        let input = Line.stroke(count: 400, jitter: 4)
        let (output, _) = run(input, strength: strength)
        let off = input.rmsOffTheLine
        let on = output.rmsOffTheLine
        print("stabilizer strength \(strength): RMS off the line \(off) px raw, \(on) px stabilized, factor \(off / on)")
        #expect(on < off / 2, "off \(off) on \(on)")
        // A negative control: at 0 nothing changes.
        #expect(run(input, strength: 0).output.rmsOffTheLine == off)
    }

    @Test("every input yields its own output, in order, with its time, tool and buttons")
    func oneOutputPerInput() {
        let input = Line.stroke(count: 60, jitter: 2)
        let (output, own) = run(input, strength: 0.6)
        #expect(own.count == input.count)
        #expect(zip(own, own.dropFirst()).allSatisfy { $0 < $1 })
        for (index, sample) in zip(own, input) {
            #expect(output[index].time == sample.time)
            #expect(output[index].tool == sample.tool && output[index].buttons == sample.buttons)
        }
        // Only the lift adds samples (the catch-up), just before itself.
        #expect(Array(own.dropLast()) == Array(0..<(input.count - 1)))
        #expect(own.last! > input.count - 1)
        // The clock steps back nowhere but at the lift, after the catch-up, which takes the
        // time the brush was behind.
        let catchUp = output[..<own.last!]
        #expect(zip(catchUp, catchUp.dropFirst()).allSatisfy { $0.time <= $1.time })
        #expect(output.allSatisfy { $0.time >= input.first!.time })
        let behind = Stabilizer.timeConstant(strength: 0.6)
        #expect(catchUp.last!.time <= input[input.count - 2].time + behind + 1e-9)
        #expect(catchUp.last!.time > input.last!.time, "the catch-up took more than the 5 ms to the lift")
    }

    @Test("at the lift the brush reaches the last raw down sample, and the lift is the raw one")
    func liftCatchesUp() throws {
        let input = Line.stroke(count: 80, jitter: 2)
        let (output, own) = run(input, strength: 0.7)
        let lastDownRaw = try #require(input.last(where: { $0.isDown }))
        let lastDownOut = try #require(output.last(where: { $0.isDown }))
        #expect(lastDownOut.x == lastDownRaw.x && lastDownOut.y == lastDownRaw.y)
        #expect(lastDownOut.pressure == lastDownRaw.pressure)
        #expect(output.last == input.last)
        // The stroke's own last down sample was behind: there was something to catch up.
        #expect(output[own[own.count - 2]].x < lastDownRaw.x - 10)
        // The catch-up samples go straight along the string, each at most a spacing apart.
        let catchUp = output[(own[own.count - 2] + 1)..<own[own.count - 1]]
        #expect(catchUp.count >= 2)
        #expect(zip(catchUp, catchUp.dropFirst()).allSatisfy { ($1.x - $0.x) <= 4.0000001 && $1.x > $0.x })
    }

    @Test("the stroke starts on the pen, and a pen in the air is not smoothed")
    func startsOnThePen() {
        let input = Line.stroke(count: 30, jitter: 2)
        let (output, _) = run(input, strength: 0.9)
        #expect(output[0] == input[0])
        #expect(output[1] == input[1], "the touch-down sample is the brush's")
    }

    @Test("the lag on a constant-speed line: speed × τ px, τ ms, consistent at every sample", arguments: [0.25, 0.5, 1.0])
    func lagOnAConstantLine(strength: Double) throws {
        let speed = 800.0
        var stabilizer = Stabilizer(strength: strength)
        var output: [Sample] = []
        let input = Line.stroke(count: 600, speed: speed, interval: 0.004)
        stabilizer.stabilize(input[0], into: &output)
        #expect(stabilizer.lag == nil, "hovering: nothing trails")
        for sample in input.dropFirst().dropLast() {
            stabilizer.stabilize(sample, into: &output)
            let lag = try #require(stabilizer.lag)
            // Smoothing commutes with the line's affine motion: the brush is where the pen
            // was `milliseconds` ago.
            #expect(abs(lag.pixels - speed * lag.milliseconds / 1000) < 1e-6, "\(lag)")
            #expect(abs((sample.x - output.last!.x) - lag.pixels) < 1e-6)
        }
        let tau = Stabilizer.timeConstant(strength: strength)
        let lag = try #require(stabilizer.lag)
        print("stabilizer strength \(strength): τ \(tau * 1000) ms, lag \(lag.pixels) px, \(lag.milliseconds) ms at \(speed) px/s")
        // 2.4 s is many τ: settled, and the same at any sampling rate.
        #expect(abs(lag.milliseconds - tau * 1000) < 1e-3 * tau * 1000 + 1e-9)
        #expect(abs(lag.pixels - speed * tau) < 1e-3 * speed * tau)
        stabilizer.stabilize(input.last!, into: &output)
        #expect(stabilizer.lag == nil, "lifted: nothing trails")
    }

    @Test("the brush path does not depend on the sampling rate")
    func samplingRateIndependent() {
        let coarse = run(Line.stroke(count: 101, interval: 0.01), strength: 0.5).output
        let fine = run(Line.stroke(count: 201, interval: 0.005), strength: 0.5).output
        // Coarse sample i is at the time of fine sample 2i.
        for i in stride(from: 1, through: 100, by: 10) {
            #expect(abs(coarse[i + 1].x - fine[2 * i + 1].x) < 1e-9, "\(i)")
        }
    }

    @Test("a strength change takes effect at the next sample, mid-stroke")
    func strengthChangesMidStroke() throws {
        let input = Line.stroke(count: 100)
        var stabilizer = Stabilizer(strength: 0.8)
        var output: [Sample] = []
        for sample in input.prefix(50) { stabilizer.stabilize(sample, into: &output) }
        let trailing = try #require(stabilizer.lag)
        #expect(trailing.pixels > 10)
        stabilizer.strength = 0
        stabilizer.stabilize(input[50], into: &output)
        #expect(output.last == input[50], "off: the brush jumps onto the pen")
        #expect(stabilizer.lag == nil)
        stabilizer.strength = 7
        #expect(stabilizer.strength == 1)
        stabilizer.strength = .nan
        #expect(stabilizer.strength == 0)
    }

    @Test("the same samples give the same output, run after run")
    func deterministic() {
        let input = Line.stroke(count: 150, jitter: 3)
        #expect(run(input, strength: 0.45).output == run(input, strength: 0.45).output)
    }

    @Test("samples that are not numbers pass through and do not poison the pull")
    func notANumber() throws {
        var input = Line.stroke(count: 20)
        input.insert(Sample(x: .nan, y: 0, pressure: 0.5, time: 1.05, tool: .pen, buttons: .primary), at: 10)
        let (output, _) = run(input, strength: 0.5)
        #expect(output[10].x.isNaN)
        #expect(output.enumerated().allSatisfy { $0.offset == 10 || $0.element.x.isFinite })
    }
}
