import Foundation

/// One line for a `DecodingError`: where in the file and what was expected
/// (`checks[3].status: expected a string`), instead of Swift's dump of coding keys and contexts.
enum DecodingProblem {
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .typeMismatch(let type, let context):
            return at(context.codingPath) + "expected \(noun(type))"
        case .valueNotFound(let type, let context):
            return at(context.codingPath) + "expected \(noun(type)), found null"
        case .keyNotFound(let key, let context):
            return at(context.codingPath) + "missing \"\(key.stringValue)\""
        case .dataCorrupted(let context):
            return at(context.codingPath) + (context.codingPath.isEmpty ? "not valid JSON" : context.debugDescription)
        @unknown default:
            return "\(error)"
        }
    }

    /// `checks[3].status: `, or nothing at the top level.
    static func at(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let i = key.intValue { text += "[\(i)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
        }
        return text.isEmpty ? "" : text + ": "
    }

    static func noun(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type, is Double.Type: return "a number"
        case is Bool.Type: return "true or false"
        case is [Any].Type: return "a list"
        case is [String: Any].Type: return "an object"
        default: return "\(type)"
        }
    }
}
