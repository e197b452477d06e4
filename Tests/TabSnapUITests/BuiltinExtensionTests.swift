import TabSnapCore
import TabSnapDisplayList
import TabSnapDocument
import TabSnapLayout
import TabSnapRaster
import TabSnapText
import TabSnapUI
import XCTest

/// The view model is open: a module outside layout adds a container and a modifier, each one
/// type, and they lay out, draw, dump and write themselves like the built-in ones, with nothing
/// in the engine changed.

/// Children placed one after another down a diagonal, each `step` points right of the last.
private struct DiagonalStack: BuiltinView {
    let step: Double
    let children: [ViewNode]

    func size(_ p: ProposedViewSize, in layout: LayoutContext) -> CGSize {
        var width = 0.0, height = 0.0
        for (i, child) in children.enumerated() {
            let s = layout.size(of: child, .unspecified)
            width = max(width, Double(i) * step + Double(s.width))
            height += Double(s.height)
        }
        return CGSize(width: width, height: height)
    }

    func place(_ view: LaidOutView, _ p: ProposedViewSize, in layout: LayoutContext) {
        var y = Double(view.frame.minY)
        view.children = children.enumerated().map { i, child in
            let placed = layout.place(child, at: CGPoint(x: Double(view.frame.minX) + Double(i) * step, y: y), .unspecified)
            y += Double(placed.frame.height)
            return placed
        }
    }

    func resolvingChildren(_ resolve: (ViewNode, String) -> ViewNode) -> (any BuiltinView)? {
        ViewNode.resolved(children, resolve).map { DiagonalStack(step: step, children: $0) }
    }

    var summary: String { "DiagonalStack(step: \(step))" }
    var documentFields: [(key: String, value: JSONValue)] { [("type", .string("DiagonalStack")), ("step", .number(step))] }
}

/// A bar of the foreground colour under the view, `thickness` tall, that the view grows by.
private struct Underline: BuiltinModifier {
    let thickness: Double

    func size(of child: ViewNode, _ p: ProposedViewSize, in layout: LayoutContext) -> CGSize {
        let s = layout.size(of: child, ProposedViewSize(width: p.width, height: p.height.map { max($0 - thickness, 0) }))
        return CGSize(width: s.width, height: Double(s.height) + thickness)
    }

    func place(_ child: ViewNode, in view: LaidOutView, _ p: ProposedViewSize, in layout: LayoutContext) -> [LaidOutView] {
        [layout.place(child, at: view.frame.origin, ProposedViewSize(width: p.width, height: p.height.map { max($0 - thickness, 0) }))]
    }

    func draw(_ view: LaidOutView, in canvas: DrawingContext, transform: Transform) -> Bool {
        canvas.addChildren(of: view, transform: transform)
        let f = view.frame
        let bar = CGRect(x: f.minX, y: f.maxY - thickness, width: f.width, height: thickness)
        canvas.append(.fill(FillItem(path: .rect(canvas.rect(bar)), paint: .solid(canvas.foreground(view.environment)), transform: transform)))
        return true
    }

    var summary: String { ".underline(\(thickness))" }
    var documentField: (key: String, value: JSONValue) { ("underline", .number(thickness)) }
}

final class BuiltinExtensionTests: XCTestCase {
    func testAContainerAndAModifierFromAnotherModuleLayOutAndDraw() throws {
        let square = { (color: Color) in AnyView(node: makeNode(color.frame(width: 10, height: 10))) }
        let diagonal = ViewNode(DiagonalStack(step: 10, children: [square(.red).node, square(.green).node, square(.blue).node]))
        let root = makeNode(AnyView(node: ViewNode(.modified(diagonal, .builtin(Underline(thickness: 2))))).foregroundColor(.black))
        let snapshot = try Snapshot.render(root, container: LayoutContainer(size: CGSize(width: 40, height: 40)), scheme: .light,
                                           resources: try FontResources.bundled())
        let dump = FramesDump.text(snapshot.tree)
        XCTAssertTrue(dump.contains(".underline(2.0) @ 5,4 30x32"), dump)
        XCTAssertTrue(dump.contains("DiagonalStack(step: 10.0) @ 5,4 30x30"), dump)
        XCTAssertTrue(dump.contains(".frame(width: 10, height: 10, alignment: center) @ 25,24 10x10"), dump)
        let image = snapshot.image
        XCTAssertTrue(image[5, 4] == (255, 59, 48, 255), "red square at the top left: \(image[5, 4])")
        XCTAssertTrue(image[15, 14] == (52, 199, 89, 255), "green one step right and down: \(image[15, 14])")
        XCTAssertTrue(image[25, 24] == (0, 122, 255, 255), "blue at the end: \(image[25, 24])")
        XCTAssertTrue(image[20, 34] == (0, 0, 0, 255), "the underline under all three: \(image[20, 34])")
        XCTAssertTrue(image[5, 30] == (0, 0, 0, 0), "nothing beside the diagonal: \(image[5, 30])")
        let document = ViewDocument.encode(diagonal)
        XCTAssertEqual(document, .object([("body", .object([("type", .string("DiagonalStack")), ("step", .number(10))]))]))
    }
}
