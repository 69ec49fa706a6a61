import Testing
import TrellisTestSupport
import TrellisTools

@testable import TrellisCore

/// A section's sizes kept in pages (``SizePages``), as a live layout keeps a
/// long section it edits, read and edited as the plain array they stand for.
@Suite("Sizes in pages")
struct SizePagesTests {
    static func size(_ value: Int) -> ItemSize { ItemSize(width: Double(value % 97 + 1), height: Double(value + 1)) }

    /// Random insertions, deletions and resizes of every length, in pages of
    /// 2 to 16 sizes: after each, every read equals the array's.
    @Test("edits in pages keep the sizes an array would", arguments: [2, 3, 8, 16])
    func editsMatchAnArray(pageCapacity: Int) {
        var random = SeededGenerator(seed: UInt64(pageCapacity))
        var next = 0
        func fresh(_ count: Int) -> [ItemSize] {
            defer { next += count }
            return (next..<next + count).map(Self.size)
        }
        var array = fresh(Int.random(in: 0...40, using: &random))
        var pages = SizePages(array, pageCapacity: pageCapacity)
        for step in 0..<2_000 {
            switch Int.random(in: 0..<4, using: &random) {
            case 0, 1:
                let item = Int.random(in: 0...array.count, using: &random)
                let sizes = fresh(Int.random(in: 0...(step % 50 == 0 ? 60 : 5), using: &random))
                array.insert(contentsOf: sizes, at: item)
                pages.insert(contentsOf: sizes, at: item)
            case 2 where !array.isEmpty:
                let start = Int.random(in: 0..<array.count, using: &random)
                let end = Int.random(
                    in: start...Swift.min(array.count, start + (step % 40 == 0 ? 50 : 6)), using: &random)
                array.removeSubrange(start..<end)
                pages.removeSubrange(start..<end)
            case 3 where !array.isEmpty:
                let item = Int.random(in: 0..<array.count, using: &random)
                let size = fresh(1)[0]
                array[item] = size
                pages[item] = size
            default:
                break
            }
            #expect(pages.count == array.count, "step \(step)")
            #expect(pages.elements == array, "step \(step)")
            guard !array.isEmpty else { continue }
            let item = Int.random(in: 0..<array.count, using: &random)
            #expect(pages[item] == array[item], "step \(step)")
            let start = Int.random(in: 0...array.count, using: &random)
            let end = Int.random(in: start...array.count, using: &random)
            #expect(pages.sizes(of: start..<end) == Array(array[start..<end]), "step \(step)")
        }
        // Pages split as they fill and go when they empty: never more than the sizes need.
        #expect(pages.pageCount <= Swift.max(1, array.count))
    }

    /// Runs cover the items asked for in order, none past a page, and
    /// stop when the body says so.
    @Test("runs cover the items in order and stop when asked")
    func runs() {
        let sizes = (0..<50).map(Self.size)
        let pages = SizePages(sizes, pageCapacity: 8)
        var seen: [(Int, [ItemSize])] = []
        pages.forEachRun(in: 5..<43) { first, run in
            seen.append((first, Array(run)))
            return true
        }
        // 50 sizes at 7 a page (seven eighths of 8) make 7 full pages and one of 1.
        #expect(seen.map(\.0) == [5, 7, 14, 21, 28, 35, 42])
        #expect(seen.flatMap(\.1) == Array(sizes[5..<43]))
        #expect(seen.allSatisfy { $0.1.count <= 7 })
        var calls = 0
        pages.forEachRun(in: 0..<50) { _, _ in
            calls += 1
            return calls < 3
        }
        #expect(calls == 3)
    }

    /// A section in pages equals, hashes and reads as the same section in
    /// an array, and edits through it keep it in pages.
    @Test("a paged section is the section its sizes make")
    func pagedSection() {
        let sizes = (0..<30).map(Self.size)
        var paged = SectionInput(pagedItems: sizes, pageCapacity: 4)
        let plain = SectionInput(items: sizes)
        #expect(paged == plain)
        #expect(paged.hashValue == plain.hashValue)
        #expect(paged.items == .sizes(sizes))
        #expect(paged.count == 30 && paged.hasSizes)
        #expect((0..<30).allSatisfy { paged.size(at: $0) == sizes[$0] })
        #expect(paged.givenSize(at: 30) == nil && paged.givenSize(at: -1) == nil)
        paged.insertSizes([Self.size(100)], at: 3)
        paged.removeSizes(10..<20)
        paged.setSize(Self.size(200), at: 0)
        var expected = sizes
        expected.insert(Self.size(100), at: 3)
        expected.removeSubrange(10..<20)
        expected[0] = Self.size(200)
        #expect(paged.isPaged)
        #expect(paged == SectionInput(items: expected))
        #expect(paged != plain)
        #expect(SectionInput(count: 3) != SectionInput(items: Array(sizes.prefix(3))))
    }

    /// A copy shares its items with the original, in an array or in pages,
    /// until either is edited: then they compare by their sizes.
    @Test("a copy shares its items until one is edited")
    func sharing() {
        let sizes = (0..<30).map(Self.size)
        for original in [SectionInput(items: sizes), SectionInput(pagedItems: sizes, pageCapacity: 4)] {
            var copy = original
            #expect(original.sharesItems(with: copy))
            copy.setSize(Self.size(999), at: 3)
            #expect(!original.sharesItems(with: copy))
            #expect(original != copy)
            copy.setSize(sizes[3], at: 3)
            #expect(!original.sharesItems(with: copy) && original == copy)
        }
        #expect(!SectionInput(items: sizes).sharesItems(with: SectionInput(items: sizes.map { $0 })))
        #expect(SectionInput(count: 3).sharesItems(with: SectionInput(count: 3)))
    }

    /// A section's runs: one for sizes in an array, one per page in pages,
    /// none for a section given by count; errors thrown by the body pass through.
    @Test("a section hands its sizes over run by run")
    func sectionRuns() throws {
        let sizes = (0..<20).map(Self.size)
        func runs(_ section: SectionInput, _ items: Range<Int>) -> [(Int, [ItemSize])] {
            var runs: [(Int, [ItemSize])] = []
            section.forEachSizeRun(in: items) { first, run in
                runs.append((first, Array(run)))
                return true
            }
            return runs
        }
        let plain = runs(SectionInput(items: sizes), 3..<17)
        #expect(plain.map(\.0) == [3] && plain[0].1 == Array(sizes[3..<17]))
        let paged = runs(SectionInput(pagedItems: sizes, pageCapacity: 8), 3..<17)
        #expect(paged.map(\.0) == [3, 7, 14] && paged.flatMap(\.1) == Array(sizes[3..<17]))
        #expect(runs(SectionInput(count: 20), 3..<17).isEmpty)
        #expect(runs(SectionInput(items: sizes), 5..<5).isEmpty)
        #expect(throws: LayoutError.inputTooLarge("stop")) {
            try SectionInput(pagedItems: sizes, pageCapacity: 4).forEachSizeRun(in: 0..<20) {
                first, _ throws(LayoutError) in
                if first > 0 { throw .inputTooLarge("stop") }
                return true
            }
        }
    }

    /// A section in an array moves to pages once it passes the array limit, and not before.
    @Test("a section goes to pages past the array limit")
    func arrayLimit() {
        let limit = SectionInput.arrayLimit
        var short = SectionInput(items: (0..<limit).map(Self.size))
        short.setSize(Self.size(1), at: 0)
        #expect(!short.isPaged)
        var long = SectionInput(items: (0..<limit + 1).map(Self.size))
        long.removeSizes(0..<1)
        #expect(long.isPaged)
        #expect(long.items == .sizes((1..<limit + 1).map(Self.size)))
    }
}
