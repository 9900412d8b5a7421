/// What one painted batch carried, for its frame's figures.
package struct PaintedBatch: Equatable {
    package var samples = 0
    /// The oldest and the newest sample's time (not the first's and the last's: a batch from
    /// two devices interleaves their clocks).
    package var oldest = 0.0
    package var newest = 0.0
    package var dabs: UInt64 = 0
    /// Seconds spent taking the batch out of the feeder.
    package var drain = 0.0

    package init(samples: Int = 0, oldest: Double = 0, newest: Double = 0, dabs: UInt64 = 0, drain: Double = 0) {
        self.samples = samples
        self.oldest = oldest
        self.newest = newest
        self.dabs = dabs
        self.drain = drain
    }
}
