import TabSnapCore

/// Image files for layout and display lists, read through libpng.
public struct PNGImageLoader: ImageLoading {
    public init() {}

    public func loadImage(at path: String) throws -> RGBAImage {
        try PNGDecoder.decodeFile(path).image
    }

    public func decodeImage(_ bytes: [UInt8]) throws -> RGBAImage {
        try PNGDecoder.decode(bytes).image
    }
}
