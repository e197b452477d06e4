#if canImport(SwiftUI)
import SwiftUI
#else
import TabSnapUI
#endif
import XCTest
@testable import TabSnapTesting

/// A tab whose page is a navigation stack with a large title, a toolbar item and a scroll view,
/// as most apps' tabs are; and the same stack with an inline title.
final class NavigationTests: XCTestCase {
    struct Feed: View {
        let inline: Bool
        var body: some View {
            NavigationStack {
                ScrollView {
                    ForEach(0..<12) { i in
                        HStack {
                            Circle().fill(Color.blue.opacity(0.3)).frame(width: 44, height: 44)
                            Text("Row \(i + 1)")
                            Spacer()
                        }
                        .padding(.horizontal)
                    }
                }
                .navigationTitle("Feed")
                .navigationBarTitleDisplayMode(inline ? .inline : .automatic)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Text("Edit").foregroundColor(.accentColor) }
                    Image(systemName: "plus").foregroundColor(.accentColor)
                }
            }
        }
    }

    struct App: View {
        let inline: Bool
        var body: some View {
            TabView {
                Feed(inline: inline).tabItem { Label("Feed", systemImage: "list.bullet") }
                Text("Settings").tabItem { Label("Settings", systemImage: "gearshape") }
            }
        }
    }

    func testLargeTitleStackInATab() {
        assertSnapshot(of: App(inline: false), devices: [.iPhone15Pro], schemes: [.light, .dark])
    }

    func testInlineTitle() {
        assertSnapshot(of: App(inline: true), devices: [.iPhoneSE], schemes: [.light])
    }

    /// The title's place and the content's start, in points.
    func testBarGeometry() throws {
        let frames = verifyTextSnapshotFrames(App(inline: false))
        XCTAssertTrue(frames.contains("Text \"Feed\" @ 16,"), frames)
    }

    func verifyTextSnapshotFrames<V: View>(_ view: V) -> String {
        (try? TextSnapshotting<ViewNode>.frames.render(makeNode(view), RenderTarget(device: .iPhone15Pro),
                                                      RenderResources(SharedFonts.resources.get()))) ?? ""
    }
}
