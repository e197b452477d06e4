import Foundation
@testable import TabSnapLayout
@testable import TabSnapLayoutEngine
import XCTest

/// Lays out `view` on a w×h screen and returns the frames (x, y, width, height) of the nodes
/// whose summary starts with `prefix`, depth first.
func frames<V: View>(_ view: V, _ w: Double, _ h: Double, scale: Double = 1, insets: EdgeInsets = .zero,
                     keyboard: Double = 0, of prefix: String = "Rectangle") -> [[Double]] {
    let root = LayoutEngine().layout(makeNode(view), in: LayoutContainer(
        size: CGSize(width: w, height: h), safeAreaInsets: insets, keyboardHeight: keyboard, scale: scale))
    return root.all(prefix).map { v in [v.frame.minX, v.frame.minY, v.frame.width, v.frame.height].map { Double($0) } }
}

final class StackTests: XCTestCase {
    // The worked examples of GUIDE.md §2.
    func testGuideExamples() {
        XCTAssertEqual(frames(HStack(spacing: 0) { Rectangle(); Rectangle(); Rectangle() }.frame(width: 300, height: 100), 300, 100),
                       [[0, 0, 100, 100], [100, 0, 100, 100], [200, 0, 100, 100]])
        XCTAssertEqual(frames(HStack(spacing: 10) {
            Rectangle().frame(minWidth: 30, maxWidth: 100)
            Rectangle().frame(width: 10)
        }, 100, 100), [[0, 0, 80, 100], [90, 0, 10, 100]])
        XCTAssertEqual(frames(Rectangle().frame(width: 200, height: 100), 500, 500), [[150, 200, 200, 100]])
    }

    /// Fixed, bounded and unbounded children: the least flexible are sized first.
    func testFixedFlexibleAndInfinitelyFlexibleChildren() {
        XCTAssertEqual(frames(HStack(spacing: 0) {
            Rectangle().frame(width: 50)
            Rectangle()
            Rectangle().frame(maxWidth: 100)
        }, 400, 100), [[0, 0, 50, 100], [50, 0, 250, 100], [300, 0, 100, 100]])
    }

    /// A higher priority is sized first, after reserving the minimum of lower priorities.
    func testLayoutPriority() {
        XCTAssertEqual(frames(HStack(spacing: 0) {
            Rectangle().frame(minWidth: 40)
            Rectangle().layoutPriority(1)
        }, 300, 100), [[0, 0, 40, 100], [40, 0, 260, 100]])
        // Without the priority the two share equally.
        XCTAssertEqual(frames(HStack(spacing: 0) {
            Rectangle().frame(minWidth: 40)
            Rectangle()
        }, 300, 100), [[0, 0, 150, 100], [150, 0, 150, 100]])
    }

    func testSpacers() {
        // A Spacer takes no default spacing from its neighbours (measured on iOS, GUIDE §11); it
        // takes what is left.
        XCTAssertEqual(frames(HStack {
            Rectangle().frame(width: 50)
            Spacer()
            Rectangle().frame(width: 50)
        }, 300, 100), [[0, 0, 50, 100], [250, 0, 50, 100]])
        XCTAssertEqual(frames(HStack { Rectangle().frame(width: 50); Spacer(); Rectangle().frame(width: 50) }, 300, 100, of: "Spacer"),
                       [[50, 50, 200, 0]])
        // Between two views that are not spacers the default 8 still applies.
        XCTAssertEqual(frames(HStack { Rectangle().frame(width: 50); Rectangle().frame(width: 50); Spacer() }, 300, 100, of: "Rectangle"),
                       [[0, 0, 50, 100], [58, 0, 50, 100]])
        // An explicit spacing applies to every gap, spacers included.
        XCTAssertEqual(frames(HStack(spacing: 10) { Rectangle().frame(width: 50); Spacer(); Rectangle().frame(width: 50) }, 300, 100, of: "Spacer"),
                       [[60, 50, 180, 0]])
        // minLength holds even when the stack overflows; the stack is centred and overflows both ways.
        XCTAssertEqual(frames(VStack(spacing: 0) {
            Rectangle().frame(height: 50)
            Spacer(minLength: 30)
            Rectangle().frame(height: 50)
        }, 100, 100), [[0, -15, 100, 50], [0, 65, 100, 50]])
        // A spacer with no room keeps its default minimum length of 8.
        XCTAssertEqual(frames(HStack(spacing: 0) { Rectangle().frame(width: 60); Spacer(); Rectangle().frame(width: 60) }, 100, 10),
                       [[-14, 0, 60, 10], [54, 0, 60, 10]])
    }

    /// An unspecified major axis gives every child its ideal size.
    func testFixedSizeStack() {
        XCTAssertEqual(frames(HStack(spacing: 5) { Rectangle(); Rectangle().frame(width: 30) }.fixedSize(), 200, 100, scale: 2),
                       [[77.5, 45, 10, 10], [92.5, 45, 30, 10]])
    }

    func testCrossAxisAlignment() {
        XCTAssertEqual(frames(VStack(alignment: .leading, spacing: 0) {
            Rectangle().frame(width: 20, height: 10)
            Rectangle().frame(width: 60, height: 10)
        }, 100, 20), [[20, 0, 20, 10], [20, 10, 60, 10]])
        XCTAssertEqual(frames(HStack(alignment: .bottom, spacing: 0) {
            Rectangle().frame(width: 20, height: 10)
            Rectangle().frame(width: 20, height: 30)
        }, 40, 30), [[0, 20, 20, 10], [20, 0, 20, 30]])
    }
}

final class FrameTests: XCTestCase {
    func testFlexibleFrameAlignments() {
        let expected: [(Alignment, [Double])] = [
            (.topLeading, [0, 0]), (.top, [80, 0]), (.topTrailing, [160, 0]),
            (.leading, [0, 40]), (.center, [80, 40]), (.trailing, [160, 40]),
            (.bottomLeading, [0, 80]), (.bottom, [80, 80]), (.bottomTrailing, [160, 80]),
        ]
        for (alignment, origin) in expected {
            let view = Rectangle().frame(width: 40, height: 20).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
            XCTAssertEqual(frames(view, 200, 100), [origin + [40, 20]], "\(alignment.name)")
        }
    }

    /// A bounded frame inside an unbounded one: each aligns its child in its own box.
    func testNestedFlexibleFrames() {
        let view = Rectangle().frame(width: 40, height: 20)
            .frame(maxWidth: 100, alignment: .trailing)
            .frame(maxWidth: .infinity, alignment: .leading)
        XCTAssertEqual(frames(view, 200, 100), [[60, 40, 40, 20]])
        XCTAssertEqual(frames(view, 200, 100, of: ".frame(maxWidth: 100"), [[0, 40, 100, 20]])
    }

    func testMinFrameGrowsAndIdealFillsUnspecified() {
        XCTAssertEqual(frames(Rectangle().frame(width: 10, height: 10).frame(minWidth: 50, minHeight: 30), 200, 100, of: ".frame(minWidth"),
                       [[75, 35, 50, 30]])
        XCTAssertEqual(frames(Rectangle().frame(idealWidth: 70, idealHeight: 20).fixedSize(), 200, 100), [[65, 40, 70, 20]])
    }

    func testPadding() {
        XCTAssertEqual(frames(Rectangle().padding(10), 100, 60), [[10, 10, 80, 40]])
        XCTAssertEqual(frames(Rectangle().padding(.horizontal, 4), 100, 60), [[4, 0, 92, 60]])
        XCTAssertEqual(frames(Rectangle().frame(width: 20, height: 20).padding(), 100, 60, of: ".padding"), [[24, 4, 52, 52]])
        XCTAssertEqual(frames(Rectangle().padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), 100, 60), [[2, 1, 94, 56]])
    }

    /// Offsets move drawing only: siblings and parents keep their frames.
    func testOffsetLeavesLayoutAlone() {
        XCTAssertEqual(frames(HStack(spacing: 0) {
            Rectangle().frame(width: 50, height: 50).offset(x: 10, y: 5)
            Rectangle().frame(width: 50, height: 50)
        }, 100, 50), [[10, 5, 50, 50], [50, 0, 50, 50]])
        XCTAssertEqual(frames(HStack(spacing: 0) {
            Rectangle().frame(width: 50, height: 50).offset(x: 10, y: 5)
            Rectangle().frame(width: 50, height: 50)
        }, 100, 50, of: "HStack"), [[0, 0, 100, 50]])
    }

    /// Backgrounds and overlays are given exactly their view's frame.
    func testBackgroundAndOverlayTakeTheViewsSize() {
        let view = Rectangle().frame(width: 60, height: 30)
            .background(Circle())
            .overlay(Rectangle().frame(width: 10, height: 10), alignment: .topTrailing)
        XCTAssertEqual(frames(view, 100, 100, of: "Circle"), [[20, 35, 60, 30]])
        XCTAssertEqual(frames(view, 100, 100), [[20, 35, 60, 30], [70, 35, 10, 10]])
        // A background never changes layout, however large it wants to be.
        XCTAssertEqual(frames(HStack(spacing: 0) { Rectangle().frame(width: 10, height: 10).background(Rectangle().frame(width: 80)); Rectangle().frame(width: 10, height: 10) }, 20, 10),
                       [[-35, 0, 80, 10], [0, 0, 10, 10], [10, 0, 10, 10]])  // background first: drawn first
    }

    func testZStackSizesByHighestPriority() {
        let view = ZStack {
            Rectangle().frame(width: 100, height: 100)
            Rectangle().frame(width: 50, height: 200).layoutPriority(1)
        }
        XCTAssertEqual(frames(view, 300, 300, of: "ZStack"), [[125, 50, 50, 200]])
        XCTAssertEqual(frames(view, 300, 300), [[100, 100, 100, 100], [125, 50, 50, 200]])
        XCTAssertEqual(frames(ZStack(alignment: .bottomLeading) {
            Rectangle().frame(width: 40, height: 40)
            Rectangle().frame(width: 10, height: 10)
        }, 40, 40), [[0, 0, 40, 40], [0, 30, 10, 10]])
    }

    func testGeometryReaderHandsItsSizeToContent() {
        let view = GeometryReader { g in
            HStack(spacing: 0) {
                ForEach(0..<5) { _ in Rectangle().frame(width: g.size.width / 5, height: 10) }
            }
        }
        // Content sits at the reader's top-leading corner.
        XCTAssertEqual(frames(view, 390, 100), (0..<5).map { [Double($0) * 78, 0, 78, 10] })
    }

    func testConditionalsAndEmptyViews() {
        let show = false
        let view = HStack(spacing: 10) {
            Rectangle().frame(width: 10)
            if show { Rectangle().frame(width: 99) }
            EmptyView()
            Rectangle().frame(width: 10)
        }
        XCTAssertEqual(frames(view, 30, 10), [[0, 0, 10, 10], [20, 0, 10, 10]])
    }
}

final class PixelRoundingTests: XCTestCase {
    func testThirdsAtScales2And3() {
        let view = HStack(spacing: 0) { Rectangle(); Rectangle(); Rectangle() }
        XCTAssertEqual(frames(view, 100, 10, scale: 2), [[0, 0, 33.5, 10], [33.5, 0, 33, 10], [66.5, 0, 33.5, 10]])
        let third = frames(view, 100, 10, scale: 3)
        XCTAssertEqual(third.map { $0[0] * 3 }.map { $0.rounded() }, [0, 100, 200])
        XCTAssertEqual(third.map { ($0[2] * 3).rounded() }, [100, 100, 100])
    }

    /// Origin and far edge round to the nearest device pixel independently, ties up.
    func testTiesRoundUp() {
        let view = Rectangle().frame(width: 10, height: 10).offset(x: 0.25)
        XCTAssertEqual(frames(view, 10, 10, scale: 2), [[0.5, 0, 10, 10]])
        let s3 = frames(view, 10, 10, scale: 3)[0]
        XCTAssertEqual(s3[0] * 3, 1, accuracy: 1e-9)  // 0.75 px → 1 px
        XCTAssertEqual(s3[2] * 3, 30, accuracy: 1e-9)
        XCTAssertEqual(frames(Rectangle().frame(width: 10.25, height: 10), 20, 10, scale: 2)[0], [4.75 + 0.5, 0, 10, 10].map { $0 == 5.25 ? 5 : $0 })
    }
}

final class SafeAreaTests: XCTestCase {
    let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

    func bar() -> some View {
        VStack(spacing: 0) {
            Color.blue
            Rectangle().frame(height: 49)
        }
    }

    func testContentStaysInsideTheSafeArea() {
        XCTAssertEqual(frames(bar(), 390, 844, scale: 3, insets: insets), [[0, 761, 390, 49]])
    }

    func testIgnoringOnlySomeEdges() {
        XCTAssertEqual(frames(bar().ignoresSafeArea(edges: .bottom), 390, 844, scale: 3, insets: insets), [[0, 795, 390, 49]])
        XCTAssertEqual(frames(bar().ignoresSafeArea(.container, edges: .top), 390, 844, scale: 3, insets: insets), [[0, 761, 390, 49]])
        XCTAssertEqual(frames(bar().ignoresSafeArea(.container, edges: .top), 390, 844, scale: 3, insets: insets, of: "Color"), [[0, 0, 390, 761]])
        XCTAssertEqual(frames(Color.blue.ignoresSafeArea(), 390, 844, insets: insets, of: "Color"), [[0, 0, 390, 844]])
    }

    /// A colour background fills under the safe areas its view touches.
    func testColorBackgroundExtendsUnderSafeArea() {
        let view = VStack(spacing: 0) { Spacer(); Rectangle().frame(height: 49).background(Color.white) }
        XCTAssertEqual(frames(view, 390, 844, insets: insets, of: "Color"), [[0, 761, 390, 83]])
    }

    /// Seed 000: a bottom bar rises with the keyboard unless its container ignores `.keyboard`.
    func testKeyboard() {
        func screen(_ ignoreKeyboard: Bool) -> AnyView {
            let z = ZStack(alignment: .bottom) {
                Color.white.ignoresSafeArea()
                Rectangle().frame(height: 49)
            }
            return ignoreKeyboard ? AnyView(z.ignoresSafeArea(.keyboard)) : AnyView(z)
        }
        XCTAssertEqual(frames(screen(false), 390, 844, scale: 3, insets: insets, keyboard: 336), [[0, 459, 390, 49]])
        XCTAssertEqual(frames(screen(true), 390, 844, scale: 3, insets: insets, keyboard: 336), [[0, 761, 390, 49]])
        // The full-screen content fills to the edges either way.
        XCTAssertEqual(frames(screen(false), 390, 844, scale: 3, insets: insets, keyboard: 336, of: "Color"), [[0, 0, 390, 844]])
        // With no keyboard both are the same.
        XCTAssertEqual(frames(screen(false), 390, 844, insets: insets), frames(screen(true), 390, 844, insets: insets))
    }
}
