/// What a navigation bar shows for a controller: its title, how large, and its bar buttons.
public final class UINavigationItem: @unchecked Sendable {
    public var title: String?
    public var prompt: String?
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    public var leftBarButtonItems: [UIBarButtonItem]?
    public var rightBarButtonItems: [UIBarButtonItem]?
    public var backButtonTitle: String?
    public var hidesBackButton = false
    public var standardAppearance: UINavigationBarAppearance?
    public var scrollEdgeAppearance: UINavigationBarAppearance?

    public var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    public var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    public init(title: String) { self.title = title }
    public init() {}

    public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }

    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }
}
