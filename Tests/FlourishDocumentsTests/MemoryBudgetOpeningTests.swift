import FlourishDocuments
import FlourishMemory
import FlourishSessionSetup
import FlourishTestSupport
import Foundation
import Testing

@testable import FlourishOpenRaster

/// Files whose headers claim more memory than the painting may take are refused by `inspect`,
/// in one line naming the file, what opening it would need and the budget, before any pixel
/// is decoded; the same layouts at a size the budget holds open.
@Suite("Opening a file is checked against the memory budget before any pixel")
struct MemoryBudgetOpeningTests {
    static let budget = MemoryBudget.resolve(megabytes: 2048, machine: MachineMemory(physical: 64 << 30))

    /// An OpenRaster file of `side`² layers (PNG headers that claim the size, a few bytes of
    /// data), one `<layer>` for each entry of `modes`, on an image of `side`².
    static func ora(_ folder: TemporaryFolder, side: Int, modes: [String]) throws -> String {
        let path = folder.file("claims-\(side).ora")
        let layers = modes.enumerated().map { index, mode in
            #"<layer name="l\#(index)" src="data/l\#(index).png" composite-op="\#(mode)"/>"#
        }.joined()
        let stack = #"<?xml version="1.0"?><image w="\#(side)" h="\#(side)"><stack>\#(layers)</stack></image>"#
        var members: [(name: String, bytes: [UInt8])] = [("mimetype", Array("image/openraster".utf8)), ("stack.xml", Array(stack.utf8))]
        for index in modes.indices { members.append(("data/l\(index).png", ClaimedPNG.bytes(width: side, height: side))) }
        let archive = try ZipArchiveWriter(path: path, reportedPath: path)
        for member in members { try archive.add(member.name, bytes: member.bytes, compression: .store) }
        try archive.close()
        return path
    }

    static func refusal(_ path: String, budget: MemoryBudget = budget) throws -> DocumentError {
        do {
            _ = try DocumentReader.inspect(path, canvas: (100, 100), limit: (32768, 32768), budget: budget)
        } catch {
            return error
        }
        Issue.record("\(path) was not refused")
        return DocumentError(path: path, reason: "")
    }

    static func expectBudgetMessage(_ error: DocumentError, path: String, needAtLeast gib: Double) {
        let text = error.description
        #expect(text.hasPrefix("\(path): opening it needs about "), "\(text)")
        #expect(text.contains("more than the memory budget of 2.0 GiB (memory_limit_mb = 2048)"), "\(text)")
        #expect(!text.contains("\n"), "one line: \(text)")
        // The figure it names: "about X GiB".
        let figure = text.split(separator: " ").firstIndex(of: "about").map { text.split(separator: " ")[$0 + 1] }
        #expect(figure.flatMap { Double($0) }.map { $0 >= gib } == true, "\(text)")
    }

    @Test("two opaque 16384² layers in a tiny file (the issue's 18 KB file) are refused: about 6 GiB")
    func twoHugeLayers() throws {
        let folder = try TemporaryFolder()
        let path = try Self.ora(folder, side: 16384, modes: ["svg:src-over", "svg:src-over"])
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? .max < 20_000)
        let error = try Self.refusal(path)
        Self.expectBudgetMessage(error, path: path, needAtLeast: 6)
        #expect(error.reason.contains("2 layers in 131072 tiles"), "\(error)")
    }

    @Test("three layers in a file that opens flattened are refused, counting the layers decoded together")
    func threeFlattened() throws {
        let folder = try TemporaryFolder()
        // A mode Flourish cannot composite keeps the flattened opening; that layer is not drawn.
        let path = try Self.ora(folder, side: 16384, modes: ["svg:src-over", "svg:src-over", "svg:src-over", "krita:dodge"])
        let error = try Self.refusal(path)
        Self.expectBudgetMessage(error, path: path, needAtLeast: 6)
        #expect(error.reason.contains("3 layers decoded to be flattened"), "\(error)")
    }

    @Test("the same layouts at 1024² open under the same budget (negative control)")
    func smallLayersOpen() throws {
        let folder = try TemporaryFolder()
        for modes in [["svg:src-over", "svg:src-over"], ["svg:src-over", "svg:src-over", "svg:src-over", "krita:dodge"]] {
            let path = try Self.ora(folder, side: 1024, modes: modes)
            let contents = try DocumentReader.inspect(path, canvas: (100, 100), limit: (32768, 32768), budget: Self.budget)
            #expect(contents.memoryNeed.bytes > 0 && contents.memoryNeed.bytes < 64 << 20, "\(contents.memoryNeed)")
        }
    }

    @Test("inspect(for: setup) opens under the setup's budget and max_canvas, as the window and the benchmark do")
    func underASessionSetup() throws {
        let folder = try TemporaryFolder()
        let huge = try Self.ora(folder, side: 16384, modes: ["svg:src-over", "svg:src-over"])
        var setup = SessionSetup()
        setup.memoryBudget = Self.budget
        var refused: DocumentError?
        do { _ = try DocumentReader.inspect(huge, for: setup) } catch { refused = error }
        Self.expectBudgetMessage(try #require(refused), path: huge, needAtLeast: 6)
        // Negative control: a budget that holds it opens it.
        setup.memoryBudget = MemoryBudget.resolve(megabytes: 16384, machine: MachineMemory(physical: 64 << 30))
        #expect(try DocumentReader.inspect(huge, for: setup).memoryNeed.bytes >= 6 << 30)
        // max_canvas is the setup's too: a 1024² file is refused under a 1000 limit, opened under 1024.
        let small = try Self.ora(folder, side: 1024, modes: ["svg:src-over"])
        (setup.maxCanvasWidth, setup.maxCanvasHeight) = (1000, 1000)
        #expect(throws: DocumentError.self) { try DocumentReader.inspect(small, for: setup) }
        (setup.maxCanvasWidth, setup.maxCanvasHeight) = (1024, 1024)
        #expect(try DocumentReader.inspect(small, for: setup).canvasWidth == 1024)
    }

    @Test("a 32768² PNG, which max_canvas allows, needs its 8 GiB of tiles: refused under 2 GiB, opened under 16 GiB")
    func hugePNG() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("huge.png")
        // Image data enough to unpack to the image (4 MB of the 4 GiB it claims).
        let data = ClaimedPNG.plausibleImageDataBytes(width: 32768, height: 32768)
        try Data(ClaimedPNG.bytes(width: 32768, height: 32768, imageDataBytes: data)).write(to: URL(fileURLWithPath: path))
        Self.expectBudgetMessage(try Self.refusal(path), path: path, needAtLeast: 8)
        let roomy = MemoryBudget.resolve(megabytes: 16384, machine: MachineMemory(physical: 64 << 30))
        let contents = try DocumentReader.inspect(path, canvas: (100, 100), limit: (32768, 32768), budget: roomy)
        #expect(contents.memoryNeed.bytes >= 8 << 30)
    }

    @Test("an interlaced PNG counts the whole image it is decoded into")
    func interlaced() throws {
        let folder = try TemporaryFolder()
        let plain = folder.file("plain.png")
        let interlaced = folder.file("interlaced.png")
        let data = ClaimedPNG.plausibleImageDataBytes(width: 8192, height: 8192) * 2
        try Data(ClaimedPNG.bytes(width: 8192, height: 8192, imageDataBytes: data)).write(to: URL(fileURLWithPath: plain))
        try Data(ClaimedPNG.bytes(width: 8192, height: 8192, interlaced: true, imageDataBytes: data))
            .write(to: URL(fileURLWithPath: interlaced))
        let roomy = MemoryBudget.resolve(megabytes: 16384, machine: MachineMemory(physical: 64 << 30))
        let flat = try DocumentReader.inspect(plain, canvas: (100, 100), limit: (32768, 32768), budget: roomy)
        let whole = try DocumentReader.inspect(interlaced, canvas: (100, 100), limit: (32768, 32768), budget: roomy)
        #expect(whole.memoryNeed.bytes - flat.memoryNeed.bytes == 8192 * 8192 * 4)
    }

    @Test("a new canvas is checked painted all over: 32768² needs more than 2 GiB, 4096² does not")
    func newCanvas() {
        var setup = SessionSetup()
        setup.memoryBudget = Self.budget
        (setup.canvasWidth, setup.canvasHeight) = (32768, 32768)
        let why = setup.canvasSizeProblem ?? ""
        #expect(why.hasPrefix("32768x32768 needs about 9.3 GiB"), "\(why)")
        #expect(why.contains("memory_limit_mb = 2048"), "\(why)")
        (setup.canvasWidth, setup.canvasHeight) = (4096, 4096)
        #expect(setup.canvasSizeProblem == nil)
    }
}
