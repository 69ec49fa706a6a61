#if canImport(Testing)
// Weak-linked: `trellis` links TrellisTesting (for SamplePhotos and the metrics);
// on Apple platforms Testing.framework ships with Xcode, not the OS, so a strong
// link would stop the executable from loading outside a developer machine.
@_weakLinked import Testing

extension ConformanceReport {
    /// Records one Swift Testing issue per violation (nothing when the report
    /// is empty), so a conformance test is one line:
    ///
    /// ```swift
    /// @Test func conforms() {
    ///     ConformanceChecker.check(Masonry.self, expectsNonOverlappingItems: true).recordIssues()
    /// }
    /// ```
    ///
    /// Under XCTest, assert on the report instead: `XCTAssertTrue(report.isEmpty, "\(report)")`.
    ///
    /// - Returns: The report, for further checks.
    /// - Complexity: O(*v*), where *v* is the number of violations.
    @discardableResult
    public func recordIssues(sourceLocation: SourceLocation = #_sourceLocation) -> ConformanceReport {
        for violation in violations {
            Issue.record("\(strategyName): \(violation)", sourceLocation: sourceLocation)
        }
        if suppressedViolationCount > 0 {
            Issue.record(
                "\(strategyName): \(suppressedViolationCount) more violation(s) of the same kinds",
                sourceLocation: sourceLocation)
        }
        return self
    }
}
#endif
