import Foundation
import TabSnapAssets
import TabSnapCore
import TabSnapDisplayList
import TabSnapLayout
import TabSnapText

/// Renders tab configurations: one image per device, orientation and colour scheme.
public enum TabBarRenderer {
    /// The whole screen, or with `barOnly` just the bar: from its top edge to the bottom of the
    /// screen (the part under the bottom safe area is the bar's too).
    ///
    /// A bar-only render draws only a band: the bar's rows plus, above them, as many rows as
    /// blurs and shadows can carry across (`DisplayList.reach`), so its pixels are exactly those
    /// of the whole screen cropped, at a fraction of the drawing.
    public static func render(_ context: StyleContext, resources: RenderResources, barOnly: Bool = false) throws(RenderErrors) -> Snapshot {
        try render(makeNode(TabBarScene.view(context)), context, resources: Self.resources(context.config, resources), barOnly: barOnly)
    }

    /// The whole screen's settled layout and display list, not drawn (for a caller that draws
    /// it band by band).
    public static func prepare(_ context: StyleContext, resources: RenderResources) throws(RenderErrors) -> (LaidOutView, DisplayList) {
        try Snapshot.prepare(makeNode(TabBarScene.view(context)), container: TabBarScene.container(context), scheme: context.scheme,
                             environment: Self.environment(context), resources: Self.resources(context.config, resources))
    }

    /// The device's environment, in the configuration's locale and content size category when
    /// it names them.
    static func environment(_ context: StyleContext) -> @Sendable (inout EnvironmentValues) -> Void {
        let own = RenderOverrides(locale: context.config.locale, dynamicTypeSize: context.config.dynamicTypeSize)
        return context.overrides.after(own.after(context.device.environment(context.orientation)))
    }

    /// The resources a configuration draws with: its own fonts beside the caller's, and its
    /// asset catalogs and string tables in front of the caller's (the decoder checked the files;
    /// each is read once for the process).
    static func resources(_ config: TabBarConfig, _ base: RenderResources) -> RenderResources {
        let fonts = config.fonts.compactMap { try? FontSet([$0]) }.reduce(FontSet.none) { $0.adding($1) }
        return base.adding(fonts: fonts, assetCatalogs: config.catalogs, stringTables: config.stringTables)
    }

    /// Frames of a configuration's timeline at `times` on one device, orientation and scheme.
    public static func render(_ timeline: ConfigTimeline, at times: [Double], target: RenderTarget,
                              resources: RenderResources, barOnly: Bool = false) throws(RenderErrors) -> [Snapshot] {
        try frames(timeline, at: times, target: target, resources: Self.resources(timeline.first, resources), barOnly: barOnly)
    }

    private static func frames(_ timeline: ConfigTimeline, at times: [Double], target: RenderTarget,
                               resources: RenderResources, barOnly: Bool) throws(RenderErrors) -> [Snapshot] {
        let (device, orientation, scheme) = (target.device, target.orientation, target.scheme)
        let views = timeline.views(device: device, orientation: orientation, scheme: scheme)
        let first = StyleContext(config: timeline.first, target: target)
        let container = TabBarScene.container(first), environment = Self.environment(first)
        do {
            return try views.frames(at: times, wrap: { $0 }, layout: { root in
                _ = Snapshot.settle(root, container: container, scheme: scheme, environment: environment, resources: resources)
            }, frame: { time, root in
                try render(root, StyleContext(config: timeline.state(at: time), target: target), resources: resources, barOnly: barOnly)
            })
        } catch let error as RenderErrors {
            throw error
        } catch {
            throw RenderErrors(problems: ["\(error)"])
        }
    }

    private static func render(_ node: ViewNode, _ context: StyleContext, resources: RenderResources, barOnly: Bool) throws(RenderErrors) -> Snapshot {
        let container = TabBarScene.container(context)
        let environment = Self.environment(context)
        guard barOnly else {
            let s = try Snapshot.render(node, container: container, scheme: context.scheme, environment: environment, resources: resources)
            return Snapshot(tree: s.tree, displayList: noted(s.displayList, context.config), image: s.image, container: s.container)
        }
        let (tree, prepared) = try Snapshot.prepare(node, container: container, scheme: context.scheme, environment: environment,
                                                    resources: resources)
        let list = noted(prepared, context.config)
        guard let top = barTop(tree, scale: container.scale, height: list.height) else {
            throw RenderErrors(problems: ["the bar is hidden (the \(context.config.style.rawValue) style hides it while the keyboard is up), so there is no bar to crop to"])
        }
        // A list whose bands would not draw like the whole (a gradient, a scaled image) is drawn
        // whole and cropped.
        let start = list.bandsDrawLikeTheWhole ? max(0, top - list.reach) : 0
        var image = list.band(from: start).render(glyphs: resources.library.glyphCache).intoImage()
        if start < top, let bar = image.cropped(to: PixelRect(x0: 0, y0: top - start, x1: image.width, y1: image.height)) { image = bar }
        return Snapshot(tree: tree, displayList: list, image: image, container: container)
    }

    /// `list` with the notes of the configuration's catalogs (colour components clamped) among
    /// its warnings: a configuration's `{asset: name}` colours are read when it is decoded, so
    /// no drawing meets them by name.
    static func noted(_ list: DisplayList, _ config: TabBarConfig) -> DisplayList {
        var list = list
        for catalog in config.catalogs { for w in (catalog as? AssetCatalog)?.warnings ?? [] where !list.warnings.contains(w) { list.warnings.append(w) } }
        return list
    }

    /// The first pixel row of the bar's laid-out frames; nil when the bar is hidden.
    static func barTop(_ tree: LaidOutView, scale: Double, height: Int) -> Int? {
        guard let bar = tree.find(id: "tabbar") else { return nil }
        return max(0, min(height, Int((Double(bar.drawingBounds.minY) * scale).rounded(.down))))
    }

    /// Where the bar is in a full-screen render, in pixels: the rows a bar-only render keeps,
    /// from the top of the bar's laid-out frames to the bottom of the screen, full width. Taken
    /// from the tree, so each style's own height, a configured height and the device's bottom
    /// inset are right. Nil when the bar is hidden.
    public static func barRegion(_ snapshot: Snapshot) -> PixelRect? {
        barRegion(snapshot.tree, scale: snapshot.container.scale, width: snapshot.image.width, height: snapshot.image.height)
    }

    /// The same for a screen of `width × height` pixels laid out as `tree`, drawn or not.
    public static func barRegion(_ tree: LaidOutView, scale: Double, width: Int, height: Int) -> PixelRect? {
        guard let top = barTop(tree, scale: scale, height: height) else { return nil }
        return PixelRect(x0: 0, y0: top, x1: width, y1: height)
    }

    /// The bar's region as the part a failure's review crop shows.
    public static func reviewRegion(_ tree: LaidOutView, scale: Double, width: Int, height: Int) -> ReviewRegion? {
        barRegion(tree, scale: scale, width: width, height: height).map { ReviewRegion(label: "Tab bar", rect: $0) }
    }

    public static func reviewRegion(_ snapshot: Snapshot) -> ReviewRegion? {
        reviewRegion(snapshot.tree, scale: snapshot.container.scale, width: snapshot.image.width, height: snapshot.image.height)
    }
}

extension TabBarRenderer {
    /// With the font library alone: the configuration's own catalogs and tables are all it has.
    public static func render(_ context: StyleContext, resources: LayoutResources, barOnly: Bool = false) throws(RenderErrors) -> Snapshot {
        try render(context, resources: RenderResources(resources), barOnly: barOnly)
    }

    public static func prepare(_ context: StyleContext, resources: LayoutResources) throws(RenderErrors) -> (LaidOutView, DisplayList) {
        try prepare(context, resources: RenderResources(resources))
    }

    public static func render(_ timeline: ConfigTimeline, at times: [Double], device: Device, orientation: Orientation,
                              scheme: ColorScheme, resources: LayoutResources, barOnly: Bool = false) throws(RenderErrors) -> [Snapshot] {
        try render(timeline, at: times, target: RenderTarget(device: device, orientation: orientation, scheme: scheme),
                   resources: RenderResources(resources), barOnly: barOnly)
    }
}
