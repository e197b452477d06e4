import SwiftUI
import TabSnapCore
import TabSnapTesting
import XCTest

/// `.alignmentGuide(_:computeValue:)` as SwiftUI's layout uses it: a stack, a ZStack, a frame
/// and an overlay line children up by the guide each child gives (its default where it gives
/// none); a ZStack grows to hold a child moved off the line; a list row's
/// `listRowSeparatorLeading` starts its separator. Exact numbers on colours and shapes.
final class AlignmentGuideTests: XCTestCase {
    func frames(_ view: some View, width: Double = 300, height: Double = 300) throws -> LaidOutView {
        try Snapshot.render(makeNode(view), container: LayoutContainer(size: CGSize(width: width, height: height), scale: 2),
                            scheme: .light, resources: try FontResources.bundled()).tree
    }
    func frame(_ tree: LaidOutView, _ id: String) throws -> CGRect { try XCTUnwrap(tree.find(id: id)).frame }

    func testAVStackLinesChildrenUpByTheirGuides() throws {
        let tree = try frames(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 20).id("wide")
            Color.blue.frame(width: 50, height: 20).alignmentGuide(.leading) { d in d[.trailing] }.id("hung")
        }.id("stack"))
        // The blue's trailing edge stands on the red's leading one: the stack is 150 wide.
        XCTAssertEqual(try frame(tree, "stack").width, 150)
        XCTAssertEqual(try frame(tree, "hung").maxX, try frame(tree, "wide").minX)
    }

    func testAnHStackByBottomWithOneChildOnItsCentre() throws {
        let tree = try frames(HStack(alignment: .bottom, spacing: 0) {
            Color.red.frame(width: 20, height: 40).id("tall")
            Color.blue.frame(width: 20, height: 20).alignmentGuide(.bottom) { d in d[VerticalAlignment.center] }.id("short")
        }.id("stack"))
        XCTAssertEqual(try frame(tree, "stack").height, 50)
        XCTAssertEqual(try frame(tree, "short").midY, try frame(tree, "tall").maxY)
    }

    func testABadgeCentredOnAZStacksCornerGrowsIt() throws {
        let tree = try frames(ZStack(alignment: .topTrailing) {
            Color.gray.frame(width: 100, height: 100).id("card")
            Circle().fill(Color.red).frame(width: 20, height: 20)
                .alignmentGuide(.top) { d in d[VerticalAlignment.center] }
                .alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] }
                .id("badge")
        }.id("stack"))
        let card = try frame(tree, "card"), badge = try frame(tree, "badge")
        XCTAssertEqual(try frame(tree, "stack").size, CGSize(width: 110, height: 110))
        XCTAssertEqual(badge.midX, card.maxX)
        XCTAssertEqual(badge.midY, card.minY)
    }

    func testAnOverlayAndAFrameFollowTheirChildsGuides() throws {
        let tree = try frames(VStack {
            Color.gray.frame(width: 100, height: 60).id("card")
                .overlay(alignment: .topTrailing) {
                    Color.red.frame(width: 20, height: 20).alignmentGuide(.top) { d in d[.bottom] }.id("tab")
                }
            Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { _ in -10 }.id("inset")
                .frame(width: 200, alignment: .leading).id("row")
        })
        let card = try frame(tree, "card"), tab = try frame(tree, "tab")
        XCTAssertEqual(tab.maxY, card.minY, "the tab stands on the card's top edge")
        XCTAssertEqual(tab.maxX, card.maxX)
        XCTAssertEqual(try frame(tree, "inset").minX, try frame(tree, "row").minX + 10)
    }

    func testAListRowsSeparatorStartsAtItsGuide() throws {
        func separatorStart(_ row: some View) throws -> (separator: Double, icon: Double) {
            let tree = try frames(List { row; Text("Recents") }, width: 390, height: 300)
            // The separator is a hairline colour view under the first row.
            var starts: [Double] = []
            tree.walk { v, _ in if v.node.summary.hasPrefix("Color"), v.frame.height < 1, v.frame.width > 100 { starts.append(Double(v.frame.minX)) } }
            return (try XCTUnwrap(starts.first), Double(try frame(tree, "icon").minX))
        }
        let row = HStack { Image(systemName: "star").id("icon"); Text("Favourites") }
        let plain = try separatorStart(row)
        XCTAssertGreaterThan(plain.separator, plain.icon + 10, "by default under the text")
        let guided = try separatorStart(row.alignmentGuide(.listRowSeparatorLeading) { d in d[.leading] })
        XCTAssertEqual(guided.separator, guided.icon, accuracy: 0.5, "under the icon, where the guide puts it")
    }
}

extension AlignmentGuideTests {
    /// A settings list whose rows start their separators under their icons, and a count badge
    /// hung on an icon's corner, as apps draw them with alignment guides.
    struct Inbox: View {
        var body: some View {
            List {
                ForEach(["Inbox", "Drafts", "Sent"], id: \.self) { name in
                    HStack(spacing: 12) {
                        Image(systemName: "tray")
                            .font(.title3)
                            .overlay(alignment: .topTrailing) {
                                if name == "Inbox" {
                                    Text("3").font(.caption2.bold()).foregroundColor(.white)
                                        .padding(.horizontal, 5).background(Capsule().fill(Color.red))
                                        .alignmentGuide(.top) { d in d[VerticalAlignment.center] }
                                        .alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] }
                                }
                            }
                        Text(name)
                    }
                    .alignmentGuide(.listRowSeparatorLeading) { d in d[.leading] }
                }
            }
        }
    }

    func testSeparatorsUnderIconsAndABadgeOnACorner() {
        assertSnapshot(of: Inbox(), devices: [.iPhoneSE, .iPhone15Pro], schemes: [.light, .dark])
    }
}

/// `.containerRelativeFrame` against the window's safe area, whatever the views between.
final class ContainerRelativeFrameTests: XCTestCase {
    func frames(_ view: some View) throws -> LaidOutView {
        try Snapshot.render(makeNode(view), container: LayoutContainer(size: CGSize(width: 300, height: 400), safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0), scale: 3),
                            scheme: .light, resources: try FontResources.bundled()).tree
    }

    func testFramesAShareOfTheWindow() throws {
        let tree = try frames(VStack {
            Color.red.frame(width: 50, height: 20).containerRelativeFrame(.horizontal).id("full")
            Color.red.frame(width: 50, height: 20).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).id("two")
            Color.red.frame(width: 50, height: 20).containerRelativeFrame([.horizontal, .vertical]) { length, axis in axis == .vertical ? length / 4 : length / 2 }.id("closure")
        }.padding(20))
        func size(_ id: String) throws -> CGSize { try XCTUnwrap(tree.find(id: id)).frame.size }
        XCTAssertEqual(try size("full").width, 300, "the window's width, not the padded stack's")
        XCTAssertEqual(Double(try size("two").width), (300 - 20) / 3 * 2 + 10, accuracy: 0.34)
        XCTAssertEqual(try size("closure"), CGSize(width: 150, height: 95), "half the width, a quarter of the 380 pt safe height")
    }

    func testAViewSizedAloneKeepsItsSize() throws {
        let s = LayoutEngine().size(of: makeNode(Color.red.frame(width: 50, height: 20).containerRelativeFrame(.horizontal)),
                                    proposal: .unspecified, environment: EnvironmentValues(), scale: 3)
        XCTAssertEqual(s, CGSize(width: 50, height: 20))
    }
}

extension AlignmentGuideTests {
    /// A padded text keeps its first baseline (moved by the top inset), so a row aligned by
    /// first text baselines lines it up with its neighbours, as SwiftUI does.
    func testAPaddedTextKeepsItsBaseline() throws {
        let row = HStack(alignment: .firstTextBaseline, spacing: 4) {
            Text("Title").font(.title)
            Text("note").font(.caption).padding(8).background(Color.yellow)
            Text("tag").padding(.top, 12)
        }
        let shot = try Snapshot.render(makeNode(row), container: LayoutContainer(size: CGSize(width: 300, height: 200), scale: 2),
                                       scheme: .light, resources: try FontResources.bundled())
        let baselines = shot.displayList.items.compactMap { item -> Int? in
            if case .glyphs(let run) = item { return run.glyphs.first?.pixelY } else { return nil }
        }
        XCTAssertEqual(baselines.count, 3)
        XCTAssertEqual(Set(baselines).count, 1, "one baseline: \(baselines)")
    }
}

extension AlignmentGuideTests {
    /// Drawing effects leave layout alone, baselines included: a clipped, shadowed, offset or
    /// blended text lines up by its first baseline with its neighbours.
    func testDrawingEffectsKeepTheBaseline() throws {
        let row = HStack(alignment: .firstTextBaseline, spacing: 4) {
            Text("Title").font(.title)
            Text("clip").font(.caption).clipped()
            Text("shadow").shadow(radius: 2)
            Text("moved").offset(x: 3)
            Text("multiply").blendMode(.multiply)
        }
        let shot = try Snapshot.render(makeNode(row), container: LayoutContainer(size: CGSize(width: 390, height: 200), scale: 2),
                                       scheme: .light, resources: try FontResources.bundled())
        let baselines = shot.displayList.items.compactMap { item -> Int? in
            if case .glyphs(let run) = item { return run.glyphs.first?.pixelY } else { return nil }
        }
        XCTAssertEqual(baselines.count, 5)
        XCTAssertEqual(Set(baselines).count, 1, "one baseline: \(baselines)")
    }
}
