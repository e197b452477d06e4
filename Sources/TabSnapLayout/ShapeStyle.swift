import Foundation

/// What fills a shape or colours a view's foreground: a colour or a gradient (SwiftUI's
/// `ShapeStyle`). Gradients are laid out in the unit square of the view they fill.
public protocol ShapeStyle: Sendable {
    var resolvedStyle: StyleFill { get }
    /// The drop shadow the style casts under what it fills (`.shadow(.drop(…))`).
    var dropShadow: ShadowStyle? { get }
}

extension ShapeStyle {
    public var dropShadow: ShadowStyle? { nil }
}

/// `.background` as a shape style: the scheme's system background colour.
public struct BackgroundStyle: ShapeStyle {
    public init() {}
    public var resolvedStyle: StyleFill { .color(.systemBackground) }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// A shape style reduced to what drawing needs.
public enum StyleFill: Hashable, Sendable {
    case color(Color)
    case linear(stops: [Gradient.Stop], start: UnitPoint, end: UnitPoint)
    case radial(stops: [Gradient.Stop], center: UnitPoint, startRadius: Double, endRadius: Double)
    /// A material: what lies behind, blurred, under a tint.
    case material(Material)

    /// The colour, or a gradient's first stop.
    var firstColor: Color {
        switch self {
        case .color(let c): return c
        case .linear(let stops, _, _), .radial(let stops, _, _, _): return stops.first?.color ?? .clear
        case .material(let m): return m.tint
        }
    }

    var isMaterial: Bool {
        if case .material = self { return true }
        return false
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
    public let dropShadow: ShadowStyle?
    public init<S: ShapeStyle>(_ style: S) {
        resolvedStyle = style.resolvedStyle
        dropShadow = style.dropShadow
    }
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

/// `Color.gradient` (iOS 16): the colour as a gentle top-to-bottom gradient.
public struct AnyGradient: ShapeStyle, PrimitiveView {
    public let gradient: Gradient

    public init(_ gradient: Gradient) { self.gradient = gradient }

    public var resolvedStyle: StyleFill { .linear(stops: gradient.stops, start: .top, end: .bottom) }
    public var node: ViewNode { ViewNode(.styleFill(resolvedStyle)) }
}

extension Color {
    /// An estimate, not measured against iOS: an eighth of the way to white at the top, the
    /// colour itself at the bottom, in each scheme.
    public var gradient: AnyGradient {
        func lighter(_ c: Color) -> Color {
            func up(_ v: UInt8) -> UInt8 { v + UInt8((Int(255 - v) + 4) / 8) }
            return Color(r: up(c.r), g: up(c.g), b: up(c.b), a: c.a)
        }
        let top = Color(light: lighter(resolved(in: .light)), dark: lighter(resolved(in: .dark)))
        return AnyGradient(Gradient(colors: [isDynamic ? top : lighter(self), self]))
    }
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
        ModifiedView(self, .environment(.foregroundStyle(style.resolvedStyle))).castingShadow(of: style)
    }

    /// A shape style behind the view, reaching under the safe areas it touches (as the colour
    /// form does).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedView {
        let fill = makeNode(ModifiedView(node: ViewNode(.modified(ViewNode(.styleFill(style.resolvedStyle)), .ignoresSafeArea(.all, edges))))
            .castingShadow(of: style))
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

/// SwiftUI's materials: a blur of what lies behind (standard deviation in points) under a tint
/// per scheme. Apple publishes neither number: these are *estimates* (a lighter tint and a
/// smaller blur for thinner materials), to be replaced by measured values.
public struct Material: ShapeStyle, Hashable {
    public let name: String
    public let blur: Double
    public let tint: Color

    public var resolvedStyle: StyleFill { .material(self) }

    public init(name: String, blur: Double, tint: Color) {
        self.name = name
        self.blur = blur
        self.tint = tint
    }

    static func make(_ name: String, blur: Double, light: Double, dark: Double) -> Material {
        Material(name: name, blur: blur,
                 tint: Color(light: Color(white: 0.97, opacity: light), dark: Color(red: 0.11, green: 0.11, blue: 0.12, opacity: dark)))
    }

    public static let ultraThinMaterial = make("ultraThinMaterial", blur: 10, light: 0.35, dark: 0.35)
    public static let thinMaterial = make("thinMaterial", blur: 12, light: 0.5, dark: 0.5)
    public static let regularMaterial = make("regularMaterial", blur: 15, light: 0.65, dark: 0.65)
    public static let thickMaterial = make("thickMaterial", blur: 18, light: 0.8, dark: 0.8)
    public static let ultraThickMaterial = make("ultraThickMaterial", blur: 20, light: 0.9, dark: 0.9)
    /// The material of system bars.
    public static let bar = make("bar", blur: 15, light: 0.75, dark: 0.75)
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    public static var thinMaterial: Material { Material.thinMaterial }
    public static var regularMaterial: Material { Material.regularMaterial }
    public static var thickMaterial: Material { Material.thickMaterial }
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    public static var bar: Material { Material.bar }
}
