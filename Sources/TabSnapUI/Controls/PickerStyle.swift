import TabSnapLayout

/// The picker styles of iOS; nil in the environment is `.automatic`: a menu.
public enum PickerStyleKind: String, Hashable, Sendable { case menu, segmented, inline, navigationLink, wheel, palette }

/// SwiftUI's `PickerStyle` (`.pickerStyle(.segmented)`).
public protocol PickerStyle { var kind: PickerStyleKind? { get } }

public struct DefaultPickerStyle: PickerStyle { public init() {}; public var kind: PickerStyleKind? { nil } }
public struct MenuPickerStyle: PickerStyle { public init() {}; public var kind: PickerStyleKind? { .menu } }
public struct SegmentedPickerStyle: PickerStyle { public init() {}; public var kind: PickerStyleKind? { .segmented } }
public struct InlinePickerStyle: PickerStyle { public init() {}; public var kind: PickerStyleKind? { .inline } }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {}; public var kind: PickerStyleKind? { .navigationLink } }
public struct WheelPickerStyle: PickerStyle { public init() {}; public var kind: PickerStyleKind? { .wheel } }
public struct PalettePickerStyle: PickerStyle { public init() {}; public var kind: PickerStyleKind? { .palette } }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { .init() } }

extension EnvironmentValues {
    private enum PickerStyleKey: EnvironmentKey { static var defaultValue: PickerStyleKind? { nil } }
    var pickerStyle: PickerStyleKind? {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedView {
        let kind = style.kind
        return environmentWrite("pickerStyle(.\(kind?.rawValue ?? "automatic"))") { $0.pickerStyle = kind }
    }
}
