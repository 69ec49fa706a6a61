/// How a prepared layout answers elements-in-rect.
///
/// Every option returns exactly what `linear` returns, in the same order, for
/// every rect and every strategy; they differ only in speed and memory.
public enum IndexOption: String, Sendable, Hashable, CaseIterable, Codable {
    /// The strategy's best choice (the default): per-band binary search for
    /// line and segment layouts and for the full prepare of columns kept
    /// level (``ColumnRule/keepsColumnsLevel``), per-lane binary search for
    /// other column layouts and live ones, each section's own choice for a
    /// ``CompositeStrategy``, and the R-tree when the strategy gives no (or a
    /// contradicted) ordering hint.
    case auto
    /// A scan of every element, as the tutorial layouts do. O(*n*) per query.
    case linear
    /// A static packed R-tree in Hilbert order: works for any strategy,
    /// including third-party ones that give no ordering hints.
    case rtree

    /// One line on the option, for `trellis strategies`.
    public var summary: String {
        switch self {
        case .auto: "the strategy's best: lane or band binary search when the frames guarantee the order, else rtree"
        case .linear: "scan every element (the tutorials' approach); O(n) per query"
        case .rtree: "static packed Hilbert R-tree; any strategy; O(log n + k) per typical query"
        }
    }

    /// Reads an option from its name.
    ///
    /// - Throws: ``LayoutError/unknownIndex(name:available:)`` listing the valid names.
    public init(named name: String) throws(LayoutError) {
        guard let option = IndexOption(rawValue: name) else {
            throw .unknownIndex(name: name, available: IndexOption.allCases.map(\.rawValue))
        }
        self = option
    }
}

/// The index a prepared layout actually uses (what `auto` resolved to).
public enum IndexKind: String, Sendable, Hashable {
    /// A scan of every element.
    case linear
    /// Binary search within each lane (column).
    case lanes
    /// Binary search over bands (lines, segments, runs of level columns' items).
    case bands
    /// The packed Hilbert R-tree.
    case rtree
    /// Each section's own index — lanes, bands or an R-tree — behind a binary
    /// search over the sections: a ``CompositeStrategy``'s layout.
    case sections
}
