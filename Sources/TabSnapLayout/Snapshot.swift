import Foundation
import TabSnapCore
import TabSnapRaster

/// One render: the laid-out tree and its pixels.
public struct Snapshot: Sendable {
    public let tree: LaidOutView
    public let image: RGBAImage
    public let container: LayoutContainer

    public init(tree: LaidOutView, image: RGBAImage, container: LayoutContainer) {
        self.tree = tree
        self.image = image
        self.container = container
    }

    /// Lays `root` out on `container` in `scheme` and draws it (transparent where nothing is drawn).
    public static func render(_ root: ViewNode, container: LayoutContainer, scheme: ColorScheme,
                              resources: LayoutResources) throws(RenderErrors) -> Snapshot {
        let env = LayoutEnvironment(colorScheme: scheme, displayScale: container.scale)
        let tree = LayoutEngine(measuring: resources).layout(root, in: container, environment: env)
        let canvas = try ViewRenderer(resources: resources).render(tree, container: container)
        return Snapshot(tree: tree, image: canvas.toImage(), container: container)
    }

    /// The part of the image from `y` points down to the bottom, full width.
    public func cropped(fromY y: Double) -> RGBAImage {
        let top = max(0, min(image.height, Int((y * container.scale).rounded(.down))))
        let rows = image.height - top
        return RGBAImage(width: image.width, height: rows, pixels: Array(image.pixels[(top * image.width * 4)...]))
    }
}
