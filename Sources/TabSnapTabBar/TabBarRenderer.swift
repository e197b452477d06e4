import Foundation
import TabSnapCore
import TabSnapLayout

/// Renders tab configurations: one image per device, orientation and colour scheme.
public enum TabBarRenderer {
    /// The whole screen, or with `barOnly` just the bar: from its top edge to the bottom of the
    /// screen (the part under the bottom safe area is the bar's too).
    public static func render(_ context: StyleContext, resources: LayoutResources, barOnly: Bool = false) throws(RenderErrors) -> Snapshot {
        let snapshot = try Snapshot.render(makeNode(TabBarScene.view(context)), container: TabBarScene.container(context),
                                           scheme: context.scheme, environment: context.device.environment(context.orientation),
                                           resources: resources)
        guard barOnly else { return snapshot }
        guard let region = barRegion(snapshot), let image = snapshot.image.cropped(to: region) else {
            throw RenderErrors(problems: ["the bar is hidden (the \(context.config.style.rawValue) style hides it while the keyboard is up), so there is no bar to crop to"])
        }
        return Snapshot(tree: snapshot.tree, displayList: snapshot.displayList, image: image, container: snapshot.container)
    }

    /// Where the bar is in a full-screen render, in pixels: the rows a bar-only render keeps,
    /// from the top of the bar's laid-out frames to the bottom of the screen, full width. Taken
    /// from the tree, so each style's own height, a configured height and the device's bottom
    /// inset are right. Nil when the bar is hidden.
    public static func barRegion(_ snapshot: Snapshot) -> PixelRect? {
        guard let bar = snapshot.tree.find(id: "tabbar") else { return nil }
        let image = snapshot.image
        let top = max(0, min(image.height, Int((Double(bar.drawingBounds.minY) * snapshot.container.scale).rounded(.down))))
        return PixelRect(x0: 0, y0: top, x1: image.width, y1: image.height)
    }
}
