import Foundation

/// `@Environment(\.openURL)`: opens a link; a snapshot opens nothing and reports it handled.
public struct OpenURLAction: Sendable {
    public struct Result: Sendable {
        public static let handled = Result()
        public static let discarded = Result()
        public static let systemAction = Result()
        public static func systemAction(_ url: URL) -> Result { Result() }
    }

    public init(handler: @escaping @Sendable (URL) -> Result) {}
    init() {}

    public func callAsFunction(_ url: URL) {}
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) { completion(true) }
}

extension EnvironmentValues {
    public var openURL: OpenURLAction {
        get { OpenURLAction() }
        set {}
    }
}
