import TabSnapCore
import TabSnapTabBar

/// What a snapshot job renders: the image and, when the renderer knows it, where the tab bar
/// is in it (the report crops a failure to it) and the contrast of its items.
public struct RenderedImage: Sendable {
    public var image: RGBAImage
    public var tabBarRegion: PixelRect?
    public var contrast: BarContrast?

    public init(image: RGBAImage, tabBarRegion: PixelRect? = nil, contrast: BarContrast? = nil) {
        self.image = image
        self.tabBarRegion = tabBarRegion
        self.contrast = contrast
    }
}
