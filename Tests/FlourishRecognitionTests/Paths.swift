import Foundation

/// Files the tests read by path: the shipped weights at the package root's Assets/, the
/// script's fixtures beside these tests.
enum Paths {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let shippedModel = packageRoot.appendingPathComponent("Assets/digits.f16").path
    static let agreementFixture = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("Fixtures/agreement.json").path

    /// The shipped model's bytes, for tests that damage a copy.
    static func shippedBytes() throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: shippedModel)))
    }
}
