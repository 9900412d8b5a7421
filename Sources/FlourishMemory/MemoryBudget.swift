/// The most memory one painting may take: what a file, a new canvas or a replay is checked
/// against before anything is allocated, so that a small crafted file cannot make Flourish ask
/// for more than the machine has and abort halfway through a read.
///
/// By default a share of the machine's memory (`defaultShare` of its RAM, or of its control
/// group's limit where that is lower), and never more than the address-space limit, where an
/// allocation fails whatever is free. The `memory_limit_mb` setting replaces the share, still
/// under the address-space limit.
public struct MemoryBudget: Sendable, Equatable, CustomStringConvertible {
    /// Where the budget's figure comes from, for the message that refuses a file.
    public enum Origin: Sendable, Equatable {
        /// The `memory_limit_mb` setting.
        case setting(megabytes: Int)
        /// `defaultShare` of what the machine (or the control group) has, in bytes.
        case machineShare(of: Int)
        /// The address-space limit (RLIMIT_AS), lower than what was asked.
        case addressSpaceLimit
        /// Nothing known of the machine: `fallbackBytes`.
        case fallback
    }

    /// The share of the machine's memory a painting may take by default: the rest is the
    /// system's, the other programs' and what Flourish itself needs besides its pixels.
    public static let defaultShare = 0.5
    /// The budget where the machine says nothing of its memory.
    public static let fallbackBytes = 4 << 30
    /// The largest `memory_limit_mb` the settings take (16 TiB).
    public static let maxSettingMegabytes = 1 << 24

    public let bytes: Int
    public let origin: Origin

    public init(bytes: Int, origin: Origin) {
        self.bytes = max(0, bytes)
        self.origin = origin
    }

    /// The budget for `megabytes` (the setting; nil: the default share) on `machine`.
    public static func resolve(megabytes: Int?, machine: MachineMemory = .current) -> MemoryBudget {
        var budget: MemoryBudget
        if let megabytes {
            budget = MemoryBudget(bytes: min(megabytes, maxSettingMegabytes) << 20, origin: .setting(megabytes: megabytes))
        } else if let total = [machine.physical, machine.controlGroupLimit].compactMap({ $0 }).min() {
            budget = MemoryBudget(bytes: Int(Double(total) * defaultShare), origin: .machineShare(of: total))
        } else {
            budget = MemoryBudget(bytes: fallbackBytes, origin: .fallback)
        }
        if let limit = machine.addressSpaceLimit, limit < budget.bytes {
            budget = MemoryBudget(bytes: limit, origin: .addressSpaceLimit)
        }
        return budget
    }

    /// The default budget of this process.
    public static var machineDefault: MemoryBudget { resolve(megabytes: nil) }

    /// Refuses `need` where it is more than the budget.
    public func check(_ need: MemoryNeed) throws(MemoryBudgetError) {
        guard need.bytes <= bytes else { throw MemoryBudgetError(need: need, budget: self) }
    }

    /// "2.0 GiB (memory_limit_mb = 2048)": the figure and where it comes from.
    public var description: String {
        let figure = Self.describe(bytes: bytes)
        switch origin {
        case .setting(let megabytes): return "\(figure) (memory_limit_mb = \(megabytes))"
        case .machineShare(let total):
            return "\(figure) (memory_limit_mb unset: half of this machine's \(Self.describe(bytes: total)))"
        case .addressSpaceLimit: return "\(figure) (the address-space limit, ulimit -v)"
        case .fallback: return "\(figure) (memory_limit_mb unset, and the machine's memory unknown)"
        }
    }

    /// "5.4 GiB", "512.0 MiB", "48.0 KiB", "100 bytes": sizes to a tenth, as a person reads them.
    public static func describe(bytes: Int) -> String {
        let units = [(1 << 40, "TiB"), (1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")]
        for (size, unit) in units where bytes >= size {
            let tenths = (Double(bytes) / Double(size) * 10).rounded() / 10
            return "\(tenths) \(unit)"
        }
        return "\(bytes) bytes"
    }
}
