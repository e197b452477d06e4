import TabSnapLayout
import TabSnapTabBar

/// How a value becomes text on a device: the frames dump or the display list, for reviews
/// that need no pixels (a layout change reads as a line diff). References are `.txt` files
/// named like image ones, with the strategy's suffix.
public struct TextSnapshotting<Value>: Sendable {
    public typealias Render = @Sendable (Value, Device, Orientation, ColorScheme, FontResources) throws -> String
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
        TextSnapshotting(suffix: "frames") { node, device, orientation, scheme, resources in
            FramesDump.text(try screen(node, device, orientation, scheme, resources).tree)
        }
    }

    /// The resolved drawing items in device pixels (`DisplayList.text`).
    public static var displayList: TextSnapshotting {
        TextSnapshotting(suffix: "displaylist") { node, device, orientation, scheme, resources in
            try screen(node, device, orientation, scheme, resources).displayList.text
        }
    }

    private static func screen(_ node: ViewNode, _ device: Device, _ orientation: Orientation, _ scheme: ColorScheme,
                               _ resources: FontResources) throws -> Snapshot {
        try Snapshot.render(node, container: device.container(orientation, keyboard: false), scheme: scheme,
                            environment: device.environment(orientation), resources: resources)
    }
}

extension TextSnapshotting where Value == TabBarConfig {
    /// The configuration's screen as frames.
    public static var frames: TextSnapshotting {
        TextSnapshotting(suffix: "frames") { config, device, orientation, scheme, resources in
            FramesDump.text(try TabBarRenderer.render(StyleContext(config: config, device: device, orientation: orientation, scheme: scheme),
                                                      resources: resources).tree)
        }
    }

    /// The configuration's screen as its display list.
    public static var displayList: TextSnapshotting {
        TextSnapshotting(suffix: "displaylist") { config, device, orientation, scheme, resources in
            try TabBarRenderer.render(StyleContext(config: config, device: device, orientation: orientation, scheme: scheme),
                                      resources: resources).displayList.text
        }
    }
}
