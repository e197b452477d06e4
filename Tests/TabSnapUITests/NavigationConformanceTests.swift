#if canImport(SwiftUI)
import SwiftUI
#else
import TabSnapUI
#endif
import Foundation
import TabSnapCore
import TabSnapPNG
import TabSnapTabBar
import XCTest
@testable import TabSnapTesting

/// The navigation bar against the one real iOS navigation bar in ../shared/conformance:
/// swift-snapshot-testing's `testTraitsEmbeddedInTabNavigation.iphone-8.png` (iOS 13.2, 375×667
/// at 3×, no status bar), a `UINavigationController` whose bar holds a leading "+" item. Its bar
/// is 44 pt (the hairline is the pixel row at 44 pt) and the item's ink spans x 18–35.3 pt,
/// centred 21.8 pt down. TabSnap draws the same bar from SwiftUI and must agree within 1 pt on
/// the bar's height and the item's place.
final class NavigationConformanceTests: XCTestCase {
    static let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../../shared/conformance/ios-references/pf-iphone8.png").standardized.path

    struct Screen: View {
        var body: some View {
            NavigationStack {
                Color.clear
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar { ToolbarItem(placement: .topBarLeading) { Image(systemName: "plus").foregroundColor(.accentColor) } }
            }
        }
    }

    /// The ink box (in points) of blue pixels in the top `rows` pixel rows.
    func blueInk(_ image: RGBAImage, rows: Int) -> (minX: Double, maxX: Double, midY: Double)? {
        var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
        for y in 0..<min(rows, image.height) {
            for x in 0..<image.width {
                let p = image[x, y]
                if p.2 > 200 && p.0 < 100 && p.3 > 128 { minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y) }
            }
        }
        guard maxX >= 0 else { return nil }
        return (Double(minX) / 3, Double(maxX + 1) / 3, Double(minY + maxY + 1) / 6)
    }

    func testBarHeightAndLeadingItemMatchIOS() throws {
        guard FileManager.default.fileExists(atPath: Self.reference) else {
            throw XCTSkip("iOS reference not found at \(Self.reference): clone ../shared beside the repository")
        }
        let ios = try PNGDecoder.decodeFile(Self.reference).image
        let iosInk = try XCTUnwrap(blueInk(ios, rows: 132))
        let node = makeNode(Screen())
        let snapshot = try Snapshot.render(node, container: LayoutContainer(size: CGSize(width: 375, height: 647), scale: 3), scheme: .light,
                                           resources: SharedFonts.resources.get())
        let ours = try XCTUnwrap(blueInk(snapshot.image, rows: 132))
        // The bar's height: where the root's safe area starts.
        let frames = FramesDump.text(snapshot.tree)
        XCTAssertTrue(frames.contains("Color #00000000 @ 0,44 375x603"), frames)
        print(String(format: "navigation bar vs iOS 13.2: item ink x %.1f–%.1f (iOS %.1f–%.1f), centre y %.1f (iOS %.1f)",
                     ours.minX, ours.maxX, iosInk.minX, iosInk.maxX, ours.midY, iosInk.midY))
        XCTAssertEqual(ours.minX, iosInk.minX, accuracy: 1)
        XCTAssertEqual(ours.midY, iosInk.midY, accuracy: 1)
        // Bars draw symbols at the large scale: Phosphor's plus is 19.0 pt across against SF's
        // 17.7 (it is longer beside its circle than SF's; Scripts/symbol_metrics.py).
        XCTAssertEqual(ours.maxX - ours.minX, iosInk.maxX - iosInk.minX, accuracy: 1.5)
    }

    /// RSSReader's feed tab (rss-medium.light.png, iOS 18.4, iPhone 15 Pro size): a `TabView`
    /// whose page is a navigation stack with an inline title, a trailing "+" and a centred
    /// `ProgressView`. iOS centres the spinner at 440.3 pt, between the navigation bar and the
    /// tab bar (436 if exactly centred; 460.5 were the tab bar not part of the page's safe area),
    /// the title 22.8 pt and the "+" 22.0 pt below the navigation bar's top, the "+" ink ending
    /// 19 pt from the right edge.
    struct FeedTab: View {
        var body: some View {
            TabView {
                NavigationStack {
                    ProgressView()
                        .navigationTitle("feed_list_rss_feeds")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar { ToolbarItem(placement: .topBarTrailing) { Image(systemName: "plus").foregroundColor(.accentColor) } }
                }
                .tabItem { Label("tab_feeds", systemImage: "newspaper") }
                Text("favorites").tabItem { Label("tab_favorites", systemImage: "star") }
            }
        }
    }

    func testTabPageBetweenTheBarsMatchesIOS() throws {
        let reference = Self.reference.replacingOccurrences(of: "pf-iphone8.png", with: "rss-medium.light.png")
        guard FileManager.default.fileExists(atPath: reference) else {
            throw XCTSkip("iOS reference not found at \(reference): clone ../shared beside the repository")
        }
        let device = Device.iPhone15Pro
        let snapshot = try Snapshot.render(makeNode(FeedTab()), container: device.container(.portrait, keyboard: false), scheme: .light,
                                           environment: device.environment(.portrait), resources: SharedFonts.resources.get())
        let frames = FramesDump.text(snapshot.tree)
        func frame(_ prefix: String) -> (y: Double, h: Double)? {
            guard let line = frames.split(separator: "\n").first(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(prefix) }),
                  let at = line.range(of: " @ ") else { return nil }
            let parts = line[at.upperBound...].split(separator: " ")
            let xy = parts[0].split(separator: ","), wh = parts[1].split(separator: "x")
            return (Double(xy[1])!, Double(wh[1])!)
        }
        let spinner = try XCTUnwrap(frame(".navigationTitle("), frames)  // the modifier holds the ProgressView
        let title = try XCTUnwrap(frame("Text \"feed_list_rss_feeds\""), frames)
        print(String(format: "tab page vs iOS 18.4: spinner centre %.1f (iOS 440.3), title centre %.1f (iOS 81.8)",
                     spinner.y + spinner.h / 2, title.y + title.h / 2))
        XCTAssertEqual(spinner.y + spinner.h / 2, 440.3, accuracy: 5, "centred between the navigation bar and the tab bar")
        XCTAssertEqual(title.y + title.h / 2, 81.8, accuracy: 1.5)
    }
}
