import OSLog
import SwiftUI
import XCTest

/// A view file as many apps write one: a logger and a signposted load beside SwiftUI, through
/// `import OSLog` (TabSnap gives no `os` module: README). Logging and signposts change nothing drawn.
private let log = OSLog(subsystem: "com.example.app", category: "feed")
private let signposter = OSSignposter(subsystem: "com.example.app", category: .pointsOfInterest)

private struct LoggedRow: View {
    let title: String
    var body: some View {
        let state = signposter.beginInterval("row", id: signposter.makeSignpostID())
        defer { signposter.endInterval("row", state) }
        os_log("row %@", log: log, type: .debug, title)
        os_log(.info, log: log, "drawn")
        os_signpost(.event, log: log, name: "row")
        return Text(title).padding()
    }
}

final class OSLogTests: XCTestCase {
    func testSignpostsRunWhatTheyMark() {
        let value = signposter.withIntervalSignpost("load") { 41 + 1 }
        XCTAssertEqual(value, 42)
        XCTAssertFalse(signposter.isEnabled)
        Logger(subsystem: "com.example.app", category: "feed").info("count \(value, privacy: .public)")
    }

    func testLoggingDrawsNothing() throws {
        let render = { (view: AnyView) in
            try Snapshot.render(makeNode(view), container: LayoutContainer(size: CGSize(width: 200, height: 80), scale: 2),
                                scheme: .light, resources: try FontResources.bundled()).image.pixels
        }
        XCTAssertEqual(try render(AnyView(LoggedRow(title: "Inbox"))), try render(AnyView(Text("Inbox").padding())))
    }
}
