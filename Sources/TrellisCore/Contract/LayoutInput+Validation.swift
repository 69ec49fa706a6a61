/// Limits that keep absurd inputs from exhausting memory or trapping.
public enum LayoutLimits {
    /// The most elements (items, headers and footers) one layout may hold.
    ///
    /// At about 40 bytes per element a layout this size takes 2 GB; larger
    /// inputs are rejected up front rather than failing part-way.
    public static let maximumElementCount = 50_000_000
}

extension LayoutInput {
    /// Checks what every strategy relies on: the viewport is finite and
    /// positive, counts are within ``LayoutLimits``, every item size is finite
    /// and positive, and per-section keys are ones the strategy knows.
    ///
    /// - Throws: ``LayoutError`` naming the first section, item or key at fault.
    /// - Complexity: O(*n*), where *n* is the number of items.
    public func validate(sectionOptions: [AnyOption], strategy: String) throws(LayoutError) {
        guard width.isFinite, width > 0 else {
            throw .invalidViewport("width must be a finite number greater than 0, got \(width)")
        }
        if let height, !(height.isFinite && height > 0) {
            throw .invalidViewport("height must be a finite number greater than 0, got \(height)")
        }
        var total = 0
        for (sectionIndex, section) in sections.enumerated() {
            try section.options.rejectUnknownKeys(allowed: sectionOptions, strategy: strategy)
            switch section.items {
            case .count(let count):
                guard count >= 0 else {
                    throw .invalidSection(section: sectionIndex, reason: "count must be 0 or more, got \(count)")
                }
            case .sizes(let sizes):
                // A cheap Bool check per item; the message is built only for the culprit.
                if let itemIndex = sizes.firstIndex(where: { !$0.isValid }), let problem = sizes[itemIndex].problem {
                    throw .invalidItem(section: sectionIndex, item: itemIndex, reason: problem)
                }
            }
            // Checked before adding, so that a count near Int.max cannot overflow the sum.
            guard section.count <= LayoutLimits.maximumElementCount else {
                throw .inputTooLarge(
                    "section \(sectionIndex) has \(section.count) items; "
                        + "a layout holds at most \(LayoutLimits.maximumElementCount) elements")
            }
            // Two supplementary elements per section at most.
            total += section.count + 2
            guard total <= LayoutLimits.maximumElementCount else {
                throw .inputTooLarge(
                    "more than \(LayoutLimits.maximumElementCount) elements (reached at section \(sectionIndex))")
            }
        }
    }
}

extension ItemSize {
    /// Whether the size is finite and positive (``problem`` is `nil`).
    @inlinable
    var isValid: Bool {
        height.isFinite && height > 0 && (width.map { $0.isFinite && $0 > 0 } ?? true)
    }

    /// Why the size cannot be laid out, or `nil` when it is finite and positive.
    @usableFromInline
    var problem: String? {
        if let width, !(width.isFinite && width > 0) {
            return "width must be a finite number greater than 0, got \(width)"
        }
        if !(height.isFinite && height > 0) {
            return "height must be a finite number greater than 0, got \(height)"
        }
        return nil
    }
}
