// swift-tools-version: 6.0
//
// The libFuzzer harness for Trellis: a separate, local package so that the
// main package stays free of unsafe flags. Build and run it with Fuzz/run.sh.

import PackageDescription

let package = Package(
    name: "TrellisFuzz",
    dependencies: [.package(name: "Trellis", path: "..")],
    targets: [
        .executableTarget(
            name: "TrellisFuzz",
            dependencies: [.product(name: "TrellisTesting", package: "Trellis")],
            // libFuzzer provides the entry point; the Swift file must not have top-level code.
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        )
    ],
    swiftLanguageModes: [.v6]
)
