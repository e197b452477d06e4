import XCTest
@testable import TabSnapLayout

/// `makeNode` tells primitives from custom views by their conformance (`View._makeNode`), and
/// state linking skips properties that can never hold state, without asking the runtime.
final class ViewNodeDispatchTests: XCTestCase {
    struct Custom: View {
        var body: some View { Text("custom") }
    }

    /// A type whose `View` conformance is declared apart from its `PrimitiveView` one: `View`'s
    /// default `_makeNode` is its witness, which must still find the primitive.
    struct LatePrimitive {}

    struct Wrapper { var value: Int }

    func testPrimitivesAndCustomViewsGetTheirNodes() {
        if case .custom(let view) = makeNode(Custom()).kind {
            XCTAssertEqual(view.name, "Custom")
        } else { XCTFail("a custom view becomes a custom node") }
        XCTAssertNotNil(makeNode(Text(verbatim: "hi")).builtin(TextNode.self), "Text is a primitive")
        if case .custom = makeNode(LatePrimitive()).kind { XCTFail("a primitive declared in two steps is still a primitive") }
        if case .custom = makeNode(VStack { Text("a") }).kind { XCTFail("VStack is a primitive") }
    }

    func testOnlyPropertiesThatCanHoldStateAreLinked() {
        for type in [String.self, Int.self, [String].self, String?.self, Int??.self, (Int, Int).self, (() -> Void).self,
                     [String: Int].self, Double.self] as [Any.Type] {
            XCTAssertFalse(ViewStateLinker.mayLink(type), "\(type)")
        }
        // Declared in an extension (of a standard type too): "(extension in …):Swift.String.Style".
        for type in [Wrapper.self, Wrapper?.self, Custom.self, ModifiedView.self, String.Style.self, String.Style?.self] as [Any.Type] {
            XCTAssertTrue(ViewStateLinker.mayLink(type), "\(type)")
        }
    }
}

extension ViewNodeDispatchTests.LatePrimitive: View {}
extension ViewNodeDispatchTests.LatePrimitive: PrimitiveView {
    var node: ViewNode { makeNode(Text(verbatim: "late")) }
}

extension String {
    struct Style { var bold = false }
}
