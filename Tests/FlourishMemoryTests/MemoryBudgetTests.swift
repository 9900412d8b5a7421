@testable import FlourishMemory
import Testing

@Suite("memory budget")
struct MemoryBudgetTests {
    static let gib = 1 << 30

    @Test("by default half the machine's memory, or of its control group's where that is lower")
    func defaultShare() {
        let plain = MemoryBudget.resolve(megabytes: nil, machine: MachineMemory(physical: 16 * Self.gib))
        #expect(plain.bytes == 8 * Self.gib)
        #expect(plain.origin == .machineShare(of: 16 * Self.gib))
        let contained = MemoryBudget.resolve(
            megabytes: nil, machine: MachineMemory(physical: 16 * Self.gib, controlGroupLimit: 2 * Self.gib))
        #expect(contained.bytes == Self.gib)
    }

    @Test("the setting replaces the share, and neither goes above the address-space limit")
    func settingAndAddressSpace() {
        let machine = MachineMemory(physical: 16 * Self.gib, addressSpaceLimit: 3 * Self.gib)
        let set = MemoryBudget.resolve(megabytes: 2048, machine: machine)
        #expect(set.bytes == 2 * Self.gib)
        #expect(set.origin == .setting(megabytes: 2048))
        let tooMuch = MemoryBudget.resolve(megabytes: 10_000, machine: machine)
        #expect(tooMuch.bytes == 3 * Self.gib)
        #expect(tooMuch.origin == .addressSpaceLimit)
        #expect(MemoryBudget.resolve(megabytes: nil, machine: machine).bytes == 3 * Self.gib)
        // Negative control: without the limit the share holds.
        #expect(MemoryBudget.resolve(megabytes: nil, machine: MachineMemory(physical: 16 * Self.gib)).bytes == 8 * Self.gib)
    }

    @Test("a machine that says nothing gets the fallback")
    func fallback() {
        let budget = MemoryBudget.resolve(megabytes: nil, machine: MachineMemory(physical: nil))
        #expect(budget.bytes == MemoryBudget.fallbackBytes)
    }

    @Test("this machine's own figures are read: RAM is known and positive")
    func readsThisMachine() {
        let machine = MachineMemory.read()
        #expect((machine.physical ?? 0) > 1 << 26)
        #expect(MemoryBudget.machineDefault.bytes > 0)
    }

    @Test("a need within the budget passes, one byte more is refused with both figures")
    func check() throws {
        let budget = MemoryBudget(bytes: 2 * Self.gib, origin: .setting(megabytes: 2048))
        try budget.check(MemoryNeed(bytes: 2 * Self.gib, "exactly"))
        let need = MemoryNeed(count: 2 * 65536 + 1, each: 16384, "two layers")
        #expect(throws: MemoryBudgetError.self) { try budget.check(need) }
        do { try budget.check(need) } catch {
            #expect(error.description == "needs about 2.0 GiB (two layers) of memory, more than the memory budget of 2.0 GiB (memory_limit_mb = 2048)")
        }
    }

    @Test("needs saturate instead of overflowing")
    func saturates() {
        let huge = MemoryNeed(count: .max, each: 32768, "tiles")
        #expect(huge.bytes == .max)
        let sum = huge + MemoryNeed(bytes: 5, "more")
        #expect(sum.bytes == .max)
        #expect(sum.parts == ["tiles", "more"])
        #expect(MemoryNeed(count: -3, each: 10, "negative").bytes == 0)
    }

    @Test("control-group limit files: a number, 'max', and v1's 'no limit'")
    func limitFiles() {
        #expect(MachineMemory.parseLimit("2147483648\n") == 2_147_483_648)
        #expect(MachineMemory.parseLimit("max\n") == nil)
        #expect(MachineMemory.parseLimit("9223372036854771712\n") == nil)
    }

    @Test("sizes read as a person writes them")
    func describe() {
        #expect(MemoryBudget.describe(bytes: 5_798_205_850) == "5.4 GiB")
        #expect(MemoryBudget.describe(bytes: 512 << 20) == "512.0 MiB")
        #expect(MemoryBudget.describe(bytes: 100) == "100 bytes")
    }
}

@Suite("painting cost")
struct PaintingCostTests {
    @Test("an image covers the tiles it touches, clipped to the canvas")
    func tilesCovered() {
        #expect(PaintingCost.tiles(width: 64, height: 64) == 1)
        #expect(PaintingCost.tiles(width: 65, height: 64) == 2)
        #expect(PaintingCost.tiles(width: 16384, height: 16384) == 65536)
        // Off the grid by 10: one more column and row.
        #expect(PaintingCost.tiles(x: 10, y: 10, width: 64, height: 64, canvasWidth: 1000, canvasHeight: 1000) == 4)
        // Half outside, wholly outside, and absurd offsets and sizes: no trap, no negative.
        #expect(PaintingCost.tiles(x: -32, y: 0, width: 64, height: 64, canvasWidth: 1000, canvasHeight: 1000) == 1)
        #expect(PaintingCost.tiles(x: 2000, y: 0, width: 64, height: 64, canvasWidth: 1000, canvasHeight: 1000) == 0)
        #expect(PaintingCost.tiles(x: .max, y: .min, width: .max, height: .max, canvasWidth: 1000, canvasHeight: 1000) == 0)
        #expect(PaintingCost.tiles(x: .min, y: .min, width: .max, height: .max, canvasWidth: 1000, canvasHeight: 1000) == 0)
        #expect(PaintingCost.tiles(x: -5, y: -5, width: .max, height: .max, canvasWidth: 1000, canvasHeight: 1000) == 256)
    }

    @Test("two opaque 16384² layers: 4 GiB of tiles and 2 GiB of composite; one layer has no composite of its own")
    func layers() {
        let two = PaintingCost.layers([65536, 65536], canvasTiles: 65536)
        #expect(two.bytes == 6 << 30 + 21845 * 16384)
        let one = PaintingCost.layers([65536], canvasTiles: 65536)
        #expect(one.bytes == 2 << 30 + 21845 * 16384)
        #expect(PaintingCost.canvas(width: 32768, height: 32768).bytes == 8 << 30 + 87381 * 16384)
    }
}
