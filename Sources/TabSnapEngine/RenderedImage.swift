import TabSnapCore
import TabSnapTabBar

/// What a snapshot job renders: the image and, when the renderer knows it, where the tab bar
/// is in it (the report crops a failure to it) and the contrast of its items.
public struct RenderedImage: Sendable {
    public var image: RGBAImage
    public var tabBarRegion: PixelRect?
    public var contrast: BarContrast?
    /// What was drawn but not as asked (characters no bundled font has).
    public var warnings: [String] = []

    public init(image: RGBAImage, tabBarRegion: PixelRect? = nil, contrast: BarContrast? = nil, warnings: [String] = []) {
        self.image = image
        self.tabBarRegion = tabBarRegion
        self.contrast = contrast
        self.warnings = warnings
    }
}
