import TabSnapCore
import TabSnapDisplayList
import TabSnapLayout
import TabSnapTabBar

/// What one render draws: a tab configuration or a view tree, still or a timeline's frame.
public enum RenderScene: Sendable {
    /// A tab configuration's screen (its keyboard and own locale as it says).
    case configuration(TabBarConfig)
    /// A configuration timeline's state `time` seconds in, mid-animation.
    case configurationFrame(ConfigTimeline, time: Double)
    /// A view tree, placed as `layout` says.
    case view(ViewNode, layout: ViewLayout)
    /// A view timeline's frame `time` seconds in; the first state decides a sized-to-fit
    /// container, so every frame of one timeline shares it.
    case viewFrame(ViewTimeline, time: Double, layout: ViewLayout)
}

/// Where a view tree is laid out and what is behind it.
public struct ViewLayout: Sendable, Hashable {
    /// The device's screen with its safe areas, the view's own size, or a fixed size.
    public var size: SnapshotLayout
    /// On the system background, as a hosting controller shows a view (what `assertSnapshot`
    /// draws); false: on nothing, as a view document is drawn.
    public var hosted: Bool
    /// On the device's screen: the keyboard up, at its height or at the device's own.
    public var keyboard: Bool
    public var keyboardHeight: Double?
    /// On the device's screen: these safe-area insets instead of the device's.
    public var safeAreaInsets: EdgeInsets?

    public init(_ size: SnapshotLayout = .device, hosted: Bool = true, keyboard: Bool = false, keyboardHeight: Double? = nil,
                safeAreaInsets: EdgeInsets? = nil) {
        self.size = size
        self.hosted = hosted
        self.keyboard = keyboard
        self.keyboardHeight = keyboardHeight
        self.safeAreaInsets = safeAreaInsets
    }

    /// The container for `node` on the target.
    func container(for node: ViewNode, _ target: RenderTarget, _ resources: RenderResources) throws -> LayoutContainer {
        guard size == .device else { return try size.container(for: node, target: target, resources: resources) }
        var container = target.device.container(target.orientation, keyboard: keyboard || keyboardHeight != nil, keyboardHeight: keyboardHeight)
        if let safeAreaInsets { container.safeAreaInsets = safeAreaInsets }
        return container
    }

    /// As in a UIHostingController, the screen behind a hosted view is the system background.
    func wrap(_ node: ViewNode) -> ViewNode {
        guard hosted else { return node }
        return ViewNode(.zstack(alignment: .center, children: [
            ViewNode(.modified(ViewNode(.color(.systemBackground)), .ignoresSafeArea(.all, .all))), node,
        ]))
    }
}

/// The one way a scene becomes a render: `tabsnap render`, a suite's cases, `assertSnapshot`'s
/// strategies and the text strategies all come here with a scene, a target (device,
/// orientation, scheme, locale, content size) and the resources they were given; what they do
/// with the result (a PNG streamed band by band, the bar's rows, the frames dump, the display
/// list) is theirs.
public struct Renderer: Sendable {
    public let resources: RenderResources

    public init(resources: RenderResources) { self.resources = resources }

    /// The scene drawn: its settled layout, display list and pixels (with `barOnly`, only the
    /// bar's rows, from its top edge to the bottom of the screen; a configuration only).
    public func snapshot(_ scene: RenderScene, _ target: RenderTarget, barOnly: Bool = false) throws -> Snapshot {
        switch scene {
        case .configuration(let config):
            return try TabBarRenderer.render(StyleContext(config: config, target: target), resources: resources, barOnly: barOnly)
        case .configurationFrame(let timeline, let time):
            return try TabBarRenderer.render(timeline, at: [time], target: target, resources: resources, barOnly: barOnly)[0]
        case .view(let node, let layout):
            try refuseBarOnly(barOnly)
            return try Snapshot.render(layout.wrap(node), container: layout.container(for: node, target, resources), scheme: target.scheme,
                                       environment: target.environment, resources: resources)
        case .viewFrame(let timeline, let time, let layout):
            try refuseBarOnly(barOnly)
            let container = try layout.container(for: timeline.states[0].node, target, resources)
            return try Snapshot.render(timeline, at: [time], wrap: layout.wrap, container: container, scheme: target.scheme,
                                       environment: target.environment, resources: resources)[0]
        }
    }

    /// A still scene laid out and listed but not drawn, for a caller that draws it band by band
    /// (a PNG streamed to its file, a verify hashing bands); a timeline's frame is drawn whole.
    public func prepare(_ scene: RenderScene, _ target: RenderTarget) throws -> (LaidOutView, DisplayList) {
        switch scene {
        case .configuration(let config):
            return try TabBarRenderer.prepare(StyleContext(config: config, target: target), resources: resources)
        case .view(let node, let layout):
            return try Snapshot.prepare(layout.wrap(node), container: layout.container(for: node, target, resources), scheme: target.scheme,
                                        environment: target.environment, resources: resources)
        case .configurationFrame, .viewFrame:
            let s = try snapshot(scene, target)
            return (s.tree, s.displayList)
        }
    }

    private func refuseBarOnly(_ barOnly: Bool) throws {
        if barOnly { throw RenderErrors(problems: ["a bar-only render crops a tab configuration's bar; a view has none"]) }
    }
}
