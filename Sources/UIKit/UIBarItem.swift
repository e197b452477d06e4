/// What a bar shows for an item: a title and an image.
open class UIBarItem: @unchecked Sendable {
    public var title: String?
    public var image: UIImage?
    public var tag = 0
    public var isEnabled = true
    public var accessibilityLabel: String?

    public init() {}
}
