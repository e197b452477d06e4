/// `@Environment(\.editMode)`: lists and `EditButton` read it; a snapshot starts inactive
/// unless a view sets it (`.environment(\.editMode, .constant(.active))`).
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey { static let defaultValue: Binding<EditMode>? = nil }

extension EnvironmentValues {
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
