import Foundation
import TabSnapCore

/// Fonts an app registers by file (its brand fonts), for the whole process as
/// `CTFontManagerRegisterFontsForURL` registers them on iOS: `Font.custom(name, size:)` finds
/// one by PostScript name (that exact face) or by family name (the face nearest the weight
/// asked for, italic when asked and available). Registering the same file twice is a no-op.
public final class FontRegistry: @unchecked Sendable {
    public static let shared = FontRegistry()

    public struct Entry: Sendable {
        public let path: String
        public let file: FontFile
        public let family: String
        public let postScriptName: String?
        public let weight: Int
        public let isItalic: Bool
        /// A variable font's wght range (nil for a static font): one file serves every weight.
        public let weightRange: ClosedRange<Int>?
    }

    private var entries: [Entry] = []
    private let lock = NSLock()

    /// Reads and registers the font at `path`; the error names the file and the table.
    @discardableResult
    public func register(_ path: String) throws -> Entry {
        let full = Self.absolute(path)
        lock.lock()
        if let known = entries.first(where: { $0.path == full }) { lock.unlock(); return known }
        lock.unlock()
        let entry = try Self.read(path)
        lock.lock()
        defer { lock.unlock() }
        if let known = entries.first(where: { $0.path == full }) { return known }
        entries.append(entry)
        return entry
    }

    /// The font at `path` read and checked, registered nowhere: what a file that names a font
    /// learns of it (its family and PostScript name) without changing what other renders find.
    public static func read(_ path: String) throws -> Entry {
        let full = absolute(path)
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(full, limit: FontFile.maxFileSize) } catch {
            throw FontError.unreadable(path: path, reason: "\(error)")
        }
        let file: FontFile
        do { file = try FontFile(bytes: bytes) } catch let e as FontError {
            if case let .malformed(table, reason) = e { throw FontError.malformed(table: table, reason: "\((path as NSString).lastPathComponent): \(reason)") }
            throw e
        }
        guard let family = file.familyName, !family.isEmpty else {
            throw FontError.malformed(table: "name", reason: "\((path as NSString).lastPathComponent): no family name to find the font by")
        }
        let range = file.axes.first { $0.tag == "wght" }.map { Int($0.min.rounded())...Int($0.max.rounded()) }
        return Entry(path: full, file: file, family: family, postScriptName: file.postScriptName, weight: file.weightClass,
                     isItalic: file.isItalic, weightRange: range)
    }

    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// Families registered (among `paths`, when given), for messages: sorted, as renders on
    /// several threads register in no fixed order.
    public func names(among paths: Set<String>? = nil) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        var out: [String] = []
        for e in entries.sorted(by: { $0.family < $1.family }) where paths?.contains(e.path) ?? true && !out.contains(e.family) { out.append(e.family) }
        return out
    }

    public var names: [String] { names() }

    /// The absolute paths of every file read so far.
    var paths: [String] {
        lock.lock()
        defer { lock.unlock() }
        return entries.map(\.path)
    }

    public func has(_ name: String) -> Bool { face(name, weight: 400, italic: false) != nil }

    /// Whether the file at `path` is registered.
    public func isRegistered(_ path: String) -> Bool {
        let full = Self.absolute(path)
        lock.lock()
        defer { lock.unlock() }
        return entries.contains { $0.path == full }
    }

    /// The registered face for a name: an exact PostScript name, else the family's face
    /// nearest `weight` (ties to the heavier, as CSS does above 500), italic preferred when asked.
    /// With `paths`, only the files at those paths are candidates (a render's own fonts).
    public func face(_ name: String, weight: Int, italic: Bool, among paths: Set<String>? = nil) -> FontFace? {
        lock.lock()
        defer { lock.unlock() }
        func member(_ i: Int) -> Bool { paths?.contains(entries[i].path) ?? true }
        func face(_ i: Int) -> FontFace {
            guard let range = entries[i].weightRange else { return .registered(i) }
            return .registered(i, weight: min(max(weight, range.lowerBound), range.upperBound))
        }
        // Ties go to the file's path, never to the order of registration: renders on several
        // threads register a suite's fonts in no fixed order.
        if let i = entries.indices.filter({ member($0) && entries[$0].postScriptName == name }).min(by: { entries[$0].path < entries[$1].path }) { return face(i) }
        let family = entries.indices.filter { member($0) && entries[$0].family == name }
        guard !family.isEmpty else { return nil }
        let styled = family.filter { entries[$0].isItalic == italic }
        let pool = styled.isEmpty ? family : styled
        // A variable font covering the weight is exact; else the nearest static weight.
        func distance(_ i: Int) -> Int {
            if let r = entries[i].weightRange { return weight < r.lowerBound ? r.lowerBound - weight : weight > r.upperBound ? weight - r.upperBound : 0 }
            return abs(entries[i].weight - weight)
        }
        let best = pool.min { a, b in
            let da = distance(a), db = distance(b)
            if da != db { return da < db }
            return entries[a].weight != entries[b].weight ? entries[a].weight > entries[b].weight : entries[a].path < entries[b].path
        }
        return best.map(face)
    }

    private var instances: [String: FontFile] = [:]

    /// A registered font, or a variable one's instance at a weight (made once).
    func file(_ index: Int, weight: Int) -> FontFile? {
        guard let e = entry(index) else { return nil }
        guard weight != 0, e.weightRange != nil else { return e.file }
        lock.lock()
        defer { lock.unlock() }
        let key = "\(index)/\(weight)"
        if let hit = instances[key] { return hit }
        let made = e.file.instance(["wght": Double(weight)])
        instances[key] = made
        return made
    }

    public func isItalic(_ index: Int) -> Bool { entry(index)?.isItalic ?? false }

    func entry(_ index: Int) -> Entry? {
        lock.lock()
        defer { lock.unlock() }
        return index >= 0 && index < entries.count ? entries[index] : nil
    }
}
