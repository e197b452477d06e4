import Foundation
import TabSnapLayoutEngine

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

    /// Primary and secondary styles: the primary is the foreground, the secondary colours a
    /// palette symbol's second layer (`.symbolRenderingMode(.palette)`).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> ModifiedView {
        foregroundStyle(primary).environmentWrite("foregroundStyle(secondary)") { $0.foregroundPalette = [secondary.resolvedStyle] }
    }

    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> ModifiedView {
        foregroundStyle(primary).environmentWrite("foregroundStyle(secondary, tertiary)") {
            $0.foregroundPalette = [secondary.resolvedStyle, tertiary.resolvedStyle]
        }
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
    public func fill<S: ShapeStyle>(_ style: S) -> FilledShape<Self> { FilledShape(shape: self, filled: foregroundStyle(style)) }

    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ModifiedView {
        ModifiedView(node: ViewNode(.strokedShape(shapeKind, LineStyle(width: Double(lineWidth))))).foregroundStyle(style)
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    public static var thinMaterial: Material { Material.thinMaterial }
    public static var regularMaterial: Material { Material.regularMaterial }
    public static var thickMaterial: Material { Material.thickMaterial }
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    public static var bar: Material { Material.bar }
}

extension Material: ShapeStyle {
    public var resolvedStyle: StyleFill { .material(self) }
}
