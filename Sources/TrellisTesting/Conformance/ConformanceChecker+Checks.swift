extension ConformanceChecker {
    /// Checks one valid input: structure, frames, determinism across runs and
    /// index options, elements-in-rect, attributes, overlaps.
    func check(_ generated: ConformanceInput, number: Int, into report: inout ConformanceReport) {
        func violation(
            _ kind: ConformanceViolation.Kind, index: IndexOption? = nil, item: ElementPath? = nil,
            rect: Rect? = nil, _ detail: String
        ) {
            report.add(
                ConformanceViolation(
                    kind: kind, inputCase: generated.name, seed: generated.seed,
                    index: index, item: item, rect: rect, detail: detail))
        }
        let input = generated.input
        let reference: any LayoutQueries
        do throws(LayoutError) {
            reference = try layout(input, .linear)
        } catch {
            if case .contractViolation = error {
                violation(.contractError, index: .linear, "\(error)")
            } else {
                report.rejections.append(
                    ConformanceRejection(inputCase: generated.name, seed: generated.seed, error: error))
            }
            return
        }
        report.inputsChecked += 1
        let elements = reference.allElements
        for problem in structureProblems(of: reference, elements: elements, input: input) {
            violation(problem.kind, item: problem.item, problem.detail)
        }
        for problem in frameProblems(of: reference.contentSize, axis: reference.scrollAxis, elements: elements) {
            violation(problem.kind, item: problem.item, problem.detail)
        }
        if expectsNonOverlappingItems, let (first, second) = firstOverlap(in: elements, content: reference.contentSize)
        {
            violation(.overlap, item: first.path, "\(first) overlaps \(second)")
        }

        var random = SeededGenerator(seed: (generated.seed ?? 0) &* 1_000_003 &+ UInt64(number))
        let rects = queryRects(content: reference.contentSize, viewport: input, elements: elements, using: &random)
        // `auto` twice: once for the index comparison, once more for determinism.
        for index in IndexOption.allCases + [.auto] {
            let layout: any LayoutQueries
            do throws(LayoutError) {
                layout = try self.layout(input, index)
            } catch {
                violation(
                    .nondeterministic, index: index, "laid out with the linear index, but threw with this one: \(error)"
                )
                continue
            }
            let others = layout.allElements
            if layout.contentSize != reference.contentSize {
                violation(
                    .nondeterministic, index: index,
                    "content size \(layout.contentSize), another run gave \(reference.contentSize)")
            }
            if others != elements {
                let at =
                    zip(others, elements).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                    ?? Swift.min(others.count, elements.count)
                let detail =
                    at < Swift.min(others.count, elements.count)
                    ? "element \(at) is \(others[at]), another run gave \(elements[at])"
                    : "\(others.count) elements, another run gave \(elements.count)"
                violation(.nondeterministic, index: index, item: at < others.count ? others[at].path : nil, detail)
            }
            for rect in rects {
                report.queriesChecked += 1
                let expected = others.filter { $0.frame.intersects(rect) }
                let actual = layout.elements(in: rect)
                if actual != expected {
                    let (detail, item) = Self.difference(actual: actual, expected: expected)
                    violation(.queryMismatch, index: index, item: item, rect: rect, detail)
                }
            }
            for problem in attributeProblems(of: layout, elements: others) {
                violation(.attributesMismatch, index: index, item: problem.item, rect: problem.rect, problem.detail)
            }
        }
    }

    /// Checks that a bad input is rejected with the error that names it.
    func check(_ bad: BadConformanceInput, into report: inout ConformanceReport) {
        report.badInputsChecked += 1
        do throws(LayoutError) {
            _ = try layout(bad.input, .auto)
            report.add(
                ConformanceViolation(
                    kind: .badInputAccepted, inputCase: bad.name,
                    detail: "laid out without an error; expected \(bad.expected)"))
        } catch {
            if !bad.accepts(error) {
                report.add(
                    ConformanceViolation(
                        kind: .wrongError, inputCase: bad.name,
                        detail: "expected \(bad.expected), got: \(error)"))
            }
        }
    }

    struct Problem {
        var kind: ConformanceViolation.Kind
        var item: ElementPath?
        var rect: Rect?
        var detail: String
    }

    /// Sections and items counted, each item once, result order, lookups agreeing with `allElements`.
    func structureProblems(of layout: any LayoutQueries, elements: [LayoutAttributes], input: LayoutInput) -> [Problem]
    {
        var problems: [Problem] = []
        func problem(_ item: ElementPath?, _ detail: String) {
            problems.append(Problem(kind: .structure, item: item, detail: detail))
        }
        if layout.numberOfSections != input.sections.count {
            problem(nil, "\(layout.numberOfSections) sections, the input has \(input.sections.count)")
        }
        // Each item's entry in `allElements`; result order checked on the way.
        var items: [ElementPath: LayoutAttributes] = [:]
        var headers: [Int: LayoutAttributes] = [:]
        var footers: [Int: LayoutAttributes] = [:]
        var backgrounds: [Int: LayoutAttributes] = [:]
        var previous: (section: Int, rank: Int, item: Int)?
        for element in elements {
            let duplicate: Bool
            switch element.kind {
            case .item: duplicate = items.updateValue(element, forKey: element.path) != nil
            case .header: duplicate = headers.updateValue(element, forKey: element.path.section) != nil
            case .footer: duplicate = footers.updateValue(element, forKey: element.path.section) != nil
            case .background: duplicate = backgrounds.updateValue(element, forKey: element.path.section) != nil
            }
            if duplicate {
                problem(element.path, "\(element.kind) \(element.path) appears more than once in allElements")
                continue
            }
            let rank = [ElementKind.background, .header, .item, .footer].firstIndex(of: element.kind) ?? 0
            let key = (section: element.path.section, rank: rank, item: element.kind == .item ? element.path.item : 0)
            if let previous, !(previous < key) {
                problem(
                    element.path,
                    "allElements is out of result order (section, background, header, items, footer) at \(element)")
            }
            previous = key
        }
        if items.count != input.itemCount {
            problem(nil, "allElements holds \(items.count) distinct items, the input has \(input.itemCount)")
        }
        for (section, sectionInput) in input.sections.enumerated() {
            if layout.numberOfItems(inSection: section) != sectionInput.count {
                problem(
                    nil,
                    "section \(section) reports \(layout.numberOfItems(inSection: section)) items, "
                        + "the input has \(sectionInput.count)")
            }
            for item in 0..<sectionInput.count {
                let path = ElementPath(section: section, item: item)
                let listed = items[path]
                guard let attributes = layout.attributesForItem(at: path) else {
                    problem(
                        path,
                        "attributesForItem(at: \(path)) is nil" + (listed == nil ? " and allElements lacks it" : ""))
                    continue
                }
                if attributes.kind != .item || attributes.path != path {
                    problem(path, "attributesForItem(at: \(path)) answered \(attributes)")
                } else if listed == nil {
                    problem(path, "item \(path) is missing from allElements")
                } else if listed != attributes {
                    problem(path, "attributesForItem(at: \(path)) is \(attributes), allElements has \(listed!)")
                }
            }
            for kind in [ElementKind.header, .footer] {
                let listed = kind == .header ? headers[section] : footers[section]
                let looked = layout.attributesForSupplementaryElement(ofKind: kind, inSection: section)
                if looked != listed {
                    problem(
                        ElementPath(section: section, item: 0),
                        "the \(kind) of section \(section) is \(looked.map { "\($0)" } ?? "nil") by lookup, "
                            + "\(listed.map { "\($0)" } ?? "nil") in allElements")
                }
            }
        }
        let sections = input.sections.count
        let outside = [
            ElementPath(section: sections, item: 0), ElementPath(section: -1, item: 0),
            ElementPath(section: 0, item: -1),
            ElementPath(section: 0, item: input.sections.first?.count ?? 0),
        ]
        for path in outside {
            if let found = layout.attributesForItem(at: path) {
                problem(path, "attributesForItem(at: \(path)) answered \(found) for an item that does not exist")
            }
        }
        return problems
    }

    /// Finite content size and frames, non-negative sizes, frames inside the content.
    func frameProblems(of content: Size, axis: ScrollAxis, elements: [LayoutAttributes]) -> [Problem] {
        guard content.width.isFinite, content.height.isFinite, content.width >= 0, content.height >= 0 else {
            return [Problem(kind: .invalidFrame, detail: "content size \(content) is not finite and non-negative")]
        }
        let slack = slack(for: content)
        var problems: [Problem] = []
        for element in elements {
            let frame = element.frame
            if !frame.isFinite || frame.width < 0 || frame.height < 0 {
                problems.append(
                    Problem(
                        kind: .invalidFrame, item: element.path,
                        detail: "\(element) has a non-finite or negative-size frame"))
            } else if outside(
                frame, content: content, slack: slack,
                checkingX: axis == .horizontal || expectsFramesInsideContentAcross,
                checkingY: axis == .vertical || expectsFramesInsideContentAcross)
            {
                problems.append(
                    Problem(
                        kind: .frameOutsideContent, item: element.path,
                        detail: "\(element) is outside the content size \(content)"))
            }
        }
        return problems
    }

    private func outside(_ frame: Rect, content: Size, slack: Double, checkingX: Bool, checkingY: Bool) -> Bool {
        (checkingX && (frame.minX < -slack || frame.maxX > content.width + slack))
            || (checkingY && (frame.minY < -slack || frame.maxY > content.height + slack))
    }

    /// Each item with area, looked up, is returned with the same attributes by
    /// a query of its own frame.
    func attributeProblems(of layout: any LayoutQueries, elements: [LayoutAttributes]) -> [Problem] {
        let items = elements.filter { $0.kind == .item && $0.frame.hasArea }
        // Queries of their own frames cost O(n) each with `linear`: sample at most 400 items.
        let stride = Swift.max(1, items.count / 400)
        var problems: [Problem] = []
        for element in Swift.stride(from: 0, to: items.count, by: stride).map({ items[$0] }) {
            guard let looked = layout.attributesForItem(at: element.path) else { continue }  // reported as structure
            let found = layout.elements(in: looked.frame)
            if !found.contains(looked) {
                let same = found.first { $0.kind == .item && $0.path == element.path }
                problems.append(
                    Problem(
                        kind: .attributesMismatch, item: element.path, rect: looked.frame,
                        detail: same.map {
                            "attributesForItem answered \(looked), elements-in-rect of that frame \($0)"
                        }
                            ?? "attributesForItem answered \(looked), but elements-in-rect of that frame does not return the item"
                    ))
            }
        }
        return problems
    }

    /// The first pair of items whose interiors overlap by more than the slack.
    func firstOverlap(in elements: [LayoutAttributes], content: Size) -> (LayoutAttributes, LayoutAttributes)? {
        let slack = slack(for: content)
        let items = elements.filter { $0.kind == .item && $0.frame.hasArea && $0.frame.isFinite }
            .sorted { $0.frame.minY < $1.frame.minY }
        for (offset, first) in items.enumerated() {
            for second in items[(offset + 1)...] {
                // Sorted by minY: nothing further down can reach into `first`.
                guard second.frame.minY < first.frame.maxY - slack else { break }
                let across =
                    Swift.min(first.frame.maxX, second.frame.maxX) - Swift.max(first.frame.minX, second.frame.minX)
                if across > slack { return (first, second) }
            }
        }
        return nil
    }

    func slack(for content: Size) -> Double {
        tolerance * Swift.max(1, content.width, content.height)
    }

    /// The rectangles queried: the whole content, a huge rect, empty and NaN
    /// rects, viewport-sized and random ones, item frames and rects touching them.
    func queryRects(
        content: Size, viewport: LayoutInput, elements: [LayoutAttributes],
        using random: inout SeededGenerator
    ) -> [Rect] {
        let width = Swift.max(content.width, 1)
        let height = Swift.max(content.height, 1)
        var rects = [
            Rect(x: 0, y: 0, width: content.width, height: content.height),
            Rect(x: -1e12, y: -1e12, width: 3e12, height: 3e12),
            Rect(x: width / 2, y: height / 2, width: 0, height: 10),
            Rect(x: .nan, y: 0, width: 10, height: 10),
        ]
        let frames = elements.map(\.frame).filter { $0.isFinite }
        while rects.count < Swift.max(rectsPerInput, 4) {
            switch rects.count % 4 {
            case 0 where !frames.isEmpty:
                // An element's own frame, or a rect touching one of its edges (which must not return it).
                let frame = frames.randomElement(using: &random)!
                switch Int.random(in: 0..<3, using: &random) {
                case 0: rects.append(frame)
                case 1: rects.append(Rect(x: frame.maxX, y: frame.minY, width: 10, height: Swift.max(frame.height, 1)))
                default:
                    rects.append(Rect(x: frame.minX, y: frame.minY - 10, width: Swift.max(frame.width, 1), height: 10))
                }
            case 1:
                // A viewport at a random scroll position.
                let size = Size(width: viewport.width, height: viewport.height ?? 844)
                rects.append(
                    Rect(
                        x: Double.random(in: -0.1 * width...width, using: &random),
                        y: Double.random(in: -0.1 * height...height, using: &random),
                        width: size.width, height: size.height))
            default:
                rects.append(
                    Rect(
                        x: Double.random(in: -0.1 * width...width, using: &random),
                        y: Double.random(in: -0.1 * height...height, using: &random),
                        width: Double.random(in: 0.5...(0.3 * width + 1), using: &random),
                        height: Double.random(in: 0.5...(0.3 * height + 1), using: &random)))
            }
        }
        return rects
    }

    /// Describes how a query result differs from the expected one.
    static func difference(actual: [LayoutAttributes], expected: [LayoutAttributes]) -> (String, ElementPath?) {
        let missing = expected.filter { !actual.contains($0) }
        let extra = actual.filter { !expected.contains($0) }
        func list(_ elements: [LayoutAttributes]) -> String {
            elements.prefix(3).map(\.description).joined(separator: "; ") + (elements.count > 3 ? "; …" : "")
        }
        var parts: [String] = []
        if !missing.isEmpty { parts.append("\(missing.count) missing (\(list(missing)))") }
        if !extra.isEmpty { parts.append("\(extra.count) extra (\(list(extra)))") }
        if parts.isEmpty { parts.append("the same \(actual.count) elements in a different order or repeated") }
        let item = missing.first?.path ?? extra.first?.path ?? actual.first?.path
        return (
            "elements-in-rect returned \(actual.count), the linear scan \(expected.count): "
                + parts.joined(separator: ", "), item
        )
    }
}
