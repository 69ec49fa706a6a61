extension PreparedLayout {
    /// The layout as the JSON `trellis layout` prints:
    ///
    /// ```json
    /// {
    ///   "contentSize": [390, 1021.5],
    ///   "items": [
    ///     [6, 6, 183, 122.0625],
    ///     [201, 6, 183, 244.125]
    ///   ],
    ///   "supplementary": [
    ///     {"kind": "header", "section": 0, "frame": [0, 0, 390, 40]}
    ///   ]
    /// }
    /// ```
    ///
    /// Item frames are `[x, y, width, height]` in (section, item) order, one per
    /// line; section backgrounds (kind `"background"`, when the input asks for
    /// them), headers and footers follow in section order, in that order
    /// within a section. Numbers read back exactly: whole numbers print without
    /// a fraction, others in Swift's shortest round-tripping form. Frames are
    /// finite (the builder checks), so the text is always valid JSON.
    ///
    /// - Complexity: O(*n*), where *n* is the number of elements.
    public func jsonText() -> String {
        Self.framesDocument(contentSize: contentSize, capacity: elementCount) { item in
            for section in 0..<numberOfSections {
                for index in 0..<numberOfItems(inSection: section) {
                    if let frame = attributesForItem(at: ElementPath(section: section, item: index))?.frame {
                        item(frame)
                    }
                }
            }
        } supplementary: { element in
            for section in 0..<numberOfSections {
                for kind in [ElementKind.background, .header, .footer] {
                    if let frame = attributesForSupplementaryElement(ofKind: kind, inSection: section)?.frame {
                        element(kind, section, frame)
                    }
                }
            }
        }
    }

    /// The document of ``jsonText()``: the content size, then the frames
    /// `items` gives, then the elements `supplementary` gives, in their order.
    ///
    /// - Parameter capacity: How many frames to reserve room for.
    /// - Complexity: O(*n*), where *n* is the number of frames given.
    static func framesDocument(
        contentSize: Size, capacity: Int, items: ((Rect) -> Void) -> Void,
        supplementary: ((ElementKind, Int, Rect) -> Void) -> Void
    ) -> String {
        // Bytes, not String appends: at 1,000,000 items (54 MB of text) appending
        // to a String spent most of its time in String's growth and UTF-8
        // bookkeeping; a reserved byte buffer halves the time of `trellis layout`.
        var text = JSONBytes(capacity: capacity * 44 + 128)
        text.append("{\n  \"contentSize\": [")
        text.append(contentSize.width)
        text.append(", ")
        text.append(contentSize.height)
        text.append("],\n  \"items\": [")
        var first = true
        items { frame in
            text.append(first ? "\n    " : ",\n    ")
            first = false
            text.append(frame)
        }
        text.append(first ? "],\n  \"supplementary\": [" : "\n  ],\n  \"supplementary\": [")
        first = true
        supplementary { kind, section, frame in
            text.append(first ? "\n    " : ",\n    ")
            first = false
            text.append("{\"kind\": \"\(kind.rawValue)\", \"section\": ")
            text.append(Double(section))
            text.append(", \"frame\": ")
            text.append(frame)
            text.append("}")
        }
        text.append(first ? "]\n}\n" : "\n  ]\n}\n")
        return String(decoding: text.bytes, as: UTF8.self)
    }
}

extension PositionedLayout {
    /// These frames as the document ``PreparedLayout/jsonText()`` writes
    /// (`trellis layout` without `--format`).
    ///
    /// - Complexity: O(*n*), where *n* is the number of elements.
    public func framesText() -> String {
        PreparedLayout.framesDocument(contentSize: contentSize, capacity: items.count + supplementary.count) { emit in
            for item in items { emit(item.frame) }
        } supplementary: { emit in
            for element in supplementary { emit(element.kind, element.section, element.frame) }
        }
    }
}
