/// A scroll view's appearance proxy (`UIScrollView.appearance().bounces = false`): what it sets
/// only shows while scrolling (bounce, indicators, keyboard dismissal), so a snapshot at rest
/// draws the same either way; the proxy accepts it so the app's code compiles.
open class UIScrollView: @unchecked Sendable {
    public init() {}

    public static func appearance() -> UIScrollView { UIScrollView() }
    public static func appearance(whenContainedInInstancesOf containers: [Any.Type]) -> UIScrollView { appearance() }

    public var bounces = true
    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false
    public var showsVerticalScrollIndicator = true
    public var showsHorizontalScrollIndicator = true
    public var isScrollEnabled = true
    public var isPagingEnabled = false
    public var delaysContentTouches = true
    public var canCancelContentTouches = true
    public var keyboardDismissMode = KeyboardDismissMode.none
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    public var backgroundColor: UIColor?

    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
}
