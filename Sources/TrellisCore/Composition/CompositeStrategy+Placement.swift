extension CompositeStrategy {
    /// Places every section with its own strategy, alone, and stacks them.
    ///
    /// - Throws: ``LayoutError/invalidConfiguration(_:)`` when two sections
    ///   scroll in different directions (naming both); any error a section's
    ///   strategy throws, naming that section.
    /// - Complexity: the sections' own placement costs plus O(*n*) to stack
    ///   their *n* elements.
    public func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) throws(LayoutError) {
        guard !input.sections.isEmpty else {
            // No section: what section 0's strategy gives for no sections (content size, scroll direction).
            return try strategy(forSection: 0).placeElements(of: input, into: &builder)
        }
        var stack = SectionStack()
        for index in input.sections.indices {
            try stack.append(try placeSection(index, of: input), at: index, into: &builder)
        }
        stack.finish(into: &builder)
    }

    /// Section `index` of `input` laid out alone by its strategy.
    ///
    /// - Throws: the strategy's error, naming section `index`
    ///   (``LayoutError/movedToSection(_:)``).
    func placeSection(_ index: Int, of input: LayoutInput) throws(LayoutError) -> PlacedSection {
        let strategy = strategy(forSection: index)
        let alone = self.input(ofSection: index, in: input)
        var builder = LayoutBuilder(input: alone)
        do {
            try strategy.placeElements(of: alone, into: &builder)
            try builder.close(strategy: type(of: strategy).name)
        } catch {
            throw error.movedToSection(index)
        }
        return PlacedSection(closed: builder)
    }

}

/// A strategy that lays out each section alone, with a strategy of its own,
/// and stacks the sections along the scroll axis (``CompositeStrategy``).
///
/// What a ``LiveLayout`` asks of it: a change places only the changed
/// section again (with that section's own live layout) and moves the later
/// ones, and edits that change more than one section place everything.
protocol SectionStackingStrategy: LayoutStrategy {
    /// The strategy that lays out section `index` alone.
    func strategy(forSection index: Int) -> any LayoutStrategy
}

extension SectionStackingStrategy {
    /// The one-section input a section's strategy lays out: the viewport and
    /// that section, its override keys named `sections[index].` in errors.
    /// Left to right: the stacked layout is mirrored once.
    func input(ofSection index: Int, in input: LayoutInput) -> LayoutInput {
        var section = input.sections[index]
        if !section.options.isEmpty { section.options = section.overrides(at: index) }
        return LayoutInput(width: input.width, height: input.height, sections: [section])
    }
}

extension CompositeStrategy: SectionStackingStrategy {}

/// Stacks sections placed alone: where the next one starts, the scroll
/// direction they share and the content size.
struct SectionStack {
    /// Where the next section starts along the scroll axis: the sum of the lengths so far.
    private(set) var offset = 0.0
    /// The scroll direction and the first section that set it.
    private var axis: (direction: ScrollAxis, section: Int)?
    /// The longest section across the scroll axis.
    private var crossLength = 0.0

    /// Appends section `index` after the ones so far.
    ///
    /// - Throws: ``LayoutError/invalidConfiguration(_:)`` when it scrolls
    ///   the other way than the first section.
    mutating func append(_ section: PlacedSection, at index: Int, into builder: inout LayoutBuilder) throws(LayoutError)
    {
        try note(section.axis, at: index)
        builder.appendSection(section, shift: offset)
        advance(past: section.contentSize)
    }

    /// Checks a section's scroll direction against the first section's.
    ///
    /// - Throws: ``LayoutError/invalidConfiguration(_:)`` naming both sections.
    mutating func note(_ direction: ScrollAxis, at index: Int) throws(LayoutError) {
        guard let axis else {
            axis = (direction, index)
            return
        }
        guard axis.direction == direction else {
            throw .invalidConfiguration(
                "section \(axis.section) scrolls \(axis.direction.adverb) but section \(index) scrolls "
                    + "\(direction.adverb); every section of a composite layout must scroll the same way")
        }
    }

    /// Moves past a section of content size `size` (after ``note(_:at:)``).
    mutating func advance(past size: Size) {
        let vertical = direction == .vertical
        offset += vertical ? size.height : size.width
        crossLength = Swift.max(crossLength, vertical ? size.width : size.height)
    }

    /// The scroll direction the sections share.
    var direction: ScrollAxis { axis?.direction ?? .vertical }

    /// The content size of the sections so far.
    var contentSize: Size {
        direction == .vertical ? Size(width: crossLength, height: offset) : Size(width: offset, height: crossLength)
    }

    /// Sets the builder's scroll direction and content size.
    func finish(into builder: inout LayoutBuilder) {
        builder.scrollAxis = direction
        builder.contentSize = contentSize
    }
}

extension LayoutError {
    /// The error of a one-section input, as the error of section `index` of
    /// the whole input: section numbers and messages that start with
    /// "section 0" name `index`; errors about the options or strategy are kept.
    func movedToSection(_ index: Int) -> LayoutError {
        func renamed(_ reason: String) -> String {
            reason.hasPrefix("section 0")
                ? "section \(index)" + reason.dropFirst("section 0".count)
                : "section \(index): " + reason
        }
        switch self {
        case .invalidItem(_, let item, let reason): return .invalidItem(section: index, item: item, reason: reason)
        case .invalidSection(_, let reason): return .invalidSection(section: index, reason: reason)
        case .invalidViewport(let reason): return .invalidViewport(renamed(reason))
        case .invalidConfiguration(let reason): return .invalidConfiguration(renamed(reason))
        case .inputTooLarge(let reason): return .inputTooLarge(renamed(reason))
        case .contractViolation(let strategy, let detail):
            return .contractViolation(strategy: strategy, detail: renamed(detail))
        case .invalidOption, .unknownOption, .unknownStrategy, .unknownIndex:
            return self
        }
    }
}

extension ScrollAxis {
    /// "vertically" or "horizontally", for messages.
    var adverb: String { self == .vertical ? "vertically" : "horizontally" }
}
