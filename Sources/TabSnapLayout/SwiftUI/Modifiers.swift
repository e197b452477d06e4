import Foundation
import TabSnapText
import TabSnapLayoutEngine

/// A view with a modifier applied.
public struct ModifiedView: PrimitiveView, @unchecked Sendable {
    public let node: ViewNode
    init<V: View>(_ content: V, _ modifier: Modifier) { node = ViewNode(.modified(makeNode(content), modifier)) }
    init(node: ViewNode) { self.node = node }
}

extension View {
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedView {
        ModifiedView(self, .frame(width: width.map { Double($0) }, height: height.map { Double($0) }, alignment: alignment))
    }

    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> ModifiedView {
        func d(_ v: CGFloat?) -> Double? { v.map { Double($0) } }
        return ModifiedView(self, .flexibleFrame(FlexibleFrame(
            minWidth: d(minWidth), idealWidth: d(idealWidth), maxWidth: d(maxWidth),
            minHeight: d(minHeight), idealHeight: d(idealHeight), maxHeight: d(maxHeight), alignment: alignment)))
    }

    /// Padding on `edges`; the default length is 16 points.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedView {
        ModifiedView(self, .padding(EdgeInsets(edges, Double(length ?? 16))))
    }

    public func padding(_ length: CGFloat) -> ModifiedView { padding(.all, length) }
    public func padding(_ insets: EdgeInsets) -> ModifiedView { ModifiedView(self, .padding(insets)) }

    /// Moves drawing; layout is unchanged.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedView { ModifiedView(self, .offset(x: Double(x), y: Double(y))) }
    public func offset(_ size: CGSize) -> ModifiedView { offset(x: size.width, y: size.height) }

    public func background<B: View>(_ content: B, alignment: Alignment = .center) -> ModifiedView {
        ModifiedView(self, .background(makeNode(content), alignment: alignment))
    }

    public func background<B: View>(alignment: Alignment = .center, @ViewBuilder content: () -> B) -> ModifiedView {
        background(content(), alignment: alignment)
    }

    /// A colour background extends under the safe areas the view touches, as
    /// `background(_:ignoresSafeAreaEdges:)` does in SwiftUI.
    public func background(_ color: Color, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedView {
        let fill = ViewNode(.modified(ViewNode(.color(color)), .ignoresSafeArea(.all, edges)))
        return ModifiedView(self, .background(fill, alignment: .center))
    }

    public func overlay<O: View>(_ content: O, alignment: Alignment = .center) -> ModifiedView {
        ModifiedView(self, .overlay(makeNode(content), alignment: alignment))
    }

    public func overlay<O: View>(alignment: Alignment = .center, @ViewBuilder content: () -> O) -> ModifiedView {
        overlay(content(), alignment: alignment)
    }

    public func cornerRadius(_ radius: CGFloat) -> ModifiedView {
        ModifiedView(self, .clip(.roundedRectangle(cornerRadius: Double(radius), style: .circular)))
    }

    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedView { ModifiedView(self, .clip(shape.shapeKind, evenOdd: style.isEOFilled)) }
    public func clipped() -> ModifiedView { ModifiedView(self, .clip(.rectangle)) }

    /// Opacity applies to the whole subtree as one group.
    public func opacity(_ amount: Double) -> ModifiedView { ModifiedView(self, .opacity(amount)) }

    public func foregroundColor(_ color: Color?) -> ModifiedView {
        guard let color else { return ModifiedView(self, .opacity(1)) }
        return ModifiedView(self, .environment(.foregroundColor(color)))
    }

    public func foregroundStyle(_ color: Color) -> ModifiedView { foregroundColor(color) }

    public func font(_ font: Font?) -> ModifiedView { ModifiedView(self, .environment(.font(font ?? .body))) }
    public func fontWeight(_ weight: Font.Weight) -> ModifiedView { ModifiedView(self, .environment(.fontWeight(weight))) }
    public func bold() -> ModifiedView { fontWeight(.bold) }
    public func italic() -> ModifiedView { ModifiedView(self, .environment(.italic)) }
    /// Every text inside draws its figures at one width (`Font.monospacedDigit()`).
    public func monospacedDigit() -> ModifiedView { ModifiedView(self, .environment(.monospacedDigit)) }
    /// Text inside in the system font's `design` (iOS 16.1), where its own font names none.
    public func fontDesign(_ design: Font.Design?) -> ModifiedView { ModifiedView(self, .environment(.fontDesign(design))) }
    /// Text inside in the monospaced design (iOS 16.4).
    public func monospaced(_ isActive: Bool = true) -> ModifiedView { fontDesign(isActive ? .monospaced : nil) }

    /// Extra space after each character, in points.
    public func kerning(_ kerning: CGFloat) -> ModifiedView { ModifiedView(self, .environment(.kerning(Double(kerning)))) }
    public func tracking(_ tracking: CGFloat) -> ModifiedView { kerning(tracking) }
    public func lineLimit(_ limit: Int?) -> ModifiedView { ModifiedView(self, .environment(.lineLimit(limit))) }
    /// `.lineLimit(2...5)`, `.lineLimit(...5)`: at rest the text takes up to the upper bound.
    public func lineLimit(_ limits: ClosedRange<Int>) -> ModifiedView { lineLimit(limits.upperBound) }
    public func lineLimit(_ limits: PartialRangeThrough<Int>) -> ModifiedView { lineLimit(limits.upperBound) }
    public func lineLimit(_ limits: PartialRangeFrom<Int>) -> ModifiedView { lineLimit(nil) }
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedView { lineLimit(limit) }
    public func truncationMode(_ mode: TruncationMode) -> ModifiedView { ModifiedView(self, .environment(.truncationMode(mode))) }
    /// How the lines of wrapped text line up; leading is the right edge in right-to-left text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedView { ModifiedView(self, .environment(.multilineTextAlignment(alignment))) }
    /// SwiftUI's `.lineSpacing(_:)`: extra points between the lines of wrapped text below.
    public func lineSpacing(_ lineSpacing: CGFloat) -> ModifiedView {
        environmentWrite("lineSpacing(\(Double(lineSpacing)))") { $0.text.lineSpacing = Double(lineSpacing) }
    }
    /// Lines under (`underline`) or through (`strikethrough`) every text below (iOS 16).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> ModifiedView {
        environmentWrite("underline(\(isActive))") { $0.text.underline = isActive ? TextDecoration(color: color, pattern: pattern) : nil }
    }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> ModifiedView {
        environmentWrite("strikethrough(\(isActive))") { $0.text.strikethrough = isActive ? TextDecoration(color: color, pattern: pattern) : nil }
    }
    /// Text and images below drawn as placeholders (`.placeholder`; `.privacy` for the views
    /// marked `.privacySensitive()`), as a loading screen shows them.
    public func redacted(reason: RedactionReasons) -> ModifiedView {
        environmentWrite("redacted(reason: \(reason.rawValue))") { $0.redactionReasons.formUnion(reason) }
    }
    /// Content below drawn as it is, inside a redacted view.
    public func unredacted() -> ModifiedView { environmentWrite("unredacted") { $0.redactionReasons = [] } }
    public func privacySensitive(_ sensitive: Bool = true) -> ModifiedView {
        environmentWrite("privacySensitive(\(sensitive))") { $0.isPrivacySensitive = sensitive }
    }
    /// The view's value for one of its alignment guides, from its size and other guides
    /// (`.alignmentGuide(.leading) { d in d[.trailing] + 4 }`): a stack, a frame, a ZStack or an
    /// overlay aligned by that guide lines the view up by it; `.listRowSeparatorLeading` in a list
    /// row starts the row's separator there.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedView {
        ModifiedView(self, .alignmentGuide(.horizontal(g), computeValue))
    }
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedView {
        ModifiedView(self, .alignmentGuide(.vertical(g), computeValue))
    }
    /// SwiftUI's `.minimumScaleFactor(_:)`: a text below that would be cut (wider than its
    /// lines allow) shrinks its font, down to this share of its size, until it fits.
    public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedView {
        let f = min(1, max(0.01, Double(factor).isFinite ? Double(factor) : 1))
        return environmentWrite("minimumScaleFactor(\(f))") { $0.text.minimumScaleFactor = f }
    }
    /// SwiftUI's `.textCase(_:)`: text below shown upper- or lowercased; nil shows it as written.
    public func textCase(_ textCase: Text.Case?) -> ModifiedView {
        environmentWrite("textCase(\(textCase.map { ".\($0.rawValue)" } ?? "nil"))") { $0.text.textCase = textCase }
    }
    /// Draws the view mirrored when its layout direction is right to left (a custom arrow,
    /// a progress shape), as SwiftUI does; nothing changes in left-to-right layout.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> ModifiedView {
        enabled ? ModifiedView(self, .effect(.flipsForRightToLeft)) : ModifiedView(node: makeNode(self))
    }

    public func layoutPriority(_ priority: Double) -> ModifiedView { ModifiedView(self, .layoutPriority(priority)) }

    /// Names the view so it can be found in the laid-out tree (`LaidOutView.find(id:)`).
    public func id(_ name: String) -> ModifiedView { ModifiedView(self, .id(name)) }
    /// `.id(_:)` with any hashable value (a row's number, a model's id), named by its description.
    @_disfavoredOverload public func id<ID: Hashable>(_ id: ID) -> ModifiedView { ModifiedView(self, .id(String(describing: id))) }

    public func fixedSize() -> ModifiedView { fixedSize(horizontal: true, vertical: true) }
    /// A scroll view's content at rest along `axis` (TabSnapUI's `ScrollView` is built on it).
    public func scrollContent(_ axis: Axis) -> ModifiedView { ModifiedView(self, .scrollContent(axis)) }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedView {
        ModifiedView(self, .fixedSize(horizontal: horizontal, vertical: vertical))
    }

    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedView {
        ModifiedView(self, .ignoresSafeArea(regions, edges))
    }

    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedView { ignoresSafeArea(.all, edges: edges) }

    /// The selection colour of tab bars and controls below (SwiftUI's tint; `accentColor` is its
    /// older name).
    public func tint(_ color: Color?) -> ModifiedView { environmentWrite("tint") { $0.tint = color } }
    public func accentColor(_ color: Color?) -> ModifiedView { tint(color) }

    /// The content size category of this subtree: every text style and scaled font below is
    /// sized for it.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedView {
        environmentWrite("dynamicTypeSize(.\(size))") { $0.dynamicTypeSize = size }
    }

    /// Holds the inherited category inside `range` (`...DynamicTypeSize.xxxLarge`, say), as
    /// SwiftUI does for views that cannot grow past a size.
    public func dynamicTypeSize<R: RangeExpression>(_ range: R) -> ModifiedView where R.Bound == DynamicTypeSize {
        let inside = DynamicTypeSize.allCases.filter { range.contains($0) }
        return environmentWrite("dynamicTypeSize(\(range))") { env in
            guard let low = inside.first, let high = inside.last else { return }
            env.dynamicTypeSize = env.dynamicTypeSize.clamped(to: low...high)
        }
    }

    /// `.environment(\.key, value)`: sets an environment value for this subtree.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedView {
        environmentWrite("\(keyPath)") { $0[keyPath: keyPath] = value }
    }

    /// A change to the environment of this subtree made by Swift code (described for dumps).
    public func environmentWrite(_ description: String, _ body: @escaping (inout EnvironmentValues) -> Void) -> ModifiedView {
        ModifiedView(self, .environment(.write(EnvironmentWrite(description, body))))
    }

    public func colorScheme(_ scheme: ColorScheme) -> ModifiedView { ModifiedView(self, .environment(.colorScheme(scheme))) }
    public func preferredColorScheme(_ scheme: ColorScheme?) -> ModifiedView { colorScheme(scheme ?? .light) }

    /// Accepted for source compatibility; snapshots draw buttons plainly.
    /// The style buttons below draw their labels with.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedView {
        environmentWrite("buttonStyle(\(S.self))") { env in env.buttonStyle = { makeNode(style.makeBody(configuration: $0)) } }
    }

    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedView {
        environmentWrite("buttonStyle(\(S.self))") { env in
            env.buttonStyle = { makeNode(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(label: $0.label))) }
        }
    }

    /// Symbols below in a variant (`.fill`) where the bundled set has one.
    /// SwiftUI's `.imageScale(_:)`: symbols below draw at the small, medium or large scale.
    public func imageScale(_ scale: Image.Scale) -> ModifiedView {
        environmentWrite("imageScale(\(scale))") { $0.imageScale = scale }
    }

    public func symbolVariant(_ variant: SymbolVariants) -> ModifiedView {
        environmentWrite("symbolVariant(\(variant.suffix))") { $0.symbolVariant = variant }
    }

    /// SwiftUI's `.symbolRenderingMode(_:)`: how symbols below colour their layers.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> ModifiedView {
        environmentWrite("symbolRenderingMode(\(mode.map { $0.kind.rawValue } ?? "nil"))") { $0.symbolRenderingMode = mode }
    }

    /// Symbol effects rest in a still frame.
    /// Symbol effects rest at their end state in a still frame (the motion issue gives them time).
    public func symbolEffect<E: SymbolEffect>(_ effect: E, options: SymbolEffectOptions = .default, isActive: Bool = true) -> ModifiedView {
        accepted("symbolEffect")
    }
    public func symbolEffect<E: SymbolEffect, V: Equatable>(_ effect: E, options: SymbolEffectOptions = .default, value: V) -> ModifiedView {
        accepted("symbolEffect")
    }

    /// The shape `ContainerRelativeShape` takes below; no built-in view draws with it yet.
    public func containerShape<S: Shape>(_ shape: S) -> ModifiedView { accepted("containerShape") }

    /// How `Label`s below draw.
    public func labelStyle(_ style: LabelStyleKind) -> ModifiedView { environmentWrite("labelStyle") { $0.labelStyle = style } }
    /// Labels below draw through an app's own `LabelStyle`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedView { labelStyle(.custom(CustomLabelStyle(style))) }
}

/// `.buttonStyle(.plain)`: the label as it is.
public struct PlainButtonStyle: ButtonStyle, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// `.buttonStyle(.borderless)`: the label tinted with the accent colour (SwiftUI's default on iOS).
public struct BorderlessButtonStyle: ButtonStyle, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundColor(EnvironmentValues.current.tint ?? .accentColor)
    }
}

extension ButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { PlainButtonStyle() } }
extension ButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() } }


extension Text {
    /// SwiftUI spells the cases `.textCase(_:)` takes `Text.Case`.
    public typealias Case = TextCase
}

extension EnvironmentChange {
    /// `.fontDesign(_:)`: the design of the font in force, and of fonts set inside that name none.
    static func fontDesign(_ design: Font.Design?) -> EnvironmentChange {
        .write(EnvironmentWrite("fontDesign(\(design?.rawValue ?? "nil"))") { env in
            env.text.designOverride = design
            if env.text.font.design == .default || design == nil { env.text.font.design = design ?? .default }
        })
    }
}
