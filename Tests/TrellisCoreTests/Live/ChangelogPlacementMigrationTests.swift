// swift-format-ignore-file
// CHANGELOG.md's placement migration, line by line: the deprecated
// `placementLimit` and the `placement` that replaces it place the same part.
import Testing
import TrellisTools

@Suite("CHANGELOG.md's placement migration")
struct ChangelogPlacementMigrationTests {
    @Test("placementLimit and placement place the same part, and read back as each other")
    @available(*, deprecated, message: "exercises the deprecated placementLimit")
    func beforeAndAfterPlaceTheSame() throws {
        let input = LayoutInput(width: 390, height: 844, items: SamplePhotos.cycled(count: 2_000))
        let strategy = Masonry(columns: 3)
        func paused(_ change: (inout LiveLayout<Masonry>) -> Void) throws -> (PlacementPause?, Int) {
            var live = try LiveLayout(strategy, input: input)
            change(&live)
            try live.setViewport(width: 400, height: 844)
            return (live.pause, live.layout.elementCount)
        }
        let before = try paused { live in
            live.placementLimit = 2_000     // before
        }
        let after = try paused { live in
            live.placement = .through(2_000) // now
        }
        #expect(before.0 != nil && before.0 == after.0 && before.1 == after.1)
        var live = try LiveLayout(strategy, input: input, placementLimit: -.infinity)
        #expect(live.placement == .firstCheckpoint)
        live.placementLimit = nil
        #expect(live.placement == .everything && live.placementLimit == nil)
    }
}
