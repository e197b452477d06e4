import TabSnapUI

/// An image as UIKit spells it: an SF Symbol by name (drawn from the bundled symbols), or an
/// image from the app's asset catalogs; `Image(uiImage:)` draws it in SwiftUI.
open class UIImage: @unchecked Sendable {
    enum Source: Hashable, Sendable {
        case symbol(String)
        case named(String)
    }
    let source: Source
    public let renderingMode: RenderingMode
    /// `withTintColor`: the colour a template image is drawn in.
    public let tintColor: UIColor?
    public let symbolConfiguration: SymbolConfiguration?

    init(source: Source, renderingMode: RenderingMode = .automatic, tintColor: UIColor? = nil, configuration: SymbolConfiguration? = nil) {
        self.source = source
        self.renderingMode = renderingMode
        self.tintColor = tintColor
        symbolConfiguration = configuration
    }

    // The failable initialisers never fail: apps unwrap them (`UIImage(systemName: "x")!`)
    // for names their bundle or iOS has, so a name TabSnap cannot draw is drawn as
    // `Image(systemName:)` and `Image(_:)` draw it (a placeholder with a warning, or a render
    // failure naming the asset), never a crash in the test.

    /// A symbol, drawn from the bundled set.
    public convenience init?(systemName name: String) {
        self.init(source: .symbol(name))
    }

    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(source: .symbol(name), configuration: configuration as? SymbolConfiguration)
    }

    /// An image from the render's asset catalogs.
    public convenience init?(named name: String) {
        self.init(source: .named(name))
    }

    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(named: name)
    }

    public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        UIImage(source: source, renderingMode: mode, tintColor: tintColor, configuration: symbolConfiguration)
    }

    /// The image drawn in `color` (UIKit draws it as an original image in that colour).
    public func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(source: source, renderingMode: .alwaysOriginal, tintColor: color, configuration: symbolConfiguration)
    }

    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(source: source, renderingMode: renderingMode, tintColor: color, configuration: symbolConfiguration)
    }

    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        UIImage(source: source, renderingMode: renderingMode, tintColor: tintColor, configuration: configuration as? SymbolConfiguration)
    }

    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { withConfiguration(configuration) }

    /// The symbol's name, or the asset's.
    public var name: String {
        switch source {
        case .symbol(let n), .named(let n): return n
        }
    }

    public var isSymbolImage: Bool { if case .symbol = source { return true } else { return false } }

    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// What an image is drawn with; a symbol's point size, weight and scale.
    open class Configuration: @unchecked Sendable {
        public init() {}
    }

    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        public let pointSize: CGFloat?
        public let weight: SymbolWeight?
        public let scale: SymbolScale?
        public let textStyle: UIFont.TextStyle?

        init(pointSize: CGFloat? = nil, weight: SymbolWeight? = nil, scale: SymbolScale? = nil, textStyle: UIFont.TextStyle? = nil) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
        }

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: nil) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: nil) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }
        public convenience init(weight: SymbolWeight) { self.init(pointSize: nil, weight: weight) }
        public convenience init(scale: SymbolScale) { self.init(pointSize: nil, weight: nil, scale: scale) }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: nil, weight: nil, scale: nil, textStyle: textStyle) }
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize) }
    }

    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified, small, medium, large
    }
}
