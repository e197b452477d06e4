/// What fills the covered pixels.
public enum Paint: Hashable, Sendable {
    case solid(PixelColor)
    case linearGradient(LinearGradientPaint)
    case radialGradient(RadialGradientPaint)
}

public struct GradientStop: Hashable, Sendable {
    public var location: Double
    public var color: PixelColor

    public init(_ color: PixelColor, at location: Double) {
        self.color = color
        self.location = location
    }
}

/// A linear gradient between two points in the user space of the draw call; colours are
/// interpolated premultiplied (no dark fringes toward clear) and padded beyond the ends.
public struct LinearGradientPaint: Hashable, Sendable {
    public var start: Point
    public var end: Point
    public var stops: [GradientStop]

    public init(start: Point, end: Point, stops: [GradientStop]) {
        self.start = start
        self.end = end
        self.stops = stops
    }

    public init(start: Point, end: Point, colors: [PixelColor]) {
        let n = max(1, colors.count - 1)
        self.init(start: start, end: end,
                  stops: colors.enumerated().map { GradientStop($0.element, at: Double($0.offset) / Double(n)) })
    }
}

/// A radial gradient (SwiftUI's `RadialGradientPaint`): circles around `center`, in the user space
/// of the draw call, from `startRadius` (the first stop) to `endRadius` (the last); colours are
/// interpolated premultiplied and padded inside the start and beyond the end circle.
public struct RadialGradientPaint: Hashable, Sendable {
    public var center: Point
    public var startRadius: Double
    public var endRadius: Double
    public var stops: [GradientStop]

    public init(center: Point, startRadius: Double, endRadius: Double, stops: [GradientStop]) {
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
        self.stops = stops
    }

    public init(center: Point, startRadius: Double, endRadius: Double, colors: [PixelColor]) {
        let n = max(1, colors.count - 1)
        self.init(center: center, startRadius: startRadius, endRadius: endRadius,
                  stops: colors.enumerated().map { GradientStop($0.element, at: Double($0.offset) / Double(n)) })
    }
}
