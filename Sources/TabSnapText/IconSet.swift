import Foundation
import TabSnapCore

/// One icon: its name in its font (the SF Symbol name in TabSnap Symbols, or an MDI name), its
/// codepoint and glyph there.
public struct Icon: Hashable, Sendable {
    public var name: String
    public var codepoint: UInt32
    public var glyph: Int
    /// The font that draws it: TabSnap Symbols at a weight for SF Symbol names, Material Design
    /// Icons for the names only it has.
    public var face: FontFace = .icons
}

/// Icons by name: SF Symbol names from TabSnap Symbols (`Fonts/symbol-names.tsv`: "cart" is the
/// outline cart, "cart.fill" the filled one, at the weight asked for), then through
/// `SymbolAliases` onto Material Design Icons for the few SF names only that set has, then plain
/// MDI names ("cart-outline", from `Fonts/mdi-names.tsv`). "mdi:cart" always means the MDI icon
/// of that name (filled).
public final class IconSet: Sendable {
    public let library: FontLibrary
    /// `mdi-names.tsv` as read. A render asks for a handful of names, so `codepoint(_:)` looks
    /// each up in the 1,650 lines (~10 µs); building the whole dictionary up front was ~2 ms of a
    /// 25 ms render. The dictionary is made on first use by `knownNames` (error suggestions).
    private let names: [UInt8]
    private let memo = IconNameMemo()
    /// `symbol-names.tsv`: SF Symbol name → codepoint in TabSnap Symbols (every weight has the
    /// same), with layers (`NAME#1`, `NAME#2`) and variable-value steps (`NAME@0`, …).
    let symbols: [String: UInt32]
    /// A primary layer's multicolour colour (`bell.badge#1` → `systemRed`).
    let multicolors: [String: String]

    public init(library: FontLibrary) throws {
        self.library = library
        let path = library.directory + "/mdi-names.tsv"
        do { names = try AtomicFile.read(path, limit: 4 << 20) } catch {
            throw FontError.unreadable(path: path, reason: "\(error)")
        }
        let symbolsPath = library.directory + "/symbol-names.tsv"
        let text: [UInt8]
        do { text = try AtomicFile.read(symbolsPath, limit: 4 << 20) } catch {
            throw FontError.unreadable(path: symbolsPath, reason: "\(error)")
        }
        var map: [String: UInt32] = [:], colours: [String: String] = [:]
        for line in String(decoding: text, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: "\t")
            guard parts.count == 2 || parts.count == 3, let cp = UInt32(parts[1], radix: 16) else { continue }
            map[String(parts[0])] = cp
            if parts.count == 3 { colours[String(parts[0])] = String(parts[2]) }
        }
        symbols = map
        multicolors = colours
    }

    /// The layers and variable-value steps TabSnap Symbols has for `name`.
    public func parts(of name: String) -> SymbolParts {
        var parts = SymbolParts()
        if symbols[name + "#1"] != nil, symbols[name + "#2"] != nil {
            parts.layers = [SymbolParts.Layer(name: name + "#1", multicolor: multicolors[name + "#1"]),
                            SymbolParts.Layer(name: name + "#2", multicolor: multicolors[name + "#2"])]
        }
        while symbols["\(name)@\(parts.steps.count)"] != nil { parts.steps.append("\(name)@\(parts.steps.count)") }
        return parts
    }

    /// Names of layers and steps, which are not symbols of their own.
    static func isPart(_ name: String) -> Bool { name.contains("#") || name.contains("@") }

    /// MDI name → codepoint, for every icon the font really has.
    public var codepoints: [String: UInt32] {
        memo.all {
            var map: [String: UInt32] = [:]
            forEachLine { name, cp in map[String(decoding: name, as: UTF8.self)] = cp }
            return map
        }
    }

    /// The codepoint of MDI icon `name`, when the names file lists it and the font has it.
    /// Answers are kept: layout asks for the same few names many times.
    public func codepoint(_ name: String) -> UInt32? {
        memo.answer(name) {
            var wanted = name
            return wanted.withUTF8 { key -> UInt32? in key.count > 0 ? firstCodepoint(named: key) : nil }
        }
    }

    /// The first line that `forEachLine` would give for `key`. Only a line starting `key<TAB>`
    /// can be it, so a line's start is compared with `memcmp` before it is parsed (the byte
    /// loops were ~4 ms a name in debug builds, which every `swift test` runs).
    private func firstCodepoint(named key: UnsafeBufferPointer<UInt8>) -> UInt32? {
        guard let k = key.baseAddress else { return nil }
        var found: UInt32?
        forEachRawLine { line in
            if line.count > key.count, line[key.count] == 0x09, memcmp(line.baseAddress!, k, key.count) == 0,
               let (name, cp) = parse(line), name.count == key.count {
                found = cp
                return false
            }
            return true
        }
        return found
    }

    /// A `name<TAB>hex` line's name and codepoint, if it has one tab, a hex codepoint and the
    /// font has that glyph.
    private func parse(_ line: UnsafeBufferPointer<UInt8>) -> (UnsafeBufferPointer<UInt8>, UInt32)? {
        guard let tab = line.firstIndex(of: 0x09), tab > 0, !line[(tab + 1)...].contains(0x09) else { return nil }
        guard let cp = UInt32(String(decoding: line[(tab + 1)...], as: UTF8.self), radix: 16),
              let scalar = Unicode.Scalar(cp),
              library.icons.glyph(for: scalar) != 0 else { return nil }
        return (UnsafeBufferPointer(rebasing: line[..<tab]), cp)
    }

    /// Each `name<TAB>hex` line whose glyph the font has.
    private func forEachLine(_ body: (UnsafeBufferPointer<UInt8>, UInt32) -> Void) {
        forEachRawLine { line in
            if let (name, cp) = parse(line) { body(name, cp) }
            return true
        }
    }

    /// Each line of the file, newline excluded, found with `memchr`, until `body` says stop.
    private func forEachRawLine(_ body: (UnsafeBufferPointer<UInt8>) -> Bool) {
        names.withUnsafeBufferPointer { all in
            guard let base = all.baseAddress else { return }
            var start = 0
            while start < all.count {
                let end = memchr(base + start, 0x0A, all.count - start).map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? all.count
                if !body(UnsafeBufferPointer(rebasing: all[start..<end])) { return }
                start = end + 1
            }
        }
    }

    /// The icon set of `library`, read once: the configuration decoder (checking names) and the
    /// renderer's resources both need it. Only the most recent library's set is kept.
    public static func cached(for library: FontLibrary) throws -> IconSet {
        try cache.get(library)
    }

    private static let cache = IconSetCache()

    /// Whether `name` is one of the SF Symbols names the alias table knows.
    public static func isSymbolName(_ name: String) -> Bool { SymbolAliases.table[name] != nil }

    /// Whether this set draws SF Symbol `name`: a symbol of TabSnap Symbols or an alias of the
    /// Material set (`.symbolVariant` and a tab's selected `.fill` pick a variant by it).
    public func hasSymbol(_ name: String) -> Bool { (symbols[name] != nil && !Self.isPart(name)) || Self.isSymbolName(name) }

    /// SF Symbols whose names say a reading direction (forward, backward, leading, trailing)
    /// point the other way in right-to-left layout, as Apple's do; names that say left or right
    /// mean the screen's left or right and stay as drawn.
    public static func flipsForRightToLeft(_ name: String) -> Bool {
        name.split(separator: ".").contains { $0 == "forward" || $0 == "backward" || $0 == "leading" || $0 == "trailing" }
    }

    /// Every name `icon(named:)` accepts.
    public var knownNames: [String] {
        let all = codepoints
        let aliases = SymbolAliases.table.filter { $0.value.contains { all[$0] != nil } }.keys
        return Array(Set(Array(all.keys) + aliases + symbols.keys.filter { !Self.isPart($0) })).sorted()
    }

    /// Icon names are short (the longest MDI name has 40 characters); a longer one is refused
    /// without searching 1,650 names by edit distance for suggestions.
    public static let maxNameLength = 100

    /// The icon `name` draws at `weight` (TabSnap Symbols' weights; Material icons have one).
    public func icon(named name: String, weight: SymbolWeight = .regular) throws -> Icon {
        guard name.count <= Self.maxNameLength else { throw FontError.unknownIcon(name: name, closest: []) }
        if !name.hasPrefix("mdi:"), let cp = symbols[name], let scalar = Unicode.Scalar(cp) {
            let glyph = library.symbols(weight).glyph(for: scalar)
            if glyph != 0 { return Icon(name: name, codepoint: cp, glyph: glyph, face: .symbols(weight)) }
        }
        let mdi: String?
        if name.hasPrefix("mdi:") { mdi = String(name.dropFirst(4)) }
        else { mdi = resolveAlias(name) ?? (codepoint(name) != nil ? name : nil) }
        if let mdi, let cp = codepoint(mdi), let scalar = Unicode.Scalar(cp) {
            return Icon(name: mdi, codepoint: cp, glyph: library.icons.glyph(for: scalar))
        }
        throw FontError.unknownIcon(name: name, closest: closest(to: name))
    }

    /// The icon as a one-glyph layout at `size` points: the icon font's em is the icon's box,
    /// as SF Symbols follow their font's point size.
    public func layout(_ name: String, size: Double, weight: SymbolWeight = .regular, displayScale: Double = 3) throws -> TextLayout {
        let icon = try icon(named: name, weight: weight)
        let font = library.font(icon.face)
        let width = Double(font.advance(icon.glyph)) * size / Double(font.unitsPerEm)
        let shaped = ShapedText(characters: [Character(Unicode.Scalar(icon.codepoint)!)],
                                glyphs: [ShapedGlyph(face: icon.face, glyph: icon.glyph, cluster: 0, x: 0, advance: width)],
                                width: width, metrics: font.metrics(size: size), style: TextStyle(size: size))
        return TextLayout.assemble([shaped], truncated: false, alignment: .leading, displayScale: displayScale)
    }

    private func resolveAlias(_ name: String) -> String? {
        SymbolAliases.table[name]?.first { codepoint($0) != nil }
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

/// What `IconSet` has looked up, from any thread: each name's answer, found or not, and the
/// whole name map once suggestions needed it.
final class IconNameMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [String: UInt32?] = [:]
    private var whole: [String: UInt32]?

    func answer(_ name: String, find: () -> UInt32?) -> UInt32? {
        lock.lock()
        defer { lock.unlock() }
        if let whole { return whole[name] }
        if let known = answers[name] { return known }
        let found = find()
        answers[name] = found
        return found
    }

    func all(_ make: () -> [String: UInt32]) -> [String: UInt32] {
        lock.lock()
        defer { lock.unlock() }
        if let whole { return whole }
        let made = make()
        whole = made
        return made
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
