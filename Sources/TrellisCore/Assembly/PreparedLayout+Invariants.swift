extension PreparedLayout {
    /// Checks the invariants every assembled layout keeps, whatever strategy
    /// placed it, and throws on the first one broken.
    ///
    /// Builds that define `TRELLIS_INTERNAL_CHECKS` (the package's CI; off
    /// by default, so an app's debug build does not pay for it) run it after every assembly:
    /// a full prepare, every ``LiveLayout`` change and every composite. Call
    /// it from tests of your own code to check a layout you hold.
    ///
    /// The invariants:
    /// * **Storage.** The section table covers the frames exactly, in order:
    ///   section 0 starts at element 0, each section starts where the one
    ///   before ends (header, items, footer), the last ends at the last
    ///   element; every frame is finite.
    /// * **Index.** ``elements(in:)``'s index returns exactly the positions a
    ///   linear scan returns, ascending, for the whole content, and for
    ///   viewport-sized rects at eight places along the scroll axis.
    /// * **Backgrounds.** None, or one finite frame per section.
    /// * **Pinned headers.** One header extent per section that has a header.
    ///
    /// That a frame lies inside the content size is the strategy's promise,
    /// not the assembly's: the conformance checker of `TrellisTesting`
    /// checks it (with a tolerance for rounding).
    ///
    /// - Throws: ``LayoutError/contractViolation(strategy:detail:)`` naming the broken invariant.
    /// - Complexity: O(*n*) for *n* elements (ten linear scans).
    public func checkInvariants() throws(LayoutError) {
        func broken(_ detail: String) -> LayoutError {
            .contractViolation(strategy: strategyName, detail: "invariant broken: \(detail)")
        }
        var expectedStart = 0
        for (section, record) in storage.sections.enumerated() {
            guard record.firstElement == expectedStart, record.itemCount >= 0 else {
                throw broken("section \(section) starts at element \(record.firstElement), expected \(expectedStart)")
            }
            expectedStart = record.endElement
        }
        guard expectedStart == storage.frames.count else {
            throw broken("the sections hold \(expectedStart) elements, the storage \(storage.frames.count)")
        }
        if let bad = storage.frames.firstIndex(where: { !$0.isFinite }) {
            throw broken("element \(bad) has a non-finite frame \(storage.frames[bad])")
        }
        for rect in invariantSampleRects() {
            guard let query = QueryBounds(rect) else { continue }
            let indexed = index.positions(overlapping: query, frames: storage.frames)
            let scanned = ElementIndex.linear.positions(overlapping: query, frames: storage.frames)
            guard indexed == scanned else {
                throw broken(
                    "the \(index.kind) index returns \(indexed.count) elements in \(rect), a linear scan \(scanned.count)"
                )
            }
        }
        guard backgrounds.frames.isEmpty || backgrounds.frames.count == storage.sections.count else {
            throw broken("\(backgrounds.frames.count) section backgrounds for \(storage.sections.count) sections")
        }
        if let bad = backgrounds.frames.firstIndex(where: { !$0.isFinite }) {
            throw broken("section \(bad)'s background \(backgrounds.frames[bad]) is not finite")
        }
        let withHeaders = storage.sections.lazy.filter(\.hasHeader).count
        guard headers.sections.count == withHeaders else {
            throw broken("\(headers.sections.count) pinned-header extents for \(withHeaders) headers")
        }
    }

    /// Traps with the broken invariant: what debug builds run after every assembly.
    func assertInvariants() {
        do {
            try checkInvariants()
        } catch {
            preconditionFailure("\(error)")
        }
    }

    /// The rects ``checkInvariants()`` compares the index on: the content
    /// (grown by one point) and eight viewport-sized rects along the scroll axis.
    private func invariantSampleRects() -> [Rect] {
        let content = Rect(x: -1, y: -1, width: contentSize.width + 2, height: contentSize.height + 2)
        var rects = [content]
        let length = scrollAxis == .vertical ? contentSize.height : contentSize.width
        let window = Swift.max(1, length / 8)
        for step in 0..<8 {
            let start = Double(step) * length / 8 + window / 3
            rects.append(
                scrollAxis == .vertical
                    ? Rect(x: content.minX, y: start, width: content.width, height: window)
                    : Rect(x: start, y: content.minY, width: window, height: content.height))
        }
        return rects
    }
}
