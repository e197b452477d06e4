import TabSnapLayout
import TabSnapTabBar

/// How a value becomes text on a device: the frames dump or the display list, for reviews
/// that need no pixels (a layout change reads as a line diff). References are `.txt` files
/// named like image ones, with the strategy's suffix.
public struct TextSnapshotting<Value>: Sendable {
    public typealias Render = @Sendable (Value, RenderTarget, RenderResources) throws -> String
    public let render: Render
    /// Added to the file name (`frames`, `displaylist`).
    public let suffix: String

    public init(suffix: String, render: @escaping Render) {
        self.suffix = suffix
        self.render = render
    }
}

extension TextSnapshotting where Value == ViewNode {
    /// Every view's frame in points, one per line, indented by depth (`FramesDump`).
    public static var frames: TextSnapshotting {
        TextSnapshotting(suffix: "frames") { node, target, resources in
            FramesDump.text(try Renderer(resources: resources).snapshot(.view(node, layout: ViewLayout(hosted: false)), target).tree)
        }
    }

    /// The resolved drawing items in device pixels (`DisplayList.text`).
    public static var displayList: TextSnapshotting {
        TextSnapshotting(suffix: "displaylist") { node, target, resources in
            try Renderer(resources: resources).snapshot(.view(node, layout: ViewLayout(hosted: false)), target).displayList.text
        }
    }

}

extension TextSnapshotting where Value == TabBarConfig {
    /// The configuration's screen as frames.
    public static var frames: TextSnapshotting {
        TextSnapshotting(suffix: "frames") { config, target, resources in
            FramesDump.text(try Renderer(resources: resources).snapshot(.configuration(config), target).tree)
        }
    }

    /// The configuration's screen as its display list.
    public static var displayList: TextSnapshotting {
        TextSnapshotting(suffix: "displaylist") { config, target, resources in
            try Renderer(resources: resources).snapshot(.configuration(config), target).displayList.text
        }
    }
}
