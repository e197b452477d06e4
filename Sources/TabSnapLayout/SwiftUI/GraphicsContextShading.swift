import Foundation
import TabSnapLayoutEngine

extension GraphicsContext {
    /// What a canvas fills or strokes with: a colour, any shape style, a gradient between points
    /// of the canvas, or the foreground style in force.
    public struct Shading {
        enum Kind {
            case style(AnyShapeStyle)
            case foreground
            case linear(Gradient, start: CGPoint, end: CGPoint)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        }
        let kind: Kind

        public static func color(_ color: Color) -> Shading { Shading(kind: .style(AnyShapeStyle(color))) }
        public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            color(Color(red: red, green: green, blue: blue, opacity: opacity))
        }
        public static func color(white: Double, opacity: Double = 1) -> Shading {
            color(Color(white: white, opacity: opacity))
        }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }
        public static var foreground: Shading { Shading(kind: .foreground) }
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, start: startPoint, end: endPoint))
        }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
        }

        /// The style over a drawing framed to a canvas of `size`: a gradient's points, given in
        /// the context's coordinates, moved by its transform and taken as fractions of the
        /// canvas. Nil for the foreground style, which the drawing then inherits.
        func style(in size: CGSize, transform t: CGAffineTransform) -> AnyShapeStyle? {
            func unit(_ p: CGPoint) -> UnitPoint {
                let q = p.applying(t)
                return UnitPoint(x: size.width > 0 ? Double(q.x / size.width) : 0, y: size.height > 0 ? Double(q.y / size.height) : 0)
            }
            switch kind {
            case .style(let s): return s
            case .foreground: return nil
            case .linear(let g, let start, let end):
                return AnyShapeStyle(LinearGradient(gradient: g, startPoint: unit(start), endPoint: unit(end)))
            case .radial(let g, let center, let r0, let r1):
                let k = CGFloat(t.areaScale)
                return AnyShapeStyle(RadialGradient(gradient: g, center: unit(center), startRadius: r0 * k, endRadius: r1 * k))
            }
        }
    }

    /// How a gradient repeats past its ends; TabSnap extends the end colours.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }
}
