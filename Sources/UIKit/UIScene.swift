/// A scene of the app (`UIApplication.shared.connectedScenes`).
open class UIScene: Hashable, @unchecked Sendable {
    public init() {}
    public var activationState: ActivationState { .foregroundActive }

    public enum ActivationState: Int, Sendable { case unattached, foregroundActive, foregroundInactive, background }

    public static func == (a: UIScene, b: UIScene) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
