import Yams

/// Reads JSON or YAML files into `JSONValue`, choosing by extension (`.yaml`/`.yml` are YAML),
/// with errors that name the file and the place in it.
public enum DocumentReader {
    public static func read(_ path: String) throws(DocumentErrors) -> JSONValue {
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(path, limit: 16 << 20) } catch {
            throw DocumentErrors(file: path, [DocumentError(path: "", message: "cannot read: \((error as? FileError)?.reason ?? "\(error)")")])
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw DocumentErrors(file: path, [DocumentError(path: "", message: "not UTF-8 text")])
        }
        let lower = path.lowercased()
        return try parse(text, yaml: lower.hasSuffix(".yaml") || lower.hasSuffix(".yml"), file: path)
    }

    public static func parse(_ text: String, yaml: Bool, file: String = "<input>") throws(DocumentErrors) -> JSONValue {
        if !yaml {
            do { return try JSONParser.parse(text) } catch {
                throw DocumentErrors(file: file, [DocumentError(path: "", message: "invalid JSON at \(error)")])
            }
        }
        let node: Node?
        do { node = try Yams.compose(yaml: text) } catch {
            throw DocumentErrors(file: file, [DocumentError(path: "", message: "invalid YAML: \(error)")])
        }
        guard let node else { return .null }
        return convert(node, depth: 0)
    }

    /// YAML scalars are typed by YAML 1.1's resolver (numbers, booleans, null); quoted scalars
    /// stay strings. Mappings keep their order.
    static func convert(_ node: Node, depth: Int) -> JSONValue {
        guard depth < 256 else { return .null }
        switch node {
        case .scalar(let s):
            switch Tag.Name(rawValue: node.tag.rawValue) {
            case .null: return .null
            case .bool: return node.bool.map(JSONValue.bool) ?? .string(s.string)
            case .int: return node.int.map { .number(Double($0)) } ?? .string(s.string)
            case .float: return node.float.map { .number($0) } ?? .string(s.string)
            default: return .string(s.string)
            }
        case .sequence(let seq): return .array(seq.map { convert($0, depth: depth + 1) })
        case .mapping(let map):
            return .object(map.map { (key: $0.key.string ?? "\($0.key)", value: convert($0.value, depth: depth + 1)) })
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
