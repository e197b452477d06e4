import Foundation

/// SwiftUI's key into the app's string tables. There are no string tables on Linux, so the key
/// is the text shown, as an app without a translation for it shows it.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    let key: String

    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: DefaultStringInterpolation) { key = String(stringInterpolation: stringInterpolation) }
}

extension Text {
    /// A string literal still picks `init(_: String)`: Swift prefers a literal's default type.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(verbatim: key.key)
    }
}
