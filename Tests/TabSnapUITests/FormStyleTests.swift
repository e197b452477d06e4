#if canImport(SwiftUI)
import SwiftUI
#else
import TabSnapUI
#endif
import TabSnapTesting
import XCTest

/// `.formStyle(.columns)` lays a form's rows out without the grouped cards' separators.
final class FormStyleTests: XCTestCase {
    /// Pixels of the separator hairline (UIKit's separator over white).
    func separatorPixels(_ view: some View) throws -> Int {
        let image = try Snapshot.render(makeNode(view), container: LayoutContainer(size: CGSize(width: 320, height: 300), scale: 1),
                                        scheme: .light, resources: try FontResources.bundled()).image
        var n = 0
        for y in 0..<image.height { for x in 0..<image.width { let p = image[x, y]; if p.0 == 198 && p.1 == 198 && p.2 == 200 { n += 1 } } }
        return n
    }

    func testColumnsDrawNoSeparators() throws {
        let rows = Form { Text("Name"); Text("Email") }
        XCTAssertGreaterThan(try separatorPixels(rows), 100, "a grouped form parts its rows")
        XCTAssertEqual(try separatorPixels(rows.formStyle(.columns)), 0)
    }
}
