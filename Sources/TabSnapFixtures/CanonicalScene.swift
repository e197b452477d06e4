import TabSnapCore
import TabSnapRaster

/// The reference scene shared by tests (its pixel digest is pinned) and benchmarks: a phone
/// screen in points, drawn at the canvas's scale. It touches every stage: solid and gradient
/// fills, continuous and circular corners, clips, a layer, strokes of every cap and join,
/// curves, a hairline, an image and a tinted mask.
public enum CanonicalScene {
    /// The screen in points (an iPhone 15 Pro Max: 430×932 pt, 1290×2796 px at 3x).
    public static let size = Size(width: 430, height: 932)

    public static let background = PixelColor(hex: "#F2F2F7")!
    public static let tint = PixelColor(hex: "#007AFF")!
    public static let gray = PixelColor(hex: "#8E8E93")!
    public static let red = PixelColor(hex: "#FF3B30")!
    public static let ink = PixelColor(hex: "#3C3C43")!

    /// `device` is applied after the scale (tests shift the scene by whole pixels with it).
    public static func draw(on canvas: inout Canvas, scale: Double, device: Transform = .identity) {
        let t = Transform.scale(scale).concatenating(device)
        let w = size.width, h = size.height
        canvas.fill(Rect(x: 0, y: 0, width: w, height: h), with: .solid(background), transform: t)

        // A card with a gradient header, clipped to the card's continuous corners.
        let card = Rect(x: 16, y: 110, width: w - 32, height: 220)
        let cardPath = Path.roundedRect(card, radius: 14, style: .continuous)
        canvas.fill(cardPath, with: .solid(.white), transform: t)
        canvas.pushClip(cardPath, transform: t)
        let header = Rect(x: card.minX, y: card.minY, width: card.width, height: 90)
        canvas.fill(header, with: .linearGradient(LinearGradientPaint(
            start: Point(x: header.minX, y: header.minY), end: Point(x: header.maxX, y: header.maxY),
            colors: [PixelColor(hex: "#5AC8FA")!, tint, PixelColor(hex: "#5856D6")!])), transform: t)
        // Group opacity: the two discs fade as one, without a darker overlap.
        canvas.beginLayer(opacity: 0.6, bounds: Rect(x: card.maxX - 88, y: card.minY + 17, width: 80, height: 56), transform: t)
        canvas.fill(.circle(center: Point(x: card.maxX - 60, y: card.minY + 45), radius: 28), with: .solid(.white), transform: t)
        canvas.fill(.circle(center: Point(x: card.maxX - 36, y: card.minY + 45), radius: 28), with: .solid(.white), transform: t)
        canvas.endLayer()
        canvas.popClip()
        // "Text" lines: capsules, plus per-corner radii.
        for i in 0..<3 {
            let y = card.minY + 108 + Double(i) * 30
            canvas.fill(.capsule(Rect(x: card.minX + 16, y: y, width: 220 - Double(i) * 50, height: 12)),
                        with: .solid(ink.opacity(0.8)), transform: t)
        }
        canvas.fill(.roundedRect(Rect(x: card.maxX - 96, y: card.maxY - 44, width: 80, height: 30),
                                 radii: CornerRadii(topLeft: 15, topRight: 4, bottomRight: 15, bottomLeft: 4)),
                    with: .solid(tint), transform: t)

        // Ten icons on a second card: strokes with every cap and join, curves and fills.
        let grid = Rect(x: 16, y: 350, width: w - 32, height: 150)
        canvas.fill(.roundedRect(grid, radius: 12), with: .solid(.white), transform: t)
        for i in 0..<10 {
            let cell = Rect(x: grid.minX + 12 + Double(i % 5) * 77, y: grid.minY + 14 + Double(i / 5) * 66, width: 50, height: 50)
            Icons.draw(i, in: cell, color: i % 3 == 0 ? tint : ink, on: &canvas, transform: t)
        }

        // A checker image (bilinear) and the same as a tinted template (nearest).
        let checker = checkerImage()
        canvas.draw(image: checker, in: Rect(x: 24, y: 530, width: 64, height: 64), transform: t, sampling: .bilinear)
        canvas.drawMask(AlphaMask(alphaOf: checker), in: Rect(x: 104, y: 530, width: 64, height: 64), color: red,
                        transform: t, sampling: .nearest)
        // A rotated rounded square (quarter-turn-free rotation by cos/sin of 30°).
        let rot = Transform.translation(x: -20, y: -20)
            .concatenating(.rotation(cos: 0.8660254037844386, sin: 0.5))
            .concatenating(.translation(x: 230, y: 562)).concatenating(t)
        canvas.fill(.roundedRect(Rect(x: 0, y: 0, width: 40, height: 40), radius: 8), with: .solid(PixelColor(hex: "#34C759")!), transform: rot)
        // Self-overlapping star, even-odd.
        canvas.fill(Icons.star(center: Point(x: 330, y: 562), radius: 34), with: .solid(PixelColor(hex: "#FF9500")!),
                    transform: t, rule: .evenOdd)

        // The tab bar: translucent material, a 1/3 pt hairline, five 20 pt circles, a badge.
        let barTop = h - 83
        canvas.fill(Rect(x: 0, y: barTop, width: w, height: 83), with: .solid(PixelColor.white.opacity(0.94)), transform: t)
        canvas.fill(Rect(x: 0, y: barTop - 1.0 / 3.0, width: w, height: 1.0 / 3.0), with: .solid(PixelColor.black.opacity(0.3)), transform: t)
        for i in 0..<5 {
            let cx = w * Double(2 * i + 1) / 10
            canvas.fill(.circle(center: Point(x: cx, y: barTop + 24), radius: 10), with: .solid(i == 0 ? tint : gray), transform: t)
        }
        let badge = Rect(x: w * 3 / 10 + 4, y: barTop + 6, width: 26, height: 18)
        canvas.fill(.capsule(badge.insetBy(dx: -2, dy: -2)), with: .solid(.white), transform: t)
        canvas.fill(.capsule(badge), with: .solid(red), transform: t)
    }

    /// An 8×8 image: two-colour checker with a transparent corner, straight alpha.
    static func checkerImage() -> RGBAImage {
        var img = RGBAImage(width: 8, height: 8)
        for y in 0..<8 {
            for x in 0..<8 {
                let on = (x / 2 + y / 2) % 2 == 0
                img[x, y] = x + y < 3 ? (0, 0, 0, 0) : (on ? (255, 149, 0, 255) : (88, 86, 214, 160))
            }
        }
        return img
    }
}

/// Outline icons in a 50×50 pt cell, SF-Symbols-like.
enum Icons {
    static func draw(_ index: Int, in r: Rect, color: PixelColor, on canvas: inout Canvas, transform t: Transform) {
        let paint = Paint.solid(color)
        let x = r.minX, y = r.minY
        func p(_ u: Double, _ v: Double) -> Point { Point(x: x + u, y: y + v) }
        switch index {
        case 0: // house: miter joins
            var path = Path()
            path.move(to: p(8, 24)); path.line(to: p(25, 8)); path.line(to: p(42, 24))
            path.move(to: p(13, 20)); path.line(to: p(13, 42)); path.line(to: p(37, 42)); path.line(to: p(37, 20))
            canvas.stroke(path, style: StrokeStyle(width: 3, cap: .butt, join: .miter), with: paint, transform: t)
        case 1: // magnifier: circle plus round-capped handle
            canvas.stroke(.circle(center: p(21, 21), radius: 12), style: StrokeStyle(width: 3), with: paint, transform: t)
            var handle = Path()
            handle.move(to: p(30, 30)); handle.line(to: p(42, 42))
            canvas.stroke(handle, style: StrokeStyle(width: 4, cap: .round), with: paint, transform: t)
        case 2: // heart: cubic outline, filled
            var path = Path()
            path.move(to: p(25, 42))
            path.cubic(to: p(6, 18), control1: p(14, 34), control2: p(6, 26))
            path.cubic(to: p(25, 14), control1: p(6, 6), control2: p(21, 4))
            path.cubic(to: p(44, 18), control1: p(29, 4), control2: p(44, 6))
            path.cubic(to: p(25, 42), control1: p(44, 26), control2: p(36, 34))
            path.close()
            canvas.fill(path, with: paint, transform: t)
        case 3: // bell: quadratic curves (glyph-style), round joins
            var path = Path()
            path.move(to: p(10, 36)); path.quad(to: p(14, 24), control: p(14, 32))
            path.quad(to: p(25, 9), control: p(14, 9)); path.quad(to: p(36, 24), control: p(36, 9))
            path.quad(to: p(40, 36), control: p(36, 32)); path.close()
            canvas.stroke(path, style: StrokeStyle(width: 2.5, join: .round), with: paint, transform: t)
            canvas.fill(.circle(center: p(25, 41), radius: 3.5), with: paint, transform: t)
        case 4: // person: circle + arc-ish shoulders with square caps
            canvas.stroke(.circle(center: p(25, 17), radius: 8), style: StrokeStyle(width: 2.5), with: paint, transform: t)
            var path = Path()
            path.move(to: p(9, 43)); path.cubic(to: p(41, 43), control1: p(11, 25), control2: p(39, 25))
            canvas.stroke(path, style: StrokeStyle(width: 2.5, cap: .square), with: paint, transform: t)
        case 5: // star: bevel joins
            canvas.stroke(star(center: p(25, 26), radius: 19), style: StrokeStyle(width: 2, join: .bevel), with: paint, transform: t)
        case 6: // checkmark: round caps and joins
            var path = Path()
            path.move(to: p(10, 26)); path.line(to: p(20, 36)); path.line(to: p(40, 14))
            canvas.stroke(path, style: StrokeStyle(width: 4, cap: .round, join: .round), with: paint, transform: t)
        case 7: // plus in a continuous rounded square
            canvas.stroke(.roundedRect(Rect(x: x + 7, y: y + 7, width: 36, height: 36), radius: 9, style: .continuous),
                          style: StrokeStyle(width: 2), with: paint, transform: t)
            var path = Path()
            path.move(to: p(25, 16)); path.line(to: p(25, 34)); path.move(to: p(16, 25)); path.line(to: p(34, 25))
            canvas.stroke(path, style: StrokeStyle(width: 2.5, cap: .round), with: paint, transform: t)
        case 8: // chevron: sharp miter under a low limit → bevel
            var path = Path()
            path.move(to: p(14, 8)); path.line(to: p(38, 25)); path.line(to: p(14, 42))
            canvas.stroke(path, style: StrokeStyle(width: 3, join: .miter, miterLimit: 1.5), with: paint, transform: t)
        default: // gear-ish: ellipse and hairline spokes
            canvas.stroke(.ellipse(in: Rect(x: x + 6, y: y + 12, width: 38, height: 26)), style: StrokeStyle(width: 2), with: paint, transform: t)
            var path = Path()
            for k in 0..<4 {
                let d = Double(k) * 6
                path.move(to: p(13 + d, 25)); path.line(to: p(19 + d, 25))
            }
            canvas.stroke(path, style: StrokeStyle(width: 1.0 / 3.0), with: paint, transform: t)
        }
    }

    /// A five-pointed star drawn as one self-crossing pentagram (cos/sin of 72° multiples as constants).
    static func star(center c: Point, radius r: Double) -> Path {
        // Vertices at angles -90° + k·144°.
        let unit: [(Double, Double)] = [
            (0, -1), (0.5877852522924731, 0.8090169943749475), (-0.9510565162951535, -0.3090169943749474),
            (0.9510565162951536, -0.3090169943749477), (-0.5877852522924734, 0.8090169943749473),
        ]
        var path = Path()
        for (k, (ux, uy)) in unit.enumerated() {
            let q = Point(x: c.x + ux * r, y: c.y + uy * r)
            if k == 0 { path.move(to: q) } else { path.line(to: q) }
        }
        path.close()
        return path
    }
}
