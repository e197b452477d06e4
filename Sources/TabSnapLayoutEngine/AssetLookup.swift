import Foundation
import TabSnapRaster

/// The app's asset catalogs as layout sees them: colours and images by name. TabSnapAssets
/// reads `.xcassets` folders into this; layout asks it for `Color("name")` and `Image("name")`
/// (and falls back to the bundled icons for an image no catalog has).
public protocol AssetLookup: Sendable {
    /// Where it came from, for messages (`Resources/Assets.xcassets`).
    var source: String { get }
    func color(named name: String) -> Color?
    func image(named name: String) -> AssetImage?
    /// The colour at increased contrast (its high-contrast appearances where it has them).
    func color(named name: String, contrast: ColorSchemeContrast) -> Color?
    /// What the catalog noted about the colour when it read it (components it clamped):
    /// warnings of any render that draws it.
    func notes(forColor name: String) -> [String]
}

extension AssetLookup {
    public func color(named name: String, contrast: ColorSchemeContrast) -> Color? { color(named: name) }
    public func notes(forColor name: String) -> [String] { [] }
}

/// SwiftUI's contrast setting, as asset catalogs' "contrast: high" appearances answer it.
public enum ColorSchemeContrast: Hashable, Sendable { case standard, increased }

/// What an image is drawn for: the device scale (a bitmap slot is picked by it), the scheme
/// (an appearance), and, for a symbol, the font size and weight around it and the image scale.
public struct AssetRequest: Hashable, Sendable {
    public var displayScale: Double
    public var scheme: ColorScheme
    public var pointSize: Double
    /// 100 (ultralight) … 900 (black).
    public var weight: Int
    public var imageScale: ImageScale
    public var contrast: ColorSchemeContrast = .standard

    public init(displayScale: Double, scheme: ColorScheme, pointSize: Double = 17, weight: Int = 400, imageScale: ImageScale = .medium) {
        self.displayScale = displayScale
        self.scheme = scheme
        self.pointSize = pointSize
        self.weight = weight
        self.imageScale = imageScale
    }
}

/// A catalog image, resolved for drawing: whether the catalog asks for template rendering, its
/// size in points and how it draws for a request (a PNG slot, a PDF or SVG page, a symbol
/// variant at the weight and scale asked for).
public struct AssetImage: Sendable {
    public var templateIntent: Bool
    /// A symbol (from a symbol set): sized by the font around it, like `Image(systemName:)`.
    public var isSymbol = false
    public var size: @Sendable (AssetRequest) throws -> CGSize
    /// `template`: tint every colour with the foreground colour.
    public var drawing: @Sendable (AssetRequest, _ template: Bool) throws -> any ViewDrawing

    public init(templateIntent: Bool, size: @escaping @Sendable (AssetRequest) throws -> CGSize,
                drawing: @escaping @Sendable (AssetRequest, _ template: Bool) throws -> any ViewDrawing) {
        self.templateIntent = templateIntent
        self.size = size
        self.drawing = drawing
    }
}

extension AssetRequest {
    /// The request an image in this environment makes.
    init(_ env: EnvironmentValues) {
        self.init(displayScale: env.displayScale, scheme: env.colorScheme, pointSize: env.text.font.size,
                  weight: env.text.font.weight.value, imageScale: env.imageScale)
        contrast = env.colorSchemeContrast
    }
}

/// The catalogs `Color("name")` and `Image("name")` resolve through, in order (the first that
/// has a name wins), as an app's bundle holds its catalogs. A render's resources put them in the
/// root environment (`EnvironmentValues.assetCatalogs`), so views look names up where they stand.
public struct AssetCatalogs: Sendable {
    public var catalogs: [any AssetLookup]

    public init(_ catalogs: [any AssetLookup] = []) { self.catalogs = catalogs }

    public var isEmpty: Bool { catalogs.isEmpty }

    public func color(named name: String, contrast: ColorSchemeContrast = .standard) -> Color? {
        for c in catalogs { if let color = c.color(named: name, contrast: contrast) { return color } }
        return nil
    }

    /// The notes of the catalog that answers `color(named: name)`.
    public func colorNotes(named name: String) -> [String] {
        for c in catalogs where c.color(named: name) != nil { return c.notes(forColor: name) }
        return []
    }

    public func image(named name: String) -> AssetImage? {
        for c in catalogs { if let image = c.image(named: name) { return image } }
        return nil
    }

    /// Why a name was not found, for the render's error.
    func missing(_ kind: String, _ name: String) -> String {
        let sources = catalogs.map(\.source)
        if sources.isEmpty { return "\(kind) \"\(name)\": not found (no asset catalog is loaded; give one with assets:, --assets or withSnapshotTesting(assets:))" }
        return "\(kind) \"\(name)\": not found in \(sources.joined(separator: ", "))"
    }
}
