import Foundation

/// `Fixtures/agreement.json`, written by `scripts/train-digits`: MNIST test digits as
/// 784-value tensors and the probabilities the Python model (float16 weights, float64
/// arithmetic) gave each: the first two of each class, then the four it is least sure of.
struct AgreementFixture: Decodable {
    struct Case: Decodable {
        var mnistTestIndex: Int
        /// "first-of-class" or "least-confident".
        var kind: String
        var label: Int
        var predicted: Int
        var tensor: [Float]
        var probabilities: [Float]
    }

    var generator: String
    var cases: [Case]

    static func load() throws -> AgreementFixture {
        try JSONDecoder().decode(AgreementFixture.self, from: Data(contentsOf: URL(fileURLWithPath: Paths.agreementFixture)))
    }
}
