import Foundation
import TabSnapDisplayList
import TabSnapRaster
import TabSnapText

/// A line under or through text (`.underline()`, `.strikethrough()`, Markdown's `~~…~~`): in the
/// text's colour or its own, solid or in a pattern, from the pen's start to the end of the last
/// advance of each line (spaces included), on whole device pixels as iOS draws it.
///
/// Measured on iOS 16.2 to 18.5 renders (pixelrevision/SwiftUIML at 17 pt @3x, gonzalezreal's
/// swift-markdown-ui at 16 pt @2x and a 30 pt bold heading; figures only, in
/// `Tests/TabSnapLayoutTests/TextDecorationTests.swift`): at 16 and 17 pt regular the underline is
/// 1 pt thick from 2 pt below the baseline and the strikethrough 1 pt thick, centred 0.26 em
/// above it; heavier text draws thicker lines (2 pt at 16 pt heavy, 2.67 at 30 pt bold). An
/// underline leaves a gap around the ink of descenders it crosses (1.2 to 1.5 pt at 17 pt).
/// The dashed patterns' lengths are estimates (one iOS render of `.dot`: 3 pt on, 3 pt off).
public struct TextDecoration: Hashable, Sendable {
    public enum Pattern: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }

    /// Nil: the text's own foreground colour.
    public var color: Color?
    public var pattern: Pattern

    public init(color: Color? = nil, pattern: Pattern = .solid) {
        self.color = color
        self.pattern = pattern
    }

    /// The line's thickness in em by the font's weight: 1/17 em at regular (1 pt at 17 pt),
    /// 0.089 at bold, 0.125 at heavy, in between by weight.
    static func thickness(weight: Int) -> Double {
        let stops: [(Int, Double)] = [(100, 0.045), (400, 1.0 / 17), (700, 0.089), (800, 0.125), (900, 0.14)]
        let w = min(max(weight, 100), 900)
        for (a, b) in zip(stops, stops.dropFirst()) where w <= b.0 {
            return a.1 + (b.1 - a.1) * Double(w - a.0) / Double(b.0 - a.0)
        }
        return stops[stops.count - 1].1
    }

    static let underlineOffset = 0.12
    static let strikethroughCentre = 0.26

    /// Dash lengths (on, off, …) in line thicknesses, nil for a solid line.
    var dashes: [Double]? {
        switch pattern {
        case .solid: return nil
        case .dot: return [3, 3]
        case .dash: return [6, 3]
        case .dashDot: return [6, 3, 3, 3]
        case .dashDotDot: return [6, 3, 3, 3, 3, 3]
        }
    }

    /// Draws the text's underline and strikethrough under and over `measured`'s glyphs at
    /// `frame`, line by line.
    static func draw(_ measured: MeasuredText, environment env: EnvironmentValues, frame: CGRect, in canvas: DrawingContext,
                     transform t: Transform) {
        guard env.text.underline != nil || env.text.strikethrough != nil, frame.minX.isFinite, frame.minY.isFinite else { return }
        let scale = canvas.scale
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        let text = canvas.foreground(env)
        for line in TextLineSpan.lines(of: measured) {
            let size = line.size
            let x0 = Double(frame.minX) + line.minX
            let x1 = Double(frame.minX) + line.maxX
            guard x1 > x0 else { continue }
            let baseline = Double(frame.minY) + line.baseline
            let thickness = max(1 / scale, snap(thickness(weight: env.text.font.weight.value) * size))
            if let underline = env.text.underline {
                let top = snap(baseline + underlineOffset * size)
                let gaps = inkGaps(line.glyphs, frame: frame, band: top..<(top + thickness), clearance: 0.8 + 0.5 * thickness, canvas)
                add(underline, x0..<x1, top: top, thickness: thickness, except: gaps, color: text, env, canvas, transform: t)
            }
            if let strike = env.text.strikethrough {
                let top = snap(baseline - strikethroughCentre * size - thickness / 2)
                add(strike, x0..<x1, top: top, thickness: thickness, except: [], color: text, env, canvas, transform: t)
            }
        }
    }

    /// Where glyph ink crosses the band `[top, bottom)`, widened by `clearance` on each side.
    private static func inkGaps(_ glyphs: [PositionedGlyph], frame: CGRect, band: Range<Double>, clearance: Double,
                                _ canvas: DrawingContext) -> [Range<Double>] {
        var gaps: [Range<Double>] = []
        for g in glyphs {
            var placed = g
            placed.x += Double(frame.minX)
            placed.y += Double(frame.minY)
            guard let path = canvas.resources.glyphPath(placed) else { continue }
            if let (lo, hi) = crossing(path, band) { gaps.append((lo - clearance)..<(hi + clearance)) }
        }
        return gaps
    }

    /// The horizontal extent of `path`'s outline inside the band, its curves followed in eight
    /// steps each.
    static func crossing(_ path: Path, _ band: Range<Double>) -> (Double, Double)? {
        var lo = Double.infinity, hi = -Double.infinity
        var current = Point(x: 0, y: 0), start = current
        func segment(_ a: Point, _ b: Point) {
            let (y0, y1) = (min(a.y, b.y), max(a.y, b.y))
            guard y1 >= band.lowerBound, y0 <= band.upperBound else { return }
            // The part of the segment inside the band.
            for y in [max(y0, band.lowerBound), min(y1, band.upperBound)] {
                let x = b.y == a.y ? a.x : a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y)
                lo = min(lo, x, b.y == a.y ? b.x : x)
                hi = max(hi, x, b.y == a.y ? b.x : x)
            }
        }
        for e in path.elements {
            switch e {
            case .move(let p): current = p; start = p
            case .line(let p): segment(current, p); current = p
            case .quad(let c, let p):
                var prev = current
                for k in 1...8 {
                    let u = Double(k) / 8, v = 1 - u
                    let q = Point(x: v * v * current.x + 2 * u * v * c.x + u * u * p.x, y: v * v * current.y + 2 * u * v * c.y + u * u * p.y)
                    segment(prev, q)
                    prev = q
                }
                current = p
            case .cubic(let c1, let c2, let p):
                var prev = current
                for k in 1...8 {
                    let u = Double(k) / 8, v = 1 - u
                    let q = Point(x: v * v * v * current.x + 3 * v * v * u * c1.x + 3 * v * u * u * c2.x + u * u * u * p.x,
                                  y: v * v * v * current.y + 3 * v * v * u * c1.y + 3 * v * u * u * c2.y + u * u * u * p.y)
                    segment(prev, q)
                    prev = q
                }
                current = p
            case .close: segment(current, start); current = start
            }
        }
        return hi >= lo ? (lo, hi) : nil
    }

    /// The line from `span` less `gaps`, dashed by the pattern, as one fill.
    private static func add(_ d: TextDecoration, _ span: Range<Double>, top: Double, thickness: Double, except gaps: [Range<Double>],
                            color text: PixelColor, _ env: EnvironmentValues, _ canvas: DrawingContext, transform t: Transform) {
        let scale = canvas.scale
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        // The pieces left between the gaps.
        var pieces: [Range<Double>] = [span]
        for gap in gaps.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            pieces = pieces.flatMap { p -> [Range<Double>] in
                guard gap.overlaps(p) else { return [p] }
                return [p.lowerBound..<max(p.lowerBound, gap.lowerBound), min(p.upperBound, gap.upperBound)..<p.upperBound].filter { !$0.isEmpty }
            }
        }
        if let dashes = d.dashes {
            pieces = pieces.flatMap { p -> [Range<Double>] in
                var out: [Range<Double>] = []
                var x = p.lowerBound, k = 0
                while x < p.upperBound {
                    let length = dashes[k % dashes.count] * thickness
                    if k % 2 == 0 { out.append(x..<min(p.upperBound, x + length)) }
                    x += length
                    k += 1
                }
                return out
            }
        }
        var path = Path()
        for p in pieces {
            let (a, b) = (snap(p.lowerBound), snap(p.upperBound))
            guard b > a else { continue }
            path.add(Path(elements: [.move(Point(x: a, y: top)), .line(Point(x: b, y: top)), .line(Point(x: b, y: top + thickness)),
                                     .line(Point(x: a, y: top + thickness)), .close]))
        }
        let color = d.color.map { canvas.resolve($0, env) } ?? text
        if !path.isEmpty, color.alpha > 0 { canvas.append(.fill(FillItem(path: path, paint: .solid(color), transform: t))) }
    }
}
