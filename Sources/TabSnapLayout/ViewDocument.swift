import Foundation
import TabSnapCore

/// View documents: the same trees as the Swift DSL, written as JSON or YAML so a designer can
/// render a layout that is not a stock tab bar. The README documents the format.
///
/// A view is an object with a `type` and that type's fields; every other key is a modifier,
/// applied in the order written (so `padding` then `background` differs from the reverse).
public enum ViewDocument {
    /// Reads a document file (`.json`, `.yaml`, `.yml`) and returns its `body`.
    public static func load(_ path: String) throws(DocumentErrors) -> ViewNode {
        try decode(DocumentReader.read(path), file: path)
    }

    /// Decodes a parsed document; every problem in it is reported at once.
    public static func decode(_ document: JSONValue, file: String = "<document>") throws(DocumentErrors) -> ViewNode {
        let errors = SchemaErrors()
        var decoder = DocumentDecoder()
        var root = ViewNode.empty
        if let top = SchemaValue(document, errors: errors).object(keys: ["body"], expected: "an object with a 'body'") {
            if let body = top["body"] { root = decoder.view(body) } else { top.fail("missing 'body'") }
        }
        try errors.check(file: file)
        return root
    }

    /// The document form of a tree: decoding it gives the same tree back.
    public static func encode(_ node: ViewNode) -> JSONValue {
        .object([("body", DocumentEncoder.view(node))])
    }
}
