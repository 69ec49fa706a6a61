// swift-tools-version: 6.0
//
// Trellis: collection layouts as values. See README.md and Docs/Architecture.md.
//
// The package has no dependencies: the toolchain only. Built-in strategies are
// declared from one table below; each lives in `Strategies/<Folder>/`, depends on
// `TrellisCore` alone, and so takes the same path a third-party strategy takes.

import PackageDescription

/// The built-in strategies, by folder under `Strategies/`: each is the module
/// `Trellis<Folder>`, tested by `Tests/Trellis<Folder>Tests`. The list in code is
/// `StrategyRegistry.builtIn` (Sources/Trellis/StrategyRegistry.swift); a
/// manifest cannot read it, so `BuiltInStrategyListTests` holds this table,
/// the registry and the umbrella's re-exports (Sources/Trellis/Exports.swift) equal.
let builtInStrategies = [
    "RoundRobin", "ShortestColumn", "Mosaic", "FlowLine", "Masonry", "JustifiedRows", "TilePattern",
]

let strategyTargets: [Target] = builtInStrategies.map { folder in
    .target(name: "Trellis\(folder)", dependencies: ["TrellisCore"], path: "Strategies/\(folder)")
}

let strategyTestTargets: [Target] = builtInStrategies.map { folder in
    .testTarget(
        name: "Trellis\(folder)Tests",
        dependencies: [.byName(name: "Trellis\(folder)"), "TrellisTools", "TrellisTesting", "TrellisTestSupport"],
        path: "Tests/Trellis\(folder)Tests"
    )
}

/// Internal invariant checks (`PreparedLayout.checkInvariants()` after every
/// assembly, about ten linear scans): off unless asked for, as in
/// swift-collections, so that an app's debug build stays fast. The package's
/// CI and sanitizer runs ask for them with `TRELLIS_INTERNAL_CHECKS=1` in the
/// environment; `-Xswiftc -DTRELLIS_INTERNAL_CHECKS` does the same for one build.
let internalChecks: [SwiftSetting] =
    ["", "0"].contains(Context.environment["TRELLIS_INTERNAL_CHECKS"] ?? "")
    ? [] : [.define("TRELLIS_INTERNAL_CHECKS")]

let package = Package(
    name: "Trellis",
    // The SwiftUI `Layout` adapter needs iOS 16; the rest of the Apple code runs
    // there too, so no public API carries an `@available` of its own. Linux and
    // other platforms are not listed: they build with the toolchain's defaults.
    platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisCore", targets: ["TrellisCore"]),
        .library(name: "TrellisTools", targets: ["TrellisTools"]),
        .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
        .executable(name: "trellis", targets: ["TrellisMain"]),
    ],
    targets: [
        .target(
            name: "TrellisCore",
            swiftSettings: internalChecks,
            // `Double.rounded()` lowers to libm's round/ceil; without Foundation nothing else links it.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android, .openbsd]))]
        ),
        .target(
            name: "Trellis",
            dependencies: ["TrellisCore"] + builtInStrategies.map { .byName(name: "Trellis\($0)") }
        ),
        // What an app does not link: sample photo sizes, file decoding, pictures, comparisons.
        .target(name: "TrellisTools", dependencies: ["Trellis"]),
        .target(name: "TrellisTesting", dependencies: ["TrellisTools"]),
        // The `trellis` executable: its subcommands (TrellisCommandLine, not a
        // product, so that trellis-bench can reuse its argument parsing and
        // the measurement `trellis bench` runs) and its entry point. It links
        // no testing library and none of trellis-bench's references.
        .target(name: "TrellisCommandLine", dependencies: ["TrellisTools"]),
        .executableTarget(name: "TrellisMain", dependencies: ["TrellisCommandLine"]),
        // `trellis bench` with reference placements, floors, targets and the
        // app paths: `swift run -c release trellis-bench`. Neither target is a
        // product, so only this package's own builds and tests see them, and
        // the reference placements they hold never ship.
        .target(
            name: "TrellisBenchmarks", dependencies: ["TrellisCommandLine"], path: "Benchmarks/TrellisBenchmarks"),
        .executableTarget(name: "trellis-bench", dependencies: ["TrellisBenchmarks"], path: "Benchmarks/trellis-bench"),
        // What the test targets share (query checks, the UIKit call replay,
        // small helpers), written once. Not a product: only this package's
        // tests link it.
        .target(
            name: "TrellisTestSupport", dependencies: ["TrellisTools", "TrellisTesting"],
            path: "Tests/TrellisTestSupport"),
        .testTarget(
            name: "TrellisCoreTests",
            dependencies: ["TrellisCore", "TrellisTools", "TrellisTesting", "TrellisTestSupport"]),
        .testTarget(name: "TrellisTests", dependencies: ["TrellisTools", "TrellisTesting", "TrellisTestSupport"]),
        .testTarget(name: "TrellisToolsTests", dependencies: ["TrellisTools", "TrellisTesting", "TrellisTestSupport"]),
        .testTarget(
            name: "TrellisTestingTests", dependencies: ["TrellisTools", "TrellisTesting", "TrellisTestSupport"]),
        // The executables are dependencies so that `swift test` builds them: the tests run them.
        .testTarget(
            name: "TrellisCommandLineTests",
            dependencies: ["TrellisTools", "TrellisTesting", "TrellisTestSupport", "TrellisMain", "trellis-bench"]),
        .testTarget(
            name: "TrellisBenchmarksTests", dependencies: ["TrellisBenchmarks", "TrellisTesting", "TrellisTestSupport"]),
    ] + strategyTargets + strategyTestTargets,
    swiftLanguageModes: [.v6]
)
