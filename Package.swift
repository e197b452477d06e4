// swift-tools-version:6.0
// TabSnap: headless tab-bar snapshot testing. Modules depend one way only:
// CPNG · TabSnapCore → Raster → Text → Layout → TabBar → PNG, Diff → Testing → CLI.
import PackageDescription

let package = Package(
    name: "TabSnap",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "tabsnap", targets: ["tabsnap"]),
        .library(name: "TabSnapPNG", targets: ["TabSnapPNG"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // libpng, found through pkg-config; `make setup` installs libpng-dev.
        .systemLibrary(
            name: "CPNG",
            path: "Sources/CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        // The only C we write: it keeps libpng's setjmp/longjmp away from Swift.
        .target(name: "CTabSnapPNG", dependencies: ["CPNG"], path: "Sources/CTabSnapPNG"),
        .target(name: "TabSnapCore", path: "Sources/TabSnapCore"),
        // Own TrueType reader, shaping and layout of text; no system font engine (pixels must not
        // depend on the machine). Depends on Core only until the rasterizer lands.
        .target(name: "TabSnapText", dependencies: ["TabSnapCore"], path: "Sources/TabSnapText"),
        .target(name: "TabSnapPNG", dependencies: ["CTabSnapPNG", "TabSnapCore"], path: "Sources/TabSnapPNG"),
        .executableTarget(
            name: "tabsnap",
            dependencies: [
                "TabSnapCore", "TabSnapPNG",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/tabsnap"
        ),
        // `make bench`: release-built timings of every stage.
        .executableTarget(name: "tabsnap-bench", dependencies: ["TabSnapCore", "TabSnapPNG", "TabSnapText"], path: "Sources/TabSnapBench"),
        .testTarget(name: "TabSnapCoreTests", dependencies: ["TabSnapCore"], path: "Tests/TabSnapCoreTests"),
        // Fixtures/ is read through #filePath, not bundled: tests run from the source tree.
        .testTarget(name: "TabSnapTextTests", dependencies: ["TabSnapText", "TabSnapCore"], path: "Tests/TabSnapTextTests",
                    exclude: ["Fixtures"]),
        .testTarget(name: "TabSnapPNGTests", dependencies: ["TabSnapPNG", "TabSnapCore"], path: "Tests/TabSnapPNGTests"),
    ]
)
