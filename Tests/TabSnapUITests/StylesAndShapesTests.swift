import SwiftUI
import TabSnapCore
import TabSnapDisplayList
import TabSnapTesting
import XCTest

/// An app's own `LabelStyle`, `InsettableShape.inset(by:)` and `onGeometryChange`, as the
/// public view files of the survey use them. Exact frames and pixels.
final class StylesAndShapesTests: XCTestCase {
    func shot(_ view: some View, size: CGSize = CGSize(width: 100, height: 100), scale: Double = 1) throws -> Snapshot {
        try Snapshot.render(makeNode(view), container: LayoutContainer(size: size, scale: scale), scheme: .light,
                            resources: try FontResources.bundled())
    }

    struct Vertical: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 4) { configuration.icon.id("icon"); configuration.title.id("title") }
        }
    }

    func testAnAppsLabelStyleDrawsItsParts() throws {
        let tree = try shot(Label("Home", systemImage: "house").labelStyle(Vertical()), size: CGSize(width: 200, height: 200)).tree
        let icon = try XCTUnwrap(tree.find(id: "icon")).frame, title = try XCTUnwrap(tree.find(id: "title")).frame
        XCTAssertEqual(title.minY - icon.maxY, 4, "the title under the icon, as the style stacks them")
        XCTAssertEqual(icon.midX, title.midX)
        // Set around a stack, the style reaches every label in it; a built-in style set closer wins.
        let stacked = try shot(VStack { Label("A", systemImage: "star"); Label("B", systemImage: "star").labelStyle(.titleOnly) }.labelStyle(Vertical()),
                               size: CGSize(width: 200, height: 200)).tree
        XCTAssertEqual(stacked.all("Image").count, 1)
        let iconOnly = try shot(Label("Home", systemImage: "house").labelStyle(IconOnlyLabelStyle()))
        XCTAssertFalse(iconOnly.displayList.items.contains { if case .glyphs(let r) = $0 { return r.text == "Home" } else { return false } }, "no title drawn")
    }

    func testAnInsetShapeDrawsInsideItsFrame() throws {
        let red = Color(r: 255, g: 0, b: 0)
        let disc = try shot(Circle().inset(by: 10).fill(red).frame(width: 100, height: 100)).image
        XCTAssertEqual(disc[5, 50].3, 0, "outside the inset circle")
        XCTAssertEqual(disc[15, 50].0, 255)
        XCTAssertEqual(disc[50, 50].0, 255)
        // Stroking a shape inset by half the line width is strokeBorder, pixel for pixel.
        let inset = try shot(RoundedRectangle(cornerRadius: 16).inset(by: 3).stroke(red, lineWidth: 6).frame(width: 80, height: 60)).image
        let border = try shot(RoundedRectangle(cornerRadius: 16).strokeBorder(red, lineWidth: 6).frame(width: 80, height: 60)).image
        XCTAssert(inset.pixels == border.pixels, "strokeBorder is the stroke of the shape inset by half the line")
    }

    struct WidthReader: View {
        @State var width: CGFloat = 0
        @State var changes: [String] = []
        var body: some View {
            VStack {
                Text("\(Int(width))")
                Text(changes.joined(separator: ","))
            }
            .frame(width: 123)
            .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { width = $0 }
            .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { old, new in changes.append("\(Int(old))>\(Int(new))") }
        }
    }

    /// The action's state shows in the settled frame: the width read, once each.
    func testGeometryChangeSetsStateFromTheLayout() throws {
        let s = try shot(WidthReader(), size: CGSize(width: 300, height: 100))
        let texts = s.displayList.items.compactMap { item -> String? in if case .glyphs(let r) = item { return r.text } else { return nil } }
        XCTAssertEqual(texts, ["123", "123>123"])
    }
}
