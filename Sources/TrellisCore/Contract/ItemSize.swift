/// The size an item is given in the input: its natural (or preferred) size,
/// or only a fixed height; and, for column strategies, how many columns it spans.
///
/// Column strategies keep a natural size's aspect ratio at the column's
/// width, and use a fixed height as it is; `flow-line` uses a natural size as
/// the item's frame size and rejects height-only items.
///
/// ```swift
/// var banner = ItemSize(width: 1200, height: 400)
/// banner.span = .full    // across every column of its section
/// ```
public struct ItemSize: Sendable, Hashable {
    // Stored height first, then width, then the span code: 24 bytes in all,
    // the size of an item without a span. A `ColumnSpan?` field would make it
    // 40, and a million-item input reads every item once per prepare.

    /// The height.
    public var height: Double
    /// The width, or `nil` for an item given with a height only.
    public var width: Double?
    /// The span, packed: 0 for none, `Int32.max` for `.full`, `n` for
    /// `.columns(n)` with `n` ≥ 1, `n - 1` for `.columns(n)` with `n` ≤ 0.
    @usableFromInline var spanCode: Int32 = 0

    /// An item with a natural size.
    @inlinable
    public init(width: Double, height: Double) {
        self.height = height
        self.width = width
    }

    /// An item with a fixed height only (column strategies).
    @inlinable
    public init(height: Double) {
        self.height = height
        self.width = nil
    }

    /// An item with a natural size.
    @inlinable
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// An item with a natural size that spans columns.
    @inlinable
    public init(width: Double, height: Double, span: ColumnSpan?) {
        self.init(width: width, height: height)
        self.span = span
    }

    /// An item with a fixed height only that spans columns.
    @inlinable
    public init(height: Double, span: ColumnSpan?) {
        self.init(height: height)
        self.span = span
    }

    /// How many columns the item spans in a column strategy (`round-robin`,
    /// `shortest-column`, `masonry`); `nil`, the default, is one column.
    ///
    /// A strategy that does not declare ``LayoutStrategy/supportsColumnSpans``
    /// rejects an item with a span. A span outside `1...columns` is an error
    /// when the layout is prepared. Counts beyond the range of `Int32` are
    /// stored clamped to it (still out of range for any layout).
    @inlinable
    public var span: ColumnSpan? {
        get {
            switch spanCode {
            case 0: nil
            case Int32.max: .full
            case 1...: .columns(Int(spanCode))
            default: .columns(Int(spanCode) + 1)
            }
        }
        set {
            switch newValue {
            case nil: spanCode = 0
            case .full: spanCode = .max
            case .columns(let count) where count >= 1: spanCode = Int32(clamping: Swift.min(count, Int(Int32.max) - 1))
            case .columns(let count): spanCode = Int32(clamping: count - 1)
            }
        }
    }
}

/// How many columns an item spans in a column strategy.
public enum ColumnSpan: Sendable, Hashable {
    /// `count` columns, from 1 to the section's column count.
    case columns(Int)
    /// Every column of the section.
    case full

    /// The number of columns spanned in a section of `columns` columns.
    @inlinable
    public func count(in columns: Int) -> Int {
        switch self {
        case .columns(let count): count
        case .full: columns
        }
    }
}

extension ColumnSpan: CustomStringConvertible {
    /// `"full"` or the count, as a configuration writes it.
    public var description: String {
        switch self {
        case .columns(let count): "\(count)"
        case .full: "full"
        }
    }
}

extension ItemSize: CustomStringConvertible {
    public var description: String {
        let size = width.map { "\($0) × \(height)" } ?? "height \(height)"
        return span.map { "\(size), span \($0)" } ?? size
    }
}
