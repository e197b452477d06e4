import TabSnapCore

/// What a snapshot job renders: the image and, when the renderer knows it, where the tab bar
/// is in it (the report crops a failure to it).
public struct RenderedImage: Sendable {
    public var image: RGBAImage
    public var tabBarRegion: PixelRect?

    public init(image: RGBAImage, tabBarRegion: PixelRect? = nil) {
        self.image = image
        self.tabBarRegion = tabBarRegion
    }
}
