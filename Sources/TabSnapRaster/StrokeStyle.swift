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
/// miter, over the width, before a miter becomes a bevel).
public struct StrokeStyle: Hashable, Sendable {
    public var width: Double
    public var cap: LineCap
    public var join: LineJoin
    public var miterLimit: Double

    public init(width: Double, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
    }
}
