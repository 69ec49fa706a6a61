import Testing
import TrellisTools

/// Runs `body` and returns the `LayoutError` it throws, or `nil` when it
/// throws none; an error of another type is recorded as an issue.
package func layoutError(_ body: () throws -> Void) -> LayoutError? {
    do {
        try body()
        return nil
    } catch let error as LayoutError {
        return error
    } catch {
        Issue.record("expected a LayoutError, got \(error)")
        return nil
    }
}

/// The item frames of a layout, in (section, item) order.
package func itemFrames(_ layout: PreparedLayout) -> [Rect] {
    layout.allElements.filter { $0.kind == .item }.map(\.frame)
}
