import Foundation
import TabSnapCore
import TabSnapDocument
import TabSnapLayoutEngine

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
        if let top = SchemaValue(document, errors: errors).object(keys: ["body", "timeline"], expected: "an object with a 'body'") {
            if let body = top["body"] { root = decoder.view(body) } else { top.fail("missing 'body'") }
        }
        try errors.check(file: file)
        return root
    }

    /// A document with its `timeline:` (issue 14): `body` is the view at time 0; each change
    /// `{at: seconds, animation: …, body: …}` is the whole view from then on, made with that
    /// animation (changes under an `animation` modifier whose `value` changed use its curve).
    /// Nil when the document has no timeline.
    public static func decodeTimeline(_ document: JSONValue, file: String = "<document>") throws(DocumentErrors) -> ViewTimeline? {
        let first = try decode(document, file: file)
        guard let changes = document["timeline"] else { return nil }
        let errors = SchemaErrors()
        var decoder = DocumentDecoder()
        var timeline = ViewTimeline(first)
        let list = SchemaValue(changes, path: "timeline", errors: errors).array("a list of changes, each {at, animation, body}") ?? []
        if list.isEmpty && errors.count == 0 { errors.add("timeline", "expected at least one change") }
        for change in list {
            guard let o = change.object(keys: ["at", "animation", "body"], expected: "a change {at: seconds, animation: …, body: …}"),
                  let at = o.required("at", missing: "missing 'at' (seconds after the first state)")?.number(0...3600),
                  let body = o.required("body", missing: "missing 'body' (the view from this time on)") else { continue }
            var transaction: Transaction? = nil
            if let a = o["animation"], let animation = AnimationDecoder.decode(a) { transaction = Transaction(animation: animation) }
            let node = decoder.view(body)
            do { timeline = try timeline.changed(at: at, to: node, transaction: transaction) } catch { o["at"]?.fail(error.message) }
        }
        try errors.check(file: file)
        return timeline
    }

    /// The document form of a tree: decoding it gives the same tree back.
    public static func encode(_ node: ViewNode) -> JSONValue {
        .object([("body", DocumentEncoder.view(node))])
    }
}
