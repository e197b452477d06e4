import SwiftUI
import TabSnapCore
import TabSnapTesting
import XCTest

/// Anchor preferences as apps use them: a view publishes one of its rectangles or points, and
/// an overlay or background over a larger view reads it in its own coordinates once laid out
/// (a selection indicator under the chosen tab, a callout pointing at a row). Exact frames.
final class AnchorPreferenceTests: XCTestCase {
    struct BoundsKey: PreferenceKey {
        static let defaultValue: [String: Anchor<CGRect>] = [:]
        static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
            value.merge(nextValue()) { $1 }
        }
    }

    struct PointKey: PreferenceKey {
        static let defaultValue: Anchor<CGPoint>? = nil
        static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) { value = value ?? nextValue() }
    }

    struct CountKey: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    func frames(_ view: some View) throws -> LaidOutView {
        try Snapshot.render(makeNode(view), container: LayoutContainer(size: CGSize(width: 300, height: 300), scale: 2),
                            scheme: .light, resources: try FontResources.bundled()).tree
    }

    /// A marker drawn over a stack lands on the child whose bounds it was given, in the stack's
    /// coordinates; a point anchor lands where the point is.
    func testAnOverlayFindsTheAnchoredChild() throws {
        let view = VStack(spacing: 10) {
            ForEach(["a", "b", "c"], id: \.self) { name in
                Color.gray.frame(width: 40 + (name == "b" ? 20 : 0), height: 30)
                    .anchorPreference(key: BoundsKey.self, value: .bounds) { [name: $0] }
            }
        }
        .padding(20)
        .overlayPreferenceValue(BoundsKey.self) { anchors in
            GeometryReader { proxy in
                if let b = anchors["b"] {
                    let r = proxy[b]
                    Color.red.frame(width: r.width, height: r.height).id("marker").position(x: r.midX, y: r.midY)
                }
            }
        }
        .anchorPreference(key: PointKey.self, value: .bottomTrailing) { $0 }
        .backgroundPreferenceValue(PointKey.self) { point in
            GeometryReader { proxy in
                if let point {
                    Color.blue.frame(width: 4, height: 4).id("corner").position(proxy[point])
                }
            }
        }
        .id("stack")
        let tree = try frames(view)
        let stack = try XCTUnwrap(tree.find(id: "stack")).frame
        let marker = try XCTUnwrap(tree.find(id: "marker")).frame
        // The second child: 20 pt of padding, a 30 pt row and 10 pt of spacing above it, 60 wide and centred.
        XCTAssertEqual(marker.minY - stack.minY, 60)
        XCTAssertEqual(marker.size, CGSize(width: 60, height: 30))
        XCTAssertEqual(marker.midX, stack.midX)
        let corner = try XCTUnwrap(tree.find(id: "corner")).frame
        XCTAssertEqual(CGPoint(x: corner.midX, y: corner.midY), CGPoint(x: stack.maxX, y: stack.maxY))
    }

    /// Values combine in tree order and transformPreference changes what the content sent; a
    /// preference set nowhere gives the overlay the key's default.
    func testTransformAndDefault() throws {
        let view = HStack {
            Color.red.frame(width: 10, height: 10).preference(key: CountKey.self, value: 2)
            Color.red.frame(width: 10, height: 10).preference(key: CountKey.self, value: 3)
        }
        .transformPreference(CountKey.self) { $0 *= 10 }
        .overlayPreferenceValue(CountKey.self) { count in Color.blue.frame(width: CGFloat(count), height: 1).id("bar") }
        .background(Color.clear.overlayPreferenceValue(PointKey.self) { point in Color.green.frame(width: point == nil ? 7 : 1, height: 1).id("none") })
        let tree = try frames(view)
        XCTAssertEqual(try XCTUnwrap(tree.find(id: "bar")).frame.width, 50)
        XCTAssertEqual(try XCTUnwrap(tree.find(id: "none")).frame.width, 7)
    }

    /// A segmented tab strip whose selection indicator is drawn once, under the selected tab's
    /// title, from its anchor (a common custom tab bar), on two devices in both schemes.
    func testASelectionIndicatorUnderTheChosenTab() {
        struct Strip: View {
            let tabs = ["Home", "Library", "Search", "Profile"]
            let selected = "Search"
            var body: some View {
                HStack(spacing: 24) {
                    ForEach(tabs, id: \.self) { tab in
                        Text(tab).font(.subheadline.weight(tab == selected ? .semibold : .regular))
                            .foregroundStyle(tab == selected ? Color.primary : Color.secondary)
                            .padding(.vertical, 10)
                            .anchorPreference(key: BoundsKey.self, value: .bounds) { [tab: $0] }
                    }
                }
                .padding(.horizontal)
                .overlayPreferenceValue(BoundsKey.self) { anchors in
                    GeometryReader { proxy in
                        if let a = anchors[selected] {
                            let r = proxy[a]
                            Capsule().fill(Color.accentColor).frame(width: r.width, height: 3).offset(x: r.minX, y: r.maxY - 3)
                        }
                    }
                }
            }
        }
        let view = VStack { Strip(); Divider(); Spacer() }
        assertSnapshot(of: view, devices: [.iPhoneSE, .iPhone15Pro], schemes: [.light, .dark])
    }
}
