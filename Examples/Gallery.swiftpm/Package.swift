// swift-tools-version: 5.9
//
// An app package (Xcode and Swift Playgrounds open it as an app) that runs
// the SwiftUI and UIKit galleries with the Trellis package two folders up.
// It is not part of the Trellis package: SwiftPM builds it only when it is
// opened as a package of its own, on an Apple platform.

import AppleProductTypes
import PackageDescription

let package = Package(
    name: "Gallery",
    platforms: [.iOS("16.0")],
    products: [
        .iOSApplication(
            name: "Gallery",
            targets: ["AppModule"],
            bundleIdentifier: "org.example.trellis.gallery",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .box),
            accentColor: .presetColor(.orange),
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [
                .portrait, .landscapeRight, .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ]
        )
    ],
    dependencies: [
        .package(name: "Trellis", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "AppModule",
            dependencies: [.product(name: "Trellis", package: "Trellis")],
            path: "Sources"
        )
    ]
)
