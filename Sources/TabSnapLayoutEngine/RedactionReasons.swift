/// Why a view's content is hidden (`.redacted(reason:)`): a placeholder while loading, private
/// data, or content no longer current.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Text and images drawn as placeholder shapes.
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// Views marked `.privacySensitive()` drawn as placeholders.
    public static let privacy = RedactionReasons(rawValue: 2)
    /// A widget's content awaiting an update; nothing is hidden.
    public static let invalidated = RedactionReasons(rawValue: 4)
}
