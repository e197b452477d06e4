/// A control's or menu's action: a title, an image and a handler (never called in a still frame).
public final class UIAction: @unchecked Sendable {
    public let title: String
    public let image: UIImage?
    public let identifier: Identifier
    let handler: (UIAction) -> Void

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }

    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}
