import SwiftUI
import TabSnapCore
import TabSnapTesting
import XCTest

/// Toolbar items kept in a `@ToolbarContentBuilder` property or a `ToolbarContent` type draw
/// as the same items written inline; the first alert and action sheet API compiles and leaves
/// the frame as it is (an alert shows in its own window).
final class ToolbarContentTests: XCTestCase {
    struct InboxActions: ToolbarContent {
        var body: some ToolbarContent {
            ToolbarItemGroup(placement: .topBarTrailing) {
                Button("Filter") {}
                Button("Compose") {}
            }
        }
    }

    struct Inbox: View {
        enum Style { case inline, property, type }
        let style: Style
        @State private var confirmSignOut = true
        @State private var share = false

        var body: some View {
            NavigationStack {
                List {
                    Text("Welcome")
                    Text("Your receipt")
                }
                .navigationTitle("Inbox")
                .modifier(Items(style: style))
                .alert(isPresented: $confirmSignOut) {
                    Alert(title: Text("Sign out?"), message: Text("You can sign in again later."),
                          primaryButton: .destructive(Text("Sign Out")) {}, secondaryButton: .cancel())
                }
                .actionSheet(isPresented: $share) {
                    ActionSheet(title: Text("Share"), buttons: [.default(Text("Copy Link")), .cancel()])
                }
            }
        }
    }

    struct Items: ViewModifier {
        let style: Inbox.Style
        func body(content: Content) -> some View {
            switch style {
            case .inline:
                content.toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Button("Filter") {}
                        Button("Compose") {}
                    }
                }
            case .property:
                content.toolbar { items }
            case .type:
                content.toolbar {
                    ToolbarItem(id: "edit", placement: .topBarLeading) { Button("Edit") {} }
                    InboxActions()
                }
            }
        }

        @ToolbarContentBuilder
        var items: some ToolbarContent {
            ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
            ToolbarItemGroup(placement: .topBarTrailing) {
                Button("Filter") {}
                Button("Compose") {}
            }
        }
    }

    func render(_ view: some View) throws -> Snapshot {
        try Snapshot.render(makeNode(view), container: LayoutContainer(size: CGSize(width: 390, height: 400), scale: 2),
                            scheme: .light, resources: try FontResources.bundled())
    }

    func testToolbarContentDrawsAsTheItemsWrittenInline() throws {
        let inline = try render(Inbox(style: .inline))
        let texts = inline.displayList.items.compactMap { item -> String? in if case .glyphs(let run) = item { return run.text } else { return nil } }
        for label in ["Edit", "Filter", "Compose", "Inbox", "Welcome"] { XCTAssertTrue(texts.contains(label), "\(label) in \(texts)") }
        XCTAssertFalse(texts.contains("Sign out?"), "an alert shows in its own window, not in the view's snapshot")
        XCTAssertEqual(try render(Inbox(style: .property)).image.pixels, inline.image.pixels)
        XCTAssertEqual(try render(Inbox(style: .type)).image.pixels, inline.image.pixels)
    }
}
