import FlourishRecognition
import Foundation
import Testing

/// Damaged copies of the shipped model, each refused with its own reason and a message that
/// names the file.
///
/// Header bytes (see scripts/train-digits): magic 0..<4, version 4..<8, tensor count 8..<12,
/// conv1.weight rank at 12 and dimensions 16..<32, conv1.bias rank at 32, dimension at 36,
/// conv2.weight rank at 40, dimensions 44..<60; 108 header bytes in all, then the weights.
@Suite struct LoaderErrorTests {
    static let headerBytes = 108
    let path = "damaged/digits.f16"

    func load(_ bytes: [UInt8]) -> DigitModelError? {
        do {
            _ = try DigitNetwork(bytes: bytes, path: path)
            return nil
        } catch {
            return error
        }
    }

    func setUInt32(_ value: UInt32, at offset: Int, in bytes: inout [UInt8]) {
        for i in 0..<4 { bytes[offset + i] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(i))) }
    }

    @Test func shippedModelLoads() throws {
        let bytes = try Paths.shippedBytes()
        #expect(load(bytes) == nil)
        #expect(bytes.count < 200 * 1024)
    }

    @Test(arguments: [0, 3, 10, 50, 108, 5000])
    func truncatedFileIsRefused(length: Int) throws {
        let bytes = Array(try Paths.shippedBytes().prefix(length))
        let error = try #require(load(bytes))
        guard case .truncated(_, let needed, let available) = error.kind else {
            Issue.record("expected truncated, got \(error)")
            return
        }
        #expect(available == length)
        #expect(needed > length)
        #expect(error.description.hasPrefix("damaged/digits.f16: is truncated: "))
    }

    @Test func fileCutInTheWeightsSaysHowMuchIsMissing() throws {
        let whole = try Paths.shippedBytes()
        let error = try #require(load(Array(whole.dropLast())))
        #expect(error.description == "damaged/digits.f16: is truncated: the weights needs \(whole.count) bytes, the file has \(whole.count - 1)")
    }

    @Test func wrongMagicIsRefused() throws {
        var bytes = try Paths.shippedBytes()
        bytes.replaceSubrange(0..<4, with: [0x50, 0x4B, 0x03, 0x04])  // a zip file's start
        let error = try #require(load(bytes))
        #expect(error.kind == .wrongMagic(found: [0x50, 0x4B, 0x03, 0x04]))
        #expect(error.description == "damaged/digits.f16: is not a Flourish digit model: it starts with 0x504b0304, not \"FLDG\"")

        bytes.replaceSubrange(0..<4, with: Array("FLDX".utf8))
        #expect(load(bytes)?.description == "damaged/digits.f16: is not a Flourish digit model: it starts with \"FLDX\", not \"FLDG\"")
    }

    @Test func wrongShapeIsRefused() throws {
        var bytes = try Paths.shippedBytes()
        setUInt32(3, at: 52, in: &bytes)  // conv2.weight's third dimension: a 3x5 kernel
        let error = try #require(load(bytes))
        #expect(error.kind == .wrongShape(tensor: "conv2.weight", found: [32, 16, 3, 5], expected: [32, 16, 5, 5]))
        #expect(error.description == "damaged/digits.f16: has the wrong shape for conv2.weight: [32, 16, 3, 5], the network needs [32, 16, 5, 5]")
    }

    @Test(arguments: [UInt32(2), 0, 0xFFFF_FFFF])
    func wrongRankIsRefusedBeforeItsDimensionsAreRead(rank: UInt32) throws {
        var bytes = try Paths.shippedBytes()
        setUInt32(rank, at: 32, in: &bytes)  // conv1.bias
        let error = try #require(load(bytes))
        #expect(error.kind == .wrongRank(tensor: "conv1.bias", found: rank, expected: 1))
        #expect(error.description.contains("wrong shape for conv1.bias: \(rank) dimensions"))
    }

    @Test func wrongTensorCountIsRefused() throws {
        var bytes = try Paths.shippedBytes()
        setUInt32(9, at: 8, in: &bytes)
        #expect(load(bytes)?.kind == .wrongTensorCount(found: 9, expected: 8))
    }

    @Test func otherVersionIsRefused() throws {
        var bytes = try Paths.shippedBytes()
        setUInt32(2, at: 4, in: &bytes)
        let error = try #require(load(bytes))
        #expect(error.description == "damaged/digits.f16: is digit model format version 2; this build reads version 1")
    }

    @Test func trailingBytesAreRefused() throws {
        let error = try #require(load(try Paths.shippedBytes() + [0, 0]))
        #expect(error.kind == .trailingBytes(2))
    }

    @Test func nonFiniteWeightIsRefused() throws {
        var bytes = try Paths.shippedBytes()
        bytes[Self.headerBytes] = 0x00
        bytes[Self.headerBytes + 1] = 0x7E  // the first conv1 weight: a float16 NaN
        #expect(load(bytes)?.kind == .notFinite(tensor: "conv1.weight"))
    }

    @Test func missingFileIsNamed() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-model-\(UUID()).f16").path
        do {
            _ = try DigitNetwork(contentsOf: missing)
            Issue.record("a missing file loaded")
        } catch {
            #expect(error.kind == .unreadable(.missing))
            #expect(error.description == "\(missing): no such file")
        }
    }

    @Test func oversizedFileIsRefusedBeforeReading() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("huge-model-\(UUID()).f16")
        try Data(count: DigitNetwork.maxFileBytes + 1).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try DigitNetwork(contentsOf: url.path)
            Issue.record("an oversized file loaded")
        } catch {
            #expect(error.kind == .unreadable(.tooLarge(limit: DigitNetwork.maxFileBytes)))
            #expect(error.description.hasPrefix(url.path + ": "))
        }
    }
}
