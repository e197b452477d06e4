import XCTest
@testable import TabSnapRaster

/// Alpha of the base layer at (x, y).
func alpha(_ c: Canvas, _ x: Int, _ y: Int) -> Int { Int(c[x, y].3) }

/// One row of alphas.
func alphaRow(_ c: Canvas, _ y: Int) -> [Int] { (0..<c.width).map { alpha(c, $0, y) } }

/// A canvas with one path filled in opaque black.
func filled(_ w: Int, _ h: Int, _ path: Path, transform: Transform = .identity, rule: FillRule = .nonZero) -> Canvas {
    var c = Canvas(width: w, height: h)
    c.fill(path, with: .solid(.black), transform: transform, rule: rule)
    return c
}

func stroked(_ w: Int, _ h: Int, _ path: Path, _ style: StrokeStyle, transform: Transform = .identity) -> Canvas {
    var c = Canvas(width: w, height: h)
    c.stroke(path, style: style, with: .solid(.black), transform: transform)
    return c
}

func polyline(_ pts: [(Double, Double)]) -> Path {
    var p = Path()
    for (i, (x, y)) in pts.enumerated() {
        if i == 0 { p.move(to: Point(x: x, y: y)) } else { p.line(to: Point(x: x, y: y)) }
    }
    return p
}
