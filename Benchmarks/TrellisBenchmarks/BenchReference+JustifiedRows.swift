import TrellisTools

// MARK: - Justified rows (Flickr's justified-layout, greedy)

/// The settings of `justified-rows` the reference loop reads.
struct JustifiedRowsRule {
    let target: Double
    let tolerance: Double
    let spacing: Double
    let lineSpacing: Double
    let inset: Insets
}

extension BenchReference.Rule {
    /// The reference loop of `justified-rows`, or `nil` for settings it does
    /// not cover: it covers greedy breaking, vertical scrolling, each item's
    /// own aspect ratio, no breakout rows, `left` widows and no header or
    /// footer (any target, tolerance, spacings and insets).
    init?(justifiedRows strategy: JustifiedRows) {
        guard strategy.scrollDirection == .vertical, strategy.rowBreaking == .greedy,
            strategy.forceAspectRatio == nil, strategy.fullWidthBreakoutRowCadence == nil,
            strategy.widowLayoutStyle == .left, strategy.headerReferenceSize == .zero,
            strategy.footerReferenceSize == .zero
        else { return nil }
        let rule = JustifiedRowsRule(
            target: strategy.targetRowHeight, tolerance: strategy.targetRowHeightTolerance,
            spacing: strategy.interitemSpacing, lineSpacing: strategy.lineSpacing, inset: strategy.sectionInset)
        self.init(
            floor: { sizes, width, out in
                var sink = FlatSink(next: out.baseAddress!)
                justifiedFrames(sizes, width: width, rule: rule, into: &sink)
            },
            tutorial: { sizes, width, sink in
                justifiedFrames(sizes, width: width, rule: rule, into: &sink)
            })
    }
}

/// Flickr's greedy rows, operation for operation as `justified-rows` does
/// them (so the frames are equal bit for bit). With the open row's `k`
/// aspect ratios summing to `A`, `W` the width inside the insets and `T` the
/// target, an item of aspect `a = w / h`:
/// * joins while `A + a < W / T · (1 − τ)`;
/// * past `W / T · (1 + τ)` closes the row without it, at `(W − (k − 1)·s) / A`,
///   when that is closer to the target aspect than with it (the item then
///   starts the next row), unless the row is empty;
/// * otherwise joins, and the row closes at `(W − k·s) / (A + a)`.
///
/// A closed row's height is clamped to `[T/2, 2T]` (widths stretched back by
/// the ratio of the unclamped to the clamped height), then widths move by
/// whole points so the row ends within a point of `W`. The open last row is
/// left-aligned at the previous row's height (`T` when there is none).
///
/// The open row's aspect ratios go to one scratch buffer reused for every row.
@inline(__always)
func justifiedFrames<Sink: FrameSink>(
    _ sizes: UnsafeBufferPointer<ItemSize>, width viewportWidth: Double, rule: JustifiedRowsRule,
    into sink: inout Sink
) {
    let left = rule.inset.left
    let width = viewportWidth - left - rule.inset.right
    let target = rule.target
    let spacing = rule.spacing
    let lineSpacing = rule.lineSpacing
    let minimumAspect = width / target * (1 - rule.tolerance)
    let maximumAspect = width / target * (1 + rule.tolerance)
    let minimumHeight = 0.5 * target
    let maximumHeight = 2 * target
    var rowTop = rule.inset.top
    var widowHeight = target  // the previous row's clamped height once there is one
    var capacity = 64
    var aspects = UnsafeMutablePointer<Double>.allocate(capacity: capacity)
    defer { aspects.deallocate() }
    var count = 0
    var sum = 0.0

    func append(_ aspect: Double) {
        if count == capacity {
            let larger = UnsafeMutablePointer<Double>.allocate(capacity: 2 * capacity)
            larger.moveInitialize(from: aspects, count: count)
            aspects.deallocate()
            aspects = larger
            capacity *= 2
        }
        aspects[count] = aspect
        count += 1
        sum += aspect
    }

    /// Places the open row at `height`, clamped; a justified row ends within a point of `W`.
    func place(height: Double, justify: Bool) {
        let rowWidth = width - Double(count - 1) * spacing
        let clamped = Swift.max(minimumHeight, Swift.min(height, maximumHeight))
        let factor = clamped != height ? (rowWidth / clamped) / (rowWidth / height) : 1
        var x = left
        if justify {
            var end = left
            for index in 0..<count { end += aspects[index] * clamped * factor + spacing }
            let error = (end - (spacing + left) - width) / Double(count)
            var previousRounded = 0.0
            for index in 0..<count {
                let itemWidth = aspects[index] * clamped * factor
                // JavaScript's Math.round: floor(x + 0.5).
                let rounded = (Double(index + 1) * error + 0.5).rounded(.down)
                sink.put(
                    Rect(
                        x: x - previousRounded, y: rowTop, width: itemWidth - (rounded - previousRounded),
                        height: clamped))
                x += itemWidth + spacing
                previousRounded = rounded
            }
        } else {
            for index in 0..<count {
                let itemWidth = aspects[index] * clamped * factor
                sink.put(Rect(x: x, y: rowTop, width: itemWidth, height: clamped))
                x += itemWidth + spacing
            }
        }
        rowTop += clamped + lineSpacing
        widowHeight = clamped
        count = 0
        sum = 0
    }

    /// Adds an item; `false` when the row closed without it (add it again: an empty row takes it).
    func add(_ aspect: Double) -> Bool {
        let newSum = sum + aspect
        let widthWith = width - Double(count) * spacing
        if newSum < minimumAspect {
            append(aspect)
            return true
        }
        if newSum > maximumAspect, count > 0 {
            let widthWithout = width - Double(count - 1) * spacing
            if abs(newSum - widthWith / target) > abs(sum - widthWithout / target) {
                place(height: widthWithout / sum, justify: true)
                return false
            }
        }
        append(aspect)
        place(height: widthWith / newSum, justify: true)
        return true
    }

    for size in sizes {
        let aspect = (size.width ?? 0) / size.height
        if !add(aspect) { _ = add(aspect) }
    }
    if count > 0 { place(height: widowHeight, justify: false) }
}
