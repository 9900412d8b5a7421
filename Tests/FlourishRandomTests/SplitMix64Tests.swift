import FlourishRandom
import Testing

/// The one seeded generator every burst, mutation and seeded test draws on: SplitMix64's own
/// numbers, so a seed written down anywhere in the project keeps meaning the same numbers.
@Suite("SplitMix64: the published sequence, and numbers below a bound")
struct SplitMix64Tests {
    @Test("seed 0 and seed 1234567 give SplitMix64's published first numbers")
    func publishedSequence() {
        var zero = SplitMix64(seed: 0)
        #expect([zero.next(), zero.next(), zero.next()] == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
        var other = SplitMix64(seed: 1_234_567)
        #expect([other.next(), other.next(), other.next()] == [0x599E_D017_FB08_FC85, 0x2C73_F084_5854_0FA5, 0x883E_BCE5_A3F2_7C77])
    }

    @Test("the same seed gives the same numbers; another seed others")
    func sameSeedSameNumbers() {
        var a = SplitMix64(seed: 26)
        var b = SplitMix64(seed: 26)
        var c = SplitMix64(seed: 27)
        let first = (0..<100).map { _ in a.next() }
        #expect((0..<100).map { _ in b.next() } == first)
        #expect((0..<100).map { _ in c.next() } != first)
    }

    @Test("below(n) stays in 0..<n and reaches every value; 0 for a bound of 0 or less")
    func below() {
        var numbers = SplitMix64(seed: 7)
        var seen = Set<Int>()
        for _ in 0..<1000 {
            let value = numbers.below(10)
            #expect((0..<10).contains(value))
            seen.insert(value)
        }
        #expect(seen == Set(0..<10))
        #expect(numbers.below(1) == 0)
        #expect(numbers.below(0) == 0)
        #expect(numbers.below(-3) == 0)
        // The remainder of the next number: the same as the raw sequence says.
        var raw = SplitMix64(seed: 7)
        var bounded = SplitMix64(seed: 7)
        #expect(bounded.below(1000) == Int(raw.next() % 1000))
    }
}
