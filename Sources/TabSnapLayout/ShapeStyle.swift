import Foundation

/// What fills a shape or colours a view's foreground: a colour or a gradient (SwiftUI's
/// `ShapeStyle`). Gradients are laid out in the unit square of the view they fill.
public protocol ShapeStyle: Sendable {
    var resolvedStyle: StyleFill { get }
}

/// A shape style reduced to what drawing needs.
public enum StyleFill: Hashable, Sendable {
    case color(Color)
    case linear(stops: [Gradient.Stop], start: UnitPoint, end: UnitPoint)
    case radial(stops: [Gradient.Stop], center: UnitPoint, startRadius: Double, endRadius: Double)

    /// The colour, or a gradient's first stop.
    var firstColor: Color {
        switch self {
        case .color(let c): return c
        case .linear(let stops, _, _), .radial(let stops, _, _, _): return stops.first?.color ?? .clear
        }
    }

    /// The colour, when the style is one.
    public var color: Color? {
        if case .color(let c) = self { return c }
        return nil
    }
}

extension Color: ShapeStyle {
    public var resolvedStyle: StyleFill { .color(self) }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    public let resolvedStyle: StyleFill
    public init<S: ShapeStyle>(_ style: S) { resolvedStyle = style.resolvedStyle }
}

/// Colours at locations from 0 to 1.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: Double
        public init(color: Color, location: Double) { self.color = color; self.location = location }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// Evenly spaced colours.
    public init(colors: [Color]) {
        let n = max(1, colors.count - 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / Double(n)) }
    }
}

/// A linear gradient between two unit points of the view it fills; also a view filling its frame.
public struct LinearGradient: ShapeStyle, PrimitiveView {
    public let gradient: Gradient
    public let startPoint: UnitPoint
    public let endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public var resolvedStyle: StyleFill { .linear(stops: gradient.stops, start: startPoint, end: endPoint) }
    public var node: ViewNode { ViewNode(.styleFill(resolvedStyle)) }
}

/// A radial gradient around a unit point of the view it fills (radii in points).
public struct RadialGradient: ShapeStyle, PrimitiveView {
    public let gradient: Gradient
    public let center: UnitPoint
    public let startRadius: Double
    public let endRadius: Double

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = Double(startRadius)
        self.endRadius = Double(endRadius)
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public var resolvedStyle: StyleFill { .radial(stops: gradient.stops, center: center, startRadius: startRadius, endRadius: endRadius) }
    public var node: ViewNode { ViewNode(.styleFill(resolvedStyle)) }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == Color {
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
    public static var tertiary: Color { Color.tertiary }
    public static var quaternary: Color { Color.quaternary }
    public static var clear: Color { Color.clear }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var tint: Color { Color.accentColor }
}

extension View {
    /// The foreground as any shape style; a colour works as `foregroundColor`, a gradient fills
    /// shapes and text with it.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedView {
        ModifiedView(self, .environment(.foregroundStyle(style.resolvedStyle)))
    }

    /// A shape style behind the view, reaching under the safe areas it touches (as the colour
    /// form does).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedView {
        let fill = ViewNode(.modified(ViewNode(.styleFill(style.resolvedStyle)), .ignoresSafeArea(.all, edges)))
        return ModifiedView(self, .background(fill, alignment: .center))
    }

    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> ModifiedView { background(shape.fill(style)) }
}

extension Shape {
    /// Fills the shape with a colour or gradient.
    public func fill<S: ShapeStyle>(_ style: S) -> ModifiedView { foregroundStyle(style) }

    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ModifiedView {
        ModifiedView(node: ViewNode(.strokedShape(shapeKind, LineStyle(width: Double(lineWidth))))).foregroundStyle(style)
    }
}
