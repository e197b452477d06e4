import Foundation
import TabSnapCore

/// One icon: its MDI name, codepoint and glyph in the icon font.
public struct Icon: Hashable, Sendable {
    public var name: String
    public var codepoint: UInt32
    public var glyph: Int
}

/// Icons by name: SF Symbols names through `SymbolAliases` ("cart", "cart.fill"), or plain MDI
/// names ("cart-outline"). Where a name is both (cart, bell, heart, star…), the SF Symbols
/// meaning wins, since app code names icons the `Image(systemName:)` way: "cart" is the outline
/// cart as in SF Symbols; "mdi:cart" always means the MDI icon of that name (filled).
/// MDI names come from `Fonts/mdi-names.tsv`.
public final class IconSet: Sendable {
    public let library: FontLibrary
    /// MDI name → codepoint, for icons the font really has.
    public let codepoints: [String: UInt32]

    public init(library: FontLibrary) throws {
        self.library = library
        let path = library.directory + "/mdi-names.tsv"
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(path, limit: 4 << 20) } catch {
            throw FontError.unreadable(path: path, reason: "\(error)")
        }
        var map: [String: UInt32] = [:]
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: "\t")
            guard parts.count == 2, let cp = UInt32(parts[1], radix: 16) else { continue }
            if let scalar = Unicode.Scalar(cp), library.icons.glyph(for: scalar) != 0 { map[String(parts[0])] = cp }
        }
        codepoints = map
    }

    /// The icon set of `library`, read once: the configuration decoder (checking names) and the
    /// renderer's resources both need it, and parsing the 7,000 names was ~1.3 ms of start-up
    /// each time. Only the most recent library's set is kept.
    public static func cached(for library: FontLibrary) throws -> IconSet {
        try cache.get(library)
    }

    private static let cache = IconSetCache()

    /// Whether `name` is one of the SF Symbols names the alias table knows.
    public static func isSymbolName(_ name: String) -> Bool { SymbolAliases.table[name] != nil }

    /// SF Symbols whose names say a reading direction (forward, backward, leading, trailing)
    /// point the other way in right-to-left layout, as Apple's do; names that say left or right
    /// mean the screen's left or right and stay as drawn.
    public static func flipsForRightToLeft(_ name: String) -> Bool {
        name.split(separator: ".").contains { $0 == "forward" || $0 == "backward" || $0 == "leading" || $0 == "trailing" }
    }

    /// Every name `icon(named:)` accepts.
    public var knownNames: [String] {
        let aliases = SymbolAliases.table.keys.filter { resolveAlias($0) != nil }
        return (Array(codepoints.keys) + aliases).sorted()
    }

    /// Icon names are short (the longest MDI name has 40 characters); a longer one is refused
    /// without searching 1,650 names by edit distance for suggestions.
    public static let maxNameLength = 100

    public func icon(named name: String) throws -> Icon {
        guard name.count <= Self.maxNameLength else { throw FontError.unknownIcon(name: name, closest: []) }
        let mdi: String?
        if name.hasPrefix("mdi:") { mdi = String(name.dropFirst(4)) }
        else { mdi = resolveAlias(name) ?? (codepoints[name] != nil ? name : nil) }
        guard let mdi, let cp = codepoints[mdi], let scalar = Unicode.Scalar(cp) else {
            throw FontError.unknownIcon(name: name, closest: closest(to: name))
        }
        return Icon(name: mdi, codepoint: cp, glyph: library.icons.glyph(for: scalar))
    }

    /// The icon as a one-glyph layout at `size` points: the icon font's em is the icon's box,
    /// as SF Symbols follow their font's point size.
    public func layout(_ name: String, size: Double, displayScale: Double = 3) throws -> TextLayout {
        let icon = try icon(named: name)
        let font = library.icons
        let width = Double(font.advance(icon.glyph)) * size / Double(font.unitsPerEm)
        let shaped = ShapedText(characters: [Character(Unicode.Scalar(icon.codepoint)!)],
                                glyphs: [ShapedGlyph(face: .icons, glyph: icon.glyph, cluster: 0, x: 0, advance: width)],
                                width: width, metrics: font.metrics(size: size), style: TextStyle(size: size))
        return TextLayout.assemble([shaped], truncated: false, alignment: .leading, displayScale: displayScale)
    }

    private func resolveAlias(_ name: String) -> String? {
        SymbolAliases.table[name]?.first { codepoints[$0] != nil }
    }

    /// Up to five known names nearest by edit distance (ties alphabetical).
    /// The nearest known names, SF Symbols-style aliases before the icon font's own names at
    /// the same distance (people write `house.fill`, not `home`).
    public func closest(to name: String) -> [String] {
        let target = Array(name.lowercased().utf8)
        struct Candidate { let name: String; let distance: Int; let alias: Bool }
        let candidates: [Candidate] = knownNames.map {
            Candidate(name: $0, distance: Self.editDistance(target, Array($0.utf8)), alias: Self.isSymbolName($0))
        }
        let sorted = candidates.sorted { (a: Candidate, b: Candidate) -> Bool in
            if a.distance != b.distance { return a.distance < b.distance }
            if a.alias != b.alias { return a.alias }
            return a.name < b.name
        }
        return sorted.prefix(5).map(\.name)
    }

    /// Levenshtein distance over bytes, two rows.
    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev = Array(0...b.count), cur = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            cur[0] = i
            for j in 1...b.count {
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&prev, &cur)
        }
        return prev[b.count]
    }
}

/// The last library's icon set (a library is normally the process's one `FontLibrary.shared()`).
final class IconSetCache: @unchecked Sendable {
    private let lock = NSLock()
    private var last: IconSet?

    func get(_ library: FontLibrary) throws -> IconSet {
        lock.lock()
        defer { lock.unlock() }
        if let last, last.library === library { return last }
        let set = try IconSet(library: library)
        last = set
        return set
    }
}
