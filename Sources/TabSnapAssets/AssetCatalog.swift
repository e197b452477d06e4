import Foundation
import TabSnapCore
import TabSnapDisplayList
import TabSnapDocument
import TabSnapLayout
import TabSnapPDF
import TabSnapPNG
import TabSnapRaster
import TabSnapSVG
import TabSnapText

/// An Xcode asset catalog (`.xcassets`) read from its folder: colour sets and image sets by
/// name (folders that provide a namespace prefix their names, `Brand/accent`), as an app's
/// `Color("name")` and `Image("name")` find them. Image files are read when first drawn.
public final class AssetCatalog: AssetLookup, @unchecked Sendable {
    public let source: String
    let colors: [String: Color]
    /// Colour sets with high-contrast appearances, at increased contrast.
    let highContrastColors: [String: Color]
    let images: [String: ImageSet]
    /// Symbol sets: an SF Symbols template file each.
    let symbols: [String: String]
    /// What was clamped in each colour set, by colour name.
    let colorNotes: [String: [String]]

    /// Every note of the catalog, in colour-name order: components out of range, clamped.
    public var warnings: [String] { colorNotes.keys.sorted().flatMap { colorNotes[$0]! } }

    public var colorNames: [String] { colors.keys.sorted() }
    public var imageNames: [String] { (Array(images.keys) + Array(symbols.keys)).sorted() }

    /// Reads the catalog at `path`; a malformed Contents.json names its file and field.
    public init(path: String) throws {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else {
            throw AssetCatalogError(path: path, message: "not a folder (an asset catalog is a folder ending in .xcassets)")
        }
        source = path
        var colors: [String: Color] = [:]
        var highContrastColors: [String: Color] = [:]
        var images: [String: ImageSet] = [:]
        var symbols: [String: String] = [:]
        var colorNotes: [String: [String]] = [:]
        // Loose exported symbols, kept apart: a symbol set of the same name wins wherever it is.
        var exported: [String: String] = [:]
        let isCatalog = (path as NSString).pathExtension.lowercased() == "xcassets"
        var visited = 0
        func walk(_ folder: String, prefix: String, depth: Int) throws {
            guard depth < 16 else { throw AssetCatalogError(path: folder, message: "folders nested more than 16 deep") }
            let entries = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            for entry in entries {
                visited += 1
                guard visited <= 20_000 else { throw AssetCatalogError(path: path, message: "more than 20,000 entries") }
                let full = folder + "/" + entry
                var dir: ObjCBool = false
                guard FileManager.default.fileExists(atPath: full, isDirectory: &dir) else { continue }
                if !dir.boolValue {
                    // A symbol the SF Symbols app exported (File > Export Symbol: `house.svg`),
                    // dropped as it is into a folder of them (not an .xcassets, whose loose
                    // files Xcode ignores): a symbol of that name, as a symbol set.
                    if !isCatalog, entry.lowercased().hasSuffix(".svg"), ContainedPath.staysInside(full, root: path) {
                        let name = prefix + (entry as NSString).deletingPathExtension
                        if symbols[name] == nil { exported[name] = full }
                    }
                    continue
                }
                // A folder that is a symbolic link out of the catalog would bring in files from
                // anywhere; one that stays inside it is read as any other.
                guard ContainedPath.staysInside(full, root: path) else {
                    throw AssetCatalogError(path: full, message: "is a symbolic link to a folder outside the catalog")
                }
                let ext = (entry as NSString).pathExtension
                let name = prefix + (entry as NSString).deletingPathExtension
                switch ext {
                case "colorset":
                    let set = try ColorSet(json: try Self.contents(full), path: full + "/Contents.json")
                    if let c = set.color { colors[name] = c }
                    if set.entries.contains(where: \.highContrast), let c = set.color(highContrast: true) { highContrastColors[name] = c }
                    if !set.notes.isEmpty { colorNotes[name] = set.notes.map { "colour set \"\(name)\" (\(full)/Contents.json): \($0)" } }
                case "imageset":
                    images[name] = try ImageSet(name: name, folder: full, catalog: path, json: try Self.contents(full))
                case "symbolset":
                    symbols[name] = try Self.symbolFile(full, catalog: path, json: try Self.contents(full))
                case "":
                    // A group; with provides-namespace its name prefixes the names inside.
                    let json = (try? Self.contents(full)) ?? [:]
                    let namespace = (json["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
                    try walk(full, prefix: namespace ? name + "/" : prefix, depth: depth + 1)
                default:
                    continue  // app icons, data sets: not drawn by name
                }
            }
        }
        try walk(path, prefix: "", depth: 0)
        for (name, file) in exported where symbols[name] == nil { symbols[name] = file }
        self.colors = colors
        self.highContrastColors = highContrastColors
        self.images = images
        self.symbols = symbols
        self.colorNotes = colorNotes
    }

    /// A `.symbolset`'s SVG template (Contents.json: `symbols: [{filename, idiom}]`).
    static func symbolFile(_ folder: String, catalog: String, json: [String: Any]) throws -> String {
        let path = folder + "/Contents.json"
        guard let entries = json["symbols"] as? [[String: Any]] else {
            throw AssetCatalogError(path: path, message: "\"symbols\": expected an array of symbol entries")
        }
        for (i, entry) in entries.enumerated() {
            guard let file = entry["filename"] as? String else { continue }
            guard file.lowercased().hasSuffix(".svg") else { throw AssetCatalogError(path: path, message: "symbols[\(i)].filename: \"\(file)\" is not an SVG template") }
            return try member(file, of: folder, catalog: catalog, field: "symbols[\(i)].filename", set: "symbol set")
        }
        throw AssetCatalogError(path: path, message: "no symbol file in this symbol set")
    }

    /// The file `name` that a set's Contents.json lists, when it lies in the set: a plain
    /// relative path (no "/" at its start, no ".."), present, and, links followed, inside the
    /// catalog. Anything else is refused naming the field, never read.
    static func member(_ name: String, of folder: String, catalog: String, field: String, set: String) throws -> String {
        let path = folder + "/Contents.json"
        switch ContainedPath.resolve(name, in: folder, root: catalog) {
        case .failure(let refusal) where refusal.throughLink:
            throw AssetCatalogError(path: path, message: "\(field): \(Quoted.quoted(name, limit: Quoted.pathLimit)) is a symbolic link to a file outside the catalog")
        case .failure:
            throw AssetCatalogError(path: path, message: "\(field): \(Quoted.quoted(name, limit: Quoted.pathLimit)) is not in the \(set)")
        case .success(let full):
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDir), !isDir.boolValue else {
                throw AssetCatalogError(path: path, message: "\(field): \(Quoted.quoted(name, limit: Quoted.pathLimit)) is not in the \(set)")
            }
            return full
        }
    }

    static let cache = FileCache<Result<AssetCatalog, AssetCatalogError>>()

    /// The catalog at `path`, read once per process.
    public static func cached(_ path: String) -> Result<AssetCatalog, AssetCatalogError> {
        cache.value(path) { path in
            do { return .success(try AssetCatalog(path: path)) } catch let e as AssetCatalogError { return .failure(e) } catch {
                return .failure(AssetCatalogError(path: path, message: "\(error)"))
            }
        }
    }

    static func contents(_ folder: String) throws -> [String: Any] {
        let path = folder + "/Contents.json"
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(path, limit: 1 << 20) } catch {
            throw AssetCatalogError(path: path, message: "cannot be read (\(error))")
        }
        guard let json = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
            throw AssetCatalogError(path: path, message: "is not a JSON object")
        }
        return json
    }

    public func color(named name: String) -> Color? { colors[name] }

    public func notes(forColor name: String) -> [String] { colorNotes[name] ?? [] }

    public func color(named name: String, contrast: ColorSchemeContrast) -> Color? {
        contrast == .increased ? highContrastColors[name] ?? colors[name] : colors[name]
    }

    public func image(named name: String) -> AssetImage? {
        if let symbol = symbols[name] {
            var image = AssetImage(templateIntent: true, size: { request in try Self.template(symbol).size(for: request) },
                                   drawing: { request, template in try Self.template(symbol).drawing(for: request, template: template) })
            image.isSymbol = true
            return image
        }
        guard let set = images[name] else { return nil }
        let preserves = set.preservesVector
        return AssetImage(templateIntent: set.templateIntent, size: { _ in
            let slot = set.slot(scale: 1, dark: false)
            return try Self.naming(slot.file) { try Self.pointSize(slot) }
        }) { request, template in
            let slot = set.slot(scale: request.displayScale, dark: request.scheme == .dark, highContrast: request.contrast == .increased)
            if slot.kind == .png { return BitmapDrawing(image: try Self.naming(slot.file) { try Self.bitmap(slot.file) }, template: template, source: slot.file) }
            let vector = try Self.naming(slot.file) { try Self.vector(slot) }
            if preserves { return vector.drawing(template) }
            // Xcode rasterizes a vector file at build time for each scale: its points times the
            // device scale, whole pixels; drawn larger or smaller, that bitmap scales.
            let s = request.displayScale / (slot.scale ?? 1)
            let pw = (vector.size.width * s).rounded(), ph = (vector.size.height * s).rounded()
            // Checked as Doubles: a viewBox of 1e300 must be refused, not trap in Int().
            guard pw <= 4096, ph <= 4096 else {
                throw AssetCatalogError(path: slot.file, message: "rasterizes to \(SchemaValue.format(pw))×\(SchemaValue.format(ph)) pixels; at most 4096")
            }
            let w = max(1, Int(pw)), h = max(1, Int(ph))
            let image = try Self.rasterized.value("\(slot.file)@\(w)x\(h)") { _ in
                let items = vector.drawing(false).items(in: CGRect(x: 0, y: 0, width: w, height: h), transform: .identity, scheme: request.scheme, foreground: nil)
                return Result { try Self.rasterize(items, w, h) }
            }.get()
            return BitmapDrawing(image: image, template: template, source: slot.file)
        }
    }

    /// A symbol set's template, read once per file.
    static func template(_ path: String) throws -> SymbolTemplate { try SymbolTemplates.load(path).get() }

    /// A PDF or SVG slot: how it draws (template or not) and its page in its own units.
    static func vector(_ slot: ImageSet.Slot) throws -> (drawing: @Sendable (Bool) -> any ViewDrawing, size: CGSize) {
        if slot.kind == .pdf {
            let doc = try VectorFiles.load(slot.file, as: PDFDocument.self).get()
            return ({ VectorDrawing(document: doc, template: $0) }, doc.size)
        }
        let doc = try VectorFiles.load(slot.file, as: SVGDocument.self).get()
        return ({ VectorDrawing(document: doc, template: $0) }, doc.size)
    }

    /// A slot's size in points: pixels (or page units) over its scale.
    static func pointSize(_ slot: ImageSet.Slot) throws -> CGSize {
        let s = slot.scale ?? 1
        if slot.kind == .png {
            let image = try bitmap(slot.file)
            return CGSize(width: Double(image.width) / s, height: Double(image.height) / s)
        }
        let page = try vector(slot).size
        return CGSize(width: page.width / s, height: page.height / s)
    }

    static let bitmaps = FileCache<Result<RGBAImage, PNGError>>()
    /// Vector slots rasterized at a pixel size, as Xcode's build would have left them.
    static let rasterized = FileCache<Result<RGBAImage, any Error>>()

    /// Runs `body`, which reads `file`; an error that does not already name the file is put
    /// under its name (a corrupt PNG in a catalog was reported under the output's name).
    static func naming<T>(_ file: String, _ body: () throws -> T) throws -> T {
        do { return try body() } catch {
            if error is AssetCatalogError || "\(error)".hasPrefix(file + ":") { throw error }
            throw AssetCatalogError(path: file, message: "\(error)")
        }
    }

    static func bitmap(_ path: String) throws -> RGBAImage {
        try bitmaps.value(path) { path in Result { () throws(PNGError) in try PNGDecoder.decodeFile(path).image } }.get()
    }

    static func rasterize(_ items: [DisplayItem], _ w: Int, _ h: Int) throws -> RGBAImage {
        DisplayList(width: w, height: h, items: items).render(glyphs: GlyphCache(library: try FontLibrary.shared())).intoImage()
    }
}

/// A bitmap in a view's frame (scaled bilinearly); as a template, its alpha tinted with the
/// foreground colour.
struct BitmapDrawing: ViewDrawing, @unchecked Sendable {
    let image: RGBAImage
    let template: Bool
    let source: String

    var summary: String { "bitmap \((source as NSString).lastPathComponent) \(image.width)x\(image.height)\(template ? " template" : "")" }

    func items(in rect: CGRect, transform: Transform, scheme: ColorScheme, foreground: PixelColor?) -> [DisplayItem] {
        let r = Rect(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
        if template {
            guard let color = foreground, color.alpha > 0 else { return [] }
            return [.mask(MaskItem(source: source, mask: AlphaMask(alphaOf: image), rect: r, color: color, transform: transform))]
        }
        return [.image(ImageItem(source: source, image: image, rect: r, transform: transform))]
    }
}
