import Foundation
import TabSnapRaster
import TabSnapLayoutEngine

public enum VerticalEdge: Hashable, Sendable {
    case top, bottom

    /// SwiftUI's `VerticalEdge.Set` (`.listRowSeparator(.hidden, edges: .bottom)`).
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}
public enum HorizontalEdge: Hashable, Sendable { case leading, trailing }

/// An angle, as SwiftUI's `Angle`.
public struct Angle: Hashable, Sendable, Comparable {
    public var radians: Double
    public var degrees: Double { radians * 180 / PortableMath.pi }

    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * PortableMath.pi / 180 }

    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    public static let zero = Angle(radians: 0)
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}

extension View {
    /// Draws the view rotated about `anchor` (clockwise for positive angles); layout is
    /// unchanged, as in SwiftUI.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedView {
        ModifiedView(self, .effect(.rotation(radians: angle.radians, anchor: anchor)))
    }

    /// Draws the view scaled about `anchor`; layout is unchanged.
    /// SwiftUI's `rotation3DEffect`, seen head on without perspective: a turn about the vertical
    /// axis narrows the view by the cosine, about the horizontal axis flattens it, about the
    /// depth axis turns it (the axis nearest the one given; angles by the portable cosine).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> ModifiedView {
        let (ax, ay, az) = (abs(Double(axis.x)), abs(Double(axis.y)), abs(Double(axis.z)))
        if az >= ax && az >= ay { return rotationEffect(axis.z < 0 ? Angle(radians: -angle.radians) : angle, anchor: anchor) }
        let c = PortableMath.sinCos(angle.radians).cos
        return ay >= ax ? scaleEffect(x: c, y: 1, anchor: anchor) : scaleEffect(x: 1, y: c, anchor: anchor)
    }

    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> ModifiedView { scaleEffect(x: s, y: s, anchor: anchor) }
    public func scaleEffect(_ s: CGSize, anchor: UnitPoint = .center) -> ModifiedView { scaleEffect(x: s.width, y: s.height, anchor: anchor) }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedView {
        ModifiedView(self, .effect(.scale(x: Double(x), y: Double(y), anchor: anchor)))
    }

    /// Proposes the largest (`.fit`) or smallest (`.fill`) size of the ratio (width / height;
    /// nil: the view's own) inside the proposal.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedView {
        ModifiedView(self, .aspectRatio(ratio.map { Double($0) }, contentMode))
    }

    public func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> ModifiedView {
        aspectRatio(size.height > 0 ? size.width / size.height : nil, contentMode: contentMode)
    }

    public func scaledToFit() -> ModifiedView { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> ModifiedView { aspectRatio(contentMode: .fill) }

    /// Centres the view at (x, y) of the space it is offered, which it all takes.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedView { ModifiedView(self, .position(x: Double(x), y: Double(y))) }
    public func position(_ p: CGPoint) -> ModifiedView { position(x: p.x, y: p.y) }

    /// Drawing order among siblings: higher is on top.
    public func zIndex(_ value: Double) -> ModifiedView { ModifiedView(self, .trait(.zIndex(value))) }

    /// Multiplies the view by the alpha of `mask`, which is laid out as an overlay would be.
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> ModifiedView {
        ModifiedView(self, .mask(makeNode(mask()), alignment: alignment))
    }

    public func mask<M: View>(_ mask: M) -> ModifiedView { ModifiedView(self, .mask(makeNode(mask), alignment: .center)) }

    /// Puts `content` on `edge` and insets the view (and the safe area its content sees) by it,
    /// so content that ignores the safe area still reaches under it, as under a bar.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> ModifiedView {
        ModifiedView(self, .safeAreaInset(edge == .top ? .top : .bottom, spacing: Double(spacing ?? 0), content: makeNode(content()),
                                          alignment: Alignment(horizontal: alignment, vertical: .center)))
    }

    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> ModifiedView {
        ModifiedView(self, .safeAreaInset(edge == .leading ? .leading : .trailing, spacing: Double(spacing ?? 0), content: makeNode(content()),
                                          alignment: Alignment(horizontal: .center, vertical: alignment)))
    }

    /// Grows the safe area the view's content sees by `insets` (each edge a clear safe-area
    /// inset of that length and no breadth): content that keeps to the safe area is inset and
    /// the view grows by as much, as with padding. A background inside that ignores the safe
    /// area stays within the view here; how far SwiftUI draws one is not checked.
    public func safeAreaPadding(_ insets: EdgeInsets) -> ModifiedView {
        var v = AnyView(self)
        if insets.top > 0 { v = AnyView(v.safeAreaInset(edge: VerticalEdge.top, spacing: 0) { Color.clear.frame(width: 0, height: insets.top) }) }
        if insets.bottom > 0 { v = AnyView(v.safeAreaInset(edge: VerticalEdge.bottom, spacing: 0) { Color.clear.frame(width: 0, height: insets.bottom) }) }
        if insets.leading > 0 { v = AnyView(v.safeAreaInset(edge: HorizontalEdge.leading, spacing: 0) { Color.clear.frame(width: insets.leading, height: 0) }) }
        if insets.trailing > 0 { v = AnyView(v.safeAreaInset(edge: HorizontalEdge.trailing, spacing: 0) { Color.clear.frame(width: insets.trailing, height: 0) }) }
        return ModifiedView(v, .trait(.accepted("safeAreaPadding")))
    }

    /// `length` (16 pt, the system padding, when nil) on `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedView {
        let l = Double(length ?? 16)
        return safeAreaPadding(EdgeInsets(top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                                          bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))
    }

    public func safeAreaPadding(_ length: CGFloat) -> ModifiedView { safeAreaPadding(.all, length) }

    /// Places the view so its first text baseline is `y` points below the top of the space it
    /// takes (tab titles are set by baseline in UIKit).
    public func firstTextBaseline(at y: CGFloat) -> ModifiedView { ModifiedView(self, .firstBaseline(Double(y))) }

    /// Keeps the view's space but draws nothing.
    public func hidden() -> ModifiedView { ModifiedView(self, .opacity(0)) }

    /// Fills `shape` (sized to the view) with `color` behind the view.
    public func background<S: Shape>(_ color: Color, in shape: S) -> ModifiedView { background(shape.fill(color)) }
    /// Fills `shape` with the system background colour behind the view.
    /// The shape filled with the background style in force (`.backgroundStyle`), else the
    /// system background.
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> ModifiedView {
        background(BackgroundStyleFill(shape: shape))
    }
    /// What `.background(in:)` fills with, below this view.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedView {
        let fill = style.resolvedStyle
        return environmentWrite("backgroundStyle") { $0.backgroundStyle = fill }
    }
    public func overlay<S: Shape>(_ color: Color, in shape: S) -> ModifiedView { overlay(shape.fill(color)) }

    /// A border of `width` inside the view's frame.
    public func border(_ color: Color, width: CGFloat = 1) -> ModifiedView {
        overlay(Rectangle().strokeBorder(color, lineWidth: width))
    }
}

extension LineStyle {
    init(_ s: StrokeStyle, inset: Bool = false) {
        self.init(width: s.width, cap: s.cap == .round ? .round : s.cap == .square ? .square : .butt,
                  join: s.join == .round ? .round : s.join == .bevel ? .bevel : .miter, miterLimit: s.miterLimit,
                  dash: s.dash, dashPhase: s.dashPhase, inset: inset)
    }
}

extension View {
    /// A blurred copy of the view's alpha in `color`, offset by (x, y), drawn under it. The
    /// blur's standard deviation is `radius` (an estimate, as for CALayer's shadowRadius);
    /// layout is unchanged.
    public func shadow(color: Color = Color(r: 0, g: 0, b: 0, a: 84), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedView {
        ModifiedView(self, .filter(.shadow(color: color, radius: Double(radius), x: Double(x), y: Double(y))))
    }

    /// The view drawn blurred (standard deviation `radius`, an estimate); layout is unchanged.
    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedView {
        ModifiedView(self, .filter(.blur(radius: Double(radius))))
    }
    /// The view's colours made grey by `amount` (0 unchanged, 1 fully grey).
    public func grayscale(_ amount: Double) -> ModifiedView { ModifiedView(self, .filter(.color(.grayscale(amount)))) }
    /// The view's colours more (above 1) or less saturated (0: grey).
    public func saturation(_ amount: Double) -> ModifiedView { ModifiedView(self, .filter(.color(.saturation(amount)))) }
    /// `amount` added to each colour channel (−1…1).
    public func brightness(_ amount: Double) -> ModifiedView { ModifiedView(self, .filter(.color(.brightness(amount)))) }
    /// The view's contrast scaled about mid-grey (0: all grey, 1 unchanged).
    public func contrast(_ amount: Double) -> ModifiedView { ModifiedView(self, .filter(.color(.contrast(amount)))) }
    /// Each pixel multiplied by `color`.
    public func colorMultiply(_ color: Color) -> ModifiedView { ModifiedView(self, .filter(.color(.colorMultiply(color)))) }
    public func colorInvert() -> ModifiedView { ModifiedView(self, .filter(.color(.colorInvert))) }
    /// The view's hues turned by `angle`.
    public func hueRotation(_ angle: Angle) -> ModifiedView { ModifiedView(self, .filter(.color(.hueRotation(radians: angle.radians)))) }
    /// The view's luminance as its opacity (black transparent, white opaque).
    public func luminanceToAlpha() -> ModifiedView { ModifiedView(self, .filter(.color(.luminanceToAlpha))) }
}

extension Shape {
    public func stroke(_ color: Color, style: StrokeStyle) -> ModifiedView {
        ModifiedView(node: ViewNode(.strokedShape(shapeKind, LineStyle(style)))).foregroundColor(color)
    }

    public func stroke(style: StrokeStyle) -> ModifiedView { ModifiedView(node: ViewNode(.strokedShape(shapeKind, LineStyle(style)))) }

    public func strokeBorder(_ color: Color, style: StrokeStyle) -> ModifiedView {
        ModifiedView(node: ViewNode(.strokedShape(shapeKind, LineStyle(style, inset: true)))).foregroundColor(color)
    }

    public func strokeBorder(style: StrokeStyle) -> ModifiedView {
        ModifiedView(node: ViewNode(.strokedShape(shapeKind, LineStyle(style, inset: true))))
    }

    /// The shape's outline, centred on its edge.
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> ModifiedView {
        ModifiedView(node: ViewNode(.strokedShape(shapeKind, LineStyle(width: Double(lineWidth))))).foregroundColor(color)
    }

    /// The outline in the foreground colour.
    public func stroke(lineWidth: CGFloat = 1) -> ModifiedView {
        ModifiedView(node: ViewNode(.strokedShape(shapeKind, LineStyle(width: Double(lineWidth)))))
    }

    /// The outline inside the shape's frame.
    public func strokeBorder(_ color: Color, lineWidth: CGFloat = 1) -> ModifiedView {
        ModifiedView(node: ViewNode(.strokedShape(shapeKind, LineStyle(width: Double(lineWidth), inset: true)))).foregroundColor(color)
    }

    public func strokeBorder(lineWidth: CGFloat = 1) -> ModifiedView {
        ModifiedView(node: ViewNode(.strokedShape(shapeKind, LineStyle(width: Double(lineWidth), inset: true))))
    }
}

/// A shape filled, where it is laid out, with the background style in force there.
struct BackgroundStyleFill<S: Shape>: View {
    let shape: S
    var body: some View {
        let style = EnvironmentValues.current.backgroundStyle ?? .color(.systemBackground)
        return shape.fill(StyleFillShapeStyle(fill: style))
    }
}

/// A resolved style used as a shape style.
struct StyleFillShapeStyle: ShapeStyle {
    let fill: StyleFill
    var resolvedStyle: StyleFill { fill }
}

extension ShapeStyle {
    /// The style at `opacity` of its own (`.teal.gradient.opacity(0.5)`).
    public func opacity(_ opacity: Double) -> some ShapeStyle { StyleFillShapeStyle(fill: resolvedStyle.opacity(opacity)) }
}

extension View {
    /// Names the view's frame as a space geometry readers inside measure in.
    public func coordinateSpace<T: Hashable>(name: T) -> ModifiedView { ModifiedView(self, .coordinateSpace(AnyHashable(name))) }
    /// iOS 17's spelling: `.coordinateSpace(.named("scroll"))`.
    public func coordinateSpace(_ space: NamedCoordinateSpace) -> ModifiedView {
        guard case .named(let name) = space.coordinateSpace else { return ModifiedView(self, .trait(.accepted("coordinateSpace"))) }
        return ModifiedView(self, .coordinateSpace(name))
    }
}

extension View {
    /// Draws the view combined with what is under it by `mode` (`.multiply`, `.screen`,
    /// `.plusLighter`, …) rather than over it.
    public func blendMode(_ mode: BlendMode) -> ModifiedView { ModifiedView(self, .blendMode(mode)) }
}
