import TabSnapCore
import TabSnapLayout
import TabSnapPNG
import TabSnapTabBar

/// How a value becomes pixels on a device, as swift-snapshot-testing's plain-value strategies:
/// `.screen` (the whole screen) or `.bar` (only the tab bar, for a configuration).
public struct Snapshotting<Value>: Sendable {
    public typealias Render = @Sendable (Value, Device, Orientation, ColorScheme, FontResources) throws -> RGBAImage
    public let render: Render
    /// Added to the file name (`bar`), so two strategies never share a reference.
    public let suffix: String?

    public init(suffix: String? = nil, render: @escaping Render) {
        self.suffix = suffix
        self.render = render
    }
}

extension Snapshotting where Value == TabBarConfig {
    /// The full screen with the bar, as `tabsnap render` draws it.
    public static var screen: Snapshotting {
        Snapshotting { config, device, orientation, scheme, resources in
            try TabBarRenderer.render(StyleContext(config: config, device: device, orientation: orientation, scheme: scheme),
                                      resources: resources).image
        }
    }

    /// Only the bar, from its top edge to the bottom of the screen.
    public static var bar: Snapshotting {
        Snapshotting(suffix: "bar") { config, device, orientation, scheme, resources in
            try TabBarRenderer.render(StyleContext(config: config, device: device, orientation: orientation, scheme: scheme),
                                      resources: resources, barOnly: true).image
        }
    }
}

extension Snapshotting where Value == ViewNode {
    /// A view tree laid out on the device's screen with its safe areas.
    public static var screen: Snapshotting {
        Snapshotting { node, device, orientation, scheme, resources in
            // As in a UIHostingController, the screen behind the view is the system background.
            let screen = ViewNode(.zstack(alignment: .center, children: [
                ViewNode(.modified(ViewNode(.color(.systemBackground)), .ignoresSafeArea(.all, .all))), node,
            ]))
            return try Snapshot.render(screen, container: device.container(orientation, keyboard: false), scheme: scheme,
                                environment: device.environment(orientation),
                                resources: resources).image
        }
    }
}

/// One font library for every snapshot of the process (loading fonts is the slow part).
enum SharedFonts {
    static let resources = Result { try FontResources.bundled(images: PNGImageLoader()) }
}
