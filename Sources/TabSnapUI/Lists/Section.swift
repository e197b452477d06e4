import TabSnapLayout

/// SwiftUI's `Section`: rows under an optional header and above an optional footer. A `List` or
/// `Form` draws it as one of its sections (`ListSection`); elsewhere its header, content and
/// footer stand in the enclosing stack one after another.
public struct Section: PrimitiveView, @unchecked Sendable {
    public let node: ViewNode

    init(header: ViewNode?, content: ViewNode, footer: ViewNode?, isExpanded: Bool = true) {
        let parts = SectionParts(header: header, content: content, footer: footer, isExpanded: isExpanded)
        let shown = [header, isExpanded ? content : nil, isExpanded ? footer : nil].compactMap { $0 }
        node = AnyView(node: ViewNode(.group(shown))).containerTrait(parts).node
    }

    public init(@ViewBuilder content: () -> AnyView) { self.init(header: nil, content: content().node, footer: nil) }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> AnyView) {
        self.init(header: Text(title).node, content: content().node, footer: nil)
    }
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> AnyView) {
        self.init(header: Text(title).node, content: content().node, footer: nil)
    }
    public init(_ title: Text, @ViewBuilder content: () -> AnyView) { self.init(header: title.node, content: content().node, footer: nil) }
    public init<H: View>(header: H, @ViewBuilder content: () -> AnyView) {
        self.init(header: makeNode(header), content: content().node, footer: nil)
    }
    public init<F: View>(footer: F, @ViewBuilder content: () -> AnyView) {
        self.init(header: nil, content: content().node, footer: makeNode(footer))
    }
    public init<H: View, F: View>(header: H, footer: F, @ViewBuilder content: () -> AnyView) {
        self.init(header: makeNode(header), content: content().node, footer: makeNode(footer))
    }
    public init(@ViewBuilder content: () -> AnyView, @ViewBuilder header: () -> AnyView) {
        self.init(header: header().node, content: content().node, footer: nil)
    }
    public init(@ViewBuilder content: () -> AnyView, @ViewBuilder footer: () -> AnyView) {
        self.init(header: nil, content: content().node, footer: footer().node)
    }
    public init(@ViewBuilder content: () -> AnyView, @ViewBuilder header: () -> AnyView, @ViewBuilder footer: () -> AnyView) {
        self.init(header: header().node, content: content().node, footer: footer().node)
    }
    /// A collapsible section (`.sidebar` lists): collapsed, only its header shows.
    public init(_ title: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> AnyView) {
        self.init(header: Text(title).node, content: content().node, footer: nil, isExpanded: isExpanded.wrappedValue)
    }
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> AnyView, @ViewBuilder header: () -> AnyView) {
        self.init(header: header().node, content: content().node, footer: nil, isExpanded: isExpanded.wrappedValue)
    }
}
