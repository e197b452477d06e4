import TabSnapCore

/// Small hand-made images for the behaviour pixelmatch's fixtures do not cover.
enum Fixtures {
    static let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)
    static let black: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255)

    /// A white image with black pixels at `marks`. Isolated marks on flat white are never
    /// anti-aliasing (all their neighbours are equal), so each one counts.
    static func white(_ width: Int, _ height: Int, marks: [(Int, Int)] = []) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, fill: white)
        for (x, y) in marks { image[x, y] = black }
        return image
    }

    /// Deterministic noise: many colours and alphas, to exercise caches and blending.
    static func noise(_ width: Int, _ height: Int, seed: UInt64) -> RGBAImage {
        var state = seed
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in pixels.indices {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            pixels[i] = UInt8(truncatingIfNeeded: state >> 56)
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
