/// Takes a result the optimiser must then keep: a measured loop whose output went nowhere could
/// be removed whole. A real call, never inlined.
@inline(never) func blackHole<T>(_ value: T) { _ = value }
