/// A 4×5 colour matrix over straight (not premultiplied) sRGB values in 0…1, as SVG's
/// `feColorMatrix` and SwiftUI's colour effects apply it: each output channel is a weighted sum
/// of r, g, b, a plus an offset, clamped. Row-major: r′ = m[0]·r + m[1]·g + m[2]·b + m[3]·a + m[4].
public struct ColorMatrix: Hashable, Sendable {
    public var values: [Double]

    public init(_ values: [Double]) {
        precondition(values.count == 20, "a colour matrix has 20 values")
        self.values = values.map { $0.isFinite ? $0 : 0 }
    }

    public static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    /// One premultiplied pixel through the matrix, rounded to bytes (deterministic: the same
    /// double operations in the same order on every machine).
    func apply(_ p: UInt32) -> UInt32 {
        let (r8, g8, b8, a8) = Pixel.unpremultiply(p)
        let c = [Double(r8) / 255, Double(g8) / 255, Double(b8) / 255, Double(a8) / 255]
        var out = [UInt8](repeating: 0, count: 4)
        for row in 0..<4 {
            let m = values[(row * 5)..<(row * 5 + 5)]
            let i = m.startIndex
            let v = m[i] * c[0] + m[i + 1] * c[1] + m[i + 2] * c[2] + m[i + 3] * c[3] + m[i + 4]
            out[row] = PixelColor.byte(v)
        }
        return Pixel.premultiply(out[0], out[1], out[2], out[3])
    }
}
