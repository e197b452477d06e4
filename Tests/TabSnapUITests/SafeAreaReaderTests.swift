import SwiftUI
import TabSnapCore
import XCTest

/// A `GeometryReader` inside content that ignores the safe area still reports the insets of the
/// bars it lies under (iOS: a custom tab bar padded by `proxy.safeAreaInsets.bottom` sits
/// above the home indicator), while the content itself lays out under them.
final class SafeAreaReaderTests: XCTestCase {
    final class Seen: @unchecked Sendable { var bottom = -1.0; var top = -1.0; var height = -1.0 }

    struct Bar: View {
        let seen: Seen
        var body: some View {
            ZStack(alignment: .bottom) {
                Color.white
                GeometryReader { proxy in
                    let _ = { seen.bottom = proxy.safeAreaInsets.bottom; seen.top = proxy.safeAreaInsets.top; seen.height = proxy.size.height }()
                    Color.clear
                }
            }
            .ignoresSafeArea(edges: .bottom)
        }
    }

    func testAReaderUnderIgnoredEdgesStillSeesTheirInsets() throws {
        let device = try Devices.resolve("iphone-15-pro")
        let seen = Seen()
        _ = try Snapshot.render(makeNode(Bar(seen: seen)), container: device.container(.portrait, keyboard: false), scheme: .light,
                                environment: device.environment(.portrait), resources: try FontResources.bundled())
        XCTAssertEqual(seen.bottom, 34, "the home indicator's inset, as iOS reports it")
        XCTAssertEqual(seen.top, 0, "the top edge is not ignored: the reader starts below it")
        XCTAssertEqual(seen.height, 852 - 59, "the reader itself reaches the bottom of the screen")
    }
}
