import Foundation
import TabSnapText

public enum ColorScheme: String, Hashable, Sendable, CaseIterable, Codable { case light, dark }

/// A font request: size in points and a weight, as `.font(.system(size:weight:))`.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public enum Weight: String, Hashable, Sendable, CaseIterable, Codable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        /// The OpenType weight class (100–900).
        public var value: Int {
            switch self {
            case .ultraLight: return 100
            case .thin: return 200
            case .light: return 300
            case .regular: return 400
            case .medium: return 500
            case .semibold: return 600
            case .bold: return 700
            case .heavy: return 800
            case .black: return 900
            }
        }
    }

    /// The size drawn, in points: at the environment's content size category for a font that
    /// follows Dynamic Type (`sized(for:)`).
    public var size: Double
    public var weight: Weight
    /// The text style whose Dynamic Type scaling this font follows; nil for a fixed size.
    public var textStyle: TextStyle?
    /// The size asked for, which is the size at the default category (`large`).
    public var baseSize: Double
    /// A custom family (`Font.custom`); nil is the system font, which TabSnap draws with Inter.
    public var family: String?
    /// Slanted: no italic font is bundled, so the upright glyphs are drawn sheared by 12°, as
    /// a synthesized oblique (SF Pro's italics are close to obliques; the angle is an estimate).
    public var isItalic = false
    /// `monospacedDigit()`: every figure as wide as the others (the font's tabular figures,
    /// OpenType 'tnum'), so counts and times do not shift as they change.
    public var monospacedDigits = false
    /// The system font's design: monospaced draws DejaVu Sans Mono (SF Mono's stand-in).
    public var design: Design = .default

    public init(size: Double, weight: Weight = .regular, textStyle: TextStyle? = nil) {
        self.size = size
        self.baseSize = size
        self.weight = weight
        self.textStyle = textStyle
    }

    /// SwiftUI's system font designs: monospaced is drawn with the bundled DejaVu Sans Mono;
    /// rounded and serif with Inter, as the default (SF Pro's rounded and New York are not
    /// bundled).
    public enum Design: String, Hashable, Sendable { case `default`, rounded, serif, monospaced }

    public static func system(size: Double, weight: Weight = .regular, design: Design = .default) -> Font {
        var f = Font(size: size, weight: weight)
        f.design = design
        return f
    }
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        let f = Font.styled(style)
        var font = Font(size: f.baseSize, weight: weight ?? f.weight, textStyle: style)
        font.design = design ?? .default
        return font
    }

    /// A font by family or PostScript name: Inter, or a font registered by file (`fonts:` in
    /// configurations and manifests, `--font`, `withSnapshotTesting(fonts:)` or
    /// `FontRegistry.shared.register`); another name fails the snapshot with that name. As in
    /// SwiftUI it scales with Dynamic Type as body text does; `fixedSize:` does not scale.
    public static func custom(_ name: String, size: Double) -> Font { custom(name, size: size, relativeTo: .body) }
    public static func custom(_ name: String, size: Double, relativeTo style: TextStyle) -> Font {
        var f = Font(size: size, textStyle: style)
        f.family = name
        return f
    }
    public static func custom(_ name: String, fixedSize: Double) -> Font {
        var f = Font(size: fixedSize)
        f.family = name
        return f
    }

    public func weight(_ w: Weight) -> Font { var f = self; f.weight = w; return f }
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    public func bold() -> Font { weight(.bold) }
    public func monospacedDigit() -> Font { var f = self; f.monospacedDigits = true; return f }
    /// The monospaced design of this font (SwiftUI's `Font.monospaced()`).
    public func monospaced() -> Font { var f = self; f.design = .monospaced; return f }

    // The text styles, at the default (Large) content size; the environment's category sizes them.
    public static let largeTitle = styled(.largeTitle)
    public static let title = styled(.title)
    public static let title2 = styled(.title2)
    public static let title3 = styled(.title3)
    public static let headline = styled(.headline)
    public static let body = styled(.body)
    public static let callout = styled(.callout)
    public static let subheadline = styled(.subheadline)
    public static let footnote = styled(.footnote)
    public static let caption = styled(.caption)
    public static let caption2 = styled(.caption2)

    static func styled(_ style: TextStyle) -> Font {
        Font(size: style.size(at: .large), weight: style == .headline ? .semibold : .regular, textStyle: style)
    }

    public var description: String {
        "\(fmt(size))pt \(weight.rawValue)" + (design == .default ? "" : " \(design.rawValue)") + (monospacedDigits ? " monospacedDigit" : "")
    }
}

/// The text settings a view inherits (`.font`, `.kerning`, `.lineLimit`, `.truncationMode`);
/// measuring turns them into TabSnapText's `TextStyle` for shaping.
public struct TextEnvironment: Hashable, Sendable {
    public var font: Font
    public var kerning: Double
    public var lineLimit: Int?
    public var truncationMode: TruncationMode
    /// `.fontWeight`/`.bold()` and `.italic()` set around the text, kept over inner `.font`s.
    var weightOverride: Font.Weight?
    var italic = false
    /// `.monospacedDigit()` set around the text, kept over inner `.font`s as `.italic()` is.
    var monospacedDigit = false
    /// `.fontDesign(_:)` or `.monospaced()` set around the text: the design of inner `.font`s
    /// that name none.
    package var designOverride: Font.Design? = nil
    /// How the lines of wrapped text line up (`.multilineTextAlignment`), leading by default.
    public var multilineTextAlignment: TextAlignment = .leading
    /// Set with the environment's layout direction: in right-to-left text, leading is the right.
    var isRightToLeft = false
    /// The font files `Font.custom` names are looked up among: the render's.
    public var fonts = FontSet.none
    /// `.lineSpacing(_:)`: extra points between the lines of wrapped text.
    public var lineSpacing = 0.0
    /// `.textCase(_:)`: text below is shown upper- or lowercased (a grouped list's headers).
    public var textCase: TextCase? = nil
    /// `.minimumScaleFactor(_:)`: how far a text that would be cut may shrink its font to fit
    /// (1: not at all).
    public var minimumScaleFactor = 1.0
    /// `.underline()` and `.strikethrough()`: lines drawn under and through the text.
    public var underline: TextDecoration? = nil
    public var strikethrough: TextDecoration? = nil

    /// The alignment of lines inside the text's frame, which mirroring leaves as laid out.
    var lineAlignment: TextAlignment {
        guard isRightToLeft else { return multilineTextAlignment }
        switch multilineTextAlignment {
        case .leading: return .trailing
        case .trailing: return .leading
        case .center: return .center
        }
    }

    public init(font: Font = .body, kerning: Double = 0, lineLimit: Int? = nil, truncationMode: TruncationMode = .tail) {
        self.font = font
        self.kerning = kerning
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
    }
}

extension TextAlignment {
    /// The SwiftUI spelling, for documents and frames dumps.
    var name: String {
        switch self {
        case .leading: "leading"
        case .center: "center"
        case .trailing: "trailing"
        }
    }
}

/// One change a modifier makes to the environment.
public enum EnvironmentChange: Hashable, Sendable {
    case foregroundColor(Color)
    /// `.foregroundStyle` with a gradient or colour.
    case foregroundStyle(StyleFill)
    case font(Font)
    case fontWeight(Font.Weight)
    case kerning(Double)
    case lineLimit(Int?)
    case truncationMode(TruncationMode)
    case multilineTextAlignment(TextAlignment)
    case colorScheme(ColorScheme)
    /// `.italic()`.
    case italic
    /// `.monospacedDigit()`.
    case monospacedDigit
    /// `.environment(\.key, value)`, `.environmentObject(_:)` and other writes from Swift code.
    case write(EnvironmentWrite)

    func apply(to env: inout EnvironmentValues) {
        switch self {
        case .foregroundColor(let c): env.foregroundColor = c; env.foregroundStyle = nil
        case .foregroundStyle(let s): env.foregroundColor = s.color; env.foregroundStyle = s.color == nil ? s : nil
        case .font(let f):
            // A weight or italic set around the text applies to whatever font is set inside it,
            // as SwiftUI's `.fontWeight`/`.italic()` do; Dynamic Type sizes it.
            env.text.font = f.sized(for: env.dynamicTypeSize)
            if let w = env.text.weightOverride { env.text.font.weight = w }
            if env.text.italic { env.text.font.isItalic = true }
            if env.text.monospacedDigit { env.text.font.monospacedDigits = true }
            if let d = env.text.designOverride, env.text.font.design == .default { env.text.font.design = d }
        case .fontWeight(let w): env.text.font.weight = w; env.text.weightOverride = w
        case .kerning(let k): env.text.kerning = k
        case .lineLimit(let l): env.text.lineLimit = l
        case .truncationMode(let t): env.text.truncationMode = t
        case .multilineTextAlignment(let a): env.text.multilineTextAlignment = a
        case .colorScheme(let s): env.colorScheme = s
        case .italic: env.text.font.isItalic = true; env.text.italic = true
        case .monospacedDigit: env.text.font.monospacedDigits = true; env.text.monospacedDigit = true
        case .write(let w): w.body(&env)
        }
    }
}

/// A write to the environment from Swift code. Two writes are equal only when they are the
/// same write (closures cannot be compared); layout caches by node identity anyway.
public final class EnvironmentWrite: Hashable, @unchecked Sendable, CustomStringConvertible {
    let body: (inout EnvironmentValues) -> Void
    /// What the write sets, for frames dumps (`\.navigationController`).
    public let description: String

    public init(_ description: String, _ body: @escaping (inout EnvironmentValues) -> Void) {
        self.description = description
        self.body = body
    }

    public static func == (a: EnvironmentWrite, b: EnvironmentWrite) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

/// The two safe-area regions SwiftUI knows.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// SwiftUI's `Text.Case`: how `.textCase(_:)` changes the letters shown.
public enum TextCase: String, Hashable, Sendable, Codable { case uppercase, lowercase }
