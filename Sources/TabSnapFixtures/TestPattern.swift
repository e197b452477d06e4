import TabSnapCore

/// A procedurally drawn, UI-like screen: grouped background, cards, text-like bars and a tab bar
/// with anti-aliased circles. Integer math only, so it is the same everywhere.
///
/// It gives the PNG codec and the benchmarks realistic input (large flat areas, soft edges,
/// a few hundred colours) without depending on the rasterizer.
public enum TestPattern {
    public static func uiScreen(width: Int = 1290, height: Int = 2796, scale: Int = 3, dark: Bool = false) -> RGBAImage {
        var img = RGBAImage(width: width, height: height, fill: dark ? (0, 0, 0, 255) : (242, 242, 247, 255))
        let card: (UInt8, UInt8, UInt8, UInt8) = dark ? (28, 28, 30, 255) : (255, 255, 255, 255)
        let ink: (UInt8, UInt8, UInt8, UInt8) = dark ? (235, 235, 245, 255) : (60, 60, 67, 255)
        let tint: (UInt8, UInt8, UInt8, UInt8) = dark ? (10, 132, 255, 255) : (0, 122, 255, 255)
        let s = scale
        // Cards with rows of "text" bars of varying length.
        var y = 120 * s
        var row = 0
        while y + 60 * s < height - 100 * s {
            fillRoundedRect(&img, x: 16 * s, y: y, w: width - 32 * s, h: 52 * s, r: 10 * s, color: card)
            let len = (90 + (row * 53) % 170) * s
            fillRect(&img, x: 32 * s, y: y + 14 * s, w: len, h: 10 * s, color: ink)
            fillRect(&img, x: 32 * s, y: y + 30 * s, w: len / 2, h: 8 * s, color: (142, 142, 147, 255))
            fillCircle(&img, cx: width - 40 * s, cy: y + 26 * s, r: 9 * s, color: tint)
            y += 64 * s
            row += 1
        }
        // Tab bar: a hairline, five icons, one selected, a badge.
        let barTop = height - 83 * s
        fillRect(&img, x: 0, y: barTop, w: width, h: height - barTop, color: card)
        fillRect(&img, x: 0, y: barTop, w: width, h: 1, color: (198, 198, 200, 255))
        for i in 0..<5 {
            let cx = width * (2 * i + 1) / 10
            fillCircle(&img, cx: cx, cy: barTop + 20 * s, r: 12 * s, color: i == 0 ? tint : (142, 142, 147, 255))
            fillRect(&img, x: cx - 16 * s, y: barTop + 38 * s, w: 32 * s, h: 6 * s, color: i == 0 ? tint : (142, 142, 147, 255))
        }
        fillCircle(&img, cx: width * 3 / 10 + 14 * s, cy: barTop + 10 * s, r: 9 * s, color: (255, 59, 48, 255))
        return img
    }

    static func fillRect(_ img: inout RGBAImage, x: Int, y: Int, w: Int, h: Int, color: (UInt8, UInt8, UInt8, UInt8)) {
        let x0 = max(0, x), x1 = min(img.width, x + w), y0 = max(0, y), y1 = min(img.height, y + h)
        guard x0 < x1, y0 < y1 else { return }
        for yy in y0..<y1 {
            for xx in x0..<x1 { img[xx, yy] = color }
        }
    }

    /// Circle with 4×4 supersampled coverage, blended over what is there.
    static func fillCircle(_ img: inout RGBAImage, cx: Int, cy: Int, r: Int, color: (UInt8, UInt8, UInt8, UInt8)) {
        let r2 = r * r * 16  // radius in quarter-pixel units, squared; samples at odd quarter offsets
        let x0 = max(0, cx - r - 1), x1 = min(img.width - 1, cx + r + 1)
        let y0 = max(0, cy - r - 1), y1 = min(img.height - 1, cy + r + 1)
        guard x0 <= x1, y0 <= y1 else { return }
        for yy in y0...y1 {
            for xx in x0...x1 {
                var inside = 0
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        let dx = (xx - cx) * 4 + sx * 2 - 3
                        let dy = (yy - cy) * 4 + sy * 2 - 3
                        if dx * dx + dy * dy <= r2 { inside += 1 }
                    }
                }
                if inside > 0 { blend(&img, xx, yy, color, coverage: inside * 255 / 16) }
            }
        }
    }

    static func fillRoundedRect(_ img: inout RGBAImage, x: Int, y: Int, w: Int, h: Int, r: Int, color: (UInt8, UInt8, UInt8, UInt8)) {
        fillRect(&img, x: x + r, y: y, w: w - 2 * r, h: h, color: color)
        fillRect(&img, x: x, y: y + r, w: r, h: h - 2 * r, color: color)
        fillRect(&img, x: x + w - r, y: y + r, w: r, h: h - 2 * r, color: color)
        for (cx, cy) in [(x + r, y + r), (x + w - r - 1, y + r), (x + r, y + h - r - 1), (x + w - r - 1, y + h - r - 1)] {
            fillCircle(&img, cx: cx, cy: cy, r: r, color: color)
        }
    }

    static func blend(_ img: inout RGBAImage, _ x: Int, _ y: Int, _ c: (UInt8, UInt8, UInt8, UInt8), coverage: Int) {
        let d = img[x, y]
        func mix(_ s: UInt8, _ t: UInt8) -> UInt8 { UInt8((Int(s) * coverage + Int(t) * (255 - coverage) + 127) / 255) }
        img[x, y] = (mix(c.0, d.0), mix(c.1, d.1), mix(c.2, d.2), 255)
    }
}
