/// The section options the column strategies and `mosaic` share with
/// `flow-line`: scroll direction, section insets, headers and footers, under
/// flow-line's (UIKit's) names.
public enum SectionOptions {
    /// `scrollDirection`: `"vertical"` (default) or `"horizontal"` (the
    /// vertical algorithm transposed; needs the viewport height).
    public static let scrollDirection = scrollDirection(
        summary: "The content grows downwards (vertical) or to the right (horizontal: needs the viewport height).")

    /// The `scrollDirection` option with a strategy's own summary, which says
    /// what runs which way in that strategy's words.
    public static func scrollDirection(summary: String) -> Option<ScrollAxis> {
        Option<ScrollAxis>.shared("scrollDirection", default: .vertical, summary: summary)
    }

    /// `sectionInset`: insets around each section's items, every side at least 0; default 0.
    public static let sectionInset = Option<Insets>.shared(
        "sectionInset", default: .zero,
        allowed: Insets.optionTypeDescription + ", each side at least 0",
        summary: "Insets around each section's items (not its header and footer).",
        check: { insets in
            insets.top >= 0 && insets.left >= 0 && insets.bottom >= 0 && insets.right >= 0
                ? nil : "every side must be at least 0"
        })

    /// `headerReferenceSize`: the header's size; its height counts when
    /// scrolling vertically, its width horizontally; 0 (the default) means none.
    public static let headerReferenceSize = Option<Size>.shared(
        "headerReferenceSize", default: .zero,
        allowed: Size.optionTypeDescription + ", each at least 0",
        summary: "Header size (it spans the section's full width): its height counts when scrolling vertically, "
            + "its width horizontally; 0 means none.",
        check: nonNegative)

    /// `footerReferenceSize`: the footer's size, read as ``headerReferenceSize``.
    public static let footerReferenceSize = Option<Size>.shared(
        "footerReferenceSize", default: .zero,
        allowed: Size.optionTypeDescription + ", each at least 0",
        summary: "Footer size (it spans the section's full width): its height counts when scrolling vertically, "
            + "its width horizontally; 0 means none.",
        check: nonNegative)

    /// The three per-section options: inset, header and footer.
    public static let perSection: [AnyOption] = [
        sectionInset.erased, headerReferenceSize.erased,
        footerReferenceSize.erased,
    ]

    @Sendable
    private static func nonNegative(_ size: Size) -> String? {
        size.width >= 0 && size.height >= 0 ? nil : "width and height must be at least 0"
    }
}

extension ScrollAxis: OptionRepresentable {}

extension SectionInput {
    /// The section's option overrides, with keys named `sections[index].…` in
    /// errors unless the caller named them already.
    public func overrides(at index: Int) -> OptionValues {
        var options = self.options
        if options.keyPrefix.isEmpty { options.keyPrefix = "sections[\(index)]." }
        return options
    }
}

/// One section's insets, header and footer in *scroll coordinates*: `x`
/// across the scroll direction, `y` along it.
///
/// Vertical scrolling uses frames as they are; horizontal scrolling is the
/// same arithmetic transposed — the viewport height is the cross length, an
/// item's extent along the scroll direction is its width — and every frame is
/// transposed (``Rect/transposed``) when it is placed.
///
/// Rules (the same as `flow-line`'s): a section starts where the previous one
/// ends (the first at 0). The header, when its extent `hh > 0`, is
/// `(0, start, L, hh)` — the full cross length `L`, insets do not apply. The
/// items get the cross range `[inset.left, L - inset.right)` and start at
/// `start + hh + inset.top`. After them comes `inset.bottom`, then the footer
/// `(0, bottom, L, fh)`; the section ends at `bottom + fh`. (For horizontal
/// scrolling read top/bottom for left/right and widths for heights.)
public struct SectionGeometry: Sendable, Hashable {
    /// Whether frames are transposed (horizontal scrolling).
    public let transposed: Bool
    /// `L`: the viewport's extent across the scroll direction.
    public let crossLength: Double
    /// The inset before the items across the scroll direction (`left`; `top` when horizontal).
    public let crossStart: Double
    /// The cross length left for items: `L - left - right`.
    public let itemsCrossLength: Double
    /// The inset before the items along the scroll direction (`top`; `left` when horizontal).
    public let leadingInset: Double
    /// The inset after the items along the scroll direction (`bottom`; `right` when horizontal).
    public let trailingInset: Double
    /// The header's extent along the scroll direction; 0 means none.
    public let headerExtent: Double
    /// The footer's extent along the scroll direction; 0 means none.
    public let footerExtent: Double

    /// Resolves a section's insets, header and footer.
    ///
    /// - Parameters:
    ///   - axis: The scroll direction.
    ///   - width: The viewport width.
    ///   - height: The viewport height; required when scrolling horizontally.
    ///   - inset: The section's insets.
    ///   - header: The header reference size.
    ///   - footer: The footer reference size.
    ///   - section: The section's index, for errors.
    ///   - strategy: The strategy's name, for errors.
    /// - Throws: ``LayoutError/invalidViewport(_:)`` when scrolling
    ///   horizontally without a height; ``LayoutError/invalidSection(section:reason:)``
    ///   when the insets leave no room for items across.
    public init(
        axis: ScrollAxis, width: Double, height: Double?, inset: Insets, header: Size, footer: Size,
        section: Int, strategy: String
    ) throws(LayoutError) {
        transposed = axis == .horizontal
        crossLength = try Self.crossLength(axis: axis, width: width, height: height, strategy: strategy)
        crossStart = transposed ? inset.top : inset.left
        let crossEnd = transposed ? inset.bottom : inset.right
        leadingInset = transposed ? inset.left : inset.top
        trailingInset = transposed ? inset.right : inset.bottom
        itemsCrossLength = crossLength - crossStart - crossEnd
        headerExtent = transposed ? header.width : header.height
        footerExtent = transposed ? footer.width : footer.height
        guard itemsCrossLength > 0 else {
            let (start, end, dimension) = transposed ? ("top", "bottom", "height") : ("left", "right", "width")
            throw .invalidSection(
                section: section,
                reason: "'sectionInset' \(start) \(crossStart) + \(end) \(crossEnd) is not less than the viewport "
                    + "\(dimension) \(crossLength), so no item fits across; the two insets must add up to less than the \(dimension)"
            )
        }
    }

    /// The geometry of one section of `input`: the strategy's insets, header
    /// and footer, overridden by the section's own `sectionInset`,
    /// `headerReferenceSize` and `footerReferenceSize`.
    ///
    /// - Parameters:
    ///   - section: The section; its overrides are read with ``SectionInput/overrides(at:)``.
    ///   - index: Its index, for errors.
    ///   - input: The input, for the viewport.
    ///   - axis: The scroll direction.
    ///   - inset: The strategy's section inset.
    ///   - header: The strategy's header reference size.
    ///   - footer: The strategy's footer reference size.
    ///   - strategy: The strategy's name, for errors.
    /// - Throws: as ``init(axis:width:height:inset:header:footer:section:strategy:)``, and
    ///   ``LayoutError/invalidOption(key:reason:)`` for a bad override.
    public init(
        _ section: SectionInput, at index: Int, of input: LayoutInput, axis: ScrollAxis, inset: Insets,
        header: Size, footer: Size, strategy: String
    ) throws(LayoutError) {
        var inset = inset
        var header = header
        var footer = footer
        if !section.options.isEmpty {
            let options = section.overrides(at: index)
            inset = try options.value(SectionOptions.sectionInset, default: inset)
            header = try options.value(SectionOptions.headerReferenceSize, default: header)
            footer = try options.value(SectionOptions.footerReferenceSize, default: footer)
        }
        try self.init(
            axis: axis, width: input.width, height: input.height, inset: inset, header: header,
            footer: footer, section: index, strategy: strategy)
    }

    /// The viewport's extent across the scroll direction: the width, or the height when horizontal.
    ///
    /// - Throws: ``LayoutError/invalidViewport(_:)`` when horizontal without a height.
    public static func crossLength(
        axis: ScrollAxis, width: Double, height: Double?,
        strategy: String
    ) throws(LayoutError) -> Double {
        guard axis == .horizontal else { return width }
        guard let height else {
            throw .invalidViewport(
                "horizontal \(strategy) needs a height: its columns run across the viewport's height; give \"height\"")
        }
        return height
    }

    /// Where the items start along the scroll direction in a section starting at `start`.
    @inlinable
    public func itemsStart(sectionStart start: Double) -> Double { start + headerExtent + leadingInset }

    /// Places the header of a section starting at `start`, when it has one.
    public func placeHeader(sectionStart start: Double, into builder: inout LayoutBuilder) {
        guard headerExtent > 0 else { return }
        builder.addHeader(place(Rect(x: 0, y: start, width: crossLength, height: headerExtent)))
    }

    /// Places the footer after items ending at `itemsEnd`, when there is one.
    ///
    /// - Returns: Where the section ends: `itemsEnd + inset.bottom + footer`.
    public func placeFooter(itemsEnd: Double, into builder: inout LayoutBuilder) -> Double {
        let bottom = itemsEnd + trailingInset
        guard footerExtent > 0 else {
            builder.endSection(at: bottom)
            return bottom
        }
        builder.addFooter(place(Rect(x: 0, y: bottom, width: crossLength, height: footerExtent)))
        builder.endSection(at: bottom + footerExtent)
        return bottom + footerExtent
    }

    /// A frame in scroll coordinates as the builder takes it.
    @inlinable
    public func place(_ frame: Rect) -> Rect { transposed ? frame.transposed : frame }

    /// The content size for content ending at `end` along the scroll direction.
    @inlinable
    public func contentSize(end: Double) -> Size {
        transposed ? Size(width: end, height: crossLength) : Size(width: crossLength, height: end)
    }
}
