import TabSnapLayout

/// SwiftUI's `EditButton`: "Edit" while the environment's edit mode is inactive, a bold "Done"
/// while it is active, drawn as a button of the style in force (a bar button in a toolbar).
public struct EditButton: View {
    public init() {}
    public var body: some View {
        let editing = EnvironmentValues.current.editMode?.wrappedValue.isEditing ?? false
        return Button(action: {}) { Text(editing ? "Done" : "Edit").fontWeight(editing ? .semibold : nil) }
    }
}
