import SnapshotTesting
import TabSnapCore
import TabSnapEngine
import TabSnapLayout
import TabSnapTabBar
import TabSnapTesting

// TabSnap's renders as swift-snapshot-testing strategies, so a team keeps one API on macOS
// (`.image` through UIKit) and on Linux (`.tabsnap` through TabSnap's own rasterizer):
//
//     assertSnapshot(of: MyTabBar(), as: .tabsnap(.iPhone15Pro))
//     assertSnapshot(of: config, as: .tabsnap(.iPhoneSE, scheme: .dark, bar: true))
//
// References sit where swift-snapshot-testing puts them (`__Snapshots__/<TestFile>/<test>.<n>.png`)
// and its record modes and `SNAPSHOT_TESTING_RECORD` apply.

extension SnapshotTesting.Snapshotting where Value: TabSnapLayout.View, Format == RGBAImage {
    /// The view on `device` in `scheme`: the whole screen, or one component at
    /// `layout: .sizeThatFits` / `.fixed(width:height:)`.
    /// `assetCatalogs` and `stringTables` are the app's, as its bundle holds them.
    public static func tabsnap(_ device: Device = .iPhone15Pro, scheme: ColorScheme = .light, orientation: Orientation = .portrait,
                               layout: SnapshotLayout = .device, matching: SnapshotMatching = .exact,
                               assetCatalogs: [any AssetLookup] = [], stringTables: [any StringLookup] = []) -> Self {
        let strategy = TabSnapEngine.Snapshotting<ViewNode>.image(layout: layout)
        return Self(pathExtension: "png", diffing: .tabsnapImage(matching: matching)) { view in
            TabSnapRender.image(assetCatalogs, stringTables) {
                try strategy.render(makeNode(view), RenderTarget(device: $0, orientation: orientation, scheme: scheme), $1)
            }(device)
        }
    }
}

extension SnapshotTesting.Snapshotting where Value == TabBarConfig, Format == RGBAImage {
    /// The configuration's screen on `device` in `scheme`, or only its bar with `bar: true`.
    public static func tabsnap(_ device: Device = .iPhone15Pro, scheme: ColorScheme = .light, orientation: Orientation = .portrait,
                               bar: Bool = false, matching: SnapshotMatching = .exact) -> Self {
        let strategy: TabSnapEngine.Snapshotting<TabBarConfig> = bar ? .bar : .screen
        return Self(pathExtension: "png", diffing: .tabsnapImage(matching: matching)) { config in
            TabSnapRender.image([], []) { try strategy.render(config, RenderTarget(device: $0, orientation: orientation, scheme: scheme), $1) }(device)
        }
    }
}

/// One render for a strategy. swift-snapshot-testing's snapshot closure cannot throw, so a
/// render that fails (an unknown device, an image name that does not resolve) fails the test
/// with its message and gives a 1×1 transparent image in its place.
enum TabSnapRender {
    static func image(_ catalogs: [any AssetLookup], _ tables: [any StringLookup],
                      _ render: @escaping (Device, RenderResources) throws -> RGBAImage) -> (Device) -> RGBAImage {
        { device in
            do {
                let resolved = try device.resolved()
                let resources = RenderResources(try SharedFonts.resources.get(), assetCatalogs: catalogs, stringTables: tables)
                return try render(resolved, resources)
            } catch {
                recordSnapshotIssue("TabSnap could not render this snapshot: \(error)")
                return RGBAImage(width: 1, height: 1)
            }
        }
    }
}
