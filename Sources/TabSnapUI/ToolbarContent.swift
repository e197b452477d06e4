import TabSnapLayout

/// SwiftUI's `ToolbarContent`: what a `.toolbar` holds (`ToolbarItem`, `ToolbarItemGroup`),
/// so an app can keep its items in a `some ToolbarContent` property or type. Toolbar items are
/// views here, which the toolbar reads for their placements.
public protocol ToolbarContent: View {}

/// Toolbar content with ids, which a customizable toolbar (`.toolbar(id:)`) holds.
public protocol CustomizableToolbarContent: ToolbarContent {}

/// `@ToolbarContentBuilder`: builds toolbar items as `@ViewBuilder` builds views.
public typealias ToolbarContentBuilder = ViewBuilder

extension AnyView: CustomizableToolbarContent {}
extension ToolbarItem: CustomizableToolbarContent {}
extension ToolbarItemGroup: CustomizableToolbarContent {}

extension View {
    /// A customizable toolbar: its items, by id, as `.toolbar` places them (the user's own
    /// arrangement is not part of a still frame).
    public func toolbar(id: String, @ToolbarContentBuilder content: () -> AnyView) -> ModifiedView { toolbar(content: content) }
}
