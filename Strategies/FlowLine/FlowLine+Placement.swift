import TrellisCore

extension FlowLine {
    /// Places every section's header, items (line by line) and footer.
    ///
    /// Each line is one band of the builder (as are headers and footers), so
    /// the `auto` index answers queries by a binary search over lines.
    ///
    /// - Throws: ``LayoutError/invalidViewport(_:)`` when scrolling
    ///   horizontally without a viewport height;
    ///   ``LayoutError/invalidItem(section:item:reason:)`` for an item given
    ///   with a height only; ``LayoutError/invalidSection(section:reason:)``
    ///   when a section's insets along the line leave no room for items;
    ///   ``LayoutError/invalidOption(key:reason:)`` for a bad value.
    /// - Complexity: O(*n* + *s*), where *n* is the number of items and *s* the number of sections.
    public func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) throws(LayoutError) {
        try validateSettings()
        let transposed = scrollDirection == .horizontal
        let viewportLength: Double
        if transposed {
            guard let height = input.height else {
                throw .invalidViewport(
                    "horizontal flow-line needs a height: its lines run down the viewport's height; give \"height\"")
            }
            viewportLength = height
        } else {
            viewportLength = input.width
        }
        builder.scrollAxis = scrollDirection.axis

        var extent = 0.0
        // One buffer for every line of the layout; a line longer than this doubles it.
        let lineBuffer = LineStorage(capacity: 64)
        for (sectionIndex, section) in input.sections.enumerated() {
            let settings = try settings(for: section, at: sectionIndex)
            let insetKey = section.options[Self.sectionInsetOption.name] == nil
                ? Self.sectionInsetOption.name
                : (section.options.keyPrefix.isEmpty ? "sections[\(sectionIndex)]." : section.options.keyPrefix)
                    + Self.sectionInsetOption.name
            let metrics = try LineMetrics(settings, viewportLength: viewportLength, transposed: transposed,
                                          section: sectionIndex, insetKey: insetKey)
            builder.beginSection()
            var flow = SectionFlow(metrics, start: extent, viewportLength: viewportLength, transposed: transposed,
                                   lineBuffer: lineBuffer)
            flow.placeHeader(into: &builder)
            switch section.items {
            case .sizes(let sizes):
                for item in sizes.indices {
                    let size = sizes[item]
                    guard let width = size.width else {
                        throw .invalidItem(
                            section: sectionIndex, item: item,
                            reason: "flow-line needs a width and a height, got a height only (\(size.height)); "
                                + "give {\"width\": w, \"height\": h} or [w, h]")
                    }
                    flow.add(transposed ? Size(width: size.height, height: width)
                                        : Size(width: width, height: size.height),
                             into: &builder)
                }
            case .count(let count):
                let size = metrics.itemSize
                for _ in 0..<Swift.max(count, 0) {
                    flow.add(size, into: &builder)
                }
            }
            extent = flow.finish(into: &builder)
            // Every frame of the section lies before `extent`; once it overflows, so may they.
            guard extent.isFinite else {
                throw .inputTooLarge(
                    "section \(sectionIndex): the content \(transposed ? "width" : "height") exceeds what a Double "
                        + "can hold; the item sizes, spacings, insets or header and footer sizes are too large")
            }
        }
        builder.contentSize = transposed
            ? Size(width: extent, height: viewportLength)
            : Size(width: viewportLength, height: extent)
    }
}
