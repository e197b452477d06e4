import TabSnapRaster

/// How bitmaps below read between their pixels: bilinear, or nearest for
/// `Image.interpolation(.none)`.
struct ImageSamplingKey: EnvironmentKey {
    static let defaultValue = Sampling.bilinear
}

extension EnvironmentValues {
    package var imageSampling: Sampling {
        get { self[ImageSamplingKey.self] }
        set { self[ImageSamplingKey.self] = newValue }
    }
}
