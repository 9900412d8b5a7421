import FlourishRandom
import Foundation
import Testing

@testable import FlourishFuzzTargets

/// The openraster target and its mutator: the seeds open or are refused as their names say,
/// and the mutator's archives get past libzip's CRC checks where raw byte changes do not.
@Suite("The openraster fuzz target: seeds as named, mutations that reach stack.xml and the PNGs")
struct OpenRasterFuzzTargetTests {
    static func seeds() -> [(name: String, bytes: [UInt8])] {
        CorpusReplayTests.files(of: .openraster).compactMap { path in
            FileManager.default.contents(atPath: path).map { ((path as NSString).lastPathComponent, [UInt8]($0)) }
        }
    }

    /// Without this, a target that refused everything would pass the corpus replay. A fixed
    /// crasher (crash-*) may open or be refused; it must only keep the target's promises.
    @Test("seeds named refused-* are refused with a message naming the file; the others, crashers aside, open")
    func seedsAsNamed() throws {
        let seeds = Self.seeds()
        #expect(seeds.count >= 10, "\(seeds.count) seeds")
        for (name, bytes) in seeds {
            let outcome = try FuzzTarget.openraster.run(bytes)
            if name.hasPrefix("crash-") { continue }
            if name.hasPrefix("refused-") {
                guard case .refused(let message) = outcome else {
                    Issue.record("\(name) opened")
                    continue
                }
                #expect(message.contains("fuzz-input.ora: "), "\(name): \(message)")
            } else {
                #expect(outcome == .accepted, "\(name): \(outcome)")
            }
        }
    }

    /// The outcome with the temporary file's name (a new one each run) taken out.
    static func outcome(_ bytes: [UInt8]) throws -> String {
        switch try FuzzTarget.openraster.run(bytes) {
        case .accepted: return "accepted"
        case .refused(let message):
            return message.firstRange(of: ".ora: ").map { String(message[$0.upperBound...]) } ?? message
        }
    }

    /// The two lying seeds are left out: written again, their lies are gone.
    @Test("a seed taken apart and written again is the same archive to the target")
    func roundTrip() throws {
        for (name, bytes) in Self.seeds()
        where !name.hasPrefix("refused-member-twice") && !name.hasPrefix("refused-declared") {
            let archive = try #require(StoredZip(parsing: bytes), "\(name)")
            let again = archive.serialized()
            #expect(StoredZip(parsing: again) == archive, "\(name)")
            #expect(try Self.outcome(again) == Self.outcome(bytes), "\(name)")
        }
    }

    /// A stand-in for libFuzzer's mutator: one byte changed, where the seed says.
    static func flipOne(_ bytes: inout [UInt8], limit: Int, random: inout SplitMix64) {
        if bytes.isEmpty { bytes = [0] }
        bytes[random.below(min(bytes.count, limit))] ^= UInt8(1 + random.below(255))
    }

    /// Whether an outcome is libzip's refusal: the archive, or a member's CRC or size, damaged.
    static func diedInTheZip(_ outcome: FuzzOutcome) -> Bool {
        guard case .refused(let message) = outcome else { return false }
        return ["damaged:", "not a readable zip archive", "cannot be opened", "compressed bytes can hold"].contains { message.contains($0) }
    }

    @Test("mutated archives reach the readers; the same changes made to the raw bytes mostly die in libzip")
    func mutationsPassTheZipChecks() throws {
        let seed = try #require(Self.seeds().first { $0.name == "groups.ora" }).bytes
        var random = SplitMix64(seed: 26)
        var diedInTheZip = (mutated: 0, raw: 0)
        let tries = 200
        for attempt in 0..<tries {
            let mutated = OpenRasterMutator.mutate(seed, maxSize: 16 << 10, seed: UInt32(attempt)) { bytes, limit in
                Self.flipOne(&bytes, limit: limit, random: &random)
            }
            if Self.diedInTheZip(try FuzzTarget.openraster.run(mutated)) { diedInTheZip.mutated += 1 }
            var raw = seed
            Self.flipOne(&raw, limit: raw.count, random: &random)
            if Self.diedInTheZip(try FuzzTarget.openraster.run(raw)) { diedInTheZip.raw += 1 }
        }
        // One mutation in ten is a raw one, which may die there like the control's.
        #expect(diedInTheZip.mutated < tries / 6, "\(diedInTheZip)")
        #expect(diedInTheZip.raw > tries / 2, "\(diedInTheZip)")
    }

    @Test("a PNG's chunks are written back with lengths and CRCs that libpng accepts")
    func pngChunksRoundTrip() throws {
        let seed = try #require(Self.seeds().first { $0.name == "png-variants.ora" }).bytes
        let archive = try #require(StoredZip(parsing: seed))
        for entry in archive.entries where entry.name.starts(with: Array("data/".utf8)) {
            let png = try #require(PNGChunks(parsing: entry.data))
            #expect(png.serialized() == entry.data, "\(String(decoding: entry.name, as: UTF8.self))")
        }
    }
}
