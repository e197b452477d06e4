import TabSnapCore
@testable import TabSnapLayoutEngine
import TabSnapTabBar
import TabSnapUI
import XCTest

/// Time as an input: a view's states at given times, each frame showing its animatable values
/// where SwiftUI's animations have carried them.
final class ViewTimelineTests: XCTestCase {
    static let resources = try! FontResources.bundled()
    static let container = LayoutContainer(size: CGSize(width: 120, height: 80), scale: 3)

    /// Seed 000's cart item with the article's offsets, the index as its `OffsetAnimation` value.
    static func cartItem(_ index: Int) -> some View {
        let offsets: [CGPoint] = [.init(x: 0, y: 0), .init(x: 0, y: 4), .init(x: 0, y: 0)]
        return TabBarItem(icon: Image.TabBar.cart, title: "Cart", badgeCount: index == 0 ? 0 : 3, isSelected: true, itemWidth: 78,
                          animation: OffsetAnimation(offset: offsets[index], value: index)) {}
    }

    /// The article's three changes 0.1 s apart; the first lands at 0 (the state before it is at
    /// rest at the same offset).
    static let bounce = ViewTimeline(cartItem(0))
        .change(at: 0.1) { cartItem(1) }
        .change(at: 0.2) { cartItem(2) }

    /// The offsets a frame's tree holds with x = 0: the cart's bounce (the badge sits at x 16).
    func bounceOffsets(_ tree: LaidOutView) -> [Double] {
        var out: [Double] = []
        tree.walk { view, _ in
            if case .modified(_, .builtin(let offset as OffsetEffect)) = view.node.kind, offset.x == 0 { out.append(offset.y) }
        }
        return out
    }

    func testSeed000BounceFollowsTheClosedFormSpringAtTenTimes() throws {
        let times = [0, 0.05, 0.1, 0.12, 0.15, 0.2, 0.21, 0.25, 0.3, 0.6]
        let frames = try Snapshot.render(Self.bounce, at: times, container: Self.container, scheme: .light, resources: Self.resources)
        // The closed form: a spring of response 0.15 and damping 0.75 toward 4 at 0.1 s, then
        // retargeted to 0 at 0.2 s from where it is and with the speed it has.
        let spring = Animation.spring(response: 0.15, dampingFraction: 0.75, blendDuration: 0)
        let expected = AnimatedValue(0, changes: [.init(at: 0.1, to: 4, animation: spring), .init(at: 0.2, to: 0, animation: spring)])
        for (time, frame) in zip(times, frames) {
            let offsets = bounceOffsets(frame.tree)
            XCTAssertEqual(offsets.count, 1, "at \(time) s")
            XCTAssertEqual(offsets.first ?? .nan, expected.sample(at: time).value, accuracy: 1.0 / 64, "at \(time) s")
        }
        // In flight at 0.15 s (past the midpoint, not yet at 4), overshooting 4 before 0.2 s
        // would be a bug in retargeting: at 0.21 s it is still above 2 and falling.
        XCTAssertGreaterThan(bounceOffsets(frames[4].tree)[0], 2)
        XCTAssertLessThan(bounceOffsets(frames[6].tree)[0], bounceOffsets(frames[5].tree)[0])
        XCTAssertEqual(bounceOffsets(frames[9].tree)[0], 0, accuracy: 0.05)
    }

    func testTheFramesMoveThePixels() throws {
        let frames = try Snapshot.render(Self.bounce, at: [0.1, 0.15, 0.2], container: Self.container, scheme: .light,
                                         resources: Self.resources)
        XCTAssertNotEqual(frames[0].image.pixels, frames[1].image.pixels)
        XCTAssertNotEqual(frames[1].image.pixels, frames[2].image.pixels)
        // The same time twice gives the same bytes.
        let again = try Snapshot.render(Self.bounce, at: [0.15], container: Self.container, scheme: .light, resources: Self.resources)
        XCTAssertEqual(again[0].image.pixels, frames[1].image.pixels)
    }

    struct Fader: View {
        var visible: Bool
        var body: some View {
            Color.red.frame(width: 10, height: 10).opacity(visible ? 1 : 0)
        }
    }

    func testWithAnimationGivesTheChangeItsCurve() throws {
        let timeline = ViewTimeline(Fader(visible: false))
            .change(at: 1) { withAnimation(.linear(duration: 1)) { Fader(visible: true) } }
        let frames = try Snapshot.render(timeline, at: [0.5, 1, 1.25, 1.5, 2, 3], container: LayoutContainer(size: CGSize(width: 10, height: 10), scale: 1),
                                         scheme: .light, resources: Self.resources)
        let alphas = frames.map { Int($0.image.pixels[3]) }
        XCTAssertEqual(alphas, [0, 0, 64, 128, 255, 255])
    }

    func testAChangeWithoutAnimationJumps() throws {
        let timeline = ViewTimeline(Fader(visible: false)).change(at: 1) { Fader(visible: true) }
        let frames = try Snapshot.render(timeline, at: [0.9, 1, 1.2], container: LayoutContainer(size: CGSize(width: 10, height: 10), scale: 1),
                                         scheme: .light, resources: Self.resources)
        XCTAssertEqual(frames.map { Int($0.image.pixels[3]) }, [0, 255, 255])
    }

    struct Scoped: View {
        var step: Int
        var body: some View {
            Color.blue.frame(width: step == 0 ? 2 : 10, height: 10)
                .animation(.easeInOut(duration: 1), value: step)
                .frame(width: 10, height: 10, alignment: .leading)
        }
    }

    func testAnAnimationScopeAnimatesOnlyWhenItsValueChanges() throws {
        let timeline = ViewTimeline(Scoped(step: 0)).change(at: 1) { Scoped(step: 1) }
        let container = LayoutContainer(size: CGSize(width: 10, height: 10), scale: 1)
        let frames = try Snapshot.render(timeline, at: [1, 1.5, 2.5], container: container, scheme: .light, resources: Self.resources)
        func inked(_ s: Snapshot) -> Int { (0..<10).filter { s.image.pixels[$0 * 4 + 3] > 0 }.count }
        // 2 pt wide, halfway (easeInOut is at 0.5 at half time) to 10, then 10.
        XCTAssertEqual(frames.map(inked), [2, 6, 10])
    }

    func testForegroundColoursBlend() throws {
        struct Tinted: View {
            var on: Bool
            var body: some View {
                Rectangle().foregroundColor(on ? Color(r: 0, g: 200, b: 0) : Color(r: 0, g: 0, b: 200))
                    .animation(.linear(duration: 1), value: on)
            }
        }
        let timeline = ViewTimeline(Tinted(on: false)).change(at: 1) { Tinted(on: true) }
        let frames = try Snapshot.render(timeline, at: [1, 1.5, 2], container: LayoutContainer(size: CGSize(width: 2, height: 2), scale: 1),
                                         scheme: .light, resources: Self.resources)
        XCTAssertEqual(frames.map { Array($0.image.pixels[0..<4]) }, [[0, 0, 200, 255], [0, 100, 100, 255], [0, 200, 0, 255]])
    }

    struct Siblings: View {
        var on: Bool
        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(width: on ? 10 : 2, height: 10).animation(.linear(duration: 1), value: on)
                Color.blue.frame(width: on ? 10 : 2, height: 10)
            }
            .frame(width: 20, height: 10, alignment: .leading)
        }
    }

    /// A scope's animation ends with the scope: the sibling after it (no transaction) jumps.
    func testAScopeDoesNotLeakToWhatFollows() throws {
        let timeline = ViewTimeline(Siblings(on: false)).change(at: 1) { Siblings(on: true) }
        let frames = try Snapshot.render(timeline, at: [1.5], container: LayoutContainer(size: CGSize(width: 20, height: 10), scale: 1),
                                         scheme: .light, resources: Self.resources)
        let row = (0..<20).map { Array(frames[0].image.pixels[$0 * 4..<$0 * 4 + 3]) }
        XCTAssertEqual(row.filter { $0 == [255, 59, 48] || $0 == [255, 0, 0] || $0[0] > 200 && $0[2] < 100 }.count, 6, "red: halfway from 2 to 10")
        XCTAssertEqual(row.filter { $0[2] > 200 && $0[0] < 100 }.count, 10, "blue: already 10 wide")
    }

    func testColourViewsBlend() throws {
        struct Swatch: View {
            var on: Bool
            var body: some View { (on ? Color(r: 200, g: 0, b: 0) : Color(r: 0, g: 0, b: 100)).animation(.linear(duration: 1), value: on) }
        }
        // A change must come after time 0 (the first state's) and after the one before it.
        XCTAssertThrowsError(try ViewTimeline(Swatch(on: false)).changed(at: 0, to: makeNode(Swatch(on: true))))
        let later = ViewTimeline(Swatch(on: false)).change(at: 1) { Swatch(on: true) }
        let frames = try Snapshot.render(later, at: [1.5], container: LayoutContainer(size: CGSize(width: 2, height: 2), scale: 1),
                                         scheme: .light, resources: Self.resources)
        XCTAssertEqual(Array(frames[0].image.pixels[0..<4]), [100, 0, 50, 255])
    }
}
