import Foundation
import TabSnapLayout

/// An `.imageset`: its files by scale and appearance, and the catalog's rendering intent.
/// PNG slots are bitmaps at 1, 2 or 3 pixels per point; a PDF or SVG is a vector page that
/// Xcode rasterizes per scale at build time unless `preserves-vector-representation` keeps it
/// a vector (then it is drawn at whatever size the view asks).
struct ImageSet {
    struct Slot {
        var file: String
        /// Pixels per point of the slot; nil for a single-scale vector file.
        var scale: Double?
        var dark: Bool
        var highContrast: Bool
        var kind: Kind
    }
    enum Kind { case png, pdf, svg }

    var name: String
    var slots: [Slot] = []
    var templateIntent = false
    var preservesVector = false

    /// `catalog` is the `.xcassets` folder: a file, or a symbolic link's target, outside the
    /// image set is refused, as Xcode's asset compiler takes only the set's own files.
    init(name: String, folder: String, catalog: String, json: [String: Any]) throws {
        self.name = name
        let path = folder + "/Contents.json"
        let properties = json["properties"] as? [String: Any] ?? [:]
        templateIntent = properties["template-rendering-intent"] as? String == "template"
        preservesVector = properties["preserves-vector-representation"] as? Bool ?? false
        guard let images = json["images"] as? [[String: Any]] else {
            throw AssetCatalogError(path: path, message: "\"images\": expected an array of image entries")
        }
        for (i, item) in images.enumerated() {
            guard let file = item["filename"] as? String else { continue }  // an empty slot
            let idiom = item["idiom"] as? String ?? "universal"
            guard ["universal", "iphone"].contains(idiom) else { continue }
            var scale: Double? = nil
            if let s = item["scale"] as? String {
                guard let v = Double(s.dropLast()), s.hasSuffix("x"), (1...3).contains(v) else {
                    throw AssetCatalogError(path: path, message: "images[\(i)].scale: expected 1x, 2x or 3x, got \"\(s)\"")
                }
                scale = v
            }
            let kind: Kind
            switch (file as NSString).pathExtension.lowercased() {
            case "png": kind = .png
            case "pdf": kind = .pdf
            case "svg": kind = .svg
            default:
                throw AssetCatalogError(path: path, message: "images[\(i)].filename: \"\(file)\" is not a PNG, PDF or SVG")
            }
            let appearances = item["appearances"] as? [[String: Any]] ?? []
            let dark = appearances.contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }
            let high = appearances.contains { $0["appearance"] as? String == "contrast" && $0["value"] as? String == "high" }
            let full = try AssetCatalog.member(file, of: folder, catalog: catalog, field: "images[\(i)].filename", set: "image set")
            slots.append(Slot(file: full, scale: scale, dark: dark, highContrast: high, kind: kind))
        }
        guard !slots.isEmpty else { throw AssetCatalogError(path: path, message: "no image file for iPhone in this image set") }
    }

    /// The slot iOS would pick: the scheme's appearance (else the appearance-free one), at
    /// normal contrast, the exact scale, else the nearest larger, else the largest.
    func slot(scale: Double, dark: Bool, highContrast: Bool = false) -> Slot {
        let normal = slots.filter { !$0.highContrast }
        let high = slots.filter { $0.highContrast && $0.dark == dark }
        let pool0 = highContrast && !high.isEmpty ? high : normal.isEmpty ? slots : normal
        let themed = pool0.filter { $0.dark == dark }
        let pool = themed.isEmpty ? pool0.filter { !$0.dark }.isEmpty ? pool0 : pool0.filter { !$0.dark } : themed
        if let single = pool.first(where: { $0.scale == nil }) { return single }
        let ranked = pool.sorted { ($0.scale ?? 1) < ($1.scale ?? 1) }
        return ranked.first { ($0.scale ?? 1) >= scale } ?? ranked.last!
    }
}
