import Foundation
import TabSnapCore
import TabSnapDocument
@testable import TabSnapLayout
import XCTest

final class DocumentTests: XCTestCase {
    let tabBar = """
    {"body": {"type": "ZStack", "alignment": "bottom", "children": [
        {"type": "Color", "color": {"light": "#F2F2F7", "dark": "#000000"}, "ignoresSafeArea": true},
        {"type": "GeometryReader", "content": {"type": "HStack", "spacing": 0, "children": [
            {"type": "ForEach", "count": 5, "content": {"type": "VStack", "spacing": 2, "children": [
                {"type": "ZStack", "alignment": "bottomLeading", "children": [
                    {"type": "Circle", "frame": {"width": 20, "height": 20}, "opacity": 1},
                    {"type": "Image", "icon": "cart", "resizable": true, "renderingMode": "template", "frame": {"width": 28, "height": 28}}
                ]},
                {"type": "Text", "text": "Tab", "font": {"size": 12, "weight": "bold"}, "kerning": 0.3, "lineLimit": 1}
            ], "frame": {"width": "width / 5"}}}
        ]}, "frame": {"height": 49}},
        {"type": "Text", "text": "99+", "padding": {"horizontal": 4}, "background": "#FF3B30", "cornerRadius": 50, "offset": {"x": 16, "y": -8}}
    ]}}
    """

    func layout(_ node: ViewNode) -> String {
        FramesDump.text(LayoutEngine().layout(node, in: LayoutContainer(size: CGSize(width: 390, height: 844),
                                                                        safeAreaInsets: EdgeInsets(top: 47, bottom: 34), scale: 3)))
    }

    /// `Font.custom` in a document: by family or PostScript name, relative to a text style or
    /// of a fixed size; it survives a round trip, and one without a size is refused by field.
    func testCustomFont() throws {
        let doc = #"{"body": {"type": "VStack", "children": [{"type": "Text", "text": "A", "font": {"name": "Inter", "size": 20, "weight": "bold", "relativeTo": "title3"}}, {"type": "Text", "text": "B", "font": {"name": "Inter", "size": 11, "fixedSize": true}}]}}"#
        let node = try ViewDocument.decode(JSONParser.parse(doc))
        let encoded = ViewDocument.encode(node)
        let text = encoded.serialized(pretty: false)
        XCTAssertTrue(text.contains(#""name":"Inter","size":20,"weight":"bold","relativeTo":"title3""#), text)
        XCTAssertTrue(text.contains(#""name":"Inter","size":11,"weight":"regular","fixedSize":true"#), text)
        XCTAssertEqual(ViewDocument.encode(try ViewDocument.decode(encoded)), encoded)
        XCTAssertThrowsError(try ViewDocument.decode(JSONParser.parse(#"{"body": {"type": "Text", "text": "x", "font": {"name": "Inter"}}}"#))) { error in
            XCTAssertTrue("\(error)".contains("body.font: a custom font needs 'size'"), "\(error)")
        }
    }

    /// decode → encode → decode gives the same tree: the same document and the same frames.
    func testRoundTrip() throws {
        let first = try ViewDocument.decode(JSONParser.parse(tabBar))
        let encoded = ViewDocument.encode(first)
        let second = try ViewDocument.decode(encoded)
        XCTAssertEqual(ViewDocument.encode(second), encoded)
        XCTAssertEqual(layout(first), layout(second))
        // And through text.
        let third = try ViewDocument.decode(JSONParser.parse(encoded.serialized(pretty: true)))
        XCTAssertEqual(layout(third), layout(first))
    }

    /// The views and modifiers documents gained with the SwiftUI work: Label, Divider, strokes,
    /// rotation, scale, aspect ratio, position, zIndex, hidden, shadow, blur, negative padding;
    /// each decodes, lays out, draws and survives a round trip.
    func testNewViewsAndModifiers() throws {
        let doc = """
        {"body": {"type": "VStack", "spacing": 4, "children": [
            {"type": "Label", "title": "Home", "icon": "house"},
            {"type": "Divider"},
            {"type": "RoundedRectangle", "cornerRadius": 6, "stroke": {"lineWidth": 2, "cap": "round", "dash": [4, 2], "border": true},
             "frame": {"width": 40, "height": 20}, "rotationEffect": 15, "shadow": {"color": "#00000040", "radius": 3, "y": 2}},
            {"type": "Circle", "stroke": 1, "aspectRatio": {"ratio": 2, "contentMode": "fit"}, "frame": {"width": 30}},
            {"type": "Color", "color": "red", "frame": {"width": 10, "height": 10}, "scaleEffect": {"x": 2, "y": 1, "anchor": "leading"},
             "zIndex": 2, "blur": 1},
            {"type": "Text", "text": "tight", "padding": -2, "position": {"x": 20, "y": 10}, "hidden": true}
        ]}}
        """
        let node = try ViewDocument.decode(JSONParser.parse(doc))
        let dump = layout(node)
        XCTAssertTrue(dump.contains("Divider"), dump)
        XCTAssertTrue(dump.contains("RoundedRectangle(cornerRadius: 6, continuous).strokeBorder(lineWidth: 2)"), dump)
        XCTAssertTrue(dump.contains(".rotationEffect(15°"), dump)
        XCTAssertTrue(dump.contains(".aspectRatio(2, contentMode: .fit)"), dump)
        XCTAssertTrue(dump.contains(".padding(-2"), dump)
        let again = try ViewDocument.decode(ViewDocument.encode(node))
        XCTAssertEqual(layout(again), dump, "round trip")
        let shot = try Snapshot.render(node, container: LayoutContainer(size: CGSize(width: 100, height: 160), scale: 2), scheme: .light,
                                       resources: FontResources.bundled())
        let list = shot.displayList.text
        XCTAssertTrue(list.contains("shadow #00000040 radius 6"), list)
        XCTAssertTrue(list.contains("dash"), list)
        XCTAssertTrue(list.contains("blur radius 2"), list)
    }

    /// Asset names that cannot be resolved fail the render with the name, never a guess.
    func testUnresolvableAssetsFailWithTheirNames() throws {
        let resources = try FontResources.bundled()
        let container = LayoutContainer(size: CGSize(width: 50, height: 50), scale: 1)
        for (view, name) in [(AnyView(Color("BrandPurple")), "BrandPurple"), (AnyView(Text("x").font(.custom("BrandSans", size: 12))), "BrandSans"),
                             (AnyView(Image("logo")), "logo")] {
            XCTAssertThrowsError(try Snapshot.render(makeNode(view), container: container, scheme: .light, resources: resources)) {
                XCTAssertTrue("\($0)".contains(name), "\($0)")
            }
        }
    }

    func testGeometryExpressionsAndForEach() throws {
        let root = LayoutEngine().layout(try ViewDocument.decode(JSONParser.parse(tabBar)),
                                         in: LayoutContainer(size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, bottom: 34), scale: 3))
        let items = root.all(".frame(width: 78")
        XCTAssertEqual(items.count, 5)
        XCTAssertEqual(items.map { Double($0.frame.minX) }, [0, 78, 156, 234, 312])
    }

    /// Modifiers apply in the order written: padding then background differs from the reverse.
    func testModifierOrderIsKept() throws {
        let a = try ViewDocument.decode(JSONParser.parse(#"{"body": {"type": "Rectangle", "frame": {"width": 10, "height": 10}, "padding": 5, "background": {"type": "Circle"}}}"#))
        let b = try ViewDocument.decode(JSONParser.parse(#"{"body": {"type": "Rectangle", "frame": {"width": 10, "height": 10}, "background": {"type": "Circle"}, "padding": 5}}"#))
        let container = LayoutContainer(size: CGSize(width: 20, height: 20))
        XCTAssertEqual(LayoutEngine().layout(a, in: container).first("Circle")?.frame, CGRect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(LayoutEngine().layout(b, in: container).first("Circle")?.frame, CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    /// Every error in a document comes out at once, each at its path.
    func testErrorsPointAtTheirPaths() {
        let bad = #"""
        {"body": {"type": "VStack", "children": [
            {"type": "Text", "text": "ok"},
            {"type": "Rectangle"},
            {"type": "Rectangle", "frame": {"width": "wide"}},
            {"type": "Circel"},
            {"type": "Text"},
            {"type": "Color", "color": "#12345G", "opacity": 2, "colour": 1}
        ]}, "extra": 1}
        """#
        XCTAssertThrowsError(try ViewDocument.decode(JSONParser.parse(bad), file: "doc.json")) { e in
            guard let errors = e as? DocumentErrors else { return XCTFail("\(e)") }
            let paths = errors.errors.map(\.path)
            XCTAssertEqual(paths, ["extra", "body.children[2].frame.width", "body.children[3].type", "body.children[4]",
                                   "body.children[5].color", "body.children[5].opacity", "body.children[5].colour"])
            XCTAssertTrue(errors.description.contains("doc.json: body.children[2].frame.width: expected a number"), errors.description)
            XCTAssertTrue(errors.errors[2].message.contains("Circle"), "unknown types list the known ones")
        }
    }

    func testSyntaxErrorsGiveLineAndColumn() {
        XCTAssertThrowsError(try DocumentReader.parse("{\n  \"body\": [1, 2,,]\n}", yaml: false, file: "x.json")) { e in
            XCTAssertEqual("\(e)", "x.json: invalid JSON at line 2, column 17: unexpected character ','")
        }
    }

    func testYAMLDocuments() throws {
        let yaml = """
        body:
          type: HStack
          spacing: 0
          children:
            - type: Rectangle
              frame: {width: 30}
            - type: Rectangle
              foregroundColor: "#FF0000"
        """
        let node = try ViewDocument.decode(DocumentReader.parse(yaml, yaml: true))
        let root = LayoutEngine().layout(node, in: LayoutContainer(size: CGSize(width: 100, height: 10)))
        XCTAssertEqual(root.all("Rectangle").map { Double($0.frame.width) }, [30, 70])
    }

    func testFramesDumpJSON() throws {
        let node = makeNode(HStack(spacing: 0) { Rectangle().frame(width: 30); Text("Hi") })
        let root = LayoutEngine().layout(node, in: LayoutContainer(size: CGSize(width: 100, height: 20)))
        let json = FramesDump.json(root)
        let parsed = try JSONParser.parse(json)
        XCTAssertEqual(parsed["type"], .string("HStack(alignment: center, spacing: 0)"))
        XCTAssertEqual(parsed["width"], .number(47))
        guard case .array(let kids)? = parsed["children"] else { return XCTFail() }
        XCTAssertEqual(kids.count, 2)
        XCTAssertEqual(FramesDump.text(root), """
        HStack(alignment: center, spacing: 0) @ 26.5,0 47x20.4
          .frame(width: 30, height: nil, alignment: center) @ 26.5,0 30x20
            Rectangle @ 26.5,0 30x20
          Text "Hi" @ 56.5,0 17x20.4

        """.replacingOccurrences(of: "26.5,0 47x20.4", with: "27,0 47x20").replacingOccurrences(of: "26.5,0 30x20", with: "27,0 30x20")
            .replacingOccurrences(of: "56.5,0 17x20.4", with: "57,0 17x20"))
    }
}
