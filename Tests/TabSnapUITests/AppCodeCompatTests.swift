import Foundation
import SwiftUI
import TabSnapCore
import TabSnapDisplayList
import TabSnapStrings
import TabSnapTesting
import XCTest

/// What a survey of 647 public view files (55 app repos, type-checked alone) found app code
/// reaching for beside SwiftUI's views, each checked for what it does, not only that it
/// compiles: the pasteboard, font metrics, collection offsets, colour literals, Combine's
/// Foundation publishers through `import SwiftUI`, environment values, resources and modifiers
/// that draw nothing on a phone.
final class AppCodeCompatTests: XCTestCase {
    func render(_ view: some View, size: CGSize = CGSize(width: 120, height: 60), environment: ((inout EnvironmentValues) -> Void)? = nil,
                resources: RenderResources? = nil) throws -> Snapshot {
        try Snapshot.render(makeNode(view), container: LayoutContainer(size: size, scale: 2), scheme: .light,
                            environment: environment, resources: resources ?? RenderResources(try FontResources.bundled()))
    }

    func texts(_ shot: Snapshot) -> [String] {
        shot.displayList.items.compactMap { if case .glyphs(let r) = $0 { return r.text } else { return nil } }
    }

    func testPasteboardKeepsWhatIsCopied() {
        let board = UIPasteboard()
        XCTAssertNil(board.string)
        XCTAssertFalse(board.hasStrings)
        board.string = "invoice-42"
        XCTAssertEqual(board.string, "invoice-42")
        XCTAssertEqual(board.numberOfItems, 1)
        board.url = URL(string: "https://example.com")
        XCTAssertNil(board.string, "setting a URL replaces the items")
        XCTAssertEqual(board.url?.host, "example.com")
        board.addItems([["public.utf8-plain-text": "two"]])
        XCTAssertEqual(board.strings, ["two"])
    }

    func testFontMetricsScaleAsTheirTextStyle() throws {
        var at: [DynamicTypeSize: CGFloat] = [:]
        for size in [DynamicTypeSize.large, .xSmall, .accessibility5] {
            var env = EnvironmentValues()
            env.dynamicTypeSize = size
            at[size] = EnvironmentValues.$current.withValue(env) { UIFontMetrics.default.scaledValue(for: 20) }
        }
        XCTAssertEqual(at[.large], 20)
        XCTAssertLessThan(try XCTUnwrap(at[.xSmall]), 20)
        // Body is 17 pt at Large and 53 pt at AX5.
        XCTAssertEqual(Double(try XCTUnwrap(at[.accessibility5])), 20.0 * 53 / 17, accuracy: 0.01)
    }

    func testCollectionOffsetsAsListActionsGiveThem() {
        var a = [1, 2, 3, 4, 5]
        a.remove(atOffsets: IndexSet([1, 3]))
        XCTAssertEqual(a, [1, 3, 5])
        var b = ["a", "b", "c", "d"]
        b.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)
        XCTAssertEqual(b, ["b", "c", "a", "d"], "before the element at offset 3")
        b.move(fromOffsets: IndexSet([2, 3]), toOffset: 0)
        XCTAssertEqual(b, ["a", "d", "b", "c"])
        // onDelete and onMove chain on a ForEach, as on dynamic view content.
        _ = List { ForEach(a, id: \.self) { Text("\($0)") }.onDelete { _ in }.onMove { _, _ in } }
    }

    func testColorLiteralsAreSRGBColours() {
        XCTAssertEqual(Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)), Color(red: 1, green: 0.5, blue: 0))
        let ui: UIColor = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5)
        XCTAssertEqual(ui.color, Color(red: 0, green: 0, blue: 1, opacity: 0.5))
    }

    /// `import SwiftUI` brings Combine's Foundation publishers, as Apple's does.
    func testNotificationAndTimerPublishersThroughSwiftUI() {
        let name = Notification.Name("AppCodeCompatTests.ping")
        var received = 0
        let subscription = NotificationCenter.default.publisher(for: name).sink { _ in received += 1 }
        NotificationCenter.default.post(name: name, object: nil)
        XCTAssertEqual(received, 1)
        subscription.cancel()
        let timer: Timer.OCombine.TimerPublisher = Timer.publish(every: 1, on: .main, in: .common)
        _ = timer.autoconnect()
    }

    func testEnvironmentValuesAppsRead() throws {
        struct Reader: View {
            @Environment(\.timeZone) var zone
            @Environment(\.multilineTextAlignment) var alignment
            @Environment(\.openWindow) var openWindow
            var body: some View { Text("\(zone.identifier) \(alignment == .center ? "centre" : "other")") }
        }
        let shot = try render(Reader().multilineTextAlignment(.center), size: CGSize(width: 200, height: 40))
        XCTAssertEqual(texts(shot), ["GMT centre"])
    }

    /// A resource is looked up where the text is shown; its values fill the key's format.
    func testLocalizedStringResourceLooksUpItsKey() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tabsnap-resource-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/ru.lproj", withIntermediateDirectories: true)
        try #""%lld new" = "%lld новых";"#.write(toFile: root + "/ru.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        let strings = try StringCatalog(path: root)
        let count = 3
        let resource: LocalizedStringResource = "\(count) new"
        let shot = try render(Text(resource).environment(\.locale, Locale(identifier: "ru")),
                              resources: RenderResources(try FontResources.bundled(), stringTables: [strings]))
        XCTAssertEqual(texts(shot), ["3 новых"])
        XCTAssertEqual(String(localized: resource), "3 new", "outside a body: no tables, the key's own text")
    }

    /// Modifiers for a pointer, search suggestions, a compact presentation or an editor style
    /// change nothing drawn on a phone; an asset symbol draws its asset; a container-relative
    /// shape is the view's rectangle; a geometry reader's closure may name its own type.
    func testWhatDrawsAsItsPlainForm() throws {
        func same(_ a: some View, _ b: some View, _ message: String) throws {
            XCTAssertEqual(try render(a).image.pixels, try render(b).image.pixels, message)
        }
        let base = Text("Tip").padding(4)
        try same(base.help("More"), base, "help")
        try same(base.searchCompletion("tip"), base, "searchCompletion")
        try same(base.presentationCompactAdaptation(.popover), base, "presentationCompactAdaptation")
        try same(base.accessibilityAddTraits(.updatesFrequently), base, "accessibility traits")
        try same(base.transition(.blurReplace), base, "blurReplace at rest")
        try same(Image(ImageResource(name: "star", bundle: .main)), Image("star"), "ImageResource")
        try same(Color.blue.clipShape(ContainerRelativeShape()), Color.blue, "ContainerRelativeShape")
        try same(Color.blue.mask(Capsule(style: .continuous)), Color.blue.mask(Capsule()), "Capsule(style:)")
        try same(GeometryReader { g -> Color in return g.size.width > 0 ? .red : .blue }, Color.red, "a typed geometry closure")
    }

    func testEditButtonFollowsTheEditMode() throws {
        XCTAssertEqual(texts(try render(EditButton())), ["Edit"])
        XCTAssertEqual(texts(try render(EditButton().environment(\.editMode, .constant(.active)))), ["Done"])
    }

    func testFoundationNamesAPhoneAppUses() {
        XCTAssertFalse(ProcessInfo.processInfo.isiOSAppOnMac)
        XCTAssertEqual(NSEC_PER_SEC, 1_000_000_000)
        XCTAssertEqual(NSMutableAttributedString().length, 0)
        let defaults = UserDefaults(suiteName: "AppCodeCompatTests")!
        defaults.setValue("on", forKey: "flag")
        XCTAssertEqual(defaults.string(forKey: "flag"), "on")
        defaults.removePersistentDomain(forName: "AppCodeCompatTests")
        XCTAssertEqual(UIScreen.main.brightness, 0.5)
    }
}
