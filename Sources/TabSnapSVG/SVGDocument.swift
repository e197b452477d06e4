import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TabSnapCore

/// An SVG icon as read from its XML (Foundation's XMLParser): the element tree with attributes,
/// `<style>` rules resolved into each element's own properties, and elements by id for `use`,
/// gradients and clip paths. The static subset icon sets use is kept; anything else is refused
/// with the element's name when the document is drawn.
public struct SVGDocument: Sendable {
    public let name: String
    let root: SVGElement
    let ids: [String: SVGElement]

    /// The user-space rectangle shown (the viewBox, else 0 0 width height).
    public let viewBox: (x: Double, y: Double, width: Double, height: Double)

    public init(data: [UInt8], name: String = "icon.svg") throws(SVGError) {
        self.name = name
        guard data.count <= 4 << 20 else { throw SVGError(element: "svg", message: "the file is over 4 MB") }
        if let refused = DTDEntities.problem(in: data) { throw SVGError(element: "svg", message: refused) }
        let builder = SVGTreeBuilder()
        let parser = XMLParser(data: Data(data))
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        // Foundation's parser accepts a document cut off mid-element; an element left open says so.
        guard parser.parse(), builder.stack.isEmpty, let root = builder.root else {
            // Where the parser stopped: Foundation's own description on Linux is only
            // "NSXMLParserErrorDomain error 4", and its codes do not name libxml2's reasons.
            let reason = builder.failure ?? parser.parserError.map { _ in
                "not well-formed XML at line \(parser.lineNumber), column \(parser.columnNumber)"
            }
                ?? builder.stack.last.map { "not well-formed XML (<\($0.name)> is never closed)" } ?? "no <svg> element"
            throw SVGError(element: "svg", message: reason)
        }
        guard root.name == "svg" else { throw SVGError(element: root.name, message: "the document's root is <\(Quoted.clipped(root.name))>, not <svg>") }
        let rules = CSSRules.parse(builder.styleText)
        var ids: [String: SVGElement] = [:]
        func index(_ e: SVGElement) {
            e.apply(rules)
            if let id = e.attributes["id"], ids[id] == nil { ids[id] = e }
            e.children.forEach(index)
        }
        index(root)
        self.root = root
        self.ids = ids
        func length(_ key: String) -> Double? {
            guard let v = root.attributes[key] else { return nil }
            return SVGValues.length(v)
        }
        if let vb = root.attributes["viewBox"] {
            let n = SVGValues.numbers(vb)
            guard n.count == 4, n[2] > 0, n[3] > 0 else { throw SVGError(element: "svg", message: "viewBox \(Quoted.quoted(vb)) is not four numbers with a positive size") }
            viewBox = (n[0], n[1], n[2], n[3])
        } else {
            let w = length("width") ?? 24, h = length("height") ?? 24
            guard w > 0, h > 0 else { throw SVGError(element: "svg", message: "no viewBox and no positive width and height") }
            viewBox = (0, 0, w, h)
        }
    }
}

/// Why an SVG cannot be drawn: the element (and what about it).
public struct SVGError: Error, CustomStringConvertible, Sendable {
    public let element: String
    public let message: String
    public var description: String { "<\(Quoted.clipped(element))>: \(message)" }
}

/// One element: its name, attributes (presentation attributes, then `style`, then matching
/// `<style>` rules already merged in), and children.
final class SVGElement: @unchecked Sendable {
    let name: String
    var attributes: [String: String]
    var children: [SVGElement] = []

    init(name: String, attributes: [String: String], children: [SVGElement] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
    }

    /// Presentation attributes < `<style>` rules < the `style` attribute, as CSS cascades.
    func apply(_ rules: CSSRules) {
        var merged = attributes
        let classes = (attributes["class"] ?? "").split(separator: " ").map(String.init)
        // The rules whose selector names this element, looked up (every rule tried against
        // every element took 35 s for 30,000 of each), then applied in the order written.
        var matching = Set<Int>()
        for selector in [name, "*"] + classes.flatMap({ ["." + $0, name + "." + $0] }) {
            matching.formUnion(rules.bySelector[selector] ?? [])
        }
        for i in matching.sorted() {
            for (k, v) in rules.rules[i].1 { merged[k] = v }
        }
        if let style = attributes["style"] {
            for (k, v) in CSSRules.declarations(style) { merged[k] = v }
        }
        attributes = merged
    }
}

/// `<style>` text: `selector, selector { property: value; … }`, type, class and universal
/// selectors only (what icon sets write).
struct CSSRules {
    var rules: [(String, [(String, String)])] = []
    /// Indices into `rules` by selector.
    var bySelector: [String: [Int]] = [:]

    static func parse(_ text: String) -> CSSRules {
        var out = CSSRules()
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let selectors = rest[..<open].split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            let body = declarations(String(rest[rest.index(after: open)..<close]))
            for s in selectors where !s.isEmpty {
                out.bySelector[s, default: []].append(out.rules.count)
                out.rules.append((s, body))
            }
            rest = rest[rest.index(after: close)...]
        }
        return out
    }

    static func declarations(_ text: String) -> [(String, String)] {
        text.split(separator: ";").compactMap { part in
            guard let colon = part.firstIndex(of: ":") else { return nil }
            let k = part[..<colon].trimmingCharacters(in: .whitespacesAndNewlines)
            let v = part[part.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            return k.isEmpty ? nil : (k, v)
        }
    }
}

/// Builds the element tree; namespaced editor elements (sodipodi:, inkscape:) and their
/// contents are dropped, `<style>` text is collected. An element whose prefix is bound to the
/// SVG namespace (`<svg:svg xmlns:svg="http://www.w3.org/2000/svg">`, valid SVG) is read by its
/// local name.
final class SVGTreeBuilder: NSObject, XMLParserDelegate {
    static let svgNamespace = "http://www.w3.org/2000/svg"
    /// Prefixes declared for the SVG namespace so far.
    var svgPrefixes: Set<String> = []
    var root: SVGElement?
    var stack: [SVGElement] = []
    var skipping = 0
    var inStyle = false
    var styleText = ""
    var failure: String?
    var count = 0

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        count += 1
        if count > 100_000 || stack.count > 256 {
            failure = "more than 100000 elements or nesting over 256 deep"
            parser.abortParsing()
            return
        }
        for (key, value) in attributes where key.hasPrefix("xmlns:") && value == Self.svgNamespace {
            svgPrefixes.insert(String(key.dropFirst(6)))
        }
        var name = name
        if let colon = name.firstIndex(of: ":"), svgPrefixes.contains(String(name[..<colon])) {
            name = String(name[name.index(after: colon)...])
        }
        if skipping > 0 || name.contains(":") || ["metadata", "title", "desc"].contains(name) {
            skipping += 1
            return
        }
        if name == "style" { inStyle = true }
        let element = SVGElement(name: name, attributes: attributes)
        if let parent = stack.last { parent.children.append(element) } else if root == nil { root = element }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if skipping > 0 { skipping -= 1; return }
        if name == "style" || name.hasSuffix(":style") { inStyle = false }
        _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inStyle && skipping == 0 { styleText += string }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        if inStyle && skipping == 0 { styleText += String(decoding: CDATABlock, as: UTF8.self) }
    }
}
