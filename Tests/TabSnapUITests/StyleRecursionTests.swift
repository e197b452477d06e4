#if canImport(SwiftUI)
import SwiftUI
#else
import TabSnapUI
#endif
import TabSnapTesting
import XCTest

/// A style whose body holds a control of its own kind (a toggle style that wraps the system
/// switch, a button style with a button inside) draws that inner control with the default
/// style, as SwiftUI does, instead of recursing until the stack runs out.
final class StyleRecursionTests: XCTestCase {
    struct WrappingButtonStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack { configuration.label; Button("Inner") {} }
        }
    }

    struct WrappingToggleStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack { configuration.label; Toggle("", isOn: configuration.$isOn).labelsHidden() }
        }
    }

    func texts(_ view: some View) throws -> [String] {
        let shot = try Snapshot.render(makeNode(view), container: LayoutContainer(size: CGSize(width: 300, height: 200), scale: 1),
                                       scheme: .light, resources: try FontResources.bundled())
        return shot.displayList.items.compactMap { if case .glyphs(let run) = $0 { return run.text } else { return nil } }
    }

    func testAControlInsideItsOwnStyleUsesTheDefaultStyle() throws {
        XCTAssertEqual(try texts(Button("Outer") {}.buttonStyle(WrappingButtonStyle())), ["Outer", "Inner"])
        XCTAssertEqual(try texts(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(WrappingToggleStyle())), ["Wi-Fi"])
    }
}
