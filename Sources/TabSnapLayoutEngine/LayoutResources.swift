import Foundation
import TabSnapCore
import TabSnapRaster
import TabSnapText

/// What building a display list needs beyond layout: icons resolved to glyphs, image files
/// decoded, and the glyph cache the list is drawn with. The real implementation
/// (`FontResources`) uses the bundled fonts.
public protocol LayoutResources: LayoutMeasuring {
    /// The glyph of the icon `name` filling `frame` (points) at a font weight (100…900), or nil
    /// when the frame is empty; an unknown name throws an error that lists the closest known
    /// names.
    func iconGlyph(_ name: String, in frame: CGRect, weight: Int) throws -> PositionedGlyph?
    /// A glyph's outline in points, for drawing it under a rotation or scale.
    func glyphPath(_ glyph: PositionedGlyph) -> Path?
    /// A decoded image file.
    func image(file: String) throws -> RGBAImage
    /// Rasterized glyphs, shared by every list drawn with these resources.
    var glyphCache: GlyphCache { get }
    /// The characters of `text` that no font of these resources (nor `family` among `fonts`)
    /// has: drawn as .notdef boxes.
    func uncovered(_ text: String, family: String?, fonts: FontSet) -> [Unicode.Scalar]
    /// A colour glyph (an emoji) as an image and its rectangle in points; nil for an outline
    /// glyph. Throws when the bitmap cannot be decoded.
    func colorGlyph(_ glyph: PositionedGlyph, scale: Double) throws -> (image: RGBAImage, rect: Rect)?
    /// Why a face read on first use could not be read (its glyphs stood in another face).
    func fontProblem(_ face: FontFace) -> String?
    /// Whether SF Symbol `name` is drawn (a variant like `name.fill` is picked by it).
    func hasSymbol(_ name: String) -> Bool
    /// The layers and variable-value steps symbol `name` has.
    func symbolParts(_ name: String) -> SymbolParts
}

extension LayoutResources {
    public func uncovered(_ text: String, family: String?, fonts: FontSet) -> [Unicode.Scalar] { [] }
    public func colorGlyph(_ glyph: PositionedGlyph, scale: Double) throws -> (image: RGBAImage, rect: Rect)? { nil }
    public func fontProblem(_ face: FontFace) -> String? { nil }
    public func hasSymbol(_ name: String) -> Bool { IconSet.isSymbolName(name) }
    public func symbolParts(_ name: String) -> SymbolParts { SymbolParts() }
}

/// Everything that could not be drawn in one render, reported together.
public struct RenderErrors: Error, CustomStringConvertible, Sendable {
    public let problems: [String]
    public init(problems: [String]) { self.problems = problems }
    public var description: String { problems.joined(separator: "\n") }
}
