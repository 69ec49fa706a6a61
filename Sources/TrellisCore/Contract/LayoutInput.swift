/// Everything a strategy lays out: the viewport and the sections with their items.
///
/// ```swift
/// let input = LayoutInput(width: 390, sections: [
///     SectionInput(items: [ItemSize(width: 640, height: 480), ItemSize(width: 480, height: 640)])
/// ])
/// ```
public struct LayoutInput: Sendable {
    /// The viewport width: the width of the content for vertical scrolling.
    public var width: Double
    /// The viewport height; required for horizontal scrolling.
    public var height: Double?
    /// The sections, in order.
    public var sections: [SectionInput]
    /// Left to right (the default), or right to left: the framework then
    /// mirrors every frame within the content width (``ReadingDirection``).
    public var layoutDirection: ReadingDirection
    /// When set, every section gets a background element (``ElementKind/background``)
    /// behind its items, inset by these insets; `nil` (the default) gives none.
    /// It covers, along the scroll axis, the section from its header's end
    /// (else the section's start) to its footer's start (else the section's
    /// end), across the whole content; every side must be at least 0 and fit.
    public var sectionBackground: Insets?

    /// Creates an input.
    public init(
        width: Double, height: Double? = nil, sections: [SectionInput],
        layoutDirection: ReadingDirection = .leftToRight, sectionBackground: Insets? = nil
    ) {
        self.width = width
        self.height = height
        self.sections = sections
        self.layoutDirection = layoutDirection
        self.sectionBackground = sectionBackground
    }

    /// An input with one section holding `items`.
    public init(
        width: Double, height: Double? = nil, items: [ItemSize], layoutDirection: ReadingDirection = .leftToRight
    ) {
        self.init(
            width: width, height: height, sections: [SectionInput(items: items)], layoutDirection: layoutDirection)
    }

    /// The number of items over all sections.
    ///
    /// - Complexity: O(*s*), where *s* is the number of sections.
    public var itemCount: Int {
        sections.reduce(0) { $0 + $1.count }
    }
}

/// One section of a ``LayoutInput``: its items and per-section option overrides.
///
/// A ``LiveLayout`` keeps a long section it edits in pages of a few
/// thousand sizes, so that an insertion or a deletion moves one page's
/// sizes rather than every later item's. Reading ``items`` back then joins
/// the pages (O(*n*)); ``count``, ``size(at:)`` and
/// ``forEachSizeRun(in:_:)`` read them in place.
public struct SectionInput: Sendable {
    /// The items of a section.
    public enum Items: Sendable, Hashable {
        /// Items with the given sizes.
        case sizes([ItemSize])
        /// `count` items without a size of their own (a strategy gives them its
        /// default item size; `mosaic` only needs the count).
        case count(Int)
    }

    /// The items as they are held.
    @usableFromInline enum Storage: Sendable {
        case sizes([ItemSize])
        /// Sizes in pages, as a live layout keeps a long section it edits.
        case pages(SizePages)
        case count(Int)
    }

    @usableFromInline var storage: Storage

    /// The items.
    ///
    /// - Complexity: O(1), except O(*n*) to read the sizes of a long section
    ///   a ``LiveLayout`` has edited (see the type's discussion).
    public var items: Items {
        get {
            switch storage {
            case .sizes(let sizes): .sizes(sizes)
            case .pages(let pages): .sizes(pages.elements)
            case .count(let count): .count(count)
            }
        }
        set {
            switch newValue {
            case .sizes(let sizes): storage = .sizes(sizes)
            case .count(let count): storage = .count(count)
            }
        }
    }
    /// Options that override the strategy's for this section only, for the
    /// keys the strategy lists in ``LayoutStrategy/sectionOptions``.
    public var options: OptionValues

    /// A section with items of the given sizes.
    public init(items: [ItemSize], options: OptionValues = [:]) {
        self.storage = .sizes(items)
        self.options = options
    }

    /// A section with items of the given sizes, kept in pages of
    /// `pageCapacity` as a live layout keeps a long section it edits (a
    /// test's way to page a short section).
    package init(pagedItems items: [ItemSize], pageCapacity: Int, options: OptionValues = [:]) {
        self.storage = .pages(SizePages(items, pageCapacity: pageCapacity))
        self.options = options
    }

    /// Whether the sizes are kept in pages.
    package var isPaged: Bool {
        if case .pages = storage { return true }
        return false
    }

    /// A section with `count` items of the strategy's default item size.
    public init(count: Int, options: OptionValues = [:]) {
        self.storage = .count(count)
        self.options = options
    }

    /// The number of items.
    public var count: Int {
        switch storage {
        case .sizes(let sizes): sizes.count
        case .pages(let pages): pages.count
        case .count(let count): count
        }
    }

    /// Whether the items were given with sizes (``Items/sizes(_:)``), not by count.
    public var hasSizes: Bool {
        if case .count = storage { return false }
        return true
    }

    /// The size given for an item, or `nil` for an item of a `count` section.
    ///
    /// - Precondition: `0 <= index < count`.
    /// - Complexity: O(1); O(log *p*) in a long section a ``LiveLayout`` has
    ///   edited, kept in *p* pages (one per 3,584 sizes).
    public func size(at index: Int) -> ItemSize? {
        switch storage {
        case .sizes(let sizes): sizes[index]
        case .pages(let pages): pages[index]
        case .count: nil
        }
    }

    /// The size given for item `item`, or `nil` in a section given by count
    /// or for an item the section does not have.
    ///
    /// - Complexity: as ``size(at:)``.
    package func givenSize(at item: Int) -> ItemSize? {
        item >= 0 && item < count ? size(at: item) : nil
    }

    /// Whether both hold the same items in the same storage, not edited
    /// since one was copied from the other: equal items without a look at
    /// their sizes.
    ///
    /// - Complexity: O(1).
    package func sharesItems(with other: SectionInput) -> Bool {
        switch (storage, other.storage) {
        case (.sizes(let mine), .sizes(let theirs)):
            guard mine.count == theirs.count else { return false }
            let base = mine.withUnsafeBufferPointer { $0.baseAddress }
            return base == theirs.withUnsafeBufferPointer { $0.baseAddress }
        case (.pages(let mine), .pages(let theirs)): return mine.sharesStorage(with: theirs)
        case (.count(let mine), .count(let theirs)): return mine == theirs
        default: return false
        }
    }

    /// Calls `body` with the sizes of `items`, in order, one contiguous run
    /// at a time (one run unless a ``LiveLayout`` keeps the section in
    /// pages): the first item of the run and its sizes. `body` returns
    /// whether to go on; a section given by count calls it for no run.
    ///
    /// The way to read sizes in a placement loop: no copy, and no lookup per item.
    ///
    /// - Precondition: `items` lies within `0..<count`.
    /// - Complexity: O(1) for sizes in one array; O(*k* / 3,584 + log *p*)
    ///   for *k* items in *p* pages; besides `body`.
    @inlinable  // into each strategy's loop: called through, `body` kept the loop's state in memory
    public func forEachSizeRun<E: Error>(
        in items: Range<Int>,
        _ body: (_ first: Int, _ sizes: UnsafeBufferPointer<ItemSize>) throws(E) -> Bool
    ) throws(E) {
        guard !items.isEmpty else { return }
        switch storage {
        case .sizes(let sizes):
            _ = try sizes.withContiguousStorage { sizes throws(E) in
                try body(items.lowerBound, UnsafeBufferPointer(rebasing: sizes[items]))
            }
        case .pages(let pages):
            try pages.forEachRun(in: items, body)
        case .count:
            return
        }
    }

    /// How many sizes a placement loop takes at a time with
    /// ``sizes(of:)``: a slice of an array, or a copy out of pages.
    package static var readingWindow: Int { 512 }

    /// The sizes of `items` of a section given with sizes, in order (the
    /// slice's indices are not the items'); empty for a section given by count.
    ///
    /// - Complexity: O(1) for sizes in one array; O(*k*) for *k* items in pages.
    package func sizes(of items: Range<Int>) -> ArraySlice<ItemSize> {
        switch storage {
        case .sizes(let sizes): sizes[items]
        case .pages(let pages): pages.sizes(of: items)[...]
        case .count: []
        }
    }

    /// Inserts sizes before item `item` of a section given with sizes.
    ///
    /// - Complexity: O(*k*) for *k* sizes plus, in a section of at most a
    ///   few thousand items, the move of the later ones; a longer section
    ///   is kept in pages (slices of its array, O(*n* / 4,096)), where it
    ///   moves, or copies the first time, one page's.
    package mutating func insertSizes(_ sizes: [ItemSize], at item: Int) {
        editSizes {
            $0.insert(contentsOf: sizes, at: item)
        } inArray: {
            $0.insert(contentsOf: sizes, at: item)
        }
    }

    /// Removes the sizes of `items` from a section given with sizes.
    ///
    /// - Complexity: as ``insertSizes(_:at:)``.
    package mutating func removeSizes(_ items: Range<Int>) {
        editSizes {
            $0.removeSubrange(items)
        } inArray: {
            $0.removeSubrange(items)
        }
    }

    /// Sets the size of item `item` of a section given with sizes.
    ///
    /// - Complexity: O(1); O(log *p*) in *p* pages (one per 3,584 sizes).
    package mutating func setSize(_ size: ItemSize, at item: Int) {
        editSizes {
            $0[item] = size
        } inArray: {
            $0[item] = size
        }
    }

    /// The most sizes a section edited in place keeps in one array: past
    /// this, moving the later sizes costs more than keeping pages.
    static var arrayLimit: Int { 2 * SizePages.defaultPageCapacity }

    /// Edits the sizes in place with `paged` when they are in pages or are
    /// past ``arrayLimit``, else with `inArray`; nothing for a section given by count.
    private mutating func editSizes(
        _ paged: (inout SizePages) -> Void, inArray: (inout [ItemSize]) -> Void
    ) {
        switch storage {
        case .count:
            return
        case .sizes(var sizes):
            storage = .count(0)  // `sizes` holds the only reference to the buffer
            guard sizes.count > Self.arrayLimit else {
                inArray(&sizes)
                storage = .sizes(sizes)
                return
            }
            var pages = SizePages(sizes)
            paged(&pages)
            storage = .pages(pages)
        case .pages(var pages):
            storage = .count(0)
            paged(&pages)
            storage = .pages(pages)
        }
    }
}

extension SectionInput: Hashable {
    /// Equal when they hold the same items (however they are kept) and options.
    ///
    /// - Complexity: O(*n*).
    public static func == (lhs: SectionInput, rhs: SectionInput) -> Bool {
        guard lhs.options == rhs.options, lhs.count == rhs.count, lhs.hasSizes == rhs.hasSizes else { return false }
        if lhs.sharesItems(with: rhs) { return true }
        switch (lhs.storage, rhs.storage) {
        case (.sizes(let left), .sizes(let right)): return left == right
        case (.pages(let left), .pages(let right)): return left == right
        case (.count, .count): return true
        default: return lhs.items == rhs.items
        }
    }

    /// Hashes the items as ``items`` gives them, and the options.
    ///
    /// - Complexity: O(*n*).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(items)
        hasher.combine(options)
    }
}

// Inputs compare by value (O(n)): the collection controller checks that an
// incremental update reproduced exactly the input it was asked for.
extension LayoutInput: Equatable {}
