// swift-tools-version:6.0
// An app's UI package as a team writes it: its views import SwiftUI and OSLog as on iOS. On Linux
// those modules come from TabSnap, and only there, so the iOS build is untouched; its snapshot
// tests link TabSnapTesting on Linux. `make app-example` builds and tests it against this checkout.
import PackageDescription

let linux: [Platform] = [.linux]

let package = Package(
    name: "ShopApp",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [
        // A real app names the repository: .package(url: "https://github.com/<you>/TabSnap", branch: "main")
        .package(name: "TabSnap", path: "../.."),
    ],
    targets: [
        .target(name: "ShopUI", dependencies: [
            .product(name: "SwiftUI", package: "TabSnap", condition: .when(platforms: linux)),
            .product(name: "OSLog", package: "TabSnap", condition: .when(platforms: linux)),
            // Seed 004's animated tab icons use lottie-ios; on iOS the app would add lottie-ios itself.
            .product(name: "Lottie", package: "TabSnap", condition: .when(platforms: linux)),
        ]),
        .testTarget(name: "ShopUITests", dependencies: [
            "ShopUI",
            .product(name: "TabSnapTesting", package: "TabSnap", condition: .when(platforms: linux)),
            .product(name: "TabSnapPreviewTesting", package: "TabSnap", condition: .when(platforms: linux)),
        ]),
    ]
)
