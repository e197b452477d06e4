import TabSnapLayout

/// The list styles of iOS; `nil` in the environment is `.automatic`, which a `List` draws
/// inset grouped (iOS 15 and later) and a `Form` grouped.
public enum ListStyleKind: String, Hashable, Sendable {
    case plain, grouped, insetGrouped, inset, sidebar
}

/// SwiftUI's `ListStyle`: how the lists below draw (`.listStyle(.insetGrouped)`).
public protocol ListStyle {
    /// Which of iOS's styles it is; nil is `.automatic`.
    var kind: ListStyleKind? { get }
}

public struct DefaultListStyle: ListStyle { public init() {}; public var kind: ListStyleKind? { nil } }
public struct PlainListStyle: ListStyle { public init() {}; public var kind: ListStyleKind? { .plain } }
public struct GroupedListStyle: ListStyle { public init() {}; public var kind: ListStyleKind? { .grouped } }
public struct InsetGroupedListStyle: ListStyle { public init() {}; public var kind: ListStyleKind? { .insetGrouped } }
public struct InsetListStyle: ListStyle { public init() {}; public var kind: ListStyleKind? { .inset } }
public struct SidebarListStyle: ListStyle { public init() {}; public var kind: ListStyleKind? { .sidebar } }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }

extension EnvironmentValues {
    private enum ListStyleKey: EnvironmentKey { static var defaultValue: ListStyleKind? { nil } }

    /// The style `.listStyle` set for the lists below; nil is automatic.
    public var listStyle: ListStyleKind? {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

extension View {
    public func listStyle<S: ListStyle>(_ style: S) -> ModifiedView {
        let kind = style.kind
        return environmentWrite("listStyle(.\(kind?.rawValue ?? "automatic"))") { $0.listStyle = kind }
    }
}
