/// A ``ResumableLayoutStrategy/PlacementState`` that can be written out as
/// numbers and read back: what lets a placement resume in another process,
/// from a file, with only the items after its checkpoint.
///
/// ``portableValues`` lists the state as finite numbers (a flag as 0 or 1, a
/// case of an enumeration as its number, a missing value as a flag and
/// zeros); ``init(portableValues:)`` reads such a list back and returns `nil`
/// for any list it did not write: a wrong length, a number that is not finite,
/// a flag that is not 0 or 1, a count or index that is not a whole number in
/// range. A state read back equals the one written, bit for bit, so resuming
/// from it places exactly what resuming from the original would.
///
/// ```swift
/// let saved = state.portableValues              // [Double], e.g. into a file
/// let restored = ColumnPlacementState(portableValues: saved)  // == state
/// ```
public protocol PortablePlacementState: Sendable {
    /// The state as a list of finite numbers.
    ///
    /// - Complexity: O(*m*), where *m* is the size of the state (one number
    ///   per column of a column layout, a few otherwise).
    var portableValues: [Double] { get }

    /// Reads a state from the numbers ``portableValues`` gave, or returns
    /// `nil` when they cannot be such a list.
    ///
    /// - Complexity: O(*m*), where *m* is the number of values.
    init?(portableValues: [Double])
}

extension PortablePlacementState {
    /// Whether `value` is a whole number in `range`: a count, an index or the code of a case.
    ///
    /// - Complexity: O(1).
    public static func isWholeNumber(_ value: Double, in range: ClosedRange<Int>) -> Bool {
        value.isFinite && value == value.rounded(.towardZero) && value >= Double(range.lowerBound)
            && value <= Double(range.upperBound)
    }

    /// A flag written as 0 or 1, or `nil` for any other number.
    ///
    /// - Complexity: O(1).
    public static func flag(_ value: Double) -> Bool? {
        value == 0 ? false : value == 1 ? true : nil
    }
}

extension ColumnPlacementState: PortablePlacementState {
    /// The column heights, then the cursor and ``itemsStart``.
    public var portableValues: [Double] { heights + [Double(cursor), itemsStart] }

    /// Reads the column heights, the cursor (a column) and ``itemsStart``:
    /// `nil` without at least one column, for a value that is not finite, or
    /// for a cursor that is not a column.
    public init?(portableValues values: [Double]) {
        guard values.count >= 3, values.allSatisfy(\.isFinite) else { return nil }
        let heights = Array(values.dropLast(2))
        let cursor = values[values.count - 2]
        guard Self.isWholeNumber(cursor, in: 0...(heights.count - 1)) else { return nil }
        self.init(heights: heights, cursor: Int(cursor), itemsStart: values[values.count - 1])
    }
}
