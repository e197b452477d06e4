import Foundation
import XCTest

/// TabSnapLayout holds three layers in three folders: `Engine/` (the view tree, layout, drawing
/// and the values they need), `SwiftUI/` (the SwiftUI-named views and modifiers user code
/// writes, which build the engine's tree) and `Documents/` (view documents, read into that
/// tree). The engine never names what the layers above it declare, so they can become modules of
/// their own; until then this test holds the line the compiler will.
final class LayoutBoundaryTests: XCTestCase {
    static let layout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/TabSnapLayout").path

    func swiftFiles(_ folder: String) throws -> [String] {
        let root = Self.layout + "/" + folder
        let all = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return all.filter { $0.hasSuffix(".swift") }.sorted().map { root + "/" + $0 }
    }

    /// The source without comments and string literals.
    func code(_ path: String) throws -> String {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let noComments = text.replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
        return noComments.replacingOccurrences(of: #""(?:[^"\\\n]|\\.)*""#, with: "\"\"", options: .regularExpression)
    }

    func testTheEngineNamesNothingTheLayersAboveItDeclare() throws {
        let declaration = try NSRegularExpression(pattern: #"^(?:public\s+|@\w+\s+)*(?:final\s+)?(?:struct|enum|class|protocol|typealias)\s+([A-Za-z_]\w*)|^public func ([A-Za-z_]\w*)"#,
                                                  options: .anchorsMatchLines)
        var above: [String: String] = [:]
        for path in try swiftFiles("SwiftUI") + swiftFiles("Documents") {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            for m in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                for g in 1...2 where m.range(at: g).location != NSNotFound {
                    above[String(text[Range(m.range(at: g), in: text)!])] = (path as NSString).lastPathComponent
                }
            }
        }
        XCTAssertGreaterThan(above.count, 50, "the views, modifiers and documents above the engine")
        XCTAssertNotNil(above["Text"])
        let engine = try swiftFiles("Engine")
        XCTAssertGreaterThan(engine.count, 40)
        var crossings: [String] = []
        for path in engine {
            let source = try code(path)
            for (name, home) in above.sorted(by: { $0.key < $1.key })
            where source.range(of: #"\b"# + name + #"\b"#, options: .regularExpression) != nil {
                crossings.append("\((path as NSString).lastPathComponent) names \(name) (declared in \(home))")
            }
        }
        XCTAssertEqual(crossings, [])
    }
}
