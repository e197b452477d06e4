import SwiftUI
import TabSnapCore
import TabSnapTesting
import XCTest

/// Modifiers about interactions a still frame does not perform (selecting text, focus, the
/// keyboard, haptics, paging, a sheet's drag, accessibility actions, a scroll reader's proxy)
/// compile in SwiftUI's spelling and draw exactly what the view draws without them; and
/// `.scrollClipDisabled()` lets a scroll view's content show past its edges.
final class InteractionOnlyModifierTests: XCTestCase {
    struct Feed: View {
        let interactive: Bool
        @State private var count = 0
        @Namespace private var namespace
        var body: some View {
            if interactive {
                ScrollViewReader { proxy in
                    rows
                        .textSelection(.enabled)
                        .focusable()
                        .scrollDismissesKeyboard(.interactively)
                        .scrollBounceBehavior(.basedOnSize)
                        .scrollTargetBehavior(.paging)
                        .sensoryFeedback(.success, trigger: count)
                        .sensoryFeedback(.impact(weight: .light), trigger: count)
                        .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                        .presentationContentInteraction(.scrolls)
                        .accessibilityAction(named: "Reload") { proxy.scrollTo(0, anchor: .top) }
                        .accessibilityAction(.escape) {}
                        .accessibilityInputLabels(["Feed", "Posts"])
                        .accessibilityRemoveTraits(.isImage)
                        .onOpenURL { _ in }
                        .onKeyPress(.return) { .handled }
                        .draggable("post")
                        .dropDestination(for: String.self) { _, _ in true }
                        .focusSection()
                        .listRowHoverEffectDisabled()
                        .matchedTransitionSource(id: 1, in: namespace)
                        .navigationTransition(.zoom(sourceID: 1, in: namespace))
                        .compositingGroup()
                        .drawingGroup()
                        .geometryGroup()
                }
            } else {
                rows
            }
        }

        var rows: some View {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    ForEach(0..<12) { i in
                        Text("Post \(i)").font(.headline).id(i)
                    }
                }
                .scrollTargetLayout()
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
            }
        }
    }

    func render(_ view: some View) throws -> Snapshot {
        try Snapshot.render(makeNode(view), container: LayoutContainer(size: CGSize(width: 390, height: 300), scale: 2),
                            scheme: .light, resources: try FontResources.bundled())
    }

    func testInteractionOnlyModifiersDrawNothing() throws {
        let plain = try render(Feed(interactive: false))
        let marked = try render(Feed(interactive: true))
        XCTAssertEqual(plain.image.pixels, marked.image.pixels)
        XCTAssertTrue(plain.image.pixels.contains { $0 != 0 }, "something is drawn")
    }

    /// A card's shadow in a horizontal scroll view: clipped at the scroll view's bottom edge by
    /// default, drawn past it with `.scrollClipDisabled()`.
    func testScrollClipDisabledDrawsPastTheEdges() throws {
        func cards(clipDisabled: Bool) -> some View {
            VStack(spacing: 0) {
                ScrollView(.horizontal) {
                    HStack { ForEach(0..<3) { _ in RoundedRectangle(cornerRadius: 12).fill(Color.blue).frame(width: 120, height: 80) } }
                        .padding(.horizontal)
                        .shadow(radius: 8, y: 10)
                }
                .frame(height: 80)
                .scrollClipDisabled(clipDisabled)
                Spacer()
            }
        }
        let clipped = try render(cards(clipDisabled: false))
        let open = try render(cards(clipDisabled: true))
        // The row below the scroll view (at 85 pt, 170 px): clear when clipped, shadowed when not.
        func alphas(_ s: Snapshot, y: Int) -> [UInt8] { (0..<s.image.width).map { s.image.pixels[(y * s.image.width + $0) * 4 + 3] } }
        XCTAssertTrue(alphas(clipped, y: 170).allSatisfy { $0 == 0 })
        XCTAssertTrue(alphas(open, y: 170).contains { $0 > 20 }, "the shadow shows under the scroll view")
        XCTAssertEqual(alphas(clipped, y: 100), alphas(open, y: 100), "inside the scroll view both draw the same")
    }
}

extension InteractionOnlyModifierTests {
    /// `NavigationStack(path:)` with a `NavigationPath`: the path is the app's to change; the
    /// snapshot shows the root.
    func testNavigationPathKeepsItsValues() throws {
        var path = NavigationPath(["inbox"])
        path.append(42)
        path.append("detail")
        XCTAssertEqual(path.count, 3)
        path.removeLast()
        XCTAssertEqual(path.count, 2)
        XCTAssertEqual(path, NavigationPath(["inbox"]).appending(42))
        XCTAssertEqual(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self,
                                                from: JSONEncoder().encode(try XCTUnwrap(path.codable))), path.codable)
        struct Root: View {
            @State var path = NavigationPath()
            var body: some View { NavigationStack(path: $path) { Text("Root").navigationTitle("Mail") } }
        }
        let texts = try render(Root()).displayList.items.compactMap { if case .glyphs(let g) = $0 { return g.text } else { return nil } }
        XCTAssertTrue(texts.contains("Root"), "\(texts)")
    }

    /// `UnevenRoundedRectangle` rounds each corner by its own radius, no more than half the
    /// shorter side.
    func testUnevenRoundedRectangleRoundsEachCorner() throws {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 20, bottomLeadingRadius: 0, bottomTrailingRadius: 100, topTrailingRadius: 0)
            .fill(Color.red).frame(width: 100, height: 60).position(x: 50, y: 30)
        let image = try render(shape).image
        func alpha(_ x: Int, _ y: Int) -> UInt8 { image.pixels[(y * image.width + x) * 4 + 3] }
        XCTAssertEqual(alpha(1, 1), 0, "top leading rounded")
        XCTAssertEqual(alpha(198, 1), 255, "top trailing square")
        XCTAssertEqual(alpha(1, 118), 255, "bottom leading square")
        XCTAssertEqual(alpha(198, 118), 0, "bottom trailing rounded")
        XCTAssertEqual(alpha(170, 100), 255, "its radius held to 30 (half of 60): inside the arc")
        // The `.rect(topLeadingRadius:)` shorthand: only that corner rounded.
        let short = try render(Color.clear.overlay(Rectangle().fill(Color.clear).clipShape(.rect(topLeadingRadius: 20)).background(
            UnevenRoundedRectangle.rect(topLeadingRadius: 20).fill(Color.red))).frame(width: 100, height: 60).position(x: 50, y: 30)).image
        func shortAlpha(_ x: Int, _ y: Int) -> UInt8 { short.pixels[(y * short.width + x) * 4 + 3] }
        XCTAssertEqual(shortAlpha(1, 1), 0)
        XCTAssertEqual(shortAlpha(198, 118), 255)
    }
}

extension NavigationPath {
    func appending<V: Hashable>(_ v: V) -> NavigationPath { var p = self; p.append(v); return p }
}

extension InteractionOnlyModifierTests {
    /// iOS 17's `shape.fill(…).stroke(…)`: the fill with the outline over it, as the two drawn
    /// one over the other; and `Color(.systemBackground)` as SwiftUI reads it beside UIKit.
    func testAFillTakesAStrokeOverIt() throws {
        let chained = try render(Circle().fill(Color.yellow).stroke(Color.blue, lineWidth: 4).frame(width: 60, height: 60))
        let layered = try render(ZStack { Circle().fill(Color.yellow); Circle().stroke(Color.blue, lineWidth: 4) }.frame(width: 60, height: 60))
        XCTAssertEqual(chained.image.pixels, layered.image.pixels)
        let plain = try render(Circle().fill(Color.yellow).frame(width: 60, height: 60))
        XCTAssertNotEqual(chained.image.pixels, plain.image.pixels)
    }
}

extension InteractionOnlyModifierTests {
    /// A `PhaseAnimator` and `.phaseAnimator` show their first phase, as the view appears.
    func testPhaseAnimatorsShowTheirFirstPhase() throws {
        func texts(_ view: some View) throws -> [String] {
            try render(view).displayList.items.compactMap { if case .glyphs(let g) = $0 { return g.text } else { return nil } }
        }
        XCTAssertEqual(try texts(PhaseAnimator(["idle", "bounce"]) { phase in Text(phase) }), ["idle"])
        XCTAssertEqual(try texts(Text("Hi").phaseAnimator([false, true]) { view, on in view.opacity(on ? 0.5 : 1) }), ["Hi"])
    }

    /// `.background(in:)` fills the shape with the `.backgroundStyle` set around it (a
    /// gradient at half opacity here), else the system background.
    func testBackgroundInAShapeTakesTheBackgroundStyle() throws {
        func centre(_ view: some View) throws -> [UInt8] {
            let image = try render(view.frame(width: 40, height: 40).position(x: 20, y: 20)).image
            let i = (40 * image.width + 40) * 4
            return Array(image.pixels[i..<(i + 4)])
        }
        let styled = try centre(Color.clear.background(in: .circle).backgroundStyle(Color.red.opacity(0.5)))
        XCTAssertEqual(styled, [255, 60, 48, 128], "the system red (255, 59, 48) at half opacity, through premultiplied bytes")
        let plain = try centre(Color.clear.background(in: .circle))
        XCTAssertEqual(plain, [255, 255, 255, 255], "the light scheme's system background")
    }
}
