/// Room for the frames of a line or row layout's items, band by band, to go
/// into a ``LayoutBuilder`` together: what `flow-line` and `justified-rows`
/// place between two checkpoints.
///
/// The strategy writes each band's start (the number of frames before it)
/// to ``bandStarts`` and its frames to ``frames``, counting both itself, and
/// hands them over with ``flush(frames:bands:into:)``, which leaves the
/// builder exactly as calling ``LayoutBuilder/beginBand()`` at each band's
/// start and ``LayoutBuilder/addItem(_:lane:)`` for each frame would, with
/// one append of the frames and the band bookkeeping in registers. A builder
/// call per item (or per line: most photo lines hold one item) spills the
/// strategy's loop around it, and the builder's checks and sums stay in
/// memory. Flush before anything else reads or writes the builder (a
/// checkpoint's mark, a header or footer, the end of placing).
///
/// The room is fixed, its pointers constant: a strategy in another module
/// writes through them without a call (a method of this package's types is
/// not inlined across modules). Unsafe storage, one per placement.
package final class PendingBands {
    /// The frames waiting, in placement order.
    package let frames: UnsafeMutablePointer<Rect>
    /// The offset in ``frames`` of each band's first frame.
    package let bandStarts: UnsafeMutablePointer<Int>
    /// How many frames, and how many bands, fit.
    package let capacity: Int

    /// Creates room for `capacity` frames in as many bands (at least 1).
    package init(capacity: Int) {
        self.capacity = Swift.max(capacity, 1)
        frames = .allocate(capacity: self.capacity)
        bandStarts = .allocate(capacity: self.capacity)
    }

    deinit {
        frames.deallocate()
        bandStarts.deallocate()
    }

    /// Hands the first `frameCount` frames, in the first `bandCount` bands, to `builder`.
    ///
    /// - Precondition: those are written; the band starts ascend and are at most `frameCount`.
    /// - Complexity: O(*k* + *b*) for *k* frames in *b* bands.
    package func flush(frames frameCount: Int, bands bandCount: Int, into builder: inout LayoutBuilder) {
        guard frameCount > 0 || bandCount > 0 else { return }
        builder.addItems(
            UnsafeBufferPointer(start: frames, count: frameCount),
            bandStarts: UnsafeBufferPointer(start: bandStarts, count: bandCount))
    }
}

extension LayoutBuilder {
    /// Places the open section's next items, in bands: what calling
    /// ``beginBand()`` before the frames from each of `bandStarts` (offsets
    /// into `items`, ascending) and ``addItem(_:lane:)`` for each frame does,
    /// bit for bit, with one append of the frames; or, when the builder only
    /// counts frames (``countsFrames``), counts them.
    ///
    /// - Complexity: O(*k* + *b*) for *k* frames in *b* bands.
    mutating func addItems(_ items: UnsafeBufferPointer<Rect>, bandStarts: UnsafeBufferPointer<Int>) {
        guard !openHasFooter, !records.isEmpty, lanes.isEmpty, usesBands || bandStarts.first ?? 0 == 0 else {
            // Misuse, lanes to keep up, or frames before bands start: one element at a time, as placed.
            var band = 0
            for offset in items.indices {
                while band < bandStarts.count, bandStarts[band] <= offset {
                    beginBand()
                    band += 1
                }
                addItem(items[offset])
            }
            for _ in band..<bandStarts.count { beginBand() }
            return
        }
        if countUnreadItems(items.count) { return }
        let base = frames.count
        var band = 0
        // The first band's start first, through `beginBand()` itself: it turns bands on.
        while band < bandStarts.count, bandStarts[band] == 0 {
            beginBand()
            band &+= 1
        }
        frames.append(contentsOf: items)
        openItemCount &+= items.count
        var sum = coordinateSum
        var start = openBandStart
        var bounds = openBand
        let keepsBands = usesBands
        for offset in items.indices {
            if band < bandStarts.count, bandStarts[band] <= offset {
                // `beginBand()` at position `base + offset`: close the open band once it is long enough.
                repeat { band &+= 1 } while band < bandStarts.count && bandStarts[band] <= offset
                let position = base &+ offset
                if position &- start >= Self.minimumBandSize {
                    bands.append(
                        BandRecord(
                            start: UInt32(truncatingIfNeeded: start), minX: bounds.minX, minY: bounds.minY,
                            maxX: bounds.maxX, maxY: bounds.maxY))
                    start = position
                    bounds = BandBounds()
                }
            }
            let frame = items[offset]
            sum += frame.coordinateSum
            if keepsBands { bounds.include(frame) }
        }
        coordinateSum = sum
        openBandStart = start
        openBand = bounds
        // Bands that start after the last frame (empty ones) begin at the end.
        for _ in band..<bandStarts.count { beginBand() }
    }
}

extension UnsafeMutablePointer {
    /// A new allocation of twice `capacity` entries holding this one's first
    /// `count` (moved), this one freed: how the strategies' unsafe line and
    /// row storage grows.
    ///
    /// - Complexity: O(*count*).
    package func doubled(capacity: Int, moving count: Int) -> UnsafeMutablePointer {
        let larger = UnsafeMutablePointer.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: self, count: count)
        deallocate()
        return larger
    }
}
