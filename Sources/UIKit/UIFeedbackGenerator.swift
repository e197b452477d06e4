/// Haptics. A still frame has no touch and no motor, so a generator prepares and fires without
/// effect; app code that plays feedback in a button's action or an `onChange` compiles as written.
open class UIFeedbackGenerator: @unchecked Sendable {
    public init() {}
    public func prepare() {}
}

public final class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    public let style: FeedbackStyle
    public init(style: FeedbackStyle = .medium) { self.style = style }
    public func impactOccurred() {}
    public func impactOccurred(intensity: CGFloat) {}

    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
}

public final class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    public func selectionChanged() {}
}

public final class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    public func notificationOccurred(_ type: FeedbackType) {}

    public enum FeedbackType: Int, Sendable { case success, warning, error }
}
