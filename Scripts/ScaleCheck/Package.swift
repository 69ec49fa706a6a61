// swift-tools-version: 6.0
//
// A release-mode check that ten million items prepare and answer queries in
// the memory the benchmark's bytes-per-item predicts. Run Scripts/scale.sh.

import PackageDescription

let package = Package(
    name: "ScaleCheck",
    dependencies: [.package(name: "Trellis", path: "../..")],
    targets: [
        .executableTarget(
            name: "ScaleCheck",
            dependencies: [.product(name: "TrellisTesting", package: "Trellis")]
        )
    ],
    swiftLanguageModes: [.v6]
)
