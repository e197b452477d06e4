import Foundation
import TabSnapCore
import TabSnapDisplayList
import TabSnapRaster

/// One render: the laid-out tree, its display list and its pixels.
public struct Snapshot: Sendable {
    public let tree: LaidOutView
    public let displayList: DisplayList
    public let image: RGBAImage
    public let container: LayoutContainer

    public init(tree: LaidOutView, displayList: DisplayList, image: RGBAImage, container: LayoutContainer) {
        self.tree = tree
        self.displayList = displayList
        self.image = image
        self.container = container
    }

    /// The whole path: lays `root` out on `container` in `scheme`, resolves it into a display
    /// list and draws that (transparent where nothing is drawn).
    /// `environment` adds what the render is for (the device, its size classes) to the root
    /// environment.
    public static func render(_ root: ViewNode, container: LayoutContainer, scheme: ColorScheme,
                              environment: ((inout EnvironmentValues) -> Void)? = nil,
                              resources: RenderResources) throws(RenderErrors) -> Snapshot {
        let (tree, list) = try prepare(root, container: container, scheme: scheme, environment: environment, resources: resources)
        let canvas = list.render(glyphs: resources.library.glyphCache)
        return Snapshot(tree: tree, displayList: list, image: (consume canvas).intoImage(), container: container)
    }

    /// Everything but the drawing: the settled layout and its display list (for a caller that
    /// draws only part of it, as a bar-only render does).
    public static func prepare(_ root: ViewNode, container: LayoutContainer, scheme: ColorScheme,
                               environment: ((inout EnvironmentValues) -> Void)? = nil,
                               resources: RenderResources) throws(RenderErrors) -> (LaidOutView, DisplayList) {
        let tree = settle(root, container: container, scheme: scheme, environment: environment, resources: resources)
        return (tree, try DisplayListBuilder.build(tree, container: container, resources: resources.library))
    }

    /// The settled layout alone.
    public static func settle(_ root: ViewNode, container: LayoutContainer, scheme: ColorScheme,
                              environment: ((inout EnvironmentValues) -> Void)? = nil,
                              resources: RenderResources) -> LaidOutView {
        var env = EnvironmentValues(colorScheme: scheme)
        resources.apply(to: &env)
        environment?(&env)
        // Lay out, run onPreferenceChange actions, and lay out again while they change state
        // (a settled frame; a few passes at most, as a layout that never settles would loop).
        let engine = LayoutEngine(measuring: resources.library)
        let store = ViewStateStore()
        var delivered: [String: Any] = [:]
        var tree = engine.layout(root, in: container, environment: env, store: store)
        for _ in 0..<Self.maxPreferencePasses {
            guard PreferencePass.run(tree, delivered: &delivered) else { break }
            tree = engine.layout(root, in: container, environment: env, store: store)
        }
        return tree
    }

    static let maxPreferencePasses = 4

    /// The part of the image from `y` points down to the bottom, full width.
    public func cropped(fromY y: Double) -> RGBAImage {
        let top = max(0, min(image.height, Int((y * container.scale).rounded(.down))))
        let rows = image.height - top
        return RGBAImage(width: image.width, height: rows, pixels: Array(image.pixels[(top * image.width * 4)...]))
    }
}

extension Snapshot {
    /// A render with the font library alone (no asset catalogs or string tables).
    public static func render(_ root: ViewNode, container: LayoutContainer, scheme: ColorScheme,
                              environment: ((inout EnvironmentValues) -> Void)? = nil,
                              resources: LayoutResources) throws(RenderErrors) -> Snapshot {
        try render(root, container: container, scheme: scheme, environment: environment, resources: RenderResources(resources))
    }

    public static func prepare(_ root: ViewNode, container: LayoutContainer, scheme: ColorScheme,
                               environment: ((inout EnvironmentValues) -> Void)? = nil,
                               resources: LayoutResources) throws(RenderErrors) -> (LaidOutView, DisplayList) {
        try prepare(root, container: container, scheme: scheme, environment: environment, resources: RenderResources(resources))
    }

    public static func settle(_ root: ViewNode, container: LayoutContainer, scheme: ColorScheme,
                              environment: ((inout EnvironmentValues) -> Void)? = nil,
                              resources: LayoutResources) -> LaidOutView {
        settle(root, container: container, scheme: scheme, environment: environment, resources: RenderResources(resources))
    }
}
