import TabSnapCore
import Yams

/// Reads JSON or YAML files into `JSONValue`, choosing by extension (`.yaml`/`.yml` are YAML),
/// with errors that name the file and the place in it.
public enum DocumentReader {
    /// Configurations, view documents and manifests are kilobytes; 2 MB leaves room for long SVG
    /// paths while a 16 MB YAML no longer takes seconds to parse before being refused.
    public static let maxBytes = 2 << 20

    public static func read(_ path: String) throws(DocumentErrors) -> JSONValue {
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(path, limit: maxBytes) } catch {
            throw DocumentErrors(file: path, [DocumentError(path: "", message: "cannot read: \((error as? FileError)?.reason ?? "\(error)")")])
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw DocumentErrors(file: path, [DocumentError(path: "", message: "not UTF-8 text")])
        }
        let lower = path.lowercased()
        return try parse(text, yaml: lower.hasSuffix(".yaml") || lower.hasSuffix(".yml"), file: path)
    }

    public static func parse(_ text: String, yaml: Bool, file: String = "<input>") throws(DocumentErrors) -> JSONValue {
        // Windows editors start UTF-8 files with a byte-order mark; it carries no content.
        if text.unicodeScalars.first == "\u{FEFF}" {
            return try parse(String(text.unicodeScalars.dropFirst()), yaml: yaml, file: file)
        }
        if !yaml {
            do { return try JSONParser.parse(text) } catch {
                throw DocumentErrors(file: file, [DocumentError(path: "", message: "invalid JSON at \(error)")])
            }
        }
        let node: Node?
        do { node = try Yams.compose(yaml: text) } catch {
            throw DocumentErrors(file: file, [DocumentError(path: "", message: describe(error, in: text))])
        }
        guard let node else { return .null }
        var budget = 1_000_000
        let value: JSONValue
        do throws(DocumentError) { value = try convert(node, depth: 0, budget: &budget) } catch {
            throw DocumentErrors(file: file, [error])
        }
        if budget < 0 {
            // Aliases can make a small file expand into an enormous tree ("billion laughs").
            throw DocumentErrors(file: file, [DocumentError(path: "", message: "the YAML expands to more than a million values (through aliases?)")])
        }
        return value
    }

    /// libyaml's nesting limit (`yaml_set_max_nest_level`'s default).
    static let yamlNestingLimit = 1000

    /// A YAML error as one line that names the place: Yams' own description repeats the whole
    /// line, so a flow sequence nested 100,000 deep on one line made a 200 KB message. The
    /// line is shown only around the column, at most 60 characters of it.
    static func describe(_ error: any Error, in text: String) -> String {
        func snippet(_ mark: Mark) -> String {
            var lines = text.split(separator: "\n", maxSplits: mark.line, omittingEmptySubsequences: false)
            guard mark.line >= 1, mark.line <= lines.count else { return "" }
            let line = Array(lines[mark.line - 1].unicodeScalars)
            lines.removeAll()
            guard !line.isEmpty else { return "" }
            let column = min(max(mark.column - 1, 0), line.count)
            let from = max(0, column - 40), to = min(line.count, from + 60)
            var shown = String.UnicodeScalarView()
            shown.append(contentsOf: line[from..<to])
            let text = EscapedControls.escaped(String(shown)).replacingOccurrences(of: "\t", with: " ")
            return "\n  " + (from > 0 ? "…" : "") + text + (to < line.count ? "…" : "")
                + "\n  " + String(repeating: " ", count: column - from + (from > 0 ? 1 : 0)) + "^"
        }
        guard let yaml = error as? YamlError else { return "invalid YAML: " + Quoted.clipped("\(error)", limit: 300) }
        switch yaml {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            if problem.hasPrefix("Maximum nesting level reached") {
                return "nesting deeper than \(yamlNestingLimit) levels at \(mark.line):\(mark.column)"
            }
            let within = context.map { " (\(Quoted.clipped($0.text)) at line \($0.mark.line), column \($0.mark.column))" } ?? ""
            return "invalid YAML at line \(mark.line), column \(mark.column): \(Quoted.clipped(problem))\(within)" + snippet(mark)
        default:
            return "invalid YAML: " + Quoted.clipped("\(yaml)", limit: 300)
        }
    }

    static func kind(_ node: Node) -> String {
        switch node {
        case .scalar: return "word"
        case .mapping: return "mapping"
        case .sequence: return "list"
        case .alias: return "alias"
        }
    }

    /// YAML scalars are typed by YAML 1.1's resolver (numbers, booleans, null); quoted scalars
    /// stay strings. Mappings keep their order.
    static func convert(_ node: Node, depth: Int, budget: inout Int) throws(DocumentError) -> JSONValue {
        budget -= 1
        guard depth < 256, budget >= 0 else { return .null }
        switch node {
        case .scalar(let s):
            switch Tag.Name(rawValue: node.tag.rawValue) {
            case .null: return .null
            case .bool: return node.bool.map(JSONValue.bool) ?? .string(s.string)
            case .int: return node.int.map { .number(Double($0)) } ?? .string(s.string)
            case .float:
                // .nan and .inf are YAML floats but no document value may be one.
                guard let f = node.float, f.isFinite else { return .string(s.string) }
                return .number(f)
            default: return .string(s.string)
            }
        case .sequence(let seq):
            var items: [JSONValue] = []
            for item in seq {
                items.append(try convert(item, depth: depth + 1, budget: &budget))
                if budget < 0 { break }
            }
            return .array(items)
        case .mapping(let map):
            var pairs: [(key: String, value: JSONValue)] = []
            for (k, v) in map {
                guard case .scalar(let key) = k else {
                    throw DocumentError(path: "", message: "a key must be a plain word or a quoted string, found a \(Self.kind(k)) "
                                        + "at line \(k.mark.map { String($0.line) } ?? "?")")
                }
                pairs.append((key: key.string, value: try convert(v, depth: depth + 1, budget: &budget)))
                if budget < 0 { break }
            }
            return .object(pairs)
        case .alias: return .null
        }
    }
}

/// One problem in a document, at a path such as `body.children[2].frame.width`.
public struct DocumentError: Error, Equatable, Sendable, CustomStringConvertible {
    public let path: String
    public let message: String
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// Every problem found in one file, reported together.
public struct DocumentErrors: Error, Equatable, Sendable, CustomStringConvertible {
    public let file: String
    public let errors: [DocumentError]
    public init(file: String, _ errors: [DocumentError]) {
        self.file = file
        self.errors = errors
    }
    public var description: String { errors.map { "\(file): \($0)" }.joined(separator: "\n") }
}
