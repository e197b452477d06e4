import Foundation
import TabSnapLayoutEngine
import TabSnapRaster

/// What a `Canvas` draws into, as SwiftUI's `GraphicsContext`: paths filled and stroked with a
/// colour, style or gradient, text, images and resolved symbols, under a transform, an opacity
/// and clips set on the context, and a blend mode. Copies draw into the same canvas and keep their own state, as
/// SwiftUI's do. Each drawing becomes a view framed to the canvas (a path shape, a text, an
/// image), so a canvas is laid out, drawn and diffed as any other view tree.
///
/// A path is moved by the transform before it is filled or stroked (a stroke's width scales by
/// the transform's area factor, exact for moves, rotations and uniform scales); text, images
/// and symbols are placed at the transformed point and rotated and scaled about their anchor.
public struct GraphicsContext {
    /// Where the drawings of a canvas (or of one layer in it) are collected, in order.
    final class Recorder {
        var nodes: [ViewNode] = []
    }

    let recorder: Recorder
    let size: CGSize
    let symbols: [AnyHashable: ViewNode]
    var clips: [(Path, FillStyle)] = []

    /// The canvas's environment (colour scheme, fonts, …).
    public var environment: EnvironmentValues
    /// The opacity every later drawing is multiplied by.
    public var opacity: Double = 1
    /// How later drawings combine with what the canvas holds under them.
    public var blendMode: BlendMode = .normal
    /// Maps later drawings' coordinates onto the canvas.
    public var transform: CGAffineTransform = .identity

    init(recorder: Recorder, size: CGSize, environment: EnvironmentValues, symbols: [AnyHashable: ViewNode]) {
        self.recorder = recorder
        self.size = size
        self.environment = environment
        self.symbols = symbols
    }

    // MARK: State

    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: angle.radians) }
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    /// Later drawings show only inside `path` (in the current coordinates).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        var outline = path.applying(transform)
        if options.contains(.inverse) {
            var outside = Path(CGRect(origin: .zero, size: size))
            outside.addPath(outline)
            outline = outside
            clips.append((outline, FillStyle(eoFill: true)))
        } else {
            clips.append((outline, style))
        }
    }

    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keep what lies outside the path instead.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Draws `content` into a layer of its own, composited with this context's opacity and clips.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(recorder: Recorder(), size: size, environment: environment, symbols: symbols)
        layer.transform = transform
        try content(&layer)
        record(ZStack(alignment: .topLeading) { AnyView(node: ViewNode(.group(layer.recorder.nodes))) }
            .frame(width: size.width, height: size.height, alignment: .topLeading))
    }

    // MARK: Paths

    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let outline = path.applying(transform)
        let filled = shading.style(in: size, transform: transform).map { AnyView(outline.fill($0, style: style)) } ?? AnyView(outline.fill(style: style))
        record(filled.frame(width: size.width, height: size.height))
    }

    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        let outline = path.applying(transform)
        var scaled = style
        scaled.width = style.width * transform.areaScale
        scaled.dash = style.dash.map { $0 * transform.areaScale }
        scaled.dashPhase = style.dashPhase * transform.areaScale
        let stroked = AnyView(outline.stroke(style: scaled))
        let shaded = shading.style(in: size, transform: transform).map { AnyView(stroked.foregroundStyle($0)) } ?? stroked
        record(shaded.frame(width: size.width, height: size.height))
    }

    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: Double(lineWidth)))
    }

    // MARK: Text, images and symbols

    /// The text at its natural size, `anchor` of it at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        place(text.fixedSize(), at: point, anchor: anchor)
    }

    /// The text wrapped in `rect`, from its top leading corner.
    public func draw(_ text: Text, in rect: CGRect) {
        place(text.frame(width: rect.width, height: rect.height, alignment: .topLeading), at: rect.origin, anchor: .topLeading)
    }

    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        place(text.view.fixedSize(), at: point, anchor: anchor)
    }

    public func draw(_ text: ResolvedText, in rect: CGRect) {
        place(text.view.frame(width: rect.width, height: rect.height, alignment: .topLeading), at: rect.origin, anchor: .topLeading)
    }

    /// The image stretched to `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        place(image.resizable().frame(width: rect.width, height: rect.height), at: rect.origin, anchor: .topLeading)
    }

    /// The image at its natural size, `anchor` of it at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        place(image.fixedSize(), at: point, anchor: anchor)
    }

    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) { draw(image.image, in: rect, style: style) }
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) { draw(image.image, at: point, anchor: anchor) }

    /// A view the canvas was given (`Canvas { … } symbols: { … .tag(id) }`) at its ideal size.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        place(AnyView(node: symbol.node).fixedSize(), at: point, anchor: anchor)
    }

    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        place(AnyView(node: symbol.node).frame(width: rect.width, height: rect.height), at: rect.origin, anchor: .topLeading)
    }

    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }
    /// The symbol view tagged `id`, or nil when the canvas has none.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { symbols[AnyHashable(id)].map(ResolvedSymbol.init) }

    /// A text ready to draw, with a shading of its own if given one.
    public struct ResolvedText {
        let text: Text
        public var shading: Shading?
        init(text: Text) { self.text = text }
        var view: AnyView { shading?.style(in: .zero, transform: .identity).map { AnyView(text.foregroundStyle($0)) } ?? AnyView(text) }
    }

    public struct ResolvedImage {
        let image: Image
        public var shading: Shading?
    }

    public struct ResolvedSymbol {
        let node: ViewNode
    }

    // MARK: Recording

    /// `view` with its `anchor` at `point` (in the current coordinates), turned and scaled
    /// about that anchor by the transform.
    func place(_ view: some View, at point: CGPoint, anchor: UnitPoint) {
        let t = transform
        let at = point.applying(t)
        let turn = atan2(Double(t.b), Double(t.a))
        let sx = (Double(t.a * t.a + t.b * t.b)).squareRoot()
        let sy = sx == 0 ? 0 : Double(t.a * t.d - t.b * t.c) / sx
        var placed = AnyView(view
            .alignmentGuide(.leading) { $0.width * anchor.x }
            .alignmentGuide(.top) { $0.height * anchor.y })
        if sx != 1 || sy != 1 { placed = AnyView(placed.scaleEffect(x: sx, y: sy, anchor: anchor)) }
        if turn != 0 { placed = AnyView(placed.rotationEffect(.radians(turn), anchor: anchor)) }
        record(placed
            .frame(width: 0, height: 0, alignment: .topLeading)
            .position(at)
            .frame(width: size.width, height: size.height, alignment: .topLeading))
    }

    /// Appends a drawing framed to the canvas, under the context's clips and opacity.
    func record(_ view: some View) {
        var node = makeNode(view)
        for (path, style) in clips {
            node = makeNode(AnyView(node: node).clipShape(CanvasClip(outline: path), style: style))
        }
        if opacity != 1 { node = makeNode(AnyView(node: node).opacity(opacity)) }
        if blendMode != .normal { node = makeNode(AnyView(node: node).blendMode(blendMode)) }
        recorder.nodes.append(node)
    }

    /// A clip's outline in canvas coordinates, as a shape framed to the canvas.
    struct CanvasClip: Shape {
        let outline: Path
        func path(in rect: CGRect) -> Path { outline }
    }
}

extension CGAffineTransform {
    /// How much the transform scales lengths on average: the square root of its area factor.
    var areaScale: Double { abs(Double(a * d - b * c)).squareRoot() }
}
