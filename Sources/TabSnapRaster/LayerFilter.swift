/// An effect applied to a whole layer when it ends (`Canvas.endLayer()`), in device pixels.
///
/// Radii are Gaussian standard deviations: σ = radius. That is the usual reading of UIKit's
/// `CALayer.shadowRadius` (design tools give CSS blur radii, which are 2σ, and the common
/// Sketch/Figma → UIKit recipe sets `shadowRadius = blur / 2`), and SwiftUI's `shadow(radius:)`
/// and `blur(radius:)` are taken to mean the same; Apple documents neither, so this is an
/// estimate, not a measurement.
public enum LayerFilter: Hashable, Sendable {
    /// The layer's content blurred (all channels, premultiplied).
    case blur(radius: Double)
    /// The layer's alpha blurred, tinted with `color`, moved by (`dx`, `dy`) — rounded once to
    /// whole pixels — and drawn under the layer's content.
    case shadow(color: PixelColor, radius: Double, dx: Double, dy: Double)
    /// Each pixel's colour through a matrix (grayscale, saturation, brightness, contrast, a
    /// colour multiplied, inverted, a hue turned); nothing spreads.
    case colorMatrix(ColorMatrix)

    public var radius: Double {
        switch self {
        case .blur(let r), .shadow(_, let r, _, _): return r
        case .colorMatrix: return 0
        }
    }

    /// How far, in pixels, the filter's output can reach beyond what was drawn in the layer on
    /// each side: the blur's extent (the three boxes' reach, about 2.8σ), plus the offset.
    public var extent: Int {
        let e = BoxBlur(sigma: radius).extent
        guard case .shadow(_, _, let dx, let dy) = self else { return e }
        return e + max(abs(LayerFilter.wholePixels(dx)), abs(LayerFilter.wholePixels(dy)))
    }

    /// A layer with this filter draws exactly what a plain layer draws.
    var isIdentity: Bool {
        if case .blur = self { return BoxBlur(sigma: radius).isIdentity }
        if case .colorMatrix(let m) = self { return m == .identity }
        return false
    }

    /// A Double offset as whole pixels, rounded to nearest (ties away from zero), clamped: what
    /// the raster moves a shadow by (and the SVG form writes).
    public static func wholePixels(_ v: Double) -> Int {
        v.isFinite ? Int(min(max(v, -FixedPoint.limit), FixedPoint.limit).rounded()) : 0
    }
}
