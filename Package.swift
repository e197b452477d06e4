// swift-tools-version:6.0
// TabSnap: headless tab-bar snapshot testing. Modules depend one way only, as data flows
// (view → layout → display list → raster → PNG):
// CPNG → CTabSnapPNG → PNG; Core → Raster → Text → DisplayList → LayoutEngine → Layout → TabBar → Engine → CLI,
// with PNG and Diff used by the Engine.
// Testing (assertSnapshot) sits on Engine for test targets only, so the CLI links no test
// framework; Fixtures (test scenes and inputs) serves tests, the bench and `tabsnap demo`.
import PackageDescription
import CompilerPluginSupport

/// Our own C (the blur, the PNG bands' deflate and packing, the pixel digest) is compiled
/// optimised in a debug build too, since `swift test` is where teams run snapshots: unoptimised,
/// the backdrop blur of one material takes a third of a debug preview snapshot's time. SwiftPM takes such flags from a
/// dependency named by branch, revision or path (as the README has apps depend on TabSnap), not
/// from a tagged version.
let optimisedInDebug: [CSetting] = [.unsafeFlags(["-O2"], .when(configuration: .debug))]

let package = Package(
    name: "TabSnap",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "tabsnap", targets: ["tabsnap"]),
        .library(name: "TabSnapPNG", targets: ["TabSnapPNG"]),
        .library(name: "TabSnapRaster", targets: ["TabSnapRaster"]),
        .library(name: "TabSnapEngine", targets: ["TabSnapEngine"]),
        .library(name: "TabSnapTesting", targets: ["TabSnapTesting"]),
        .library(name: "TabSnapUI", targets: ["TabSnapUI"]),
        // Linux stand-ins under Apple's module names: an app depends on them on Linux only.
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "Lottie", targets: ["Lottie"]),
        .library(name: "OSLog", targets: ["OSLog"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "TabSnapCore", targets: ["TabSnapCore"]),
        .library(name: "TabSnapDocument", targets: ["TabSnapDocument"]),
        .library(name: "TabSnapDiff", targets: ["TabSnapDiff"]),
        .library(name: "TabSnapLayout", targets: ["TabSnapLayout"]),
        .library(name: "TabSnapLayoutEngine", targets: ["TabSnapLayoutEngine"]),
        .library(name: "TabSnapTabBar", targets: ["TabSnapTabBar"]),
        .library(name: "TabSnapLottie", targets: ["TabSnapLottie"]),
        .library(name: "TabSnapSVG", targets: ["TabSnapSVG"]),
        .library(name: "TabSnapPDF", targets: ["TabSnapPDF"]),
        .library(name: "TabSnapAssets", targets: ["TabSnapAssets"]),
        .library(name: "TabSnapStrings", targets: ["TabSnapStrings"]),
        // TabSnap strategies for swift-snapshot-testing's assertSnapshot; only a target that
        // depends on this product builds swift-snapshot-testing.
        .library(name: "TabSnapSnapshotTesting", targets: ["TabSnapSnapshotTesting"]),
        .library(name: "TabSnapPreviewTesting", targets: ["TabSnapPreviewTesting"]),
        // SwiftUI's #Preview for view files that end with previews; opt-in, as the macro builds
        // swift-syntax.
        .library(name: "TabSnapPreviews", targets: ["TabSnapPreviews"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        // Combine on Linux, for `import Combine` and SwiftUI's ObservableObject/@Published.
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ],
    targets: [
        // libpng, found through pkg-config; `make setup` installs libpng-dev.
        .systemLibrary(
            name: "CPNG",
            path: "Sources/CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        // libdeflate (Debian's libdeflate-dev) for its vectorised Adler-32 (zlib's scalar one was a
        // sixth of a 40-screen render's CPU) and its inflater (zlib 1.2.13 inflated a reference's
        // flat rows a byte at a time; libpng still reads every image, see whole_inflate).
        .systemLibrary(name: "CLibDeflate", path: "Sources/CLibDeflate", pkgConfig: "libdeflate",
                       providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
        // The only C we write: it keeps libpng's setjmp/longjmp away from Swift.
        .target(name: "CTabSnapPNG", dependencies: ["CPNG", "CLibDeflate"], path: "Sources/CTabSnapPNG",
                cSettings: optimisedInDebug,
                // zlib (libpng's own dependency) directly too: the fast profile deflates bands itself.
                linkerSettings: [.linkedLibrary("z")]),
        // libwebp (Debian's libwebp-dev) for animated previews, behind a thin C layer.
        .systemLibrary(name: "CWebP", path: "Sources/CWebP", pkgConfig: "libwebpmux",
                       providers: [.apt(["libwebp-dev"]), .brew(["webp"])]),
        .target(name: "CTabSnapWebP", dependencies: ["CWebP"], path: "Sources/CTabSnapWebP",
                linkerSettings: [.linkedLibrary("webpdemux"), .linkedLibrary("webpmux"), .linkedLibrary("webp")]),
        .target(name: "TabSnapWebP", dependencies: ["CTabSnapWebP", "TabSnapCore"], path: "Sources/TabSnapWebP"),
        // glibc allocator settings and huge pages for frame-sized buffers (see its header for why).
        .target(name: "CTabSnapSystem", path: "Sources/CTabSnapSystem"),
        .target(name: "TabSnapCore", dependencies: ["CTabSnapSystem"], path: "Sources/TabSnapCore"),
        // Configurations, view documents and manifests as JSON or YAML values with schema errors;
        // its own module so that Raster, PNG and Diff do not carry a YAML parser.
        .target(name: "TabSnapDocument", dependencies: ["TabSnapCore", .product(name: "Yams", package: "Yams")], path: "Sources/TabSnapDocument"),
        // The blur's loops in C: unoptimised (a `swift test` build) Swift SIMD ran them ~60x slower.
        .target(name: "CTabSnapRaster", path: "Sources/CTabSnapRaster", cSettings: optimisedInDebug),
        .target(name: "TabSnapRaster", dependencies: ["CTabSnapSystem", "CTabSnapRaster", "TabSnapCore"], path: "Sources/TabSnapRaster"),
        // Own TrueType reader, shaping and layout of text; no system font engine (pixels must not
        // depend on the machine).
        .target(name: "TabSnapText", dependencies: ["TabSnapCore", "TabSnapRaster"], path: "Sources/TabSnapText",
                exclude: ["UNICODE-LICENSE.txt"]),
        // Resolved drawing items in device pixels, their text form, and the loop that draws them.
        .target(name: "TabSnapDisplayList", dependencies: ["TabSnapCore", "TabSnapRaster", "TabSnapText"], path: "Sources/TabSnapDisplayList"),
        // The engine behind the SwiftUI-named API: the view tree, layout, drawing, and the values
        // they need (colours, fonts, the environment, geometry).
        .target(name: "TabSnapLayoutEngine", dependencies: ["TabSnapDocument", "TabSnapCore", "TabSnapRaster", "TabSnapText", "TabSnapDisplayList"],
                path: "Sources/TabSnapLayoutEngine"),
        // The SwiftUI-named views and modifiers user code writes, and view documents, over the engine
        // (which it re-exports).
        .target(name: "TabSnapLayout", dependencies: ["TabSnapLayoutEngine", "TabSnapDocument", "TabSnapCore", "TabSnapRaster", "TabSnapText", "TabSnapDisplayList"],
                path: "Sources/TabSnapLayout"),
        // The one import that stands in for SwiftUI: re-exports the DSL and Foundation, adds
        // SwiftUI's data flow (State, Binding, Environment, objects) and TabView.
        .target(name: "TabSnapUI", dependencies: ["TabSnapCore", "TabSnapRaster", "TabSnapText", "TabSnapLayout", "TabSnapTabBar",
                                                 .product(name: "OpenCombine", package: "OpenCombine"),
                                                 .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                                                 .product(name: "OpenCombineFoundation", package: "OpenCombine")], path: "Sources/TabSnapUI"),
        .target(name: "SwiftUI", dependencies: ["TabSnapUI", "TabSnapPreviews", "UIKit"], path: "Sources/SwiftUI"),
        // UIKit's colours, fonts, images, screen, device and bar appearance proxies, over TabSnapUI;
        // `import SwiftUI` brings it, as Apple's does.
        .target(name: "UIKit", dependencies: ["TabSnapUI", "TabSnapTabBar", "TabSnapText", "TabSnapLayoutEngine", "TabSnapDocument"], path: "Sources/UIKit"),
        // lottie-ios's SwiftUI and UIKit API over TabSnapLottie.
        .target(name: "Lottie", dependencies: ["TabSnapLottie", "TabSnapUI", "UIKit"], path: "Sources/Lottie"),
        .target(name: "OSLog", path: "Sources/OSLog"),
        .target(name: "Combine", dependencies: [.product(name: "OpenCombine", package: "OpenCombine"),
                                                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                                                .product(name: "OpenCombineFoundation", package: "OpenCombine")], path: "Sources/Combine"),
        .target(name: "TabSnapSVG", dependencies: ["TabSnapCore", "TabSnapRaster", "TabSnapDisplayList", "TabSnapLayout"], path: "Sources/TabSnapSVG"),
        // zlib (Debian's zlib1g-dev, which libpng-dev brings) for PDF's Flate streams.
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // Vector icons as asset catalogs store them: single-page PDFs, read and drawn by us.
        .target(name: "TabSnapPDF", dependencies: ["CZlib", "TabSnapCore", "TabSnapRaster", "TabSnapDisplayList", "TabSnapLayout"], path: "Sources/TabSnapPDF"),
        // String tables (.strings, .stringsdict, .xcstrings) and CLDR plural rules (issue 16).
        .target(name: "TabSnapStrings", dependencies: ["TabSnapCore", "TabSnapLayout"], path: "Sources/TabSnapStrings"),
        // Xcode asset catalogs: colour sets and image sets (PNG slots, PDF and SVG pages) by name.
        .target(name: "TabSnapAssets", dependencies: ["TabSnapDocument", "TabSnapCore", "TabSnapRaster", "TabSnapText", "TabSnapDisplayList", "TabSnapLayout", "TabSnapPNG", "TabSnapPDF", "TabSnapSVG"],
                path: "Sources/TabSnapAssets"),
        .target(name: "TabSnapLottie", dependencies: ["TabSnapDocument", "TabSnapCore", "TabSnapRaster", "TabSnapDisplayList", "TabSnapLayout"], path: "Sources/TabSnapLottie"),
        .target(name: "TabSnapTabBar", dependencies: ["TabSnapDocument", "TabSnapCore", "TabSnapDisplayList", "TabSnapLayout", "TabSnapText", "TabSnapLottie", "TabSnapSVG", "TabSnapPDF", "TabSnapAssets", "TabSnapStrings"], path: "Sources/TabSnapTabBar"),
        .target(name: "TabSnapPNG", dependencies: ["CTabSnapPNG", "TabSnapCore"], path: "Sources/TabSnapPNG"),
        // pixelmatch v7.2.0 plus tolerances, ignore regions and size mismatch; pure Swift.
        .target(name: "TabSnapDiff", dependencies: ["TabSnapCore"], path: "Sources/TabSnapDiff"),
        // Deterministic scenes and inputs for tests and the bench (and `tabsnap demo`); kept out of
        // the library modules so shipping code does not carry them.
        .target(name: "TabSnapFixtures", dependencies: ["TabSnapCore", "TabSnapRaster", "TabSnapLayout", "TabSnapPNG"], path: "Sources/TabSnapFixtures"),
        // Verify/record without a test framework: the suite manifest and runner, record modes,
        // snapshot names, results and the report. The CLI links this, never XCTest or Testing.
        .target(name: "TabSnapEngine", dependencies: ["TabSnapDocument", "TabSnapCore", "TabSnapRaster", "TabSnapDisplayList", "TabSnapLayout", "TabSnapTabBar", "TabSnapPNG", "TabSnapDiff", "TabSnapAssets", "TabSnapText", "TabSnapStrings"],
                path: "Sources/TabSnapEngine"),
        // assertSnapshot for XCTest and Swift Testing: reports the engine's checks as test failures.
        .target(name: "TabSnapTesting", dependencies: ["TabSnapEngine", "TabSnapLayout", "TabSnapTabBar", "TabSnapDiff"],
                path: "Sources/TabSnapTesting"),
        .executableTarget(
            name: "tabsnap",
            dependencies: ["TabSnapDocument", 
                "TabSnapCore", "TabSnapPNG", "TabSnapDiff", "TabSnapLayout", "TabSnapTabBar", "TabSnapText", "CTabSnapSystem", "TabSnapEngine", "TabSnapFixtures", "TabSnapWebP", "TabSnapLottie", "TabSnapSVG", "TabSnapPDF", "TabSnapAssets", "TabSnapStrings",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/tabsnap"
        ),
        // `make bench`: release-built timings of every stage.
        .executableTarget(name: "tabsnap-bench", dependencies: ["TabSnapDocument", "CTabSnapSystem", "TabSnapCore", "TabSnapPNG", "TabSnapRaster", "TabSnapText", "TabSnapDisplayList", "TabSnapLayout", "TabSnapTabBar", "TabSnapDiff", "TabSnapEngine", "TabSnapFixtures", "TabSnapLottie"], path: "Sources/TabSnapBench"),
        .macro(name: "TabSnapPreviewMacros",
               dependencies: [.product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                              .product(name: "SwiftCompilerPlugin", package: "swift-syntax")],
               path: "Sources/TabSnapPreviewMacros"),
        // The executable's preview records and conformance records, found through the linker's
        // section bounds and the Swift runtime's demangler.
        .target(name: "CTabSnapPreviewSections", path: "Sources/CTabSnapPreviewSections"),
        .target(name: "TabSnapPreviews", dependencies: ["TabSnapUI", "TabSnapPreviewMacros", "CTabSnapPreviewSections"], path: "Sources/TabSnapPreviews"),
        // `PreviewSnapshots.assertAll()`: every preview of the linked modules as a snapshot.
        .target(name: "TabSnapPreviewTesting", dependencies: ["TabSnapPreviews", "TabSnapTesting", "TabSnapEngine", "TabSnapUI", "TabSnapCore", "TabSnapDocument"],
                path: "Sources/TabSnapPreviewTesting"),
        .target(name: "TabSnapSnapshotTesting",
                dependencies: ["TabSnapCore", "TabSnapDiff", "TabSnapPNG", "TabSnapLayout", "TabSnapTabBar", "TabSnapEngine", "TabSnapTesting", "UIKit",
                               .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                path: "Sources/TabSnapSnapshotTesting"),
        // Views with previews, as an app's module has them, and the one-line test that checks them.
        .target(name: "PreviewCatalog", dependencies: ["SwiftUI"], path: "Tests/PreviewCatalog",
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "PreviewTests", dependencies: ["PreviewCatalog", "TabSnapPreviewTesting", "TabSnapPreviews", "TabSnapEngine", "TabSnapCore", "TabSnapPNG"],
                    path: "Tests/PreviewTests", exclude: ["Fixtures"]),
        .testTarget(name: "TabSnapSnapshotTestingTests",
                    dependencies: ["TabSnapSnapshotTesting", "TabSnapEngine", "TabSnapTabBar", "TabSnapLayout", "TabSnapCore", "TabSnapPNG", "SwiftUI", "UIKit",
                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    path: "Tests/TabSnapSnapshotTestingTests", exclude: ["__Snapshots__"]),
        // Runs the built `tabsnap` (listed so `swift build --build-tests` builds it first).
        .testTarget(name: "TabSnapCLITests", dependencies: ["TabSnapDocument", "tabsnap", "TabSnapCore", "TabSnapPNG", "TabSnapWebP", "TabSnapFixtures"], path: "Tests/TabSnapCLITests"),
        .testTarget(name: "TabSnapCoreTests", dependencies: ["TabSnapDocument", "TabSnapCore", "TabSnapFixtures"], path: "Tests/TabSnapCoreTests"),
        // Its scenes are reference images, recorded and reviewed through assertSnapshot.
        .testTarget(name: "TabSnapRasterTests", dependencies: ["TabSnapRaster", "TabSnapCore", "TabSnapFixtures", "TabSnapTesting", "TabSnapLayout"],
                    path: "Tests/TabSnapRasterTests"),
        // Fixtures/ is read through #filePath, not bundled: tests run from the source tree.
        .testTarget(name: "TabSnapTextTests", dependencies: ["TabSnapDocument", "TabSnapText", "TabSnapRaster", "TabSnapPNG", "TabSnapCore"], path: "Tests/TabSnapTextTests",
                    exclude: ["Fixtures"]),
        .testTarget(name: "TabSnapLayoutTests", dependencies: ["TabSnapDocument", "TabSnapLayout", "TabSnapLayoutEngine", "TabSnapText", "TabSnapRaster", "TabSnapPNG", "TabSnapCore"],
                    path: "Tests/TabSnapLayoutTests"),
        .testTarget(name: "TabSnapDisplayListTests", dependencies: ["TabSnapDisplayList", "TabSnapText", "TabSnapRaster", "TabSnapCore"],
                    path: "Tests/TabSnapDisplayListTests"),
        .testTarget(name: "TabSnapTabBarTests", dependencies: ["TabSnapDocument", "TabSnapTabBar", "TabSnapFixtures", "TabSnapLayout", "TabSnapDisplayList", "TabSnapRaster", "TabSnapText", "TabSnapPNG", "TabSnapCore"],
                    path: "Tests/TabSnapTabBarTests", exclude: ["Fixtures"]),
        .testTarget(name: "TabSnapSVGTests", dependencies: ["TabSnapDocument", "TabSnapSVG", "TabSnapFixtures", "TabSnapCore", "TabSnapRaster", "TabSnapPNG", "TabSnapText", "TabSnapLayout", "TabSnapTabBar"],
                    path: "Tests/TabSnapSVGTests", exclude: ["Fixtures"]),
        .testTarget(name: "TabSnapPDFTests", dependencies: ["TabSnapPDF", "TabSnapFixtures", "CZlib", "TabSnapText", "TabSnapCore", "TabSnapRaster", "TabSnapDisplayList", "TabSnapPNG", "TabSnapLayout"],
                    path: "Tests/TabSnapPDFTests", exclude: ["Fixtures"]),
        .testTarget(name: "TabSnapStringsTests", dependencies: ["TabSnapDocument", "TabSnapStrings", "TabSnapCore", "TabSnapLayout", "TabSnapPNG", "TabSnapTabBar"], path: "Tests/TabSnapStringsTests"),
        .testTarget(name: "TabSnapAssetsTests", dependencies: ["TabSnapDocument", "TabSnapAssets", "TabSnapCore", "TabSnapLayout", "TabSnapPNG", "TabSnapRaster", "TabSnapTabBar"],
                    path: "Tests/TabSnapAssetsTests"),
        .testTarget(name: "TabSnapLottieTests", dependencies: ["TabSnapDocument", "TabSnapLottie", "TabSnapFixtures", "TabSnapCore", "TabSnapRaster", "TabSnapDisplayList", "TabSnapPNG", "TabSnapText", "TabSnapLayout", "TabSnapTabBar"],
                    path: "Tests/TabSnapLottieTests"),
        .testTarget(name: "TabSnapWebPTests", dependencies: ["TabSnapWebP", "TabSnapCore", "TabSnapFixtures"], path: "Tests/TabSnapWebPTests"),
        .testTarget(name: "TabSnapPNGTests", dependencies: ["TabSnapPNG", "TabSnapCore", "TabSnapFixtures"], path: "Tests/TabSnapPNGTests", exclude: ["Fixtures"]),
        .testTarget(name: "TabSnapEngineTests", dependencies: ["TabSnapDocument", "TabSnapEngine", "TabSnapTabBar", "TabSnapLayout", "TabSnapDiff", "TabSnapPNG", "TabSnapCore", "TabSnapFixtures"],
                    path: "Tests/TabSnapEngineTests"),
        .testTarget(name: "TabSnapTestingTests", dependencies: ["TabSnapDocument", "TabSnapTesting", "TabSnapTabBar", "TabSnapLayout", "TabSnapUI"],
                    path: "Tests/TabSnapTestingTests"),
        .testTarget(name: "UIKitTests", dependencies: ["Lottie", "UIKit", "SwiftUI", "TabSnapTesting", "TabSnapTabBar", "TabSnapUI", "TabSnapCore",
                                                  "TabSnapLayoutEngine", "TabSnapEngine", "TabSnapPNG"], path: "Tests/UIKitTests"),
        .testTarget(name: "TabSnapUITests", dependencies: ["Lottie", "UIKit", "SwiftUI", "OSLog", "Combine", "TabSnapDocument", "TabSnapUI", "TabSnapPreviews", "TabSnapTesting", "TabSnapTabBar", "TabSnapLayout", "TabSnapLayoutEngine", "TabSnapEngine", "TabSnapCore", "TabSnapPNG",
                                                   "TabSnapAssets", "TabSnapStrings", "TabSnapText", "TabSnapDisplayList"],
                    path: "Tests/TabSnapUITests", exclude: ["Fixtures"]),
        .testTarget(name: "TabSnapDiffTests", dependencies: ["TabSnapDiff", "TabSnapPNG", "TabSnapCore"], path: "Tests/TabSnapDiffTests",
                    exclude: ["Fixtures"]),
    ]
)
