import TabSnapCore
import TabSnapTabBar
import TabSnapUI
import XCTest

/// SwiftUI's data flow with snapshot semantics, rendered: the environment a body reads is the
/// one of the place it stands in, state holds its value, objects come from where SwiftUI
/// would find them.
final class DataFlowTests: XCTestCase {
    static let resources = try! FontResources.bundled()

    func render(_ view: some View, scheme: ColorScheme = .light, size: Double = 20) throws -> RGBAImageProxy {
        let image = try Snapshot.render(makeNode(view), container: LayoutContainer(size: CGSize(width: size, height: size), scale: 1),
                                        scheme: scheme, resources: Self.resources).image
        return RGBAImageProxy(image: image)
    }

    struct SchemeSwatch: View {
        @Environment(\.colorScheme) var colorScheme
        var body: some View { colorScheme == .dark ? Color.white : Color.black }
    }

    func testEnvironmentColorSchemeIsTheRenderedOne() throws {
        XCTAssertEqual(try render(SchemeSwatch()).pixel(5, 5), [0, 0, 0, 255])
        XCTAssertEqual(try render(SchemeSwatch(), scheme: .dark).pixel(5, 5), [255, 255, 255, 255])
        // A `.colorScheme` modifier above the view changes what its body reads.
        XCTAssertEqual(try render(SchemeSwatch().colorScheme(.dark)).pixel(5, 5), [255, 255, 255, 255])
    }

    struct AccentKey: EnvironmentKey { static let defaultValue = Color.black }

    struct AccentSwatch: View {
        @Environment(\.accent) var accent
        var body: some View { accent }
    }

    func testCustomEnvironmentKey() throws {
        XCTAssertEqual(try render(AccentSwatch()).pixel(5, 5), [0, 0, 0, 255])
        XCTAssertEqual(try render(AccentSwatch().environment(\.accent, Color(red: 1, green: 0, blue: 0))).pixel(5, 5), [255, 0, 0, 255])
    }

    final class Counter: ObservableObject {
        @Published var count = 3
    }

    struct CountBars: View {
        @EnvironmentObject var counter: Counter
        var body: some View {
            HStack(spacing: 0) {
                ForEach(0..<counter.count, id: \.self) { _ in Color.black.frame(width: 2) }
                Spacer(minLength: 0)
            }
        }
    }

    func testEnvironmentObjectAndStateObject() throws {
        let counter = Counter()
        counter.count = 4
        let image = try render(CountBars().environmentObject(counter))
        XCTAssertEqual(image.pixel(7, 5), [0, 0, 0, 255])
        XCTAssertEqual(image.pixel(8, 5), [0, 0, 0, 0], "four bars of 2 pt")

        struct Owner: View {
            @StateObject var counter = Counter()
            var body: some View { CountBars().environmentObject(counter) }
        }
        XCTAssertEqual(try render(Owner()).pixel(5, 5), [0, 0, 0, 255])
        XCTAssertEqual(try render(Owner()).pixel(6, 5), [0, 0, 0, 0], "three bars")
    }

    struct Toggle2: View {
        @Binding var on: Bool
        var body: some View { on ? Color.black : Color.clear }
    }

    struct StateOwner: View {
        @State private var on = true
        var body: some View { Toggle2(on: $on) }
    }

    func testStateAndBindings() throws {
        XCTAssertEqual(try render(StateOwner()).pixel(5, 5), [0, 0, 0, 255])
        XCTAssertEqual(try render(Toggle2(on: .constant(false))).pixel(5, 5), [0, 0, 0, 0])
        // A body's closure may set state on a non-mutating self; the value sticks.
        let owner = StateOwner()
        let binding = Mirror(reflecting: owner).children.compactMap { $0.value as? State<Bool> }.first!
        binding.wrappedValue = false
        XCTAssertEqual(try render(owner).pixel(5, 5), [0, 0, 0, 0])
    }

    struct Offset: ViewModifier, Animatable {
        var offset: CGPoint
        var animatableData: CGPoint {
            get { offset }
            set { offset = newValue }
        }
        func body(content: Content) -> some View { content.offset(x: offset.x, y: offset.y) }
    }

    func testViewModifiersAndEmptyModifier() throws {
        let moved = try render(Color.black.frame(width: 4, height: 4).modifier(Offset(offset: CGPoint(x: 6, y: 0))))
        XCTAssertEqual(moved.pixel(14, 9), [0, 0, 0, 255])
        XCTAssertEqual(moved.pixel(9, 9), [0, 0, 0, 0])
        let same = try render(Color.black.frame(width: 4, height: 4).modifier(EmptyModifier()))
        XCTAssertEqual(same.pixel(9, 9), [0, 0, 0, 255])
    }

    func testSizeClassesAndDeviceComeFromTheDevice() throws {
        struct Probe: View {
            @Environment(\.horizontalSizeClass) var h
            @Environment(\.verticalSizeClass) var v
            var body: some View { (h == .regular ? Color.white : Color.black).overlay(v == .compact ? Color.red : Color.clear) }
        }
        let ipad = try Devices.resolve("ipad-pro-11")
        let pad = try Snapshot.render(makeNode(Probe()), container: ipad.container(.portrait, keyboard: false), scheme: .light,
                                      environment: ipad.environment(.portrait), resources: Self.resources).image
        XCTAssertTrue(pad[100, 100] == (255, 255, 255, 255))
        let phone = try Devices.resolve("iphone-se")
        let land = try Snapshot.render(makeNode(Probe()), container: phone.container(.landscape, keyboard: false), scheme: .light,
                                       environment: phone.environment(.landscape), resources: Self.resources).image
        XCTAssertTrue(land[100, 100] == (255, 59, 48, 255), "compact height in landscape: \(land[100, 100])")
    }
}

extension EnvironmentValues {
    var accent: Color {
        get { self[DataFlowTests.AccentKey.self] }
        set { self[DataFlowTests.AccentKey.self] = newValue }
    }
}

/// Pixels as arrays, for readable assertions.
struct RGBAImageProxy {
    let image: RGBAImage
    func pixel(_ x: Int, _ y: Int) -> [UInt8] { let p = image[x, y]; return [p.0, p.1, p.2, p.3] }
}

/// `.mask` multiplies by the mask's alpha; `.italic()` slants the glyphs.
final class MaskAndItalicTests: XCTestCase {
    func testMaskKeepsOnlyWhatTheMaskCovers() throws {
        let view = Color.black.frame(width: 20, height: 20).mask { Circle() }
        let image = try Snapshot.render(makeNode(view), container: LayoutContainer(size: CGSize(width: 20, height: 20), scale: 1),
                                        scheme: .light, resources: DataFlowTests.resources)
        XCTAssertTrue(image.image[10, 10] == (0, 0, 0, 255))
        XCTAssertEqual(image.image[0, 0].3, 0, "the corner is outside the circle")
        XCTAssertTrue(image.displayList.text.contains("begin mask"), image.displayList.text)
    }

    func testItalicShearsGlyphsAboutTheBaseline() throws {
        func render(_ t: Text) throws -> Snapshot {
            try Snapshot.render(makeNode(t.font(.system(size: 40))), container: LayoutContainer(size: CGSize(width: 60, height: 60), scale: 1),
                                scheme: .light, resources: DataFlowTests.resources)
        }
        let upright = try render(Text("l")), slanted = try render(Text("l").italic())
        func inkColumns(_ s: Snapshot, row: Int) -> [Int] { (0..<60).filter { s.image[$0, row].3 > 128 } }
        let top = 18, bottom = 38
        // Upright "l": the same columns at the top and bottom of the stem; slanted: the top is
        // further right than the bottom.
        XCTAssertEqual(inkColumns(upright, row: top), inkColumns(upright, row: bottom))
        XCTAssertGreaterThan(inkColumns(slanted, row: top).first ?? 0, inkColumns(slanted, row: bottom).first ?? 0)
    }
}

/// `PreferenceKey`: values flow up, `onPreferenceChange` runs after layout, and the frame is
/// laid out again with the state it set, as the settled screen shows.
final class PreferenceTests: XCTestCase {
    struct WidthKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    /// A selection indicator as wide as the widest label, measured through a preference.
    struct Measured: View {
        @State private var width: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    Color.clear.frame(width: 12, height: 4).preference(key: WidthKey.self, value: 12)
                    Color.clear.frame(width: 30, height: 4).preference(key: WidthKey.self, value: 30)
                }
                Color.black.frame(width: width, height: 4)
            }
            .onPreferenceChange(WidthKey.self) { width = $0 }
        }
    }

    func testActionsRunAndTheFrameSettles() throws {
        let shot = try Snapshot.render(makeNode(Measured()), container: LayoutContainer(size: CGSize(width: 60, height: 20), scale: 1),
                                       scheme: .light, resources: DataFlowTests.resources)
        let bar = shot.tree.all("Color #000000").first { $0.node.summary == "Color #000000" }
        XCTAssertEqual(bar?.frame.width, 30, "the widest label's width reached the indicator")
    }
}

/// `safeAreaInset`: the inset sits on the edge; the view's content sees the safe area end there,
/// and content that ignores the safe area still reaches under it.
final class SafeAreaInsetTests: XCTestCase {
    func testInsetOnTheBottomEdge() throws {
        let view = ZStack {
            Color.red.id("under").ignoresSafeArea()
            Color.green.frame(width: 10, height: 10).id("centred")
        }
        .safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50).id("bar") }
        let container = LayoutContainer(size: CGSize(width: 100, height: 200), safeAreaInsets: EdgeInsets(bottom: 20), scale: 1)
        let tree = try Snapshot.render(makeNode(view), container: container, scheme: .light, resources: DataFlowTests.resources).tree
        XCTAssertEqual(tree.find(id: "bar")?.frame, CGRect(x: 0, y: 130, width: 100, height: 50))
        XCTAssertEqual(tree.find(id: "centred")?.frame.midY, 65, "centred in what is left above the inset")
        XCTAssertEqual(tree.find(id: "under")?.frame, CGRect(x: 0, y: 0, width: 100, height: 200), "reaches under the inset and the device inset")
    }
}
