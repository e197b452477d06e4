#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TabSnapCore

/// The shipped fonts, loaded from the repository's `Fonts/` folder.
///
/// The folder is `$TABSNAP_FONTS` when that is set (an error if it holds no fonts); else it
/// is looked for walking up from the current
/// directory, from the running executable (`/proc/self/exe`) and from this source file's
/// compile-time path. So `swift test`, `swift run`, and a binary copied elsewhere all find it.
public final class FontLibrary: Sendable {
    public let directory: String
    /// Inter Regular is read up front: it is every face's last resort. The other weights are
    /// read on first use (a tab bar's titles need one), each ~0.7 ms of a cold start; their
    /// files were checked when the library was made, like the fallback's.
    private let regular: FontFile
    private let lazyInter: [FontWeight: LazyFontFile]
    public let icons: FontFile
    /// TabSnap Symbols, regular: SF Symbol names drawn with open icons, Phosphor's first
    /// (`Fonts/sf-symbols.tsv`, `Scripts/make_symbol_font.py`). The other weights are read on
    /// first use.
    public let symbols: FontFile
    private let lazySymbols: [SymbolWeight: LazyFontFile]
    /// Droid Sans Fallback (3.4 MB, CJK) is read on first use: a Latin-only render never
    /// needs it, and reading it was a third of a render's start-up.
    private let lazyFallback: LazyFontFile

    /// The CJK fallback face, loaded on first use. Its file was checked when the library was
    /// made; should it become unreadable since, the primary face stands in (its .notdef box
    /// shows where the text needed the fallback) and `fallbackProblem` says why.
    public var fallback: FontFile { lazyFallback.file ?? regular }
    public var fallbackProblem: String? { lazyFallback.problem }
    /// Noto Color Emoji (cut to common emoji), read on first use like the CJK fallback; nil
    /// when the file is absent or unreadable (emoji then fall back to boxes and a warning).
    private let lazyEmoji: LazyFontFile
    public var emoji: FontFile? { lazyEmoji.file }
    /// Noto Sans Arabic and Hebrew, read on first use; nil when a file is absent or unreadable
    /// (that script then falls back to boxes and a warning).
    private let lazyScripts: [ScriptFace: LazyFontFile]
    public func script(_ face: ScriptFace) -> FontFile? { lazyScripts[face]?.file }
    /// DejaVu Sans Mono, regular and bold, read on first use.
    private let lazyMonospaced: [Bool: LazyFontFile]

    /// Loaded once per process; the error is kept too so every caller sees the same message.
    private static let cached: Result<FontLibrary, any Error> = Result { try FontLibrary(directory: try locate()) }

    public static func shared() throws -> FontLibrary { try cached.get() }

    public init(directory: String) throws {
        self.directory = directory
        func load(_ name: String) throws -> FontFile {
            let path = directory + "/" + name
            let bytes: [UInt8]
            do { bytes = try AtomicFile.read(path, limit: FontFile.maxFileSize) } catch {
                throw FontError.unreadable(path: path, reason: "\(error)")
            }
            do { return try FontFile(bytes: bytes) } catch let e as FontError {
                // Name the file too: the table alone does not say which font is damaged.
                if case let .malformed(table, reason) = e { throw FontError.malformed(table: table, reason: "\(name): \(reason)") }
                throw e
            }
        }
        regular = try load(FontWeight.regular.interFileName)
        lazyInter = try Self.lazyFiles(FontWeight.allCases.filter { $0 != .regular }.map { ($0, $0.interFileName) }, in: directory, load)
        icons = try load("materialdesignicons-webfont.ttf")
        symbols = try load(SymbolWeight.regular.fileName)
        lazySymbols = try Self.lazyFiles(SymbolWeight.allCases.filter { $0 != .regular }.map { ($0, $0.fileName) }, in: directory, load)
        let fallbackPath = directory + "/DroidSansFallback.ttf"
        try LazyFontFile.check(fallbackPath)
        lazyFallback = LazyFontFile { try load("DroidSansFallback.ttf") }
        lazyEmoji = LazyFontFile { try load("NotoColorEmoji-Subset.ttf") }
        lazyScripts = Dictionary(uniqueKeysWithValues: ScriptFace.allCases.map { f in (f, LazyFontFile { try load(f.fileName) }) })
        lazyMonospaced = try Self.lazyFiles([(false, "DejaVuSansMono.ttf"), (true, "DejaVuSansMono-Bold.ttf")], in: directory, load)
    }

    /// Files read on first use, each checked now: a missing or foreign file is the library's
    /// error, not a render's.
    private static func lazyFiles<Key: Hashable>(_ files: [(Key, String)], in directory: String,
                                                 _ load: @escaping (String) throws -> FontFile) throws -> [Key: LazyFontFile] {
        var out: [Key: LazyFontFile] = [:]
        for (key, name) in files {
            try LazyFontFile.check(directory + "/" + name)
            out[key] = LazyFontFile { try load(name) }
        }
        return out
    }

    /// Why `face`'s file, read on first use, could not be read (its text was drawn in Inter
    /// Regular, or as boxes); nil when it was read or has not been asked for.
    public func problem(for face: FontFace) -> String? {
        switch face {
        case .inter(let w): return lazyInter[w]?.failure
        case .fallback: return lazyFallback.failure
        case .emoji: return lazyEmoji.failure
        case .script(let f): return lazyScripts[f]?.failure
        case .symbols(let w): return lazySymbols[w]?.failure
        case .monospaced(let bold): return lazyMonospaced[bold]?.failure
        case .icons, .registered: return nil
        }
    }

    public func font(_ face: FontFace) -> FontFile {
        switch face {
        case let .inter(w): return w == .regular ? regular : lazyInter[w]?.file ?? regular
        case .fallback: return fallback
        case .emoji: return emoji ?? regular
        case .script(let f): return script(f) ?? regular
        case .icons: return icons
        case .symbols(let w): return symbols(w)
        case .registered(let i, let w): return FontRegistry.shared.file(i, weight: w) ?? regular
        case .monospaced(let bold): return lazyMonospaced[bold]?.file ?? regular
        }
    }

    /// TabSnap Symbols at a weight (the regular weight should its file have become unreadable:
    /// `problem(for:)` says why).
    public func symbols(_ weight: SymbolWeight) -> FontFile {
        weight == .regular ? symbols : lazySymbols[weight]?.file ?? symbols
    }

    /// Per-character fallback order for text of a weight: Inter, Noto Sans Arabic and Hebrew
    /// (for their scripts only), then Droid Sans Fallback.
    public func textFaces(_ weight: FontWeight) -> [FontFace] {
        [.inter(weight)] + ScriptFace.faces(weight).map(FontFace.script) + [.fallback]
    }

    /// For a style: its registered family's face first when it names one (a character the
    /// brand font lacks falls back to the system font, as on iOS), then Inter and the fallback.
    /// The monospaced design puts DejaVu Sans Mono (bold from semibold up) first.
    public func textFaces(_ style: TextStyle) -> [FontFace] {
        guard let family = style.family, let face = style.fonts.face(family, weight: style.weightValue, italic: style.italic) else {
            if style.monospaced { return [.monospaced(bold: style.weightValue >= 600)] + textFaces(style.weight) }
            return textFaces(style.weight)
        }
        return [face] + textFaces(style.weight)
    }

    // MARK: finding Fonts/

    static let marker = "Inter-Regular.ttf"

    public static func locate(sourcePath: String = #filePath) throws -> String {
        var starts: [String] = []
        if let cwd = currentDirectory() { starts.append(cwd) }
        if let exe = executablePath() { starts.append(parent(exe)) }
        starts.append(parent(sourcePath))
        return try locate(environment: getenv("TABSNAP_FONTS").map { String(cString: $0) }, startingPoints: starts)
    }

    /// The search itself, with its inputs given (tests use this to check the error).
    static func locate(environment: String?, startingPoints: [String]) throws -> String {
        var searched: [String] = []
        if let env = environment, !env.isEmpty {
            // An explicit setting is the answer or an error, never silently passed over.
            if AtomicFile.exists(env + "/" + marker) { return env }
            throw FontError.fontsNotFound(searched: ["$TABSNAP_FONTS=\(env)"])
        }
        for start in startingPoints {
            var dir = start
            while true {
                let candidate = (dir == "/" ? "" : dir) + "/Fonts"
                if AtomicFile.exists(candidate + "/" + marker) { return candidate }
                let up = parent(dir)
                if up == dir { break }
                dir = up
            }
            searched.append("\(start) and its parents")
        }
        throw FontError.fontsNotFound(searched: searched)
    }

    private static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func currentDirectory() -> String? {
        var buf = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buf, buf.count) != nil else { return nil }
        return cString(buf)
    }

    private static func cString(_ buf: [CChar]) -> String {
        String(decoding: buf.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func executablePath() -> String? {
        var buf = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buf, buf.count - 1)
        guard n > 0 else { return CommandLine.arguments.first.flatMap { $0.hasPrefix("/") ? $0 : nil } }
        buf[n] = 0
        return cString(buf)
    }
}

/// A font file read on first use, once, from any thread.
final class LazyFontFile: @unchecked Sendable {
    private let lock = NSLock()
    private let load: () throws -> FontFile
    private var loaded: Result<FontFile, any Error>?

    init(_ load: @escaping () throws -> FontFile) { self.load = load }

    var file: FontFile? { try? result().get() }
    var problem: String? {
        if case .failure(let e) = result() { return "\(e)" }
        return nil
    }

    /// The error of a read already tried, without trying one.
    var failure: String? {
        lock.lock()
        defer { lock.unlock() }
        if case .failure(let e)? = loaded { return "\(e)" }
        return nil
    }

    private func result() -> Result<FontFile, any Error> {
        lock.lock()
        defer { lock.unlock() }
        if let loaded { return loaded }
        let r = Result { try load() }
        loaded = r
        return r
    }

    /// What can be known without reading the whole file: it is a readable regular file of a
    /// sane size that starts like a TrueType font.
    static func check(_ path: String) throws {
        let head: [UInt8]
        do { head = try AtomicFile.readPrefix(path, count: 4, limit: FontFile.maxFileSize) } catch {
            throw FontError.unreadable(path: path, reason: "\(error)")
        }
        guard head == [0, 1, 0, 0] || head == Array("true".utf8) || head == Array("OTTO".utf8) else {
            throw FontError.malformed(table: "sfnt", reason: "\((path as NSString).lastPathComponent): not a TrueType font (version \(head))")
        }
    }
}
