import Foundation
import TabSnapCore
import TabSnapLayout

/// Renders tab configurations: one image per device, orientation and colour scheme.
public enum TabBarRenderer {
    /// The whole screen, or with `barOnly` just the bar: from its top edge to the bottom of the
    /// screen (the part under the bottom safe area is the bar's too).
    public static func render(_ context: StyleContext, resources: LayoutResources, barOnly: Bool = false) throws(RenderErrors) -> Snapshot {
        let snapshot = try Snapshot.render(makeNode(TabBarScene.view(context)), container: TabBarScene.container(context),
                                           scheme: context.scheme, resources: resources)
        guard barOnly else { return snapshot }
        guard let bar = snapshot.tree.find(id: "tabbar") else {
            throw RenderErrors(problems: ["the bar is hidden (the \(context.config.style.rawValue) style hides it while the keyboard is up), so there is no bar to crop to"])
        }
        let image = snapshot.cropped(fromY: Double(bar.drawingBounds.minY))
        return Snapshot(tree: snapshot.tree, displayList: snapshot.displayList, image: image, container: snapshot.container)
    }

    /// The file name of one render: `NAME.DEVICE[.landscape][.keyboard].SCHEME.png`, stable so
    /// references can be found again.
    public static func fileName(config: String, device: String, orientation: Orientation, scheme: ColorScheme,
                                keyboard: Bool = false, barOnly: Bool = false) -> String {
        var parts = [config, device.replacingOccurrences(of: "/", with: "_")]
        if orientation == .landscape { parts.append("landscape") }
        if keyboard { parts.append("keyboard") }
        if barOnly { parts.append("bar") }
        parts.append(scheme.rawValue)
        return parts.joined(separator: ".") + ".png"
    }
}
