import TrellisTools

extension Benchmark {
    /// The floor of an exact rotation with the screen in the middle of
    /// `count` items of the bundled photos (``placementFloor(of:sizes:)``
    /// over the first half).
    static func placementFloor(of strategy: any LayoutStrategy, items count: Int) -> Double? {
        placementFloor(of: strategy, sizes: SamplePhotos.cycled(count: count / 2))
    }

    /// The floor of an exact rotation whose screen starts after `sizes`:
    /// the strategy's reference frame loop (``BenchReference``, the prepare
    /// floor: its frames computed and written, no builder, index or checks)
    /// over them, into a buffer whose pages are touched already.
    ///
    /// Every frame is a sum of heights taken in order and equals a full
    /// placement's to the bit, so after a new width (or an edit at the first
    /// item) every frame before the screen is computed again, in order: no
    /// exact layout does less than this loop on the way to the screen. It
    /// depends on the sizes, not only on their number (`masonry`'s loop
    /// takes about twice as long over the lazy-grid path's random heights
    /// as over as many bundled photos), so each path measures it on its own data.
    ///
    /// - Returns: The median of ``editsRuns`` runs, in µs, or `nil` when the
    ///   strategy has no reference loop.
    static func placementFloor(of strategy: any LayoutStrategy, sizes: [ItemSize]) -> Double? {
        guard let reference = BenchReference(strategy, input: LayoutInput(width: viewport.width, items: sizes)) else {
            return nil
        }
        let frames = UnsafeMutableBufferPointer<Rect>.allocate(capacity: sizes.count)
        defer { frames.deallocate() }
        let clock = ContinuousClock()
        let runs = sizes.withUnsafeBufferPointer { sizes in
            // One more run than timed: the first touches the buffer's pages.
            (0...editsRuns).map { _ in
                nanoseconds(clock.measure { reference.rule.floor(sizes, viewport.width, frames) }) / 1000
            }
        }
        return median(Array(runs.dropFirst()))
    }
}
