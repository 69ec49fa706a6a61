// Following the visible rect: a full window after a new layout, strips on a scroll.

extension ElementWindow {
    /// Recomputes the window for `visibleRect` in a new or changed layout
    /// (data changed, a width change): *W* becomes the visible rect grown by
    /// ``overscan``.
    ///
    /// Every element counts as inserted and every previous one as removed:
    /// storage positions of another layout mean nothing here. A view keys its
    /// subviews by element identity, so unchanged elements keep their views.
    ///
    /// - Complexity: O(log *n* + *k*), where *n* is the number of elements
    ///   and *k* the number in the window.
    @discardableResult
    public mutating func reset(to visibleRect: Rect, in layout: PreparedLayout) -> Step {
        let grown = Self.grow(visibleRect, by: overscan, along: layout.scrollAxis)
        var step = Step()
        step.removed = count
        step.rewindowed = true
        axis = layout.scrollAxis
        pinsHeaders = layout.pinsHeaders
        members = [:]
        let positions = layout.elementPositions(in: grown)
        step.examined = positions.count
        members.reserveCapacity(positions.count)
        for position in positions {
            guard let element = layout.attributes(atPosition: position),
                !(pinsHeaders && element.kind == .header)
            else { continue }
            members[position] = element
        }
        pinned = pinsHeaders ? layout.pinnedHeaders(in: grown, visibleRect: visibleRect) : []
        step.examined += pinned.count
        step.inserted = count
        rect = grown
        self.visibleRect = visibleRect
        lastStep = step
        return step
    }

    /// Follows the visible rect to `visibleRect` in the layout of the last
    /// ``reset(to:in:)`` (see the type's discussion for the rule).
    ///
    /// Resets instead when there was no reset yet, or the visible rect's
    /// extent across the scroll axis, the layout's scroll axis or its header
    /// pinning changed.
    ///
    /// - Complexity: O(1) within the band (plus O(log *h* + *r*) for pinned
    ///   headers); a re-window O(log *n* + *c* + *b*) — see the type's discussion.
    @discardableResult
    public mutating func scroll(to visibleRect: Rect, in layout: PreparedLayout) -> Step {
        guard let old = rect, layout.scrollAxis == axis, layout.pinsHeaders == pinsHeaders,
            Self.across(old, axis) == Self.across(visibleRect, axis)
        else { return reset(to: visibleRect, in: layout) }
        var step = Step()
        let inner = Self.along(Self.grow(visibleRect, by: minimumOverscan, along: axis), axis)
        let window = Self.along(old, axis)
        if inner.lower < window.lower || inner.upper > window.upper {
            let grown = Self.grow(visibleRect, by: overscan, along: axis)
            step.rewindowed = true
            // Inserted: elements of the strips the new rect adds that the old window lacks.
            for strip in Self.strips(of: grown, outside: old, along: axis) {
                for position in layout.elementPositions(in: strip) {
                    step.examined += 1
                    guard members[position] == nil, let element = layout.attributes(atPosition: position),
                        !(pinsHeaders && element.kind == .header)
                    else { continue }
                    members[position] = element
                    step.inserted += 1
                }
            }
            // Removed: elements of the strips the new rect drops that no longer overlap it.
            for strip in Self.strips(of: old, outside: grown, along: axis) {
                for position in layout.elementPositions(in: strip) {
                    step.examined += 1
                    guard let element = members[position], !element.frame.intersects(grown) else { continue }
                    members[position] = nil
                    step.removed += 1
                }
            }
            rect = grown
        }
        if pinsHeaders, let window = rect {
            let headers = layout.pinnedHeaders(in: window, visibleRect: visibleRect)
            step.examined += headers.count
            step.moved = Self.differences(pinned, headers)
            pinned = headers
        }
        self.visibleRect = visibleRect
        lastStep = step
        return step
    }

    // MARK: - Geometry along the scroll axis

    /// `rect` grown by `margin` at both ends along `axis`.
    static func grow(_ rect: Rect, by margin: Double, along axis: ScrollAxis) -> Rect {
        switch axis {
        case .vertical:
            Rect(x: rect.minX, y: rect.minY - margin, width: rect.width, height: rect.height + 2 * margin)
        case .horizontal:
            Rect(x: rect.minX - margin, y: rect.minY, width: rect.width + 2 * margin, height: rect.height)
        }
    }

    /// The parts of `rect` outside `other` along `axis` (at most two strips),
    /// with `rect`'s extent across the axis; `rect` itself when they do not overlap.
    static func strips(of rect: Rect, outside other: Rect, along axis: ScrollAxis) -> [Rect] {
        let (lower, upper) = along(rect, axis)
        let (otherLower, otherUpper) = along(other, axis)
        var pieces: [(Double, Double)] = []
        if lower < Swift.min(upper, otherLower) { pieces.append((lower, Swift.min(upper, otherLower))) }
        if Swift.max(lower, otherUpper) < upper { pieces.append((Swift.max(lower, otherUpper), upper)) }
        return pieces.map { start, end in
            switch axis {
            case .vertical: Rect(x: rect.minX, y: start, width: rect.width, height: end - start)
            case .horizontal: Rect(x: start, y: rect.minY, width: end - start, height: rect.height)
            }
        }
    }

    /// A rect's extent along `axis`.
    static func along(_ rect: Rect, _ axis: ScrollAxis) -> (lower: Double, upper: Double) {
        axis == .vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    }

    /// A rect's extent across `axis`.
    static func across(_ rect: Rect, _ axis: ScrollAxis) -> (lower: Double, upper: Double) {
        axis == .vertical ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
    }

    /// How many headers differ between two lists ordered by section: moved,
    /// appeared or gone.
    static func differences(_ old: [LayoutAttributes], _ new: [LayoutAttributes]) -> Int {
        var changes = 0
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if j == new.count || (i < old.count && old[i].path.section < new[j].path.section) {
                changes += 1
                i += 1
            } else if i == old.count || new[j].path.section < old[i].path.section {
                changes += 1
                j += 1
            } else {
                if old[i].frame != new[j].frame { changes += 1 }
                i += 1
                j += 1
            }
        }
        return changes
    }
}
