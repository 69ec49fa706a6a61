/// One way a strategy broke the layout contract, with the input that shows it.
///
/// Every violation names the generated input (``inputCase`` and ``seed``:
/// ``ConformanceChecker/inputs`` regenerates it) and, where they apply, the
/// item, the query rectangle and the index option.
public struct ConformanceViolation: Sendable, Hashable, CustomStringConvertible {
    /// What part of the contract was broken.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The framework caught the strategy breaking the contract while preparing
        /// (``LayoutError/contractViolation(strategy:detail:)``): an item missing
        /// or placed twice, a non-finite frame, a misused builder.
        case contractError = "contract error"
        /// Sections, items, headers or footers are missing, duplicated, out of
        /// result order, or looked up inconsistently.
        case structure
        /// A frame or the content size is not finite, or has a negative width or height.
        case invalidFrame = "invalid frame"
        /// A frame lies outside the content size.
        case frameOutsideContent = "frame outside content"
        /// Preparing the same input twice (or with another index option) gave different results.
        case nondeterministic
        /// Elements-in-rect differs from the linear scan of every element.
        case queryMismatch = "elements-in-rect mismatch"
        /// Item attributes disagree with elements-in-rect (a query of an item's
        /// own frame does not return the item with the same attributes).
        case attributesMismatch = "attributes mismatch"
        /// Two items overlap in a strategy declared not to overlap items.
        case overlap
        /// A bad input (zero, negative, NaN or infinite size; bad viewport) was laid out.
        case badInputAccepted = "bad input accepted"
        /// A bad input was rejected, but not with the ``LayoutError`` that names it.
        case wrongError = "wrong error"
        /// The strategy could not be created, or rejected every generated input.
        case nothingChecked = "nothing checked"
        /// An option declaration is wrong (``OptionDeclaring/declarationProblems``):
        /// two options with one key, a reserved key, a default the
        /// declaration does not allow, an option `init()` assigns.
        case declaration
        /// A ``LiveLayout`` of a ``ResumableLayoutStrategy``, after an edit,
        /// differs from a full prepare of its input (or, paused, from the
        /// same part of it): a resumption bug.
        case liveMismatch = "live mismatch"
    }

    /// What part of the contract was broken.
    public var kind: Kind
    /// The name of the generated input, e.g. `"random sizes"`.
    public var inputCase: String
    /// The seed the input was generated from, or `nil` for a fixed edge case.
    public var seed: UInt64?
    /// The index option the failing query or layout used, where one applies.
    public var index: IndexOption?
    /// The element at fault, where one applies.
    public var item: ElementPath?
    /// The query rectangle, for elements-in-rect violations.
    public var rect: Rect?
    /// What was expected and what happened.
    public var detail: String

    /// Creates a violation.
    public init(
        kind: Kind, inputCase: String, seed: UInt64? = nil, index: IndexOption? = nil,
        item: ElementPath? = nil, rect: Rect? = nil, detail: String
    ) {
        self.kind = kind
        self.inputCase = inputCase
        self.seed = seed
        self.index = index
        self.item = item
        self.rect = rect
        self.detail = detail
    }

    /// One line: kind, input, seed, index, item, rect, detail.
    public var description: String {
        var location = "input '\(inputCase)'"
        if let seed { location += ", seed \(seed)" }
        if let index { location += ", index \(index.rawValue)" }
        if let item { location += ", item \(item)" }
        if let rect { location += ", rect \(rect)" }
        return "[\(kind.rawValue)] \(location): \(detail)"
    }
}

/// A generated input the strategy declined with an error other than a
/// contract violation: legitimate (e.g. padding too wide for a tiny viewport),
/// listed so an author can see what was not checked.
public struct ConformanceRejection: Sendable, Hashable {
    /// The name of the generated input.
    public var inputCase: String
    /// The seed it was generated from, or `nil` for a fixed edge case.
    public var seed: UInt64?
    /// The error the strategy threw.
    public var error: LayoutError
}

/// What ``ConformanceChecker`` found: the violations, and how much it checked.
///
/// Empty (``isEmpty``) when the strategy kept the whole contract on every
/// generated input. `description` lists every violation, one per line, for a
/// test failure message.
///
/// ```swift
/// let report = ConformanceChecker.check(Masonry.self)
/// XCTAssertTrue(report.isEmpty, "\(report)")          // XCTest
/// report.recordIssues()                                // Swift Testing
/// ```
public struct ConformanceReport: Sendable, CustomStringConvertible {
    /// The strategy checked.
    public var strategyName: String
    /// Every violation found, in the order found (at most one per input and kind;
    /// see ``suppressedViolationCount``).
    public var violations: [ConformanceViolation] = []
    /// Violations not listed because the same input already showed one of the same kind.
    public var suppressedViolationCount = 0
    /// The generated inputs that were laid out and checked.
    public var inputsChecked = 0
    /// The generated inputs the strategy rejected with an error (not violations).
    public var rejections: [ConformanceRejection] = []
    /// The bad inputs checked for a proper error.
    public var badInputsChecked = 0
    /// The elements-in-rect queries compared with the linear scan.
    public var queriesChecked = 0
    /// The live runs (random edits through a ``LiveLayout``) compared with
    /// full prepares: a resumable strategy's.
    public var liveRunsChecked = 0

    /// Creates an empty report for a strategy.
    public init(strategyName: String) {
        self.strategyName = strategyName
    }

    /// Whether the strategy kept the whole contract: no violation.
    public var isEmpty: Bool { violations.isEmpty }

    /// The violations of one kind.
    ///
    /// - Complexity: O(*v*), where *v* is the number of violations.
    public func violations(ofKind kind: ConformanceViolation.Kind) -> [ConformanceViolation] {
        violations.filter { $0.kind == kind }
    }

    /// A summary line, then one line per violation.
    public var description: String {
        var text = "conformance of '\(strategyName)': "
        text += violations.isEmpty ? "no violations" : "\(violations.count + suppressedViolationCount) violation(s)"
        text += " in \(inputsChecked) input(s) laid out (\(rejections.count) rejected), "
        text += "\(queriesChecked) queries, \(badInputsChecked) bad inputs"
        if liveRunsChecked > 0 { text += ", \(liveRunsChecked) live runs" }
        for violation in violations {
            text += "\n  - \(violation)"
        }
        if suppressedViolationCount > 0 {
            text += "\n  (\(suppressedViolationCount) more of the same kinds on the same inputs not listed)"
        }
        return text
    }

    /// Adds a violation unless the same input already showed one of the same kind.
    mutating func add(_ violation: ConformanceViolation) {
        let repeated = violations.contains {
            $0.kind == violation.kind && $0.inputCase == violation.inputCase && $0.seed == violation.seed
        }
        if repeated { suppressedViolationCount += 1 } else { violations.append(violation) }
    }
}
