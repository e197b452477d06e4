/// `@Environment(\.scenePhase)`: a snapshot is of a scene in the foreground.
public enum ScenePhase: Hashable, Comparable, Sendable {
    case background, inactive, active
}

struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// `@Environment(\.isSearching)`: whether the enclosing `.searchable` field is active (not in
    /// a still frame unless set).
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }
}
