/// A static R-tree over element frames, bulk-loaded once in Hilbert order:
/// the general index that works for any strategy, including third-party ones
/// that give no ordering hints.
///
/// Layout (one flat buffer per concern, no per-node objects):
/// * `order` — the storage positions of the frames with area, sorted by the
///   Hilbert key of their centers on a grid of square cells (2^*b* per side,
///   4^*b* ≥ 2*n*, at most 65,536) over the bounds of those centers. Zero-area frames overlap nothing,
///   so they are left out.
/// * `boxes` — four `Double`s per node (`minX, minY, maxX, maxY`), level by
///   level from the leaves up. Leaf node *j* covers `order[16j ..< 16j + 16]`;
///   node *j* of level *l* > 0 covers nodes `16j ..< 16j + 16` of level *l* − 1.
///   Each box is the exact union of what it covers, computed with ``Rect``'s
///   own `maxX`/`maxY`, so a node is pruned only when no frame inside it can
///   pass the overlap test: pruning never drops a result.
///
/// Build: O(*n*) — the bounds come from the builder (no pass of its own),
/// Hilbert keys are branch-free bit arithmetic on a grid of about 2*n* square
/// cells, and the sort is an LSD radix sort with 11-bit digits (two passes up
/// to a million frames, three above; a pass whose digit is the same for every
/// key is skipped). Memory: 4 bytes per frame plus 32 bytes per node, about
/// 6.2 bytes per frame in all with 16 entries per node. Query: O(log *n* + *k*)
/// for typical layouts (a tree visits the nodes whose boxes overlap the query;
/// frames spanning much of the content, like a full-width header beside every
/// column, add the nodes they widen).
@usableFromInline
struct PackedRTree: Sendable {
    /// Entries per node. 16 keeps a node's boxes in eight cache lines and the
    /// tree shallow (five levels at a million frames).
    @usableFromInline static let nodeSize = 16

    /// Storage positions of the frames with area, in Hilbert order.
    @usableFromInline let order: [UInt32]
    /// `minX, minY, maxX, maxY` of every node, leaves first, the root last.
    @usableFromInline let boxes: [Double]
    /// The first node of each level in `boxes` (leaves are level 0), then the node count.
    @usableFromInline let levelStarts: [Int]

    /// Bulk-loads the tree.
    ///
    /// - Parameter summary: The frames' ``FrameSummary``, computed in the
    ///   builder's validation pass so the tree needs no pass of its own for bounds.
    /// Never traps on finite frames, including coincident frames, frames that
    /// share one x, zero-height frames and contents of 1e12 or more.
    ///
    /// - Complexity: O(*n*), where *n* is the number of frames.
    /// - Parameter range: The storage positions to index (all when `nil`);
    ///   `summary` must then be the summary of those frames. ``RTreeForest``
    ///   builds one tree per run of appended frames this way.
    init(frames: [Rect], summary: FrameSummary, range: Range<Int>? = nil) {
        let order = frames.withUnsafeBufferPointer { frames in
            guard let range else { return Self.hilbertOrder(of: frames, summary: summary) }
            return Self.hilbertOrder(
                of: UnsafeBufferPointer(rebasing: frames[range]), summary: summary,
                base: range.lowerBound)
        }
        var levelStarts = [0]
        var nodeCount = 0
        var levelCount = order.count
        repeat {
            levelCount = (levelCount + Self.nodeSize - 1) / Self.nodeSize
            nodeCount += levelCount
            levelStarts.append(nodeCount)
        } while levelCount > 1
        if order.isEmpty { levelStarts = [0] }

        var boxes = [Double](repeating: 0, count: 4 * (levelStarts.last ?? 0))
        boxes.withUnsafeMutableBufferPointer { boxes in
            frames.withUnsafeBufferPointer { frames in
                order.withUnsafeBufferPointer { order in
                    Self.fillLeaves(boxes, order: order, frames: frames)
                }
            }
            for level in levelStarts.indices.dropFirst().dropLast() {
                Self.fillParents(
                    boxes, children: levelStarts[level - 1]..<levelStarts[level], parentsStart: levelStarts[level])
            }
        }
        self.order = order
        self.boxes = boxes
        self.levelStarts = levelStarts
    }

    /// The memory the index holds, in bytes.
    var byteCount: Int {
        order.capacity * MemoryLayout<UInt32>.stride + boxes.capacity * MemoryLayout<Double>.stride
            + levelStarts.capacity * MemoryLayout<Int>.stride
    }

    // MARK: - Query

    /// Appends the storage positions of the frames overlapping `query`, in
    /// tree order (the caller sorts them).
    ///
    /// A frame is reported exactly when ``QueryBounds/overlaps(_:)`` holds,
    /// the test the linear scan makes.
    @inlinable
    func collect(_ query: QueryBounds, frames: UnsafeBufferPointer<Rect>, into result: inout PositionList) {
        let levels = levelStarts.count - 1
        guard levels > 0 else { return }
        boxes.withUnsafeBufferPointer { boxes in
            order.withUnsafeBufferPointer { order in
                // A depth-first walk with an explicit stack of (level, node within
                // level): at most 15 siblings wait per level, so the stack is tiny
                // and lives on the machine stack, not the heap.
                withUnsafeTemporaryAllocation(of: (level: Int, node: Int).self, capacity: levels * Self.nodeSize + 1) {
                    stack in
                    let root = levelStarts[levels - 1]
                    guard Self.box(root, in: boxes, mayOverlap: query) else { return }
                    stack[0] = (levels - 1, 0)
                    var depth = 1
                    while depth > 0 {
                        depth &-= 1
                        let (level, node) = stack[depth]
                        let first = node &* Self.nodeSize
                        if level == 0 {
                            let end = Swift.min(first &+ Self.nodeSize, order.count)
                            for entry in first..<end {
                                let position = Int(order[entry])
                                if query.overlaps(frames[position]) { result.append(position) }
                            }
                        } else {
                            let childStart = levelStarts[level &- 1]
                            let childCount = levelStarts[level] &- childStart
                            let end = Swift.min(first &+ Self.nodeSize, childCount)
                            for child in first..<end where Self.box(childStart &+ child, in: boxes, mayOverlap: query) {
                                stack[depth] = (level &- 1, child)
                                depth &+= 1
                            }
                        }
                    }
                }
            }
        }
    }

    /// Whether some frame under node `node` could overlap `query`: the
    /// overlap rule applied to the node's box (the union of its frames).
    ///
    /// Each comparison holds for the box whenever it holds for any frame
    /// inside (the box's `minX` is the least `minX`, its `maxX` the greatest
    /// `maxX`, …), so `false` proves that no frame inside overlaps; NaN query
    /// edges make both this and every frame test false.
    @inlinable @inline(__always)
    static func box(_ node: Int, in boxes: UnsafeBufferPointer<Double>, mayOverlap query: QueryBounds) -> Bool {
        let base = node &* 4
        return boxes[base] < query.maxX && query.minX < boxes[base &+ 2]
            && boxes[base &+ 1] < query.maxY && query.minY < boxes[base &+ 3]
    }

    // MARK: - Build

    /// The storage positions of the frames with area, sorted by the Hilbert
    /// key of their centers; equal keys keep storage order.
    ///
    /// Passes over memory: keys with their digit histograms, then the radix
    /// passes, the last of which writes the positions directly.
    ///
    /// - Complexity: O(*n*).
    static func hilbertOrder(of frames: UnsafeBufferPointer<Rect>, summary: FrameSummary, base: Int = 0) -> [UInt32] {
        let count = summary.withArea
        guard count > 0 else { return [] }
        // One scale for both axes (square cells): on a tall, narrow layout the
        // curve then follows the scroll axis, so a leaf holds neighbours across
        // the width rather than a sliver of one column. A zero, infinite or NaN
        // extent gives scale 0 or NaN, which `gridCell` turns into cell 0:
        // every key still finite, no trap.
        //
        // The grid has 2^b cells per side with 4^b ≥ 2n: fine enough that a
        // cell holds a few frames on average, coarse enough that keys up to a
        // million frames fit 22 bits, two radix passes instead of three
        // (the third digit is then 0 for every key and its pass is skipped).
        // Frames sharing a cell keep storage order.
        let bitsPerAxis = Swift.min(16, Swift.max(1, (Int.bitWidth - count.leadingZeroBitCount + 2) / 2))
        let cellsPerSide = Double((1 << bitsPerAxis) - 1)
        let lowX = summary.lowX, lowY = summary.lowY
        let extent = Swift.max(summary.highX - lowX, summary.highY - lowY)
        let scale = extent > 0 ? cellsPerSide / extent : 0

        // Key in the high 32 bits, storage position in the low 32: one 8-byte
        // word moves per element and sorting by the word sorts by key, then position.
        var histograms = RadixHistograms()
        var entries = [UInt64](unsafeUninitializedCapacity: count) { buffer, initialized in
            histograms.counts.withUnsafeMutableBufferPointer { counts in
                var next = 0
                var touched = 0.0
                defer { histograms.touched = touched }
                var blockStart = 0
                while blockStart < frames.count {
                    let blockEnd = Swift.min(blockStart &+ 256, frames.count)
                    touched += touch(frames, blockStart..<blockEnd)
                    for position in blockStart..<blockEnd {
                        let frame = frames[position]
                        let (x, y) = center(of: frame)
                        let key = hilbertKey(gridCell((x - lowX) * scale), gridCell((y - lowY) * scale))
                        // Branch-free compaction: write always, advance only for
                        // frames with area (a write past the end is skipped).
                        let hasArea = frame.hasArea
                        if next < count {
                            buffer[next] = UInt64(key) << 32 | UInt64(UInt32(truncatingIfNeeded: position &+ base))
                        }
                        next &+= hasArea ? 1 : 0
                        // Counting here, while the key is in a register, saves a pass over the entries.
                        let weight = hasArea ? 1 : 0
                        counts[Int(key & RadixHistograms.mask)] &+= weight
                        counts[RadixHistograms.radix &+ Int((key >> 11) & RadixHistograms.mask)] &+= weight
                        counts[2 &* RadixHistograms.radix &+ Int(key >> 22)] &+= weight
                    }
                    blockStart = blockEnd
                }
            }
            initialized = count
        }
        return radixSort(&entries, histograms: &histograms)
    }

    /// Digit counts of the three 11-bit digits of 32-bit keys.
    struct RadixHistograms {
        static let digitBits = 11
        static let radix = 1 << digitBits
        static let mask: UInt32 = UInt32(radix - 1)
        var counts = [Int](repeating: 0, count: 3 * radix)
        /// The sum ``PackedRTree/touch(_:_:)`` returns, kept so its loads are not optimized away.
        var touched = 0.0
    }

    /// Sorts words by their high 32 bits, stably, and returns their low 32
    /// bits in that order: an LSD radix sort with 11-bit digits (three passes).
    ///
    /// Why radix: a comparison sort of a million keys costs about 80 ns per
    /// key here, more than the whole prepare budget; a counting pass costs a
    /// few. A pass whose digit is the same for every key (all frames in one
    /// row, identical frames) is skipped, and the last pass writes the low
    /// words straight into the result.
    ///
    /// - Complexity: O(*n*).
    static func radixSort(_ words: inout [UInt64], histograms: inout RadixHistograms) -> [UInt32] {
        let count = words.count
        let radix = RadixHistograms.radix
        let passes = (0..<3).filter { pass in
            !histograms.counts[pass * radix..<(pass + 1) * radix].contains(count)
        }
        guard let lastPass = passes.last else {
            return words.map { UInt32(truncatingIfNeeded: $0) }
        }
        var scratch = [UInt64]()
        if passes.count > 1 {
            scratch = [UInt64](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        }
        var result = [UInt32](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        for pass in passes {
            // Exclusive prefix sums: where each digit's run starts.
            var total = 0
            for digit in pass * radix..<(pass + 1) * radix {
                let digitCount = histograms.counts[digit]
                histograms.counts[digit] = total
                total += digitCount
            }
            let shift = UInt64(32 + pass * RadixHistograms.digitBits)
            let mask = UInt64(RadixHistograms.mask)
            histograms.counts.withUnsafeMutableBufferPointer { counts in
                let offsets = UnsafeMutableBufferPointer(rebasing: counts[pass * radix..<(pass + 1) * radix])
                words.withUnsafeBufferPointer { source in
                    if pass == lastPass {
                        result.withUnsafeMutableBufferPointer { target in
                            for word in source {
                                let digit = Int((word >> shift) & mask)
                                target[offsets[digit]] = UInt32(truncatingIfNeeded: word)
                                offsets[digit] &+= 1
                            }
                        }
                    } else {
                        scratch.withUnsafeMutableBufferPointer { target in
                            for word in source {
                                let digit = Int((word >> shift) & mask)
                                target[offsets[digit]] = word
                                offsets[digit] &+= 1
                            }
                        }
                    }
                }
            }
            if pass != lastPass { swap(&words, &scratch) }
        }
        return result
    }

    /// Loads one word of every cache line of `frames[range]`, so that the
    /// loop that follows finds them in cache.
    ///
    /// Why: on the benchmark machine a sequential read is fast only when
    /// many loads are in flight at once. A tight loop of independent loads
    /// gets them; the ~40-instruction key loop alone stalls on each line
    /// (measured: the key pass over a million frames took 25 ms, 5× a plain read).
    @inline(__always)
    static func touch(_ frames: UnsafeBufferPointer<Rect>, _ range: Range<Int>) -> Double {
        var sink = 0.0
        var position = range.lowerBound
        while position < range.upperBound {
            sink += frames[position].origin.x
            position &+= 2  // two 32-byte frames per 64-byte line
        }
        return sink
    }

    @inline(__always)
    static func center(of frame: Rect) -> (Double, Double) {
        (frame.origin.x + frame.size.width * 0.5, frame.origin.y + frame.size.height * 0.5)
    }

    /// A grid coordinate in 0...65535; NaN and negatives go to 0.
    @inline(__always)
    static func gridCell(_ value: Double) -> UInt32 {
        var clamped = value > 0 ? value : 0  // NaN fails `>` and becomes 0
        clamped = clamped < 65535 ? clamped : 65535
        return UInt32(truncatingIfNeeded: Int64(clamped))
    }

    /// The position of cell `(x, y)` along the Hilbert curve that fills the
    /// 65,536 × 65,536 grid.
    ///
    /// Branch-free: instead of walking the 16 levels of the curve one at a
    /// time (16 dependent steps per key), the rotation/reflection state of
    /// every level is kept as bit masks and combined with a parallel prefix
    /// scan in four doubling rounds (shifts 1, 2, 4, 8); the result is the
    /// interleave of two 16-bit words. About 30 simple operations per key.
    @inline(__always)
    static func hilbertKey(_ x: UInt32, _ y: UInt32) -> UInt32 {
        // Per bit: a = the cell is on the curve's "swapped" diagonal, b = not,
        // c = both coordinates 0, d = x set but not y.
        var a = x ^ y
        var b = 0xFFFF ^ a
        var c = 0xFFFF ^ (x | y)
        var d = x & (y ^ 0xFFFF)
        // Round 1 (shift 1).
        var nextA = a | (b >> 1)
        var nextB = (a >> 1) ^ a
        var nextC = ((c >> 1) ^ (b & (d >> 1))) ^ c
        var nextD = ((a & (c >> 1)) ^ (d >> 1)) ^ d
        // Rounds 2 and 3 (shifts 2 and 4): compose the transforms of adjacent runs of levels.
        a = nextA; b = nextB; c = nextC; d = nextD
        nextA = (a & (a >> 2)) ^ (b & (b >> 2))
        nextB = (a & (b >> 2)) ^ (b & ((a ^ b) >> 2))
        nextC ^= (a & (c >> 2)) ^ (b & (d >> 2))
        nextD ^= (b & (c >> 2)) ^ ((a ^ b) & (d >> 2))
        a = nextA; b = nextB; c = nextC; d = nextD
        nextA = (a & (a >> 4)) ^ (b & (b >> 4))
        nextB = (a & (b >> 4)) ^ (b & ((a ^ b) >> 4))
        nextC ^= (a & (c >> 4)) ^ (b & (d >> 4))
        nextD ^= (b & (c >> 4)) ^ ((a ^ b) & (d >> 4))
        // Round 4 (shift 8): only the reflection masks are still needed.
        a = nextA; b = nextB; c = nextC; d = nextD
        nextC ^= (a & (c >> 8)) ^ (b & (d >> 8))
        nextD ^= (b & (c >> 8)) ^ ((a ^ b) & (d >> 8))
        // Undo the prefix form, then read off the two bits of each level.
        a = nextC ^ (nextC >> 1)
        b = nextD ^ (nextD >> 1)
        let low = x ^ y
        let high = b | (0xFFFF ^ (low | a))
        return (spreadBits(high) << 1) | spreadBits(low)
    }

    /// Moves bit *i* of a 16-bit value to bit 2*i*.
    @inline(__always)
    static func spreadBits(_ value: UInt32) -> UInt32 {
        var bits = value & 0xFFFF
        bits = (bits | (bits << 8)) & 0x00FF_00FF
        bits = (bits | (bits << 4)) & 0x0F0F_0F0F
        bits = (bits | (bits << 2)) & 0x3333_3333
        bits = (bits | (bits << 1)) & 0x5555_5555
        return bits
    }

    /// Sets each leaf's box to the union of its frames.
    static func fillLeaves(
        _ boxes: UnsafeMutableBufferPointer<Double>, order: UnsafeBufferPointer<UInt32>,
        frames: UnsafeBufferPointer<Rect>
    ) {
        var leaf = 0
        var first = 0
        while first < order.count {
            let end = Swift.min(first + nodeSize, order.count)
            var minX = Double.infinity, minY = Double.infinity
            var maxX = -Double.infinity, maxY = -Double.infinity
            for entry in first..<end {
                let frame = frames[Int(order[entry])]
                minX = frame.minX < minX ? frame.minX : minX
                minY = frame.minY < minY ? frame.minY : minY
                maxX = frame.maxX > maxX ? frame.maxX : maxX
                maxY = frame.maxY > maxY ? frame.maxY : maxY
            }
            store(minX, minY, maxX, maxY, at: leaf, in: boxes)
            leaf += 1
            first = end
        }
    }

    /// Sets the boxes of the level above `children` (starting at node
    /// `parentsStart`) to the unions of their children's boxes.
    static func fillParents(_ boxes: UnsafeMutableBufferPointer<Double>, children: Range<Int>, parentsStart: Int) {
        var parent = parentsStart
        var first = children.lowerBound
        while first < children.upperBound {
            let end = Swift.min(first + nodeSize, children.upperBound)
            var minX = Double.infinity, minY = Double.infinity
            var maxX = -Double.infinity, maxY = -Double.infinity
            for child in first..<end {
                minX = boxes[4 * child] < minX ? boxes[4 * child] : minX
                minY = boxes[4 * child + 1] < minY ? boxes[4 * child + 1] : minY
                maxX = boxes[4 * child + 2] > maxX ? boxes[4 * child + 2] : maxX
                maxY = boxes[4 * child + 3] > maxY ? boxes[4 * child + 3] : maxY
            }
            store(minX, minY, maxX, maxY, at: parent, in: boxes)
            parent += 1
            first = end
        }
    }

    @inline(__always)
    static func store(
        _ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double, at node: Int,
        in boxes: UnsafeMutableBufferPointer<Double>
    ) {
        boxes[4 * node] = minX
        boxes[4 * node + 1] = minY
        boxes[4 * node + 2] = maxX
        boxes[4 * node + 3] = maxY
    }
}
