import TabSnapLayout

extension Axis {
    /// SwiftUI's `Axis.Set`, for `ScrollView(.horizontal)`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// SwiftUI's `ScrollView` at rest, scrolled to its start: the content stacks along the axis
/// (an implicit `VStack`/`HStack`), takes its ideal length there and the offered width across,
/// starts at the top (leading) edge, and is clipped to the scroll view (unless
/// `.scrollClipDisabled()`: then a shadow or an overhanging badge shows past its edges). A vertical scroll view
/// runs on under the bottom bars, as iOS lets content show beneath them; its content still
/// starts below the top safe area. Indicators show only while scrolling, so none are drawn.
public struct ScrollView: View {
    let axes: Axis.Set
    let content: AnyView

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> AnyView) {
        self.axes = axes
        self.content = content()
    }

    public var body: some View {
        let vertical = axes != .horizontal
        var stacked = vertical ? AnyView(VStack { content }) : AnyView(HStack { content })
        if let margins = EnvironmentValues.current.contentMargins {
            stacked = AnyView(stacked.padding(margins).environment(\.contentMargins, nil))
        }
        if vertical, let barTop = EnvironmentValues.current[BottomBarTopKey.self] {
            // Content whose end lies under a tab bar makes the bar draw its material, as iOS does.
            stacked = AnyView(stacked.background(GeometryReader { proxy in
                Color.clear.preference(key: ContentUnderBottomBarKey.self, value: Double(proxy.frame(in: .global).maxY) > barTop + 0.5)
            }))
        }
        var scrolled = AnyView(stacked.scrollContent(vertical ? .vertical : .horizontal))
        // The scroll view's own frame is `.scrollView`, for readers measuring where content sits in it.
        scrolled = AnyView(scrolled.coordinateSpace(name: ScrollViewSpaceName()))
        if !EnvironmentValues.current[ScrollClipDisabledKey.self] { scrolled = AnyView(scrolled.clipped()) }
        return vertical ? AnyView(scrolled.ignoresSafeArea(.container, edges: .bottom)) : AnyView(scrolled)
    }
}

extension View {
    /// Indicators show only while scrolling, so a still frame draws none whatever is asked.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> ModifiedView { accepted("scrollIndicators") }
    public func scrollDisabled(_ disabled: Bool) -> ModifiedView { accepted("scrollDisabled") }
    /// Scroll views below draw their content past their edges instead of clipping it.
    public func scrollClipDisabled(_ disabled: Bool = true) -> ModifiedView {
        environmentWrite("scrollClipDisabled(\(disabled))") { $0[ScrollClipDisabledKey.self] = disabled }
    }
}

struct ScrollClipDisabledKey: EnvironmentKey {
    static let defaultValue = false
}

/// Whether a scroll view's indicators show (`.scrollIndicators(.never)`).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}
