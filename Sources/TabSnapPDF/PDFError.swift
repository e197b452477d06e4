/// Why a PDF cannot be drawn: what was being read (`xref`, `object 12`, `content`, an
/// operator) and the reason, so a refused icon names its problem.
public struct PDFError: Error, CustomStringConvertible, Sendable, Equatable {
    public let part: String
    public let message: String

    public init(_ part: String, _ message: String) {
        self.part = part
        self.message = message
    }

    public var description: String { "\(part): \(message)" }
}
