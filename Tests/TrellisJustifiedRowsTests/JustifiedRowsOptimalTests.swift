import Foundation
import Testing
import TrellisTestSupport
import TrellisTesting
import TrellisTools

/// One section's parameters in row coordinates, as the documentation defines them.
private struct Rule {
    var width: Double  // W
    var target: Double  // T
    var tolerance: Double
    var spacing: Double  // s
    var minimumAspect: Double { width / target * (1 - tolerance) }
    var maximumAspect: Double { width / target * (1 + tolerance) }

    /// The documented cost of rows starting at `starts` (the first 0): `(H − T)²` per row with
    /// `H = (W − (c − 1)·s) / A`, except a last row with `A < minA`, which costs 0; `nil` when a
    /// row holds an item after its other items' sum passed `maxA`.
    func cost(_ aspects: [Double], starts: [Int]) -> Double? {
        var total = 0.0
        for (row, start) in starts.enumerated() {
            let end = row + 1 < starts.count ? starts[row + 1] : aspects.count
            var sum = 0.0
            for index in start..<end {
                if index > start, sum > maximumAspect { return nil }
                sum += aspects[index]
            }
            let height = (width - Double(end - start - 1) * spacing) / sum
            let isWidow = end == aspects.count && sum < minimumAspect
            total += isWidow ? 0 : (height - target) * (height - target)
        }
        return total
    }

    /// Every valid way to break `aspects` into rows, with its cost, by trying all 2^(n − 1).
    func allBreaks(_ aspects: [Double]) -> [(starts: [Int], cost: Double)] {
        let gaps = aspects.count - 1
        return (0..<(1 << gaps)).compactMap { mask in
            let starts = [0] + (1...Swift.max(gaps, 1)).filter { gaps > 0 && mask & (1 << ($0 - 1)) != 0 }
            return cost(aspects, starts: starts).map { (starts, $0) }
        }
    }
}

/// The index of each row's first item in a one-section layout: items of a row share their top.
private func rowStarts(_ layout: PreparedLayout) -> [Int] {
    let frames = itemFrames(layout)
    return frames.indices.filter { $0 == 0 || frames[$0].minY != frames[$0 - 1].minY }
}

/// The frames of rows starting at `starts`, from the documented placement (left widows):
/// `Hc = max(T/2, min(H, 2T))`, widths `a·Hc·f`, whole-point justification.
private func referenceFrames(_ aspects: [Double], starts: [Int], rule: Rule, lineSpacing: Double) -> [Rect] {
    var frames: [Rect] = []
    var top = 0.0
    var previous = rule.target
    for (row, start) in starts.enumerated() {
        let end = row + 1 < starts.count ? starts[row + 1] : aspects.count
        let count = end - start
        var sum = 0.0
        for index in start..<end { sum += aspects[index] }
        let rowWidth = rule.width - Double(count - 1) * rule.spacing
        let isWidow = end == aspects.count && sum < rule.minimumAspect
        let height = isWidow ? previous : rowWidth / sum
        let clamped = max(0.5 * rule.target, min(height, 2 * rule.target))
        let factor = clamped != height ? (rowWidth / clamped) / (rowWidth / height) : 1
        var x = 0.0
        var row: [Rect] = []
        for index in start..<end {
            let width = aspects[index] * clamped * factor
            row.append(Rect(x: x, y: top, width: width, height: clamped))
            x += width + rule.spacing
        }
        if !isWidow {
            let error = (x - (rule.spacing + 0) - rule.width) / Double(count)
            var before = 0.0
            for index in row.indices {
                let rounded = (Double(index + 1) * error + 0.5).rounded(.down)
                row[index].origin.x -= before
                row[index].size.width -= rounded - before
                before = rounded
            }
        }
        frames += row
        top += clamped + lineSpacing
        previous = clamped
    }
    return frames
}

/// Mean |row height − target| over every row that is not a section's widow row.
private func meanDeviation(_ layout: PreparedLayout, target: Double, minimumAspect: Double) -> (mean: Double, rows: Int)
{
    let frames = itemFrames(layout)
    let starts = rowStarts(layout)
    var total = 0.0
    var rows = 0
    for (row, start) in starts.enumerated() {
        let end = row + 1 < starts.count ? starts[row + 1] : frames.count
        let aspectSum = frames[start..<end].reduce(0) { $0 + $1.width / $1.height }
        if end == frames.count, aspectSum < minimumAspect * 0.999 { continue }  // widows: not justified
        total += abs(frames[start].height - target)
        rows += 1
    }
    return (total / Double(rows), rows)
}

@Suite("justified-rows: optimal row breaking")
struct JustifiedRowsOptimalTests {
    @Test(
        "equals a brute-force search over every break combination for up to 14 items",
        arguments: 0..<40 as Range<UInt64>)
    func matchesBruteForce(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let count = 1 + Int(seed % 14)
        // Log-uniform aspect ratios from 1/4 to 4, some rows and widths that need clamping.
        let aspects = (0..<count).map { _ in pow(2, Double.random(in: -2...2, using: &random)) }
        let rule = Rule(
            width: Double.random(in: 300...1400, using: &random).rounded(),
            target: Double.random(in: 80...320, using: &random).rounded(),
            tolerance: [0, 0.1, 0.25, 0.5][Int(seed % 4)], spacing: Double(seed % 3) * 4)
        let strategy = JustifiedRows(
            targetRowHeight: rule.target, targetRowHeightTolerance: rule.tolerance,
            interitemSpacing: rule.spacing, lineSpacing: 6, sectionInset: .zero,
            rowBreaking: .optimal)
        let layout = try strategy.prepare(LayoutInput(width: rule.width, items: photos(aspects)))
        let chosen = rowStarts(layout)
        let candidates = rule.allBreaks(aspects).sorted { $0.cost < $1.cost }
        let best = try #require(candidates.first)
        let chosenCost = try #require(rule.cost(aspects, starts: chosen), "the chosen breaks \(chosen) are not valid")
        #expect(abs(chosenCost - best.cost) <= 1e-9 * max(1, best.cost), "chosen \(chosen), best \(best.starts)")
        // Where the best is unique, the frames are those of its breaks.
        if candidates.count == 1 || candidates[1].cost > best.cost * (1 + 1e-9) + 1e-12 {
            #expect(chosen == best.starts)
            let expected = referenceFrames(aspects, starts: best.starts, rule: rule, lineSpacing: 6)
            let frames = itemFrames(layout)
            #expect(frames.count == expected.count)
            for (frame, reference) in zip(frames, expected) {
                #expect(abs(frame.minX - reference.minX) <= 1e-9 * rule.width, "\(frame) vs \(reference)")
                #expect(abs(frame.width - reference.width) <= 1e-9 * rule.width, "\(frame) vs \(reference)")
                #expect(abs(frame.height - reference.height) <= 1e-9 * rule.target, "\(frame) vs \(reference)")
                #expect(abs(frame.minY - reference.minY) <= 1e-9 * rule.target * 20, "\(frame) vs \(reference)")
            }
        }
    }

    /// The photo sets the comparison runs on.
    static let photoSets: [String: [ItemSize]] = [
        "COCO 2017 validation": SamplePhotos.coco2017Validation.map { ItemSize($0) },
        "Lorem Picsum (Unsplash)": PicsumSizes.all.map { ItemSize(width: $0.width, height: $0.height) },
    ]

    @Test(
        "beats greedy on mean |row height − target| on real photo sizes",
        arguments: ["COCO 2017 validation", "Lorem Picsum (Unsplash)"])
    func beatsGreedy(name: String) throws {
        let sizes = try #require(Self.photoSets[name])
        for (width, target) in [(1060.0, 320.0), (390.0, 120.0)] {
            let greedy = JustifiedRows(targetRowHeight: target)
            var optimal = greedy
            optimal.rowBreaking = .optimal
            let input = LayoutInput(width: width, items: sizes)
            let minimumAspect = (width - 20) / target * 0.75
            let greedyDeviation = meanDeviation(try greedy.prepare(input), target: target, minimumAspect: minimumAspect)
            let optimalDeviation = meanDeviation(
                try optimal.prepare(input), target: target,
                minimumAspect: minimumAspect)
            #expect(
                optimalDeviation.mean < greedyDeviation.mean,
                "\(name) at \(width): optimal \(optimalDeviation), greedy \(greedyDeviation)")
        }
    }

    @Test("a breakout cadence cannot combine with optimal breaking")
    func rejectsCadence() throws {
        #expect(
            throws: LayoutError.invalidOption(
                key: "fullWidthBreakoutRowCadence",
                reason: "must be \"none\" with rowBreaking \"optimal\" (breakout rows are a greedy rule), got 3")
        ) {
            _ = try JustifiedRows(options: ["rowBreaking": "optimal", "fullWidthBreakoutRowCadence": 3])
        }
        let input = LayoutInput(
            width: 500, sections: [SectionInput(items: photos([1]), options: ["rowBreaking": "optimal"])])
        #expect(
            throws: LayoutError.invalidOption(
                key: "sections[0].fullWidthBreakoutRowCadence",
                reason: "must be \"none\" with rowBreaking \"optimal\" (breakout rows are a greedy rule), got 2")
        ) {
            _ = try JustifiedRows(fullWidthBreakoutRowCadence: 2).prepare(input)
        }
    }

    @Test("a section's breaks can move when an item is appended, and a live layout follows")
    func appendMovesEarlierBreaks() throws {
        // Greedy breaks never move once the next row has started; optimal ones can: search seeded
        // inputs for an append that moves a break before the last row.
        let strategy = plain(breaking: .optimal)
        var found = false
        var random = SeededGenerator(seed: 7)
        for _ in 0..<200 where !found {
            let aspects = (0..<8).map { _ in pow(2, Double.random(in: -1.5...1.5, using: &random)) }
            let before = try strategy.prepare(LayoutInput(width: 1000, items: photos(Array(aspects.dropLast()))))
            let after = try strategy.prepare(LayoutInput(width: 1000, items: photos(aspects)))
            let kept = rowStarts(before).dropLast()
            found = !Set(kept).isSubset(of: Set(rowStarts(after)))
        }
        #expect(found, "some append moves a break before the last row")
    }
}
