import FlourishGestures
import FlourishRecognition
import Testing

/// The Swift forward pass against the training script's, on the same MNIST test digits and
/// the same shipped weights.
@Suite struct AgreementTests {
    @Test func probabilitiesMatchPythonWithin1e4() throws {
        let fixture = try AgreementFixture.load()
        let network = try DigitNetwork(contentsOf: Paths.shippedModel)
        #expect(fixture.cases.count == 24)
        var largest: Float = 0
        for example in fixture.cases {
            let probabilities = network.probabilities(for: DigitTensor(values: example.tensor))
            #expect(probabilities.count == 10)
            for (swift, python) in zip(probabilities, example.probabilities) {
                largest = max(largest, abs(swift - python))
            }
        }
        print("Swift vs Python: largest probability difference \(largest) over \(fixture.cases.count) digits")
        #expect(largest <= 1e-4)
    }

    @Test func shippedModelClassifiesTheFixturesAsPythonDid() throws {
        let fixture = try AgreementFixture.load()
        let network = try DigitNetwork(contentsOf: Paths.shippedModel)
        var scratch = InferenceScratch()
        for example in fixture.cases {
            let prediction = network.prediction(for: DigitTensor(values: example.tensor), scratch: &scratch)
            #expect(prediction.digit == example.predicted, "MNIST test digit \(example.mnistTestIndex)")
        }
        // Every class appears, and the script's model got (nearly) all of the plain ones
        // right; the least confident ones include its mistakes, which Swift must repeat.
        let plain = fixture.cases.filter { $0.kind == "first-of-class" }
        #expect(Set(plain.map(\.label)) == Set(0...9))
        #expect(plain.filter { $0.predicted == $0.label }.count >= 19)
        #expect(fixture.cases.contains { $0.kind == "least-confident" && $0.probabilities.max() ?? 1 < 0.6 })
    }

    @Test func reusedScratchGivesTheSameAnswer() throws {
        let fixture = try AgreementFixture.load()
        let network = try DigitNetwork(contentsOf: Paths.shippedModel)
        var scratch = InferenceScratch()
        let first = DigitTensor(values: fixture.cases[0].tensor)
        let second = DigitTensor(values: fixture.cases[1].tensor)
        let alone = network.probabilities(for: first)
        _ = network.probabilities(for: second, scratch: &scratch)
        #expect(network.probabilities(for: first, scratch: &scratch) == alone)
    }
}
