import SwiftUI
import TabSnapCore
import TabSnapDisplayList
import XCTest

/// Named coordinate spaces: a geometry reader measures its frame from the top leading corner of
/// the view named around it (either spelling), the nearest scroll view's frame (`.scrollView`),
/// or the screen when no view has the name.
final class CoordinateSpaceTests: XCTestCase {
    func texts(_ view: some View) throws -> [String] {
        let shot = try Snapshot.render(makeNode(view), container: LayoutContainer(size: CGSize(width: 300, height: 400), scale: 2),
                                       scheme: .light, resources: try FontResources.bundled())
        return shot.displayList.items.compactMap { if case .glyphs(let r) = $0 { return r.text } else { return nil } }
    }

    func testAReaderMeasuresInTheSpaceNamedAroundIt() throws {
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 40)
            VStack(spacing: 0) {
                Color.blue.frame(height: 25)
                GeometryReader { p in
                    Text("\(Int(p.frame(in: .named("card")).minY)) \(Int(p.frame(in: CoordinateSpace.named("card")).minY)) "
                         + "\(p.frame(in: .named("missing")) == p.frame(in: .global) ? "global" : "?")")
                }
                .frame(height: 20)
            }
            .coordinateSpace(.named("card"))
            Spacer()
        }
        .coordinateSpace(name: "screen")
        XCTAssertEqual(try texts(view), ["25 25 global"])
        // The inner of two spaces of one name is the one measured in.
        let nested = VStack(spacing: 0) {
            Color.red.frame(height: 10)
            VStack(spacing: 0) {
                Color.red.frame(height: 7)
                GeometryReader { p in Text("\(Int(p.frame(in: .named("s")).minY))") }.frame(height: 20)
            }
            .coordinateSpace(name: "s")
            Spacer()
        }
        .coordinateSpace(name: "s")
        XCTAssertEqual(try texts(nested), ["7"])
    }

    func testScrollViewSpace() throws {
        let view = ScrollView {
            VStack(spacing: 0) {
                Color.clear.frame(height: 30)
                GeometryReader { p in Text("\(Int(p.frame(in: .scrollView).minY))") }.frame(height: 20)
            }
        }
        .frame(height: 200)
        XCTAssertEqual(try texts(view), ["30"])
    }
}

/// `.safeAreaPadding`: content that keeps to the safe area is inset, and the view grows, as with
/// padding.
final class SafeAreaPaddingTests: XCTestCase {
    func tree(_ view: some View) throws -> LaidOutView {
        try Snapshot.render(makeNode(view), container: LayoutContainer(size: CGSize(width: 200, height: 200), scale: 2),
                            scheme: .light, resources: try FontResources.bundled()).tree
    }

    func testContentIsInsetAsWithPadding() throws {
        for (a, b) in [(AnyView(Color.red.id("content").frame(width: 100, height: 100).safeAreaPadding(12)),
                        AnyView(Color.red.id("content").frame(width: 100, height: 100).padding(12))),
                       (AnyView(Text("Hi").id("content").safeAreaPadding(.horizontal, 20)),
                        AnyView(Text("Hi").id("content").padding(.horizontal, 20)))] {
            XCTAssertEqual(try XCTUnwrap(tree(a).find(id: "content")).frame, try XCTUnwrap(tree(b).find(id: "content")).frame)
        }
    }
}
