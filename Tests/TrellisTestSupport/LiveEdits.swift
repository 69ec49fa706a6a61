import Testing
import TrellisTesting
import TrellisTools

/// Random inputs and random changes for live layouts, and the check that a
/// live layout equals a full prepare of its input: what the live tests of
/// the core, the controller and the grid share.
package enum LiveEdits {

    /// A built-in with random options (headers and footers where it has
    /// them), or a composite of three.
    package static func strategy(
        named name: String, horizontal: Bool, using random: inout SeededGenerator
    ) throws -> any LayoutStrategy {
        if name == CompositeStrategy.name {
            let parts = QueryFixtures.randomStrategies(count: 3, horizontal: horizontal, using: &random)
            let otherwise = parts[2]
            let composite = CompositeStrategy(Array(parts.dropLast()), otherwise: otherwise)
            return composite
        }
        let registry = StrategyRegistry.builtIn
        var options = OptionValues([:])
        for type in registry.strategies where type.name == name {
            options = QueryFixtures.options(for: type, using: &random, horizontal: horizontal, headers: true)
        }
        return try registry.makeStrategy(named: name, options: options)
    }

    // MARK: - The property

    /// Expects the live layout to equal a full prepare of its input with its
    /// index option: content size, every element, the supplementary views,
    /// queries on random rects and the invariants. `navigationQueries` items are also navigated from (each direction,
    /// neighbor, farthest and page) against the linear reference: O(*n*) a
    /// query, so the many-step property tests pass 0 and leave navigation to
    /// the tests that ask for it.
    package static func expectEqual<Strategy: LayoutStrategy>(
        _ live: LiveLayout<Strategy>, context: String, navigationQueries: Int = 4,
        using random: inout SeededGenerator
    ) throws {
        var full = try live.strategy.prepare(live.input, index: live.indexOption)
        full.pinsHeaders = live.pinsHeaders
        let layout = live.layout
        #expect(layout.contentSize == full.contentSize, "\(context)")
        #expect(layout.indexKind == full.indexKind || live.indexOption != .linear, "\(context)")
        let same = layout.allElements == full.allElements
        #expect(same, "\(context): elements differ")
        guard same else { return }
        for section in 0..<full.numberOfSections {
            for kind in [ElementKind.header, .footer, .background] {
                #expect(
                    layout.attributesForSupplementaryElement(ofKind: kind, inSection: section)
                        == full.attributesForSupplementaryElement(ofKind: kind, inSection: section),
                    "\(context): \(kind) of section \(section)")
            }
        }
        for _ in 0..<8 {
            let rect = randomRect(around: full.contentSize, using: &random)
            #expect(layout.elements(in: rect) == full.elements(in: rect), "\(context): elements(in: \(rect))")
            #expect(layout.elementPositions(in: rect) == full.elementPositions(in: rect), "\(context): positions")
        }
        // Navigation reads the live index too (the lane index keeps each lane's bounds across edits).
        QueryFixtures.expectNavigationMatchesReference(
            layout, reference: full, queries: navigationQueries, using: &random, context)
        try layout.checkInvariants()
    }

    /// A query rect anywhere in the content or up to 20 points past its edges.
    package static func randomRect(around content: Size, using random: inout SeededGenerator) -> Rect {
        Rect(
            x: Double.random(in: -20...content.width + 20, using: &random),
            y: Double.random(in: -20...content.height + 20, using: &random),
            width: Double.random(in: 0...400, using: &random),
            height: Double.random(in: 0...600, using: &random))
    }

    package static func randomSize(using random: inout SeededGenerator) -> ItemSize {
        // A few repeated sizes, so that flow-line sections are sometimes uniform.
        if Int.random(in: 0..<3, using: &random) == 0 { return ItemSize(width: 60, height: 40) }
        return ItemSize(
            width: Double.random(in: 20...180, using: &random).rounded(),
            height: Double.random(in: 20...160, using: &random).rounded())
    }

    package static func randomSizes(using random: inout SeededGenerator, upTo count: Int) -> [ItemSize] {
        let uniform = Bool.random(using: &random)
        return (0..<Int.random(in: 0...count, using: &random)).map { _ in
            uniform ? ItemSize(width: 60, height: 40) : randomSize(using: &random)
        }
    }

    /// Up to three sections of random sizes; one with an odd count keeps its
    /// sizes in pages of 2 to 8, as a live layout keeps a long section it
    /// edits, so that runs of sizes and edits cross pages. (Decided by the
    /// count, so that the random draws are those of plain sections.)
    package static func randomInput(using random: inout SeededGenerator, width: Double) -> LayoutInput {
        let sections = (0..<Int.random(in: 0...3, using: &random)).map { _ in
            paged(randomSizes(using: &random, upTo: Int.random(in: 0...1, using: &random) == 0 ? 12 : 150))
        }
        return LayoutInput(width: width, height: 600, sections: sections)
    }

    /// A section of `sizes`, in pages of 2 to 8 when their count is odd.
    package static func paged(_ sizes: [ItemSize]) -> SectionInput {
        sizes.count % 2 == 1
            ? SectionInput(pagedItems: sizes, pageCapacity: 2 + sizes.count % 7) : SectionInput(items: sizes)
    }

    /// Applies one random change; returns its description.
    ///
    /// Also expects the live layout's sections to be the ones the change's
    /// edits make of a copy in plain arrays (unchanged when the change is
    /// rejected): what keeps sizes in pages honest, since a full prepare
    /// of a wrong input would agree with the live layout.
    package static func randomChange<Strategy: LayoutStrategy>(
        _ live: inout LiveLayout<Strategy>, using random: inout SeededGenerator
    ) throws -> String {
        var plain = live.input
        for section in plain.sections.indices { plain.sections[section].items = plain.sections[section].items }
        do {
            let (description, edits) = try randomEdit(&live, using: &random)
            for edit in edits { LiveLayout<Strategy>.edit(&plain, edit) }
            #expect(live.input.sections == plain.sections, "\(description): the sections are not what its edits make")
            return description
        } catch {
            #expect(live.input.sections == plain.sections, "a rejected change changed the sections")
            throw error
        }
    }

    /// Applies one random change; returns its description and the edits it
    /// made (none for a new viewport).
    private static func randomEdit<Strategy: LayoutStrategy>(
        _ live: inout LiveLayout<Strategy>, using random: inout SeededGenerator
    ) throws -> (String, [LayoutEdit]) {
        let sections = live.input.sections.count
        let choice = sections == 0 ? 0 : Int.random(in: 0..<23, using: &random)
        switch choice {
        case 20...22:
            // A header or footer that measured itself: the section options an app's view changes.
            let overrides = ConformanceChecker.sectionOverrideSamples(of: live.strategy).filter {
                [SectionOptions.headerReferenceSize.name, SectionOptions.footerReferenceSize.name].contains($0.key)
            }
            let edits = randomEdits(of: live.input, overrides: overrides, using: &random)
            try live.apply(edits)
            return ("batch \(edits)", edits)
        case 0, 1:
            if Int.random(in: 0..<4, using: &random) == 0 {
                let section = SectionInput(count: Int.random(in: 0...9, using: &random))
                try live.appendSection(section)
                return ("append a count section", [.insertSection(section, at: sections)])
            }
            let items = randomSizes(using: &random, upTo: 60)
            try live.appendSection(SectionInput(items: items))
            return ("append a section of \(items.count)", [.insertSection(SectionInput(items: items), at: sections)])
        case 2...8:
            let section = Int.random(in: 0..<sections, using: &random)
            if case .count = live.input.sections[section].items {
                let count = Int.random(in: 0...7, using: &random)
                let end = ElementPath(section: section, item: live.input.sections[section].count)
                try live.appendItems(count: count, toSection: section)
                return ("append \(count) to count section \(section)", [.insertCount(count, at: end)])
            }
            let items = randomSizes(using: &random, upTo: 40)
            let end = ElementPath(section: section, item: live.input.sections[section].count)
            try live.appendItems(items, toSection: section)
            return ("append \(items.count) to section \(section)", [.insertItems(items, at: end)])
        case 9...13:
            guard let (section, count) = sizedSection(live.input, using: &random), count > 0 else {
                return ("none", [])
            }
            let item = Int.random(in: 0..<count, using: &random)
            let (size, path) = (randomSize(using: &random), ElementPath(section: section, item: item))
            try live.setSize(size, ofItemAt: path)
            return ("resize item \(item) of section \(section)", [.setSize(size, at: path)])
        case 14, 15:
            guard let (section, count) = sizedSection(live.input, using: &random) else { return ("none", []) }
            let item = Int.random(in: 0...count, using: &random)
            let items = randomSizes(using: &random, upTo: 5)
            let path = ElementPath(section: section, item: item)
            try live.insertItems(items, at: path)
            return ("insert \(items.count) at item \(item) of section \(section)", [.insertItems(items, at: path)])
        case 16, 17:
            guard let (section, count) = sizedSection(live.input, using: &random), count > 0 else {
                return ("none", [])
            }
            let item = Int.random(in: 0..<count, using: &random)
            let removed = Int.random(in: 0...(count - item), using: &random)
            let path = ElementPath(section: section, item: item)
            try live.deleteItems(at: path, count: removed)
            return ("delete \(removed) at item \(item) of section \(section)", [.deleteItems(at: path, count: removed)])
        default:
            let width = Double.random(in: 250...600, using: &random)
            try live.setViewport(width: width, height: Double.random(in: 300...900, using: &random))
            return ("viewport width \(width)", [])
        }
    }

    /// Two to five random edits, each valid for the input the ones before it
    /// leave; with `overrides` (a strategy's per-section options and values
    /// they accept), section options replaced too.
    package static func randomEdits(
        of input: LayoutInput, overrides: [String: [OptionValue]] = [:], using random: inout SeededGenerator
    ) -> [LayoutEdit] {
        var input = input
        var edits: [LayoutEdit] = []
        for _ in 0..<Int.random(in: 2...5, using: &random) {
            let edit: LayoutEdit
            let sections = input.sections.count
            let section = Int.random(in: 0..<Swift.max(1, sections), using: &random)
            switch (sections, Int.random(in: 0..<7, using: &random)) {
            case (0, _), (_, 0):
                let count = Int.random(in: 0...8, using: &random)
                let inserted =
                    Bool.random(using: &random)
                    ? SectionInput(count: count) : paged(randomSizes(using: &random, upTo: 20))
                edit = .insertSection(inserted, at: Int.random(in: 0...sections, using: &random))
            case (_, 1):
                edit = .deleteSection(section)
            case (_, 2), (_, 3):
                let count = input.sections[section].count
                let at = ElementPath(section: section, item: Int.random(in: 0...count, using: &random))
                if case .count = input.sections[section].items {
                    edit = .insertCount(Int.random(in: 0...4, using: &random), at: at)
                } else {
                    edit = .insertItems(randomSizes(using: &random, upTo: 6), at: at)
                }
            case (_, 6) where !overrides.isEmpty:
                let (options, _) = ConformanceChecker.overriding(
                    input.sections[section].options, from: overrides, using: &random)
                edit = .setOptions(options, ofSection: section)
            case (_, 4):
                let count = input.sections[section].count
                let item = Int.random(in: 0...count, using: &random)
                edit = .deleteItems(
                    at: ElementPath(section: section, item: item),
                    count: Int.random(in: 0...Swift.min(3, count - item), using: &random))
            default:
                guard case .sizes(let sizes) = input.sections[section].items, !sizes.isEmpty else { continue }
                let item = Int.random(in: 0..<sizes.count, using: &random)
                edit = .setSize(randomSize(using: &random), at: ElementPath(section: section, item: item))
            }
            LiveLayout<FlowLine>.edit(&input, edit)
            edits.append(edit)
        }
        return edits
    }

    package static func sizedSection(_ input: LayoutInput, using random: inout SeededGenerator) -> (Int, Int)? {
        let sized = input.sections.indices.filter {
            if case .sizes = input.sections[$0].items { return true }
            return false
        }
        guard let section = sized.randomElement(using: &random) else { return nil }
        return (section, input.sections[section].count)
    }
}
