import TabSnapLayout

/// SwiftUI's `ControlGroupStyle` names, accepted (iOS draws them alike at rest).
public struct ControlGroupStyleKind: Sendable {
    public static let automatic = ControlGroupStyleKind(), navigation = ControlGroupStyleKind()
    public static let menu = ControlGroupStyleKind(), compactMenu = ControlGroupStyleKind(), palette = ControlGroupStyleKind()
}

extension View {
    public func controlGroupStyle(_ style: ControlGroupStyleKind) -> ModifiedView { accepted("controlGroupStyle") }
}
