import Foundation
import TabSnapCore
import TabSnapDocument
@testable import TabSnapLayout
import XCTest

/// Documents written to break things are refused with an error, never a crash or a hang.
final class HostileDocumentTests: XCTestCase {
    func errors(_ json: String) -> [String] {
        do {
            _ = try ViewDocument.decode(JSONParser.parse(json))
            return []
        } catch let e as DocumentErrors {
            return e.errors.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    func testNumbersMustBeFiniteAndBounded() {
        XCTAssertEqual(errors(#"{"body": {"type": "Rectangle", "offset": {"x": "1/0"}}}"#).count, 1)
        XCTAssertEqual(errors(#"{"body": {"type": "Rectangle", "offset": {"x": "0/0"}}}"#).count, 1)
        XCTAssertEqual(errors(#"{"body": {"type": "Rectangle", "frame": {"height": 1e308}}}"#).count, 1)
        XCTAssertEqual(errors(#"{"body": {"type": "Rectangle", "frame": {"width": "infinity"}}}"#),
                       ["body.frame.width: \"infinity\" is only allowed for maxWidth and maxHeight"])
        XCTAssertEqual(errors(#"{"body": {"type": "Rectangle", "frame": {"maxWidth": "infinity"}}}"#), [])
        // Negative padding pulls edges in, as in SwiftUI; a negative size is still refused.
        XCTAssertEqual(errors(#"{"body": {"type": "Rectangle", "padding": -4}}"#), [])
        XCTAssertEqual(errors(#"{"body": {"type": "Rectangle", "frame": {"width": -1}}}"#).count, 1)
    }

    /// GeometryReader contents are built at layout, each by a decoder of its own: the view
    /// limit counts them through the layout, so readers inside ForEach inside readers (a
    /// million views from 200 bytes) are refused instead of taking seconds and gigabytes.
    func testNestedGeometryReadersShareTheViewLimit() throws {
        let rect = #"{"type": "Rectangle", "frame": {"width": 1, "height": 1}}"#
        let inner = #"{"type": "ForEach", "count": 100, "content": \#(rect)}"#
        let middle = #"{"type": "ForEach", "count": 100, "content": {"type": "GeometryReader", "content": \#(inner)}}"#
        let doc = #"{"body": {"type": "GeometryReader", "content": {"type": "ForEach", "count": 100, "content": {"type": "GeometryReader", "content": \#(middle)}}}}"#
        // Refused while the document is read (each reader's content is checked then, and those
        // checks count) or, failing that, at layout.
        XCTAssertThrowsError(try Snapshot.render(try ViewDocument.decode(JSONParser.parse(doc)),
                                                 container: LayoutContainer(size: CGSize(width: 390, height: 844)), scheme: .light,
                                                 resources: try FontResources.bundled())) { error in
            XCTAssertTrue("\(error)".contains("the document makes more than 50000 views"), "\(error)")
        }
        // One level of the same is well inside the limit and draws.
        let small = try ViewDocument.decode(JSONParser.parse(#"{"body": {"type": "GeometryReader", "content": \#(inner)}}"#))
        XCTAssertNoThrow(try Snapshot.render(small, container: LayoutContainer(size: CGSize(width: 390, height: 844)), scheme: .light,
                                             resources: try FontResources.bundled()))
    }

    /// An expression is checked against the size it really gets, at layout: `width / 5 - 16` is
    /// fine in a wide reader even though it would be negative at width 0.
    func testGeometryExpressionsAreCheckedAtLayout() throws {
        let doc = #"{"body": {"type": "GeometryReader", "content": {"type": "Rectangle", "frame": {"width": "width / 5 - 16", "height": 10}}}}"#
        let node = try ViewDocument.decode(JSONParser.parse(doc))
        let resources = try FontResources.bundled()
        let wide = try Snapshot.render(node, container: LayoutContainer(size: CGSize(width: 200, height: 50)), scheme: .light, resources: resources)
        XCTAssertEqual(wide.tree.first("Rectangle")?.frame.width, 24)
        XCTAssertThrowsError(try Snapshot.render(node, container: LayoutContainer(size: CGSize(width: 50, height: 50)), scheme: .light,
                                                 resources: resources)) { error in
            XCTAssertTrue("\(error)".contains("body.content.frame.width"), "\(error)")
        }
    }

    func testDeepExpressionsAreRefused() {
        let minus = String(repeating: "-", count: 10_000) + "1"
        XCTAssertEqual(errors(#"{"body": {"type": "Rectangle", "offset": {"x": "\#(minus)"}}}"#).count, 1)
        let parens = String(repeating: "(", count: 1000) + "1" + String(repeating: ")", count: 1000)
        XCTAssertEqual(errors(#"{"body": {"type": "Rectangle", "offset": {"x": "\#(parens)"}}}"#).count, 1)
    }

    /// ForEach counts multiply; the document may make only so many views.
    func testNodeBudget() {
        let nested = #"{"body": {"type": "ForEach", "count": 10000, "content": {"type": "ForEach", "count": 10000, "content": {"type": "Rectangle"}}}}"#
        let e = errors(nested)
        XCTAssertEqual(e.count, 1, "\(e)")
        XCTAssertTrue(e.first?.contains("more than 50000 views") == true, "\(e)")
    }

    func testModifierChainsAreBounded() {
        let many = (0..<1000).map { _ in #""opacity": 1"# }.joined(separator: ", ")
        let e = errors(#"{"body": {"type": "Rectangle", \#(many)}}"#)
        XCTAssertEqual(e, ["body: more than 64 modifiers on one view"])
    }

    /// A YAML "billion laughs" expands through aliases; reading it stops at a budget.
    func testYAMLAliasBombIsRefused() {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1...9 { yaml += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n" }
        XCTAssertThrowsError(try DocumentReader.parse(yaml, yaml: true)) { e in
            XCTAssertTrue("\(e)".contains("more than a million values"), "\(e)")
        }
        // .nan is a YAML float but never a number in a document: it stays a string, which a
        // number field then refuses.
        XCTAssertEqual(try DocumentReader.parse("x: .nan\n", yaml: true)["x"], .string(".nan"))
    }

    /// Zero-sized and huge frames draw nothing rather than crash.
    func testDegenerateFramesRender() throws {
        let resources = try FontResources.bundled()
        let view = VStack {
            Image(systemName: "cart").resizable().frame(width: 0, height: 0)
            Text("x").font(.system(size: 12)).offset(x: 1e7)
            Image(systemName: "cart").resizable().frame(width: 20, height: 0.0001)
        }
        _ = try Snapshot.render(makeNode(view), container: LayoutContainer(size: CGSize(width: 50, height: 50), scale: 3),
                                scheme: .light, resources: resources)
    }
}
