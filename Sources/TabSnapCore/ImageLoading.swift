/// Turns an image file into pixels. Layout asks through this protocol when it builds a display
/// list, so it needs no image codec of its own; `TabSnapPNG` provides the PNG implementation.
public protocol ImageLoading: Sendable {
    /// The decoded image at `path` (already resolved against any base folder).
    func loadImage(at path: String) throws -> RGBAImage
}
