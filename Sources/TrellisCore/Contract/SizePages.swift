/// A long section's item sizes in pages of up to ``pageCapacity`` sizes,
/// so that inserting or deleting items moves the sizes of one page, not of
/// every later item: how a ``LiveLayout`` keeps a section it edits.
///
/// Each page is an `ArraySlice`. Sizes laid into pages from one array are
/// slices of that array, not copies: making the pages costs a slice per
/// page, and a page is copied into storage of its own the first time it is
/// edited (copy on write), one page's sizes at a time. A page that grows past
/// ``pageCapacity`` is split; a page left empty goes.
@usableFromInline package struct SizePages: Sendable, Equatable {
    /// The most sizes one page holds, unless said otherwise: 96 KB.
    package static var defaultPageCapacity: Int { 4096 }
    /// The most sizes one page holds.
    package let pageCapacity: Int
    /// How many sizes a page is given when sizes are laid into pages (at
    /// first, and when a page splits), seven eighths of ``pageCapacity``:
    /// room for several insertions before it splits.
    var pageFill: Int { pageCapacity - pageCapacity / 8 }

    @usableFromInline var pages: [ArraySlice<ItemSize>] = []
    /// `starts[p]` is the first item of page `p`; `starts[pages.count]` the count.
    @usableFromInline var starts: [Int] = [0]

    /// Sizes in pages of `pageCapacity` (at least 2): slices of `sizes`,
    /// each of ``pageFill``, so that the first insertions into a page fit.
    ///
    /// - Complexity: O(*n* / *c*) for *n* sizes in pages of *c*: no size is copied.
    package init(_ sizes: [ItemSize], pageCapacity: Int = Self.defaultPageCapacity) {
        self.pageCapacity = Swift.max(2, pageCapacity)
        pages = stride(from: 0, to: sizes.count, by: pageFill).map {
            sizes[$0..<Swift.min($0 + pageFill, sizes.count)]
        }
        recountStarts(from: 0)
    }

    /// The number of sizes.
    package var count: Int { starts[pages.count] }

    /// The number of pages (at least one when there is a size).
    package var pageCount: Int { pages.count }

    /// The size of item `item`.
    ///
    /// - Precondition: `0 <= item < count`.
    /// - Complexity: O(log *p*) for *p* pages; setting copies the page the
    ///   first time it is edited (O(*c*) for pages of *c*).
    package subscript(item: Int) -> ItemSize {
        get {
            let page = pageIndex(containing: item)
            return pages[page][pages[page].startIndex + item - starts[page]]
        }
        set {
            let page = pageIndex(containing: item)
            pages[page][pages[page].startIndex + item - starts[page]] = newValue
        }
    }

    /// Every size in order, in one array.
    ///
    /// - Complexity: O(*n*).
    package var elements: [ItemSize] { sizes(of: 0..<count) }

    /// The sizes of `items`, in order.
    ///
    /// - Complexity: O(*k* + log *p*) for *k* items.
    package func sizes(of items: Range<Int>) -> [ItemSize] {
        var sizes: [ItemSize] = []
        sizes.reserveCapacity(items.count)
        forEachRun(in: items) { _, run in
            sizes.append(contentsOf: run)
            return true
        }
        return sizes
    }

    /// Calls `body` with each run of `items` that one page holds, in order:
    /// the run's first item and its sizes; `body` returns whether to go on.
    ///
    /// - Complexity: O(*k* / *c* + log *p*) for *k* items, besides `body`.
    @inlinable
    package func forEachRun<E: Error>(
        in items: Range<Int>, _ body: (_ first: Int, _ sizes: UnsafeBufferPointer<ItemSize>) throws(E) -> Bool
    ) throws(E) {
        guard !items.isEmpty else { return }
        var page = pageIndex(containing: items.lowerBound)
        var item = items.lowerBound
        while item < items.upperBound {
            let end = Swift.min(starts[page + 1], items.upperBound)
            let offset = item - starts[page]
            let goesOn = try pages[page].withContiguousStorage { sizes throws(E) in
                try body(item, UnsafeBufferPointer(rebasing: sizes[offset..<offset + end - item]))
            }
            guard goesOn == true else { return }
            item = end
            page += 1
        }
    }

    /// Inserts sizes before item `item`.
    ///
    /// - Precondition: `0 <= item <= count`.
    /// - Complexity: O(*c* + *k* + *p*) for *k* sizes, pages of *c* sizes and *p* pages.
    package mutating func insert(contentsOf sizes: some Collection<ItemSize>, at item: Int) {
        guard !sizes.isEmpty else { return }
        guard !pages.isEmpty else {
            pages = [ArraySlice(sizes)]
            return recountStarts(from: 0)
        }
        let page = item == count ? pages.count - 1 : pageIndex(containing: item)
        let offset = item - starts[page]
        guard pages[page].count + sizes.count <= pageCapacity else {
            // The page and the new sizes, laid into as many pages as they need.
            var merged = Array(pages[page].prefix(offset))
            merged.reserveCapacity(pages[page].count + sizes.count)
            merged.append(contentsOf: sizes)
            merged.append(contentsOf: pages[page].dropFirst(offset))
            let split = stride(from: 0, to: merged.count, by: pageFill).map {
                merged[$0..<Swift.min($0 + pageFill, merged.count)]
            }
            pages.replaceSubrange(page...page, with: split)
            starts.insert(contentsOf: repeatElement(0, count: split.count - 1), at: page + 1)
            return recountStarts(from: page)
        }
        pages[page].insert(contentsOf: sizes, at: pages[page].startIndex + offset)
        for later in (page + 1)..<starts.count { starts[later] += sizes.count }
    }

    /// Removes the sizes of `items`.
    ///
    /// - Precondition: `items` lies within `0..<count`.
    /// - Complexity: O(*c* + *p*) for each page the items touch, with pages of
    ///   *c* sizes and *p* pages.
    package mutating func removeSubrange(_ items: Range<Int>) {
        guard !items.isEmpty else { return }
        let first = pageIndex(containing: items.lowerBound)
        var page = first
        while page < pages.count, starts[page] < items.upperBound {
            let lower = Swift.max(items.lowerBound, starts[page]) - starts[page]
            let upper = Swift.min(items.upperBound, starts[page + 1]) - starts[page]
            let base = pages[page].startIndex
            if lower == 0, upper == pages[page].count {
                pages[page] = []
            } else if lower == 0 {
                pages[page].removeFirst(upper)  // a slice shrinks from its front in place
            } else {
                pages[page].removeSubrange(base + lower..<base + upper)
            }
            page += 1
        }
        // Pages left empty go.
        var kept = first
        for index in first..<pages.count where !pages[index].isEmpty {
            if kept != index { pages.swapAt(kept, index) }
            kept += 1
        }
        pages.removeLast(pages.count - kept)
        recountStarts(from: first)
    }

    /// Computes `starts` again after page `page`'s start, which is right.
    private mutating func recountStarts(from page: Int) {
        starts.removeLast(Swift.max(0, starts.count - pages.count - 1))
        while starts.count < pages.count + 1 { starts.append(0) }
        for index in page..<pages.count { starts[index + 1] = starts[index] + pages[index].count }
    }

    /// The page holding item `item`: the last page starting at or before it.
    @usableFromInline func pageIndex(containing item: Int) -> Int {
        var low = 0
        var high = pages.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= item { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Whether both are one value not edited since it was copied: equal
    /// without a look at their sizes.
    ///
    /// - Complexity: O(1).
    package func sharesStorage(with other: SizePages) -> Bool {
        let mine = pages.withUnsafeBufferPointer { $0.baseAddress }
        return mine != nil && mine == other.pages.withUnsafeBufferPointer { $0.baseAddress }
            && pages.count == other.pages.count
    }

    /// Equal when they hold the same sizes in the same order, however paged.
    @usableFromInline package static func == (lhs: SizePages, rhs: SizePages) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if lhs.sharesStorage(with: rhs) { return true }
        return lhs.elements == rhs.elements
    }
}

extension Sequence {
    /// Calls `body` with the elements' contiguous storage, as
    /// `withContiguousStorageIfAvailable` does, passing its typed error
    /// through on every SDK (where that method `rethrows`, the error's type
    /// is lost): `nil` when the storage is not contiguous.
    @inlinable
    func withContiguousStorage<Result, Failure: Error>(
        _ body: (UnsafeBufferPointer<Element>) throws(Failure) -> Result
    ) throws(Failure) -> Result? {
        var failure: Failure?
        let result = withContiguousStorageIfAvailable { elements -> Result? in
            do throws(Failure) {
                return try body(elements)
            } catch {
                failure = error
                return nil
            }
        }
        if let failure { throw failure }
        return result ?? nil
    }
}
