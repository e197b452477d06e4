/// How the ends of open subpaths are drawn.
public enum LineCap: Hashable, Sendable {
    case butt
    case round
    /// Extends the line by half its width.
    case square
}

/// How corners between segments are drawn.
public enum LineJoin: Hashable, Sendable {
    case miter
    case round
    case bevel
}

/// A stroke's width (in user space), caps, joins and miter limit (as CoreGraphics: the longest
/// miter, over the width, before a miter becomes a bevel), and an optional dash pattern.
public struct StrokeStyle: Hashable, Sendable {
    public var width: Double
    public var cap: LineCap
    public var join: LineJoin
    public var miterLimit: Double
    /// Alternating lengths, in user space, of painted and unpainted stretches along the path
    /// (an odd count repeats the list, so it alternates on the second pass, as in SVG and
    /// CoreGraphics). Empty, negative, non-finite or all-zero lengths draw a solid stroke.
    public var dash: [Double]
    /// How far into the pattern the path starts (user space).
    public var dashPhase: Double

    public init(width: Double, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
                dash: [Double] = [], dashPhase: Double = 0) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

extension StrokeStyle {
    /// SwiftUI's spelling, so `StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 2])` reads the
    /// same in app code.
    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
                dash: [Double] = [], dashPhase: Double = 0) {
        self.init(width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit, dash: dash, dashPhase: dashPhase)
    }

    public var lineWidth: Double { width }
}
