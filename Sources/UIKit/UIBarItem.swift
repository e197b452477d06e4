/// What a bar shows for an item: a title and an image.
open class UIBarItem: Hashable, @unchecked Sendable {
    public var title: String?
    public var image: UIImage?
    public var tag = 0
    public var isEnabled = true
    public var accessibilityLabel: String?

    public init() {}

    /// The same item, as `NSObject` equality is identity.
    public static func == (a: UIBarItem, b: UIBarItem) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
