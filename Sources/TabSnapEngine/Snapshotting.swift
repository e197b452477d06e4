import Foundation
import TabSnapCore
import TabSnapLayout
import TabSnapPNG
import TabSnapTabBar

/// How a value becomes pixels on a device, as swift-snapshot-testing's plain-value strategies:
/// `.screen` (the whole screen) or `.bar` (only the tab bar, for a configuration).
public struct Snapshotting<Value>: Sendable {
    /// Draws the value for one target (device, orientation, scheme, locale, content size) with
    /// the call's resources (fonts, asset catalogs, string tables).
    public typealias Render = @Sendable (Value, RenderTarget, RenderResources) throws -> RGBAImage
    public typealias RenderSnapshot = @Sendable (Value, RenderTarget, RenderResources) throws -> Snapshot
    public let render: Render
    /// The built-in strategies render a whole `Snapshot`, so its warnings (characters no
    /// bundled font has) reach the check; a strategy of your own gives an image.
    let renderSnapshot: RenderSnapshot?
    /// Added to the file name (`bar`), so two strategies never share a reference.
    public let suffix: String?

    public init(suffix: String? = nil, render: @escaping Render) {
        self.suffix = suffix
        self.render = render
        renderSnapshot = nil
    }

    init(suffix: String? = nil, snapshot: @escaping RenderSnapshot) {
        self.suffix = suffix
        render = { try snapshot($0, $1, $2).image }
        renderSnapshot = snapshot
    }

    /// The rendered image with what the verifier reports beside it.
    func rendered(_ value: Value, _ target: RenderTarget, _ resources: RenderResources) throws -> RenderedImage {
        guard let renderSnapshot else { return RenderedImage(image: try render(value, target, resources)) }
        let snapshot = try renderSnapshot(value, target, resources)
        return RenderedImage(image: snapshot.image, warnings: snapshot.displayList.warnings)
    }
}

extension Snapshotting where Value == RGBAImage {
    /// An image made elsewhere (a raster scene, a decoded file), compared as it is: the device
    /// and scheme of the call only name the reference.
    public static var image: Snapshotting { Snapshotting { image, _, _ in image } }
}

extension Snapshotting where Value == TabBarConfig {
    /// The full screen with the bar, as `tabsnap render` draws it.
    public static var screen: Snapshotting {
        Snapshotting(snapshot: { config, target, resources in try Renderer(resources: resources).snapshot(.configuration(config), target) })
    }

    /// Only the bar, from its top edge to the bottom of the screen.
    public static var bar: Snapshotting {
        Snapshotting(suffix: "bar", snapshot: { config, target, resources in
            try Renderer(resources: resources).snapshot(.configuration(config), target, barOnly: true)
        })
    }
}

extension Snapshotting where Value == ViewNode {
    /// A view tree laid out on the device's screen with its safe areas.
    public static var screen: Snapshotting { image(layout: .device) }

    /// A view tree at a `layout`: the whole screen, or one component at its own size or a fixed
    /// one (swift-snapshot-testing's `layout:`). The device still gives the scale, the size
    /// classes and the rest of the environment.
    public static func image(layout: SnapshotLayout) -> Snapshotting {
        Snapshotting(snapshot: { node, target, resources in
            try Renderer(resources: resources).snapshot(.view(node, layout: ViewLayout(layout)), target)
        })
    }
}

extension Snapshotting where Value == ViewTimeline {
    /// The frame of a timeline `time` seconds in, named `…t0.150s…` so each time has its own
    /// reference.
    public static func image(at time: Double, layout: SnapshotLayout = .device) -> Snapshotting {
        Snapshotting(suffix: "t" + timeName(time), snapshot: { timeline, target, resources in
            try Renderer(resources: resources).snapshot(.viewFrame(timeline, time: time, layout: ViewLayout(layout)), target)
        })
    }

    /// `0.15` → `0.150s`: millisecond precision, the same name on every machine.
    public static func timeName(_ time: Double) -> String {
        let ms = Int((time * 1000).rounded())
        let digits = String(abs(ms) % 1000)
        return (ms < 0 ? "-" : "") + "\(abs(ms) / 1000).\(String(repeating: "0", count: 3 - digits.count))\(digits)s"
    }
}

extension Snapshotting where Value == ConfigTimeline {
    /// A configuration timeline's frame `time` seconds in: the whole screen, or the bar only.
    public static func image(at time: Double, barOnly: Bool = false) -> Snapshotting {
        Snapshotting(suffix: (barOnly ? "bar." : "") + "t" + Snapshotting<ViewTimeline>.timeName(time), snapshot: { timeline, target, resources in
            try Renderer(resources: resources).snapshot(.configurationFrame(timeline, time: time), target, barOnly: barOnly)
        })
    }
}

/// Where a view is laid out for its snapshot.
public enum SnapshotLayout: Sendable, Hashable {
    /// The device's whole screen, with its safe areas (the default).
    case device
    /// The view's ideal size (proposed nothing), without safe areas: one component alone.
    case sizeThatFits
    /// Exactly this size in points, without safe areas.
    case fixed(width: Double, height: Double)

    /// Larger than any screen: a view that asks for this is a mistake, not a snapshot.
    static let maxPoints = 4096.0

    func container(for node: ViewNode, target: RenderTarget, resources: RenderResources) throws(SnapshotLayoutError) -> LayoutContainer {
        let device = target.device
        let size: CGSize
        switch self {
        case .device: return device.container(target.orientation, keyboard: false)
        case .fixed(let w, let h): size = CGSize(width: w, height: h)
        case .sizeThatFits:
            var env = EnvironmentValues(colorScheme: target.scheme)
            resources.apply(to: &env)
            target.environment(&env)
            size = LayoutEngine(measuring: resources.library).size(of: node, proposal: .unspecified, environment: env, scale: device.scale)
        }
        let w = Double(size.width), h = Double(size.height)
        guard w.isFinite, h.isFinite, w > 0, h > 0, w <= Self.maxPoints, h <= Self.maxPoints else {
            throw SnapshotLayoutError(message: "\(self) gives a \(w)x\(h) pt image; each side must be above 0 and at most \(Int(Self.maxPoints)) pt"
                                      + (self == .sizeThatFits ? " (give the view a frame, or use .fixed(width:height:))" : ""))
        }
        // Whole device pixels, so the image has no half-covered edge.
        func snapped(_ v: Double) -> Double { (v * device.scale).rounded(.up) / device.scale }
        return LayoutContainer(size: CGSize(width: snapped(w), height: snapped(h)), scale: device.scale)
    }
}

public struct SnapshotLayoutError: Error, CustomStringConvertible, Sendable {
    public let message: String
    public var description: String { message }
}

/// One font library for every snapshot of the process (loading fonts is the slow part).
public enum SharedFonts {
    public static let resources = Result { try FontResources.bundled(images: PNGImageLoader()) }
}
