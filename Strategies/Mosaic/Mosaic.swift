import TrellisCore

/// The mosaic of Apple's "Customizing Collection View Layouts" sample:
/// full-width segments of fixed height holding one, two or three items in a
/// repeating pattern. Item sizes are ignored; only the count matters.
///
/// Exact rules (Docs/Strategies/Mosaic.md): segments stack from `y = gutter`,
/// each `gutter` below the previous one. The first segment is full-width; after
/// each, with `r` items left: `r == 1` → full-width, `r == 2` → fifty-fifty,
/// otherwise the cycle full-width → fifty-fifty → two-thirds/one-third →
/// one-third/two-thirds → fifty-fifty → … A split of a dimension `D` at fraction
/// `f` gives the first piece `d = (D * f).rounded(.up)` and the second
/// `D - d - gutter`, starting at `d + gutter`. Each section starts a new
/// sequence below the previous one.
public struct Mosaic: ResumableLayoutStrategy, OptionDeclaring {
    public static let name = "mosaic"
    public static let summary = "Apple's mosaic sample: full-width segments of 1, 2 or 3 items in a repeating pattern"

    /// Item sizes are ignored, so a new size moves no item:
    /// `LayoutGuarantees.placesInItemOrder` holds (a new item count does
    /// change the last segments' styles, which that guarantee does not cover).
    public static let guarantees: LayoutGuarantees = [
        .nonOverlappingItems, .framesInsideContentAcross, .independentOfViewportLength, .placesInItemOrder,
    ]
    public static let options = declaredOptions
    /// Every option but `scrollDirection`: segment height, gutter, insets, header and footer.
    public static let sectionOptions = declaredSectionOptions

    /// The height of every segment.
    @Option(
        "segmentHeight", minimum: 0, exclusive: true, perSection: true,
        summary: "Height of every segment (its width when scrolling horizontally).")
    public var segmentHeight = 200.0
    /// The space between segments and between pieces.
    @Option(
        "gutter", minimum: 0, perSection: true, summary: "Space between segments and between the pieces of a segment.")
    public var gutter = 1.0
    /// The direction the content scrolls in; `.horizontal` needs the input's `height`.
    @Option(
        SectionOptions.scrollDirection(
            summary: "Segments span the width and stack downwards (vertical), or span the height and stack to the "
                + "right (horizontal: needs the viewport height)."))
    public var scrollDirection: ScrollAxis
    /// The insets around each section's segments (not its header and footer).
    @Option(SectionOptions.sectionInset, perSection: true) public var sectionInset: Insets
    /// Each section's header size: its height counts when scrolling
    /// vertically, its width horizontally; zero (the default) means none.
    @Option(SectionOptions.headerReferenceSize, perSection: true) public var headerReferenceSize: Size
    /// Each section's footer size, read as ``headerReferenceSize``.
    @Option(SectionOptions.footerReferenceSize, perSection: true) public var footerReferenceSize: Size

    /// Creates the strategy with every option at its default: Apple's sample.
    public init() {}

    /// Creates the strategy; an option left `nil` keeps its default (Apple's sample).
    ///
    /// - Parameters:
    ///   - segmentHeight: The extent of every segment along the scroll direction, greater than 0.
    ///   - gutter: The space between segments and between pieces, at least 0.
    ///   - scrollDirection: The scroll direction; `.horizontal` needs the input's `height`.
    ///   - sectionInset: The insets around each section's segments, each side at least 0.
    ///   - headerReferenceSize: Each section's header size (full span), each dimension at least 0.
    ///   - footerReferenceSize: Each section's footer size (full span), each dimension at least 0.
    public init(
        segmentHeight: Double? = nil, gutter: Double? = nil, scrollDirection: ScrollAxis? = nil,
        sectionInset: Insets? = nil, headerReferenceSize: Size? = nil, footerReferenceSize: Size? = nil
    ) {
        self.init()
        if let segmentHeight { self.segmentHeight = segmentHeight }
        if let gutter { self.gutter = gutter }
        if let scrollDirection { self.scrollDirection = scrollDirection }
        if let sectionInset { self.sectionInset = sectionInset }
        if let headerReferenceSize { self.headerReferenceSize = headerReferenceSize }
        if let footerReferenceSize { self.footerReferenceSize = footerReferenceSize }
    }

    /// The strategy as section `index` uses it (its overrides applied) and its insets, header and footer.
    func resolved(_ section: SectionInput, at index: Int, of input: LayoutInput) throws(LayoutError)
        -> (mosaic: Mosaic, geometry: SectionGeometry)
    {
        let mosaic = try overridden(by: section, at: index)
        let geometry = try SectionGeometry(
            section, at: index, of: input, axis: scrollDirection, inset: sectionInset,
            header: headerReferenceSize, footer: footerReferenceSize,
            strategy: Self.name)
        return (mosaic, geometry)
    }

    /// The arrangements a segment can have.
    public enum Style: Sendable, CaseIterable {
        /// One item across the full width.
        case fullWidth
        /// Two items side by side.
        case fiftyFifty
        /// A full-height left piece (2/3) and a right piece split in two.
        case twoThirdsOneThird
        /// A left piece (1/3) split in two and a full-height right piece.
        case oneThirdTwoThirds

        /// The number of items the segment holds.
        public var itemCount: Int {
            switch self {
            case .fullWidth: 1
            case .fiftyFifty: 2
            case .twoThirdsOneThird, .oneThirdTwoThirds: 3
            }
        }

        /// The style after this one in the repeating cycle.
        var next: Style {
            switch self {
            case .fullWidth: .fiftyFifty
            case .fiftyFifty: .twoThirdsOneThird
            case .twoThirdsOneThird: .oneThirdTwoThirds
            case .oneThirdTwoThirds: .fiftyFifty
            }
        }
    }

    /// The styles of the segments for `count` items, in order.
    ///
    /// - Complexity: O(*n*), where *n* is `count`.
    public static func styles(forItemCount count: Int) -> [Style] {
        var styles: [Style] = []
        var remaining = count
        var style = Style.fullWidth
        while remaining > 0 {
            styles.append(style)
            remaining -= style.itemCount
            style =
                switch remaining {
                case 1: .fullWidth
                case 2: .fiftyFifty
                default: style.next
                }
        }
        return styles
    }

    /// Splits `[start, start + length)` at `fraction`: the first piece gets
    /// `(length * fraction).rounded(.up)`, the second starts `gutter` after it.
    func split(_ start: Double, _ length: Double, at fraction: Double) -> (
        first: Double, secondStart: Double, second: Double
    ) {
        let first = (length * fraction).rounded(.up)
        return (first, start + first + gutter, length - first - gutter)
    }

    /// Calls `body` with the frames of one segment's items, in item order.
    ///
    /// Emits rather than returns an array: one allocation per segment would
    /// double the cost of preparing a million items.
    @inline(__always)
    func forEachFrame(of style: Style, top y: Double, width: Double, _ body: (Rect) -> Void) {
        let height = segmentHeight
        switch style {
        case .fullWidth:
            body(Rect(x: 0, y: y, width: width, height: height))
        case .fiftyFifty:
            let across = split(0, width, at: 0.5)
            body(Rect(x: 0, y: y, width: across.first, height: height))
            body(Rect(x: across.secondStart, y: y, width: across.second, height: height))
        case .twoThirdsOneThird:
            let across = split(0, width, at: 2.0 / 3.0)
            let down = split(y, height, at: 0.5)
            body(Rect(x: 0, y: y, width: across.first, height: height))
            body(Rect(x: across.secondStart, y: y, width: across.second, height: down.first))
            body(Rect(x: across.secondStart, y: down.secondStart, width: across.second, height: down.second))
        case .oneThirdTwoThirds:
            let across = split(0, width, at: 1.0 / 3.0)
            let down = split(y, height, at: 0.5)
            body(Rect(x: 0, y: y, width: across.first, height: down.first))
            body(Rect(x: 0, y: down.secondStart, width: across.first, height: down.second))
            body(Rect(x: across.secondStart, y: y, width: across.second, height: height))
        }
    }

    /// Throws when a style used for this input would get a piece without area.
    func checkPieces(of styles: [Style], width: Double, section: Int) throws(LayoutError) {
        var used = Set<Style>()
        for style in styles where used.count < Style.allCases.count { used.insert(style) }
        for style in Style.allCases where used.contains(style) {
            var empty: Rect?
            forEachFrame(of: style, top: 0, width: width) { frame in
                if empty == nil, !frame.hasArea { empty = frame }
            }
            if let empty {
                throw .invalidSection(
                    section: section,
                    reason: "mosaic width \(width) with gutter \(gutter) and segmentHeight \(segmentHeight) "
                        + "leaves a \(style) piece of size \(empty.size); use a wider viewport or a smaller gutter")
            }
        }
    }

    /// Where placing stands at a checkpoint: the bottom of the last segment
    /// and its style (`nil` before a section's first segment).
    public struct PlacementState: Sendable {
        /// The bottom of the last segment placed (0 before the first).
        public var bottom: Double
        /// The style of the section's previous segment.
        public var previousStyle: Style?
    }

    /// The style of the segment after one of style `previous` (`nil`: the
    /// section's first) with `remaining` items left, by the sequence rule.
    static func style(after previous: Style?, remaining: Int) -> Style {
        guard let previous else { return .fullWidth }
        return switch remaining {
        case 1: .fullWidth
        case 2: .fiftyFifty
        default: previous.next
        }
    }

    /// The styles a section of `count` items uses, in O(1): from 9 items on,
    /// the full-width, fifty-fifty, two-thirds and one-third segments open
    /// every sequence, so all four are used.
    static func stylesUsed(forItemCount count: Int) -> [Style] {
        count >= 9 ? Style.allCases : styles(forItemCount: count)
    }

    /// Places from `start` on (every element when `nil`), with a checkpoint at
    /// a segment start every ``PlacementCheckpoints/spacing`` items.
    ///
    /// No checkpoint is taken at a section's end: the style of its last
    /// segment depends on the item count (`r == 1` or `r == 2` items left), so
    /// appending resumes from the last checkpoint before that segment. Every
    /// earlier segment's style is fixed once the items before it are: a style
    /// from the cycle was chosen with at least 3 items left and is chosen
    /// again as long as the change is at or after the checkpoint.
    ///
    /// - Complexity: O(*n*) for *n* items placed.
    public func placeElements(
        of input: LayoutInput, resumingFrom start: PlacementCheckpoint<PlacementState>?,
        into builder: inout LayoutBuilder,
        checkpoints: inout PlacementCheckpoints<PlacementState>
    ) throws(LayoutError) {
        let crossLength = try SectionGeometry.crossLength(
            axis: scrollDirection, width: input.width,
            height: input.height, strategy: Self.name)
        builder.scrollAxis = scrollDirection
        // Checked when a placement starts; a resume continues a placement of this same value.
        if start == nil { try validateOptions() }
        var bottom = start?.state.bottom ?? 0
        var end = 0.0
        for sectionIndex in (start?.section ?? 0)..<input.sections.count {
            let section = input.sections[sectionIndex]
            let count = section.count
            let (mosaic, geometry) = try resolved(section, at: sectionIndex, of: input)
            var item = 0
            var previous: Style?
            if let start, start.section == sectionIndex {
                item = start.item
                previous = start.state.previousStyle
            } else {
                builder.beginSection()
                builder.beginBand()  // the header is a band of its own
                geometry.placeHeader(sectionStart: end, into: &builder)
                bottom = geometry.itemsStart(sectionStart: end)
            }
            let width = geometry.itemsCrossLength
            let leading = geometry.crossStart
            try mosaic.checkPieces(of: Self.stylesUsed(forItemCount: count), width: width, section: sectionIndex)
            while item < count {
                if checkpoints.isDue(section: sectionIndex, item: item) {
                    checkpoints.record(
                        PlacementState(bottom: bottom, previousStyle: previous),
                        section: sectionIndex, item: item, builder: builder)
                    // Deferred placement: every later segment (and the footer) starts at or after `bottom`.
                    if checkpoints.shouldPause(section: sectionIndex, item: item, nextStart: bottom, placedEnd: bottom)
                    {
                        return
                    }
                }
                let style = Self.style(after: previous, remaining: count - item)
                // A segment is a band: segments come in y order, their items in any order.
                builder.beginBand()
                let top = bottom + mosaic.gutter
                // A segment's frames move nothing after it: a live layout crossing to its window counts them.
                if !builder.countUnreadItems(style.itemCount) {
                    mosaic.forEachFrame(of: style, top: top, width: width) { frame in
                        var frame = frame
                        frame.origin.x = leading + frame.origin.x
                        builder.addItem(geometry.place(frame))
                    }
                }
                bottom = top + mosaic.segmentHeight
                guard bottom.isFinite else {
                    throw .inputTooLarge(
                        "section \(sectionIndex): the content height exceeds what a Double can hold; "
                            + "use a smaller segmentHeight or gutter")
                }
                item += style.itemCount
                previous = style
            }
            builder.beginBand()  // the footer is a band of its own
            end = geometry.placeFooter(itemsEnd: bottom, into: &builder)
        }
        builder.contentSize =
            scrollDirection == .horizontal
            ? Size(width: end, height: crossLength) : Size(width: crossLength, height: end)
    }
}

extension Mosaic.PlacementState: PortablePlacementState {
    /// ``bottom``, then ``previousStyle``: 0 for none, else 1 plus its
    /// place in `Style.allCases`.
    public var portableValues: [Double] {
        [bottom, previousStyle.flatMap { Mosaic.Style.allCases.firstIndex(of: $0) }.map { Double($0 + 1) } ?? 0]
    }

    /// Reads the two numbers ``portableValues`` lists: `nil` for another
    /// count, a bottom that is not finite, or a style code that is not a
    /// whole number from 0 to the number of styles.
    public init?(portableValues values: [Double]) {
        let styles = Mosaic.Style.allCases
        guard values.count == 2, values[0].isFinite, Self.isWholeNumber(values[1], in: 0...styles.count) else {
            return nil
        }
        let code = Int(values[1])
        self.init(
            bottom: values[0],
            previousStyle: code == 0 ? nil : styles[styles.index(styles.startIndex, offsetBy: code - 1)])
    }
}

extension Mosaic: SparselyCheckpointedStrategy {}

extension Mosaic: PositionalStrategy {
    /// 3: a segment's style depends on the items left only when one or two
    /// are, so the segments before a section's last three items do not
    /// depend on its count.
    package func itemsPlacedByCount(inSection index: Int, of input: LayoutInput) -> Int? { 3 }

    /// The distance between the two bottoms, when the previous segments are of one style.
    package func translation(from old: PlacementState, to new: PlacementState) -> Double? {
        old.previousStyle == new.previousStyle ? new.bottom - old.bottom : nil
    }

    /// `state` with its bottom moved.
    package func state(_ state: PlacementState, translatedBy distance: Double) -> PlacementState {
        PlacementState(bottom: state.bottom + distance, previousStyle: state.previousStyle)
    }
}
