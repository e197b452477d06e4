import TabSnapLayout

/// SwiftUI's `MenuStyle` names, accepted (a closed menu draws its label either way).
public struct MenuStyleKind: Sendable {
    public static let automatic = MenuStyleKind(), button = MenuStyleKind(), borderlessButton = MenuStyleKind()
}

extension View {
    public func menuStyle(_ style: MenuStyleKind) -> ModifiedView { accepted("menuStyle") }
    public func menuOrder(_ order: MenuOrder) -> ModifiedView { accepted("menuOrder") }
    public func menuIndicator(_ visibility: Visibility) -> ModifiedView { accepted("menuIndicator") }
}

public enum MenuOrder: Hashable, Sendable { case automatic, priority, fixed }
