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
        guard let bar = snapshot.tree.find(id: "tabbar") else {
            throw RenderErrors(problems: ["the bar is hidden (the \(context.config.style.rawValue) style hides it while the keyboard is up), so there is no bar to crop to"])
        }
        let image = snapshot.cropped(fromY: Double(bar.drawingBounds.minY))
        return Snapshot(tree: snapshot.tree, displayList: snapshot.displayList, image: image, container: snapshot.container)
    }
}
