import Testing
import TrellisTestSupport
import TrellisTesting
import TrellisTools

@testable import TrellisCore

/// A slice of a layout, placed from one of a live layout's checkpoints into
/// a builder of its own, holds exactly the elements a placement from the
/// start places from that checkpoint on: each at the same frame and path,
/// looked up by item, and found by every index option as a scan finds them.
/// Every built-in, both axes, headers and footers, random inputs.
@Suite("Slices of a layout from a checkpoint")
struct LayoutSliceTests {
    static let strategyNames = StrategyRegistry.builtIn.strategies.map { $0.name }

    @Test("a slice equals the elements of a full placement from its checkpoint on", arguments: strategyNames)
    func sliceEqualsFullPlacement(strategyName: String) throws {
        var slices = 0
        for seed in 0..<UInt64(12) {
            var random = SeededGenerator(seed: 0x511CE &+ seed &* 7 &+ UInt64(strategyName.utf8.count))
            let strategy = try LiveEdits.strategy(named: strategyName, horizontal: seed % 2 == 1, using: &random)
            let resumable = try #require(strategy as? any ResumableLayoutStrategy, "\(strategyName) resumes")
            slices += try resumable.checkSlices(context: "\(strategyName) seed \(seed)", using: &random)
        }
        #expect(slices > 10, "\(strategyName): too few checkpoints to slice at")
    }
}

extension ResumableLayoutStrategy {
    /// Places a random input live, then a slice from some of its
    /// checkpoints with each index option, and expects each slice to hold
    /// what the full layout holds from there on.
    ///
    /// - Returns: The number of slices checked.
    fileprivate func checkSlices(context: String, using random: inout SeededGenerator) throws -> Int {
        let input = LiveEdits.randomInput(using: &random, width: Double.random(in: 250...500, using: &random))
        let live = try LiveLayout(self, input: input, checkpointSpacing: 5)
        let full = live.layout
        let log = try #require(live.checkpoints as? PlacementCheckpoints<PlacementState>, "\(context): a log")
        let all = full.allElements
        var checked = 0
        for checkpoint in log.entries where Int.random(in: 0..<2, using: &random) == 0 {
            let base = checkpoint.mark.elementCount
            let held = Array(all[base...])
            let label = "\(context), slice from section \(checkpoint.section) item \(checkpoint.item)"
            for option in IndexOption.allCases {
                var builder = LayoutBuilder(input: input)
                builder.startSlice(atSection: checkpoint.section, item: checkpoint.item, base: base)
                // The log starts at the checkpoint, as a live layout's does when it resumes there.
                var sliceLog = PlacementCheckpoints<PlacementState>(recording: true, spacing: log.spacing)
                sliceLog.entries = [checkpoint]
                sliceLog.keep(through: 0)
                try placeElements(of: input, resumingFrom: checkpoint, into: &builder, checkpoints: &sliceLog)
                // Its checkpoints are the full placement's from there on, marks counted among all elements.
                let marks = { (entries: ArraySlice<PlacementCheckpoint<PlacementState>>) in
                    entries.map { [$0.section, $0.item, $0.validFrom, $0.mark.elementCount, $0.mark.itemCount] }
                }
                let index = try #require(
                    log.entries.firstIndex { $0.section == checkpoint.section && $0.item == checkpoint.item })
                #expect(marks(sliceLog.entries[...]) == marks(log.entries[index...]), "\(label): checkpoints")
                let slice = try builder.finish(strategy: Self.name, index: option)
                #expect(slice.allElements == held, "\(label), \(option): elements")
                #expect(slice.contentSize == full.contentSize, "\(label): content size")
                expectLookups(slice, full: full, from: checkpoint, context: "\(label), \(option)")
                for _ in 0..<6 {
                    let rect = LiveEdits.randomRect(around: full.contentSize, using: &random)
                    let found = slice.elements(in: rect)
                    let scanned = QueryBounds(rect).map {
                        ElementIndex.linear.positions(overlapping: $0, frames: slice.storage.frames)
                    }
                    #expect(
                        slice.elementPositions(in: rect) == scanned ?? [],
                        "\(label), \(option): elements(in: \(rect)) against a scan")
                    let expected = full.elements(in: rect).filter { held.contains($0) }
                    #expect(Set(found) == Set(expected), "\(label), \(option): elements(in: \(rect))")
                }
            }
            checked += 1
        }
        return checked
    }

    /// Every item and supplementary view of the full layout is found in the
    /// slice at the same frame when the slice holds it, and not found before it.
    private func expectLookups(
        _ slice: PreparedLayout, full: PreparedLayout, from checkpoint: PlacementCheckpoint<PlacementState>,
        context: String
    ) {
        for section in 0..<full.numberOfSections {
            let before = section < checkpoint.section
            for item in 0..<full.numberOfItems(inSection: section) {
                let path = ElementPath(section: section, item: item)
                let held = !before && (section > checkpoint.section || item >= checkpoint.item)
                let expected = held ? full.attributesForItem(at: path) : nil
                #expect(slice.attributesForItem(at: path) == expected, "\(context): item \(path)")
            }
            #expect(
                slice.numberOfItems(inSection: section) == (before ? 0 : full.numberOfItems(inSection: section)),
                "\(context): items in section \(section)")
            let header =
                before || section == checkpoint.section
                ? nil : full.attributesForSupplementaryElement(ofKind: .header, inSection: section)
            #expect(
                slice.attributesForSupplementaryElement(ofKind: .header, inSection: section) == header,
                "\(context): header \(section)")
            let footer = before ? nil : full.attributesForSupplementaryElement(ofKind: .footer, inSection: section)
            #expect(
                slice.attributesForSupplementaryElement(ofKind: .footer, inSection: section) == footer,
                "\(context): footer \(section)")
        }
    }
}
