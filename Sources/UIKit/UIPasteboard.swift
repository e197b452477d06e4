import Foundation

/// The pasteboard, in memory: a copy button's action may write to it and a test may read it back;
/// nothing reaches the machine's clipboard. `general` starts empty in each process and keeps
/// what is written for the rest of it (nothing a snapshot draws reads it).
public final class UIPasteboard: @unchecked Sendable {
    public static let general = UIPasteboard()

    public init() {}

    private let lock = NSLock()
    private var contents: [[String: Any]] = []

    public var items: [[String: Any]] {
        get { lock.withLock { contents } }
        set { lock.withLock { contents = newValue } }
    }

    public var numberOfItems: Int { items.count }

    public var strings: [String]? {
        get { values(String.self) }
        set { items = (newValue ?? []).map { ["public.utf8-plain-text": $0] } }
    }
    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }
    public var urls: [URL]? {
        get { values(URL.self) }
        set { items = (newValue ?? []).map { ["public.url": $0] } }
    }
    public var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }
    public var images: [UIImage]? {
        get { values(UIImage.self) }
        set { items = (newValue ?? []).map { ["public.png": $0] } }
    }
    public var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    public var hasStrings: Bool { strings != nil }
    public var hasURLs: Bool { urls != nil }
    public var hasImages: Bool { images != nil }

    public func setValue(_ value: Any, forPasteboardType type: String) { items = [[type: value]] }
    public func value(forPasteboardType type: String) -> Any? { items.first?[type] }
    public func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) { self.items = items }
    public func addItems(_ items: [[String: Any]]) { self.items += items }

    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let localOnly = OptionsKey(rawValue: "UIPasteboardOptionLocalOnly")
        public static let expirationDate = OptionsKey(rawValue: "UIPasteboardOptionExpirationDate")
    }

    private func values<T>(_: T.Type) -> [T]? {
        let found = items.flatMap { item in item.keys.sorted().compactMap { item[$0] as? T } }
        return found.isEmpty ? nil : found
    }
}
