/// Turns an image file into pixels. Layout asks through this protocol when it builds a display
/// list, so it needs no image codec of its own; `TabSnapPNG` provides the PNG implementation.
public protocol ImageLoading: Sendable {
    /// The decoded image at `path` (already resolved against any base folder).
    func loadImage(at path: String) throws -> RGBAImage
    /// An image held in memory (a colour emoji's PNG inside its font).
    func decodeImage(_ bytes: [UInt8]) throws -> RGBAImage
}

extension ImageLoading {
    public func decodeImage(_ bytes: [UInt8]) throws -> RGBAImage {
        throw ImageDecodingUnavailable()
    }
}

/// An image loader that reads only files.
public struct ImageDecodingUnavailable: Error, CustomStringConvertible {
    public init() {}
    public var description: String { "no image decoder was given to draw colour glyphs with" }
}
