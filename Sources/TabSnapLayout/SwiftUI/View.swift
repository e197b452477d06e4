import Foundation
import TabSnapLayoutEngine

/// A piece of UI, written as in SwiftUI: a custom view has a `body` built from other views.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }

    /// The view's node (see `makeNode`). Implemented below for custom views and for primitives,
    /// never by a view itself: it picks the kind of view from the conformance rather than by
    /// asking the runtime (`as? any PrimitiveView`), whose first answer for each type scanned all
    /// 6,466 conformance records of the binary, ~20 µs each time.
    static func _makeNode(_ view: Self) -> ViewNode
}

extension View {
    public static func _makeNode(_ view: Self) -> ViewNode {
        // A primitive lands here only when its `View` conformance was declared apart from its
        // `PrimitiveView` one; a custom view's body is never `Never`, and comparing the two
        // types asks the runtime nothing.
        if Body.self == Never.self, let primitive = view as? any PrimitiveView { return primitive.node }
        return ViewNode(.custom(CustomView(view)))
    }
}

/// Views that are built in: each turns straight into a `ViewNode`.
public protocol PrimitiveView: View where Body == Never {
    var node: ViewNode { get }
}

extension PrimitiveView {
    // An explicit `return` keeps the result builder out of this body.
    public var body: Never { return fatalError("\(Self.self) is a primitive view and has no body") }

    public static func _makeNode(_ view: Self) -> ViewNode { view.node }
}

/// An optional view is a view, as in SwiftUI: `phase.image?.resizable()` in a builder shows
/// the image when there is one and nothing otherwise.
extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    public var node: ViewNode { map { makeNode($0) } ?? .empty }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { return fatalError("Never has no body") }
}

/// The node tree of any view: primitives directly; a custom view becomes a node whose body is
/// built later, during layout, under the environment of the place it ends up in (so
/// `@Environment(\.colorScheme)` in a body sees the scheme being rendered).
public func makeNode<V: View>(_ view: V) -> ViewNode { V._makeNode(view) }

/// A type-erased view.
public struct AnyView: PrimitiveView {
    public let node: ViewNode
    public init<V: View>(_ view: V) { node = makeNode(view) }
    public init(node: ViewNode) { self.node = node }
}

/// The control flow the node-building result builders share (tab content, scenes, table
/// columns: `if`, `if let`, `switch`, `for`): parts are view nodes, grouped, and the result is
/// an `AnyView`. `ViewBuilder` keeps its parts' types instead, as SwiftUI's does.
public protocol ViewNodeBuilding {}

extension ViewNodeBuilding {
    public static func buildExpression<V: View>(_ view: V) -> ViewNode { makeNode(view) }
    public static func buildBlock() -> ViewNode { .empty }
    public static func buildBlock(_ parts: ViewNode...) -> ViewNode { parts.count == 1 ? parts[0] : ViewNode(.group(parts)) }
    public static func buildOptional(_ part: ViewNode?) -> ViewNode { part ?? .empty }
    public static func buildEither(first: ViewNode) -> ViewNode { first }
    public static func buildEither(second: ViewNode) -> ViewNode { second }
    public static func buildArray(_ parts: [ViewNode]) -> ViewNode { ViewNode(.group(parts)) }
    public static func buildLimitedAvailability(_ part: ViewNode) -> ViewNode { part }
    public static func buildFinalResult(_ node: ViewNode) -> AnyView { AnyView(node: node) }
}

public struct EmptyView: PrimitiveView {
    public init() {}
    public var node: ViewNode { .empty }
}

/// Several views that act as siblings in the enclosing stack.
public struct Group: PrimitiveView {
    public let node: ViewNode
    public init(@ViewBuilder content: () -> AnyView) { node = content().node }
}

/// A view per element of a collection. Each view carries its element's id as an implicit tag
/// (SwiftUI does the same), so a `TabView(selection:)` over a `ForEach` selects by id.
public struct ForEach: PrimitiveView, @unchecked Sendable {
    public let node: ViewNode

    public init<Data: Sequence>(_ data: Data, @ViewBuilder content: (Data.Element) -> AnyView) {
        node = ViewNode(.group(data.map { content($0).node }))
    }

    public init<Data: Sequence, ID: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: (Data.Element) -> AnyView) {
        node = ViewNode(.group(data.map { Self.tagged(content($0).node, $0[keyPath: id]) }))
    }

    public init<Data: Sequence>(_ data: Data, @ViewBuilder content: (Data.Element) -> AnyView) where Data.Element: Identifiable {
        node = ViewNode(.group(data.map { Self.tagged(content($0).node, $0.id) }))
    }

    public init(_ range: Range<Int>, @ViewBuilder content: (Int) -> AnyView) {
        node = ViewNode(.group(range.map { Self.tagged(content($0).node, $0) }))
    }

    /// The id as an implicit tag on each view the element produced.
    static func tagged(_ node: ViewNode, _ id: some Hashable) -> ViewNode {
        switch node.kind {
        case .empty: return node
        case .group(let items): return ViewNode(.group(items.map { tagged($0, id) }))
        default: return ViewNode(.modified(node, .trait(.tag(AnyHashable(id), implicit: true))))
        }
    }
}

/// A button draws its label; the action never runs in a snapshot.
/// A button draws its label through the button style in the environment; the action never
/// runs in a snapshot. The default style tints a label that sets no colour of its own with the
/// accent colour, as SwiftUI's does; `.plain` draws it as it is.
public struct Button: View, @unchecked Sendable {
    let label: ViewNode

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> AnyView) { self.label = Self.oneView(label().node) }
    public init(_ title: String, action: @escaping () -> Void) { label = Text(title).node }
    /// `Button("Add", systemImage: "plus") { … }`: a label of the symbol and the title.
    public init(_ title: String, systemImage: String, action: @escaping () -> Void) {
        label = makeNode(Label(title, systemImage: systemImage))
    }
    public init(_ title: String, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        label = role == .destructive ? makeNode(Label(title, systemImage: systemImage).foregroundColor(.red)) : makeNode(Label(title, systemImage: systemImage))
    }
    public init(_ title: String, role: ButtonRole?, action: @escaping () -> Void) {
        label = role == .destructive ? Text(title).foregroundColor(.red).node : Text(title).node
    }
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> AnyView) { self.label = Self.oneView(label().node) }

    /// A button is one view whatever its label holds: a label of several views lays them out in
    /// a row, as iOS's button styles do (`Spacer(minLength: 0)`, a label, `Spacer(minLength: 0)`
    /// centres the label across the button); they do not join the stack around the button.
    package static func oneView(_ node: ViewNode) -> ViewNode {
        let children = node.flattened
        guard children.count > 1 else { return node }
        return ViewNode(.stack(.horizontal, alignment: .center, spacing: nil, children: children))
    }

    public var body: some View {
        let env = EnvironmentValues.current
        let configuration = ButtonStyleConfiguration(label: ViewModifierContent(node: label), isPressed: false)
        // A button inside the style's own body is drawn by the default style, as in SwiftUI, not
        // by this one again without end.
        if let style = env.buttonStyle { return AnyView(AnyView(node: style(configuration)).environmentWrite("buttonStyle(default)") { $0.buttonStyle = nil }) }
        return AnyView(configuration.label.foregroundColor(env.isEnabled ? env.tint ?? .accentColor : .tertiary))
    }
}

public enum ButtonRole: Hashable, Sendable { case cancel, destructive }

/// What a `ButtonStyle` is given: the label, and whether it is pressed (never, in a still frame).
public struct ButtonStyleConfiguration {
    public typealias Label = ViewModifierContent
    public let label: Label
    public let isPressed: Bool
    public let role: ButtonRole? = nil
}

/// SwiftUI's `ButtonStyle`: how buttons below draw their label.
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// SwiftUI's `PrimitiveButtonStyle`; `trigger()` does nothing in a still frame.
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = ViewModifierContent
    public let label: Label
    public let role: ButtonRole? = nil
    public func trigger() {}
}

public struct VStack: PrimitiveView {
    public let node: ViewNode
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> AnyView) {
        node = ViewNode(.stack(.vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
                               spacing: spacing.map { Double($0) }, children: [content().node]))
    }
}

public struct HStack: PrimitiveView {
    public let node: ViewNode
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> AnyView) {
        node = ViewNode(.stack(.horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
                               spacing: spacing.map { Double($0) }, children: [content().node]))
    }
}

public struct ZStack: PrimitiveView {
    public let node: ViewNode
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> AnyView) {
        node = ViewNode(.zstack(alignment: alignment, children: [content().node]))
    }
}

public struct Spacer: PrimitiveView {
    public let node: ViewNode
    public init(minLength: CGFloat? = nil) { node = ViewNode(.spacer(minLength: minLength.map { Double($0) })) }
}

/// Hands its content the size it was given, and takes all of the proposal itself.
public struct GeometryReader: PrimitiveView {
    public let node: ViewNode
    /// Generic over what the closure builds, so `GeometryReader { g -> Color in … }` (a closure
    /// with its own return type, which no builder transforms) type-checks as in SwiftUI.
    public init<Content: View>(@ViewBuilder content: @escaping @Sendable (GeometryProxy) -> Content) {
        node = ViewNode(.geometry({ proxy in makeNode(content(proxy)) }))
    }
}

extension Color: PrimitiveView {
    public var node: ViewNode { ViewNode(.color(self)) }
}

/// Text; its own modifiers (`.bold()`, `.font`, `.foregroundColor`, …) return `Text`, so
/// styled parts can be joined with `+`.
public struct Text: PrimitiveView, Sendable {
    /// The characters shown (all parts, for a joined text).
    public let string: String
    /// Environment changes this text's own modifiers made, innermost first.
    var styles: [EnvironmentChange] = []
    /// For a joined text whose parts differ in style: the parts.
    var parts: [Text] = []
    /// `Text("key")` with a LocalizedStringKey: looked up in the string tables when laid out.
    var localized: LocalizedText? = nil
    /// `Text(value, format:)`: formatted in the locale of the place it is laid out in.
    var formatted: FormattedText? = nil

    /// A string literal picks `init(_: LocalizedStringKey)`, as in SwiftUI; a string value
    /// (not a literal) is shown as it is.
    public init(verbatim string: String) { self.string = string }
    @_disfavoredOverload public init<S: StringProtocol>(_ string: S) { self.string = String(string) }

    public var node: ViewNode {
        // Parts in different styles are laid out as one text that wraps across them (their
        // strings looked up and formatted where the text is laid out).
        if !parts.isEmpty { return makeNode(TextParts(parts: parts)) }
        // A key is looked up where the text is laid out, in the tables and locale found there.
        let base = localized.map(makeNode) ?? formatted.map(makeNode) ?? ViewNode(.text(string))
        return styles.reduce(base) { ViewNode(.modified($0, .environment($1))) }
    }

    func styled(_ change: EnvironmentChange) -> Text {
        if !parts.isEmpty {
            var t = self
            t.parts = parts.map { $0.styled(change) }
            return t
        }
        var t = self
        t.styles.append(change)
        return t
    }

    public func font(_ font: Font?) -> Text { styled(.font(font ?? .body)) }
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled(.fontWeight(weight ?? .regular)) }
    public func bold() -> Text { fontWeight(.bold) }
    public func italic() -> Text { styled(.italic) }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func monospacedDigit() -> Text { styled(.monospacedDigit) }
    public func fontDesign(_ design: Font.Design?) -> Text { styled(.fontDesign(design)) }
    public func monospaced(_ isActive: Bool = true) -> Text { fontDesign(isActive ? .monospaced : nil) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func foregroundColor(_ color: Color?) -> Text { color.map { styled(.foregroundColor($0)) } ?? self }
    public func foregroundStyle(_ color: Color) -> Text { styled(.foregroundColor(color)) }
    public func kerning(_ kerning: CGFloat) -> Text { styled(.kerning(Double(kerning))) }
    public func tracking(_ tracking: CGFloat) -> Text { kerning(tracking) }
    /// A line under the text, in its colour or `color`.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { underline(isActive, pattern: .solid, color: color) }
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        styled(.write(EnvironmentWrite("underline(\(isActive))") { $0.text.underline = isActive ? TextDecoration(color: color, pattern: pattern) : nil }))
    }
    /// A line through the text, in its colour or `color`.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { strikethrough(isActive, pattern: .solid, color: color) }
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        styled(.write(EnvironmentWrite("strikethrough(\(isActive))") { $0.text.strikethrough = isActive ? TextDecoration(color: color, pattern: pattern) : nil }))
    }

    /// How an underline or a strikethrough is drawn: its pattern and colour.
    public struct LineStyle: Hashable, Sendable {
        public typealias Pattern = TextDecoration.Pattern
        public var pattern: Pattern
        public var color: Color?
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }
        public static let single = LineStyle()
    }

    public static func + (lhs: Text, rhs: Text) -> Text {
        // Texts looked up or formatted at layout stay parts of their own, so they still are.
        let deferred = lhs.localized != nil || lhs.formatted != nil || rhs.localized != nil || rhs.formatted != nil
        if lhs.parts.isEmpty && rhs.parts.isEmpty && lhs.styles == rhs.styles && !deferred {
            var t = Text(lhs.string + rhs.string)
            t.styles = lhs.styles
            return t
        }
        var t = Text(lhs.string + rhs.string)
        t.parts = (lhs.parts.isEmpty ? [lhs] : lhs.parts) + (rhs.parts.isEmpty ? [rhs] : rhs.parts)
        return t
    }
}

public struct Image: PrimitiveView, Sendable {
    let source: ViewNode.ImageSource
    var isResizable = false
    var isTemplate = false
    /// `.interpolation(.none)`: drawn with each source pixel kept whole.
    var crisp = false
    /// An image another module draws (an SVG file): its drawing, template or not, and its size
    /// in points when not resizable. Nil for the kinds above.
    var drawing: (@Sendable (_ template: Bool) -> any ViewDrawing)? = nil
    var intrinsicSize = CGSize(width: 0, height: 0)
    var problem: String? = nil

    var explicitMode = false
    var variableValue: Double? = nil

    /// An icon from the bundled set, by SF Symbols-style name (`cart.fill`) or its own name.
    public init(systemName: String) { source = .icon(systemName) }
    /// A symbol with steps (`wifi`, `speaker.wave.3`, `cellularbars`) lit up to `variableValue`
    /// (0…1); a symbol without steps draws whole.
    public init(systemName: String, variableValue: Double?) {
        source = .icon(systemName)
        self.variableValue = variableValue
    }
    /// An image from the asset catalogs in force (`AssetCatalogs`), else the bundled icon of
    /// that name.
    public init(_ name: String) { source = .asset(name, explicitMode: false) }
    /// An image from the app's asset catalogs, whatever bundle is named (the render's catalogs
    /// stand for the app's bundles).
    public init(_ name: String, bundle: Bundle?) { self.init(name) }
    /// A PNG file.
    public init(pngFile path: String) { source = .file(path) }
    /// SVG path data (`M`, `L`, `H`, `V`, `C`, `S`, `Q`, `T`, `A`, `Z`) in a view box.
    public init(svgPath: String, viewBox: CGRect) { source = .path(svgPath, viewBox: viewBox) }
    /// An image a module above layout draws (TabSnapSVG's `Image(svgFile:)`), `size` points
    /// when not resizable; `problem` fails the render with its reason instead.
    public init(drawing: @escaping @Sendable (_ template: Bool) -> any ViewDrawing, size: CGSize, problem: String? = nil) {
        source = .icon("")
        self.drawing = drawing
        intrinsicSize = size
        self.problem = problem
    }

    public enum TemplateRenderingMode: Sendable { case template, original }
    /// Symbol scales, relative to the font they sit in (SF Symbols: 0.783, 1, 1.29).
    public typealias Scale = ImageScale

    public func resizable() -> Image { var i = self; i.isResizable = true; return i }

    /// How a bitmap is read when drawn larger or smaller than its pixels: `.none` keeps each
    /// pixel a crisp square (pixel art, QR codes); the other qualities blend neighbours, which
    /// TabSnap does in one way (bilinear) for all three.
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

    public func interpolation(_ interpolation: Interpolation) -> Image { var i = self; i.crisp = interpolation == .none; return i }
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var i = self
        i.isTemplate = mode == .template
        i.explicitMode = mode != nil
        return i
    }

    public var node: ViewNode {
        let base = plainNode
        guard crisp else { return base }
        return ViewNode(.modified(base, .environment(.write(Self.crispWrite))))
    }

    /// One write for every crisp image, so the environment it derives is found again.
    private static let crispWrite = EnvironmentWrite("interpolation(.none)") { $0.imageSampling = .nearest }

    private var plainNode: ViewNode {
        if let problem { return ViewNode(.problem(problem)) }
        guard let drawing else {
            if case .asset(let name, _) = source { return ViewNode(.image(.asset(name, explicitMode: explicitMode), resizable: isResizable, template: isTemplate)) }
            return ViewNode(.image(source, resizable: isResizable, template: isTemplate, variableValue: variableValue))
        }
        let drawn = ViewNode(.drawing(drawing(isTemplate)))
        if isResizable { return drawn }
        return ViewNode(.modified(drawn, .frame(width: Double(intrinsicSize.width), height: Double(intrinsicSize.height), alignment: .center)))
    }
}

/// Shapes fill their frame with the foreground colour. An app's own shape gives its outline
/// for a rect (`path(in:)`, asked with the view's own rect, origin zero, as SwiftUI asks);
/// the built-in ones are kinds the engine knows, and give their outline the same way.
public protocol Shape: PrimitiveView {
    func path(in rect: CGRect) -> Path
    var shapeKind: ViewNode.ShapeKind { get }
}

extension Shape {
    /// An app's shape: the engine asks `path(in:)` for the frame it lays the view out in.
    public var shapeKind: ViewNode.ShapeKind {
        let shape = self
        return .custom(CustomShapeOutline(name: _typeName(Self.self, qualified: false)) { shape.path(in: $0).outline })
    }
}

extension Shape {
    public var node: ViewNode { ViewNode(.shape(shapeKind)) }
    /// Fills the shape with a colour.
    public func fill(_ color: Color) -> FilledShape<Self> { FilledShape(shape: self, filled: foregroundColor(color)) }
}

public struct Rectangle: Shape {
    public init() {}
    public var shapeKind: ViewNode.ShapeKind { .rectangle }
    public func path(in rect: CGRect) -> Path { Path(outline: shapeKind.outline(in: rect)) }
}

public struct RoundedRectangle: Shape {
    let cornerRadius: Double
    let style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = Double(cornerRadius)
        self.style = style
    }
    public var shapeKind: ViewNode.ShapeKind { .roundedRectangle(cornerRadius: cornerRadius, style: style) }
    public func path(in rect: CGRect) -> Path { Path(outline: shapeKind.outline(in: rect)) }
}

public struct Circle: Shape {
    public init() {}
    public var shapeKind: ViewNode.ShapeKind { .circle }
    public func path(in rect: CGRect) -> Path { Path(outline: shapeKind.outline(in: rect)) }
}

public struct Ellipse: Shape {
    public init() {}
    public var shapeKind: ViewNode.ShapeKind { .ellipse }
    public func path(in rect: CGRect) -> Path { Path(outline: shapeKind.outline(in: rect)) }
}

public struct Capsule: Shape {
    public init() {}
    /// TabSnap draws either style with semicircular ends; a continuous capsule's ends are not
    /// modelled apart.
    public init(style: RoundedCornerStyle) {}
    public var shapeKind: ViewNode.ShapeKind { .capsule }
    public func path(in rect: CGRect) -> Path { Path(outline: shapeKind.outline(in: rect)) }
}

extension CustomView {
    init<V: View>(_ view: V) {
        // `_typeName` is what `String(describing:)` prints for a type, without first asking the
        // runtime whether the metatype is `CustomStringConvertible` (a scan of every conformance).
        self.init(name: _typeName(V.self, qualified: false)) { env, store, path in
            // State is looked up by the view's place, so a second layout pass sees what the
            // first pass's actions set.
            if let store { ViewStateLinker.link(view, store: store, path: path) }
            // In a timeline frame, an Animatable view or modifier builds its body from the
            // value its animation has reached.
            let shown = AnimationPass.current.map { $0.animatable(view, key: path + "|data") } ?? view
            return EnvironmentValues.$current.withValue(env) { makeNode(shown.body) }
        }
    }

}
