import Glibc
import Testing

@testable import FlourishAppCore

@Suite("Memory is handed back when the history shrinks by a lot")
struct HeapGiveBackTests {
    static let mib = 1 << 20

    /// Whether each of `sizes`, in turn, asked for a trim.
    static func trims(_ sizes: [Int]) -> [Bool] {
        var giveBack = HeapGiveBack()
        return sizes.map { giveBack.historyHolds($0) }
    }

    @Test("a history that grows, or trades steps at its budget, trims nothing")
    func steadyHistory() {
        let growing = Array(stride(from: 0, through: 32 * Self.mib, by: Self.mib))
        // At the budget, old steps go as new ones come: a few MiB up and down.
        let atBudget = [30, 32, 29, 31, 32, 28].map { $0 * Self.mib }
        #expect(!Self.trims(growing + atBudget).contains(true))
    }

    @Test("a drop of the threshold below the highest trims once, then counts from there")
    func clearedHistory() {
        let top = 32 * Self.mib
        let sizes = [top, top - HeapGiveBack.threshold + 1, top - HeapGiveBack.threshold, 20 * Self.mib, 0, 0]
        #expect(Self.trims(sizes) == [false, false, true, false, true, false])
    }

    /// Whether malloc is glibc's: under AddressSanitizer or ThreadSanitizer the sanitizer's
    /// own allocator holds the heap (freed blocks sit in its quarantine) and `malloc_trim`
    /// has nothing of glibc's to give back.
    static let heapIsGlibcs: Bool = {
        let process = dlopen(nil, RTLD_NOW)
        return dlsym(process, "__asan_init") == nil && dlsym(process, "__tsan_init") == nil
    }()

    @Test(
        "trimming gives back the free pages between blocks still in use, as a dropped history leaves them",
        .enabled(if: heapIsGlibcs, "the heap is a sanitizer's, not glibc's"))
    func trim() {
        // 2,048 tiles' worth of 32 KiB blocks (under glibc's mmap threshold: in the heap),
        // written so their pages are resident, then all but every 16th freed: holes that stay
        // resident until the heap is trimmed.
        let count = 2048
        let size = 32 << 10
        var blocks: [UnsafeMutableRawPointer] = []
        for _ in 0..<count {
            guard let block = malloc(size) else { break }
            memset(block, 0x5a, size)
            blocks.append(block)
        }
        #expect(blocks.count == count)
        let kept = blocks.indices.filter { $0 % 16 == 0 }.map { blocks[$0] }
        let holes = blocks.indices.filter { $0 % 16 != 0 }.map { blocks[$0] }
        for block in holes { free(block) }
        let holePages = holes.reduce(0) { $0 + Self.pages(inside: $1, size).total }
        let residentBefore = holes.reduce(0) { $0 + Self.pages(inside: $1, size).resident }
        HeapGiveBack.trim()
        let residentAfter = holes.reduce(0) { $0 + Self.pages(inside: $1, size).resident }
        let keptResident = kept.reduce(0) { $0 + Self.pages(inside: $1, size).resident }
        let keptPages = kept.reduce(0) { $0 + Self.pages(inside: $1, size).total }
        for block in kept { free(block) }
        #expect(residentBefore > holePages * 9 / 10, "the freed blocks were not resident to begin with: \(residentBefore) of \(holePages) pages")
        #expect(residentAfter < holePages / 10, "\(residentAfter) of \(holePages) freed pages still resident after the trim")
        // The negative control: the blocks still in use keep their pages.
        #expect(keptResident == keptPages, "the trim took \(keptPages - keptResident) pages of blocks in use")
    }

    /// The whole pages inside `size` bytes from `start`, and how many of them are resident.
    static func pages(inside start: UnsafeMutableRawPointer, _ size: Int) -> (total: Int, resident: Int) {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let first = (Int(bitPattern: start) + page - 1) / page * page
        let end = (Int(bitPattern: start) + size) / page * page
        guard end > first, let address = UnsafeMutableRawPointer(bitPattern: first) else { return (0, 0) }
        let count = (end - first) / page
        var residency = [UInt8](repeating: 0, count: count)
        guard mincore(address, end - first, &residency) == 0 else { return (count, count) }
        return (count, residency.filter { $0 & 1 != 0 }.count)
    }
}
