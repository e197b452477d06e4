import TabSnapCore

/// The measure the comparison tests share with `Scripts/image_delta.py`: mean |difference| in
/// 8-bit levels over premultiplied R, G, B and A of every pixel either image inks.
public enum ImageDelta {
    public static func meanInked(_ a: RGBAImage, _ b: RGBAImage) -> Double {
        var sum = 0.0, inked = 0
        for i in 0..<min(a.width * a.height, b.width * b.height) {
            let aa = Int(a.pixels[4 * i + 3]), ba = Int(b.pixels[4 * i + 3])
            guard aa > 0 || ba > 0 else { continue }
            inked += 1
            for c in 0..<3 { sum += abs(Double(Int(a.pixels[4 * i + c]) * aa) - Double(Int(b.pixels[4 * i + c]) * ba)) / 255 }
            sum += Double(abs(aa - ba))
        }
        return inked == 0 ? 0 : sum / Double(inked * 4)
    }

    /// The largest |difference| in 8-bit levels over premultiplied R, G, B and A of any pixel.
    public static func maxPixel(_ a: RGBAImage, _ b: RGBAImage) -> Double {
        var worst = 0.0
        for i in 0..<min(a.width * a.height, b.width * b.height) {
            let aa = Int(a.pixels[4 * i + 3]), ba = Int(b.pixels[4 * i + 3])
            for c in 0..<3 { worst = max(worst, abs(Double(Int(a.pixels[4 * i + c]) * aa) - Double(Int(b.pixels[4 * i + c]) * ba)) / 255) }
            worst = max(worst, Double(abs(aa - ba)))
        }
        return worst
    }
}
