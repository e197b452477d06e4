import SwiftUI
import TabSnapCore
import TabSnapTesting
import XCTest

/// A design system's row as apps write one: generic over its label and trailing accessory, with
/// convenience initialisers constrained to the types a builder closure makes (`Label == Text`,
/// `Trailing == EmptyView`). They type-check only if `{ Text(title) }` builds a `Text` and `{}`
/// an `EmptyView`, as SwiftUI's builder does.
struct BuiltRow<Label: View, Trailing: View>: View {
    let label: Label
    let trailing: Trailing
    init(@ViewBuilder label: () -> Label, @ViewBuilder trailing: () -> Trailing) {
        self.label = label()
        self.trailing = trailing()
    }
    var body: some View {
        HStack {
            label
            Spacer()
            trailing
        }
        .padding()
    }
}

extension BuiltRow where Label == Text {
    init(_ title: String, @ViewBuilder trailing: () -> Trailing) {
        self.init(label: { Text(title) }, trailing: trailing)
    }
}

extension BuiltRow where Label == Text, Trailing == EmptyView {
    init(_ title: String) {
        self.init(label: { Text(title) }, trailing: {})
    }
}

final class ViewBuilderTests: XCTestCase {
    func built<V: View>(@ViewBuilder _ content: () -> V) -> V.Type { V.self }

    func testTheBuilderKeepsEachPartsType() {
        let flag = Bool.random()
        XCTAssert(built { Text("a") } == Text.self)
        XCTAssert(built {} == EmptyView.self)
        XCTAssert(built { Text("a"); Image(systemName: "star") } == TupleView<(Text, Image)>.self)
        XCTAssert(built { if flag { Text("a") } } == Optional<Text>.self)
        XCTAssert(built { if flag { Text("a") } else { Image(systemName: "star") } } == _ConditionalContent<Text, Image>.self)
        XCTAssert(built {
            switch flag {
            case true: Text("a")
            case false: Color.red
            }
        } == _ConditionalContent<Text, Color>.self)
        // Declared to return `AnyView`, as TabSnap's own containers are, the result is erased.
        let erased: () -> AnyView = { AnyView(Text("a")) }
        XCTAssert(type(of: erased()) == AnyView.self)
    }

    func frames(_ view: some View) throws -> LaidOutView {
        try Snapshot.render(makeNode(view), container: LayoutContainer(size: CGSize(width: 300, height: 300), scale: 2),
                            scheme: .light, resources: try FontResources.bundled()).tree
    }

    /// Each branch draws what it built, and parts in a block are siblings of the stack around them.
    func testBranchesAndBlocksLayOutAsTheirViews() throws {
        for flag in [true, false] {
            let tree = try frames(VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).id("first")
                if flag {
                    Color.blue.frame(width: 20, height: 20).id("then")
                } else {
                    Color.green.frame(width: 30, height: 30).id("else")
                }
                if !flag { Color.gray.frame(width: 5, height: 5).id("optional") }
                for i in 0..<2 { Color.black.frame(width: 4, height: 4).id("loop\(i)") }
            })
            let first = try XCTUnwrap(tree.find(id: "first")).frame
            XCTAssertEqual(tree.find(id: "then") != nil, flag)
            XCTAssertEqual(tree.find(id: "else") != nil, !flag)
            XCTAssertEqual(tree.find(id: "optional") != nil, !flag)
            let branch = try XCTUnwrap(tree.find(id: flag ? "then" : "else")).frame
            XCTAssertEqual(branch.minY, first.maxY)
            let loop1 = try XCTUnwrap(tree.find(id: "loop1")).frame
            XCTAssertEqual(loop1.minY - first.minY, 10 + (flag ? 20 : 35) + 4)
        }
    }

    /// The row through each of its initialisers, on two devices in both schemes.
    func testAGenericRowThroughItsConvenienceInitialisers() {
        let view = VStack(spacing: 0) {
            BuiltRow("Notifications")
            Divider()
            BuiltRow("Wi-Fi") { Text("Home").foregroundStyle(.secondary) }
            Divider()
            BuiltRow(label: { Label("Favourites", systemImage: "star") }, trailing: { Image(systemName: "chevron.right").foregroundStyle(.tertiary) })
            Spacer()
        }
        assertSnapshot(of: view, devices: [.iPhoneSE, .iPhone15Pro], schemes: [.light, .dark])
    }
}
