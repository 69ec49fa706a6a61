import Testing
import TrellisTesting
import TrellisTools

/// Option values set in Swift are checked when a placement starts, so a
/// live layout's resumes (every edit) skip the reflection: a bad value is
/// still rejected by `prepare` and by `LiveLayout`'s first placement, with
/// or without a placement limit.
@Suite("Options checked when a placement starts")
struct OptionCheckAtPlacementStartTests {
    static let badValues: [(name: String, strategy: any ResumableLayoutStrategy)] = [
        (
            "flow-line",
            {
                var s = FlowLine(); s.minimumLineSpacing = .nan; return s
            }()
        ),
        (
            "mosaic",
            {
                var s = Mosaic(); s.gutter = -1; return s
            }()
        ),
        (
            "tile-pattern",
            {
                var s = TilePattern(); s.columnSpacing = .infinity; return s
            }()
        ),
        (
            "justified-rows",
            {
                var s = JustifiedRows(); s.targetRowHeight = 0; return s
            }()
        ),
    ]

    @Test("a bad value set in Swift is an invalid-option error from prepare and from a live layout", arguments: 0..<4)
    func rejected(index: Int) throws {
        try Self.expectRejected(Self.badValues[index].strategy, name: Self.badValues[index].name)
    }

    static func expectRejected<Strategy: ResumableLayoutStrategy>(_ strategy: Strategy, name: String) throws {
        let input = LayoutInput(width: 390, height: 844, items: SamplePhotos.cycled(count: 500))
        for placement in [PlacementExtent.everything, .through(1_000)] {
            do throws(LayoutError) {
                _ = try LiveLayout(strategy, input: input, placement: placement)
                Issue.record("\(name): a live layout accepted a bad option value")
            } catch {
                guard case .invalidOption = error else { throw error }
            }
        }
        do throws(LayoutError) {
            _ = try strategy.prepare(input)
            Issue.record("\(name): prepare accepted a bad option value")
        } catch {
            guard case .invalidOption = error else { throw error }
        }
    }
}
