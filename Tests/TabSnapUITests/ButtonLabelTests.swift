import SwiftUI
import TabSnapCore
import XCTest

/// A button is one view: a label of several views is laid out in a row inside it, so the
/// common custom-bar button `Spacer(minLength: 0)`, label, `Spacer(minLength: 0)` centres its
/// label in an equal slot; were its views to join the stack around the button, nine children
/// would share the bar and titles would break a letter or two per line.
final class ButtonLabelTests: XCTestCase {
    struct Bar: View {
        var body: some View {
            HStack {
                ForEach(["Home", "Search", "Profile"], id: \.self) { title in
                    Button {} label: {
                        Spacer(minLength: 0)
                        VStack { Image(systemName: "house"); Text(title).font(.caption) }
                        Spacer(minLength: 0)
                    }
                }
            }
        }
    }

    func first(_ tree: LaidOutView, _ match: (LaidOutView) -> Bool) -> LaidOutView? {
        var found: LaidOutView?
        tree.walk { view, _ in if found == nil, match(view) { found = view } }
        return found
    }

    func testAMultiViewLabelIsOneRowInsideTheButton() throws {
        let shot = try Snapshot.render(makeNode(Bar()), container: LayoutContainer(size: CGSize(width: 393, height: 100), scale: 3), scheme: .light,
                                       resources: try FontResources.bundled())
        let stack = try XCTUnwrap(first(shot.tree) { $0.node.summary.hasPrefix("HStack") })
        XCTAssertEqual(stack.children.count, 3, "three buttons, not their nine label views")
        let width = (393.0 - 2 * 8) / 3
        for (i, button) in stack.children.enumerated() {
            XCTAssertEqual(Double(button.frame.width), width, accuracy: 0.5)
            XCTAssertEqual(Double(button.frame.minX), Double(i) * (width + 8), accuracy: 0.5)
        }
        // Each title is one line, centred in its slot.
        for title in ["Home", "Search", "Profile"] {
            let text = try XCTUnwrap(first(shot.tree) { $0.node.summary == "Text \"\(title)\"" }, title)
            XCTAssertEqual(Double(text.frame.height), 14.667, accuracy: 0.5, title)
            let slot = stack.children.first { $0.frame.minX <= text.frame.minX && text.frame.maxX <= $0.frame.maxX }!
            XCTAssertEqual(Double(text.frame.midX), Double(slot.frame.midX), accuracy: 0.5, title)
        }
    }
}
