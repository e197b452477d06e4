/// A PDF file's structure (§7.5): the cross-reference table or stream (following `/Prev`),
/// object streams, and — when the table is missing or wrong, as in hand-edited files — the
/// objects found by scanning, as poppler does. Then the first page: its box, resources and
/// content. Every offset, count and length is checked against the file before use.
public final class PDFDocument: @unchecked Sendable {
    public let name: String
    let bytes: [UInt8]
    /// Object number → where it is: a byte offset, or (object stream, index).
    private var offsets: [Int: Int] = [:]
    private var compressed: [Int: (stream: Int, index: Int)] = [:]
    private var cache: [Int: PDFObject] = [:]
    private var objectStreams: [Int: [Int: PDFObject]] = [:]
    private(set) var trailer: [String: PDFObject] = [:]

    /// The page's box in PDF units (MediaBox, or CropBox inside it).
    public private(set) var box: (x: Double, y: Double, width: Double, height: Double) = (0, 0, 0, 0)
    var pageResources: [String: PDFObject] = [:]
    /// The page's content, decoded and joined.
    var content: [UInt8] = []

    /// Largest file read: asset-catalog icons are a few kilobytes.
    public static let maxFileSize = 16 << 20
    static let maxObjects = 1_000_000

    public init(data: [UInt8], name: String = "PDF") throws(PDFError) {
        self.name = name
        guard data.count <= Self.maxFileSize else { throw PDFError("file", "larger than \(Self.maxFileSize >> 20) MiB") }
        bytes = data
        guard let header = Self.find(Array("%PDF-".utf8), in: data[0..<min(data.count, 1024)]) else {
            throw PDFError("file", "no %PDF- header: not a PDF")
        }
        _ = header
        do {
            try readCrossReferences()
        } catch {
            // A broken table: find the objects themselves.
            offsets = [:]; compressed = [:]; trailer = [:]
            try scanObjects(after: error)
        }
        try readPage()
    }

    static func find(_ needle: [UInt8], in hay: ArraySlice<UInt8>, fromEnd: Bool = false) -> Int? {
        guard hay.count >= needle.count, !needle.isEmpty else { return nil }
        let starts = hay.startIndex...(hay.endIndex - needle.count)
        for i in fromEnd ? Array(starts.reversed()) : Array(starts) where hay[i] == needle[0] {
            if hay[i..<(i + needle.count)].elementsEqual(needle) { return i }
        }
        return nil
    }

    // MARK: Cross references

    private func readCrossReferences() throws(PDFError) {
        let tail = bytes[max(0, bytes.count - 1024)...]
        guard let sx = Self.find(Array("startxref".utf8), in: tail, fromEnd: true) else { throw PDFError("xref", "no startxref") }
        var lexer = PDFLexer(bytes[...], at: sx + 9)
        guard let start = try lexer.object().integer else { throw PDFError("xref", "startxref is not followed by an offset") }
        var next: Int? = start
        var seen: Set<Int> = []
        while let offset = next {
            guard offset >= 0, offset < bytes.count else { throw PDFError("xref", "offset \(offset) is outside the file") }
            guard seen.insert(offset).inserted, seen.count <= 64 else { throw PDFError("xref", "/Prev chain loops") }
            var l = PDFLexer(bytes[...], at: offset)
            let section: [String: PDFObject]
            if l.accept("xref") {
                section = try readTable(&l)
            } else {
                section = try readStream(at: offset)
            }
            for (k, v) in section where trailer[k] == nil { trailer[k] = v }
            next = section["Prev"]?.integer
            // A hybrid file's /XRefStm holds the objects the table leaves out.
            if let stm = section["XRefStm"]?.integer, seen.insert(stm).inserted { _ = try readStream(at: stm) }
        }
        guard trailer["Root"] != nil else { throw PDFError("xref", "the trailer has no /Root") }
        guard !offsets.isEmpty || !compressed.isEmpty else { throw PDFError("xref", "the table lists no objects") }
    }

    private func readTable(_ l: inout PDFLexer) throws(PDFError) -> [String: PDFObject] {
        while true {
            if l.accept("trailer") {
                guard case .dictionary(let d) = try l.object() else { throw PDFError("xref", "trailer is not a dictionary") }
                return d
            }
            guard let first = try l.object().integer, let count = try l.object().integer, first >= 0, count >= 0,
                  count <= Self.maxObjects, first <= Self.maxObjects else {
                throw PDFError("xref", "a subsection header is not two counts")
            }
            l.skipWhitespace()
            for i in 0..<count {
                // Entries are 20 bytes: 10-digit offset, 5-digit generation, n or f.
                let at = l.position
                guard at + 18 <= bytes.count else { throw PDFError("xref", "the table ends early") }
                let row = bytes[at..<(at + 18)]
                guard let off = PDFLexer.number(row[at..<(at + 10)]), row[at + 17] == 0x6E || row[at + 17] == 0x66 else {
                    throw PDFError("xref", "entry \(first + i) is not 'offset generation n|f'")
                }
                if row[at + 17] == 0x6E, offsets[first + i] == nil, compressed[first + i] == nil { offsets[first + i] = Int(off) }
                l.position = at + 18
                l.skipWhitespace()
            }
        }
    }

    /// A cross-reference stream (PDF 1.5): rows of /W-sized big-endian fields.
    private func readStream(at offset: Int) throws(PDFError) -> [String: PDFObject] {
        guard case .stream(let d, let data) = try parseIndirect(at: offset, number: nil), d["Type"]?.name == "XRef" else {
            throw PDFError("xref", "offset \(offset) holds neither a table nor a cross-reference stream")
        }
        let rows = try PDFFilters.decode(d, data, what: "xref stream")
        guard let w = d["W"]?.array?.compactMap(\.integer), w.count == 3, w.allSatisfy({ (0...8).contains($0) }) else {
            throw PDFError("xref", "/W is not three field widths")
        }
        let size = d["Size"]?.integer ?? 0
        let index = d["Index"]?.array?.compactMap(\.integer) ?? [0, size]
        let width = w.reduce(0, +)
        guard width > 0 else { throw PDFError("xref", "/W fields are all empty") }
        var at = 0
        var pair = 0
        while pair + 1 < index.count {
            let first = index[pair], count = index[pair + 1]
            guard first >= 0, count >= 0, count <= Self.maxObjects else { throw PDFError("xref", "/Index is out of range") }
            for i in 0..<count {
                guard at + width <= rows.count else { throw PDFError("xref", "the stream ends early") }
                func field(_ n: Int, _ start: Int) -> Int {
                    var v = 0
                    for k in 0..<w[n] { v = v << 8 | Int(rows[start + k]) }
                    return v
                }
                let type = w[0] == 0 ? 1 : field(0, at), f2 = field(1, at + w[0]), f3 = field(2, at + w[0] + w[1])
                let n = first + i
                if offsets[n] == nil && compressed[n] == nil {
                    if type == 1 { offsets[n] = f2 } else if type == 2 { compressed[n] = (f2, f3) }
                }
                at += width
            }
            pair += 2
        }
        return d
    }

    /// Without a usable table: every `N G obj` in the file, the last definition winning.
    private func scanObjects(after error: PDFError) throws(PDFError) {
        var i = 0
        let obj = Array("obj".utf8)
        while i + 3 <= bytes.count {
            if bytes[i] == 0x6F, bytes[i..<(i + 3)].elementsEqual(obj), i > 0, PDFLexer.isWhitespace(bytes[i - 1]) {
                // Back over "N G ".
                var j = i - 1
                func back(_ j: inout Int) -> Int? {
                    while j >= 0, PDFLexer.isWhitespace(bytes[j]) { j -= 1 }
                    let end = j + 1
                    while j >= 0, bytes[j] >= 0x30, bytes[j] <= 0x39 { j -= 1 }
                    return j + 1 < end ? j + 1 : nil
                }
                if back(&j) != nil, let s = back(&j), let n = PDFLexer.number(bytes[s..<(bytes[s...].firstIndex(where: { !($0 >= 0x30 && $0 <= 0x39) }) ?? s)]) {
                    if n < Double(Self.maxObjects) { offsets[Int(n)] = s }
                }
            }
            i += 1
        }
        guard !offsets.isEmpty else { throw PDFError("xref", "\(error.message), and no objects were found in the file") }
        // The catalog: the trailer's /Root if a trailer survives, else the object of /Type /Catalog.
        if let t = Self.find(Array("trailer".utf8), in: bytes[...], fromEnd: true) {
            var l = PDFLexer(bytes[...], at: t + 7)
            if case .dictionary(let d)? = try? l.object() { trailer = d }
        }
        if trailer["Root"] == nil {
            for n in offsets.keys.sorted() {
                if case .dictionary(let d)? = try? object(n), d["Type"]?.name == "Catalog" { trailer["Root"] = .reference(n, 0); break }
            }
        }
        guard trailer["Root"] != nil else { throw PDFError("xref", "\(error.message), and no catalog was found") }
    }

    // MARK: Objects

    /// `N G obj … endobj` at an offset; a stream's length comes from /Length, or from where
    /// `endstream` is when /Length is wrong.
    private func parseIndirect(at offset: Int, number: Int?) throws(PDFError) -> PDFObject {
        var l = PDFLexer(bytes[...], at: offset)
        guard let n = try l.object().integer, try l.object().integer != nil, l.accept("obj") else {
            throw PDFError("object \(number.map(String.init) ?? "at \(offset)")", "no 'N G obj' at byte \(offset)")
        }
        if let number, n != number { throw PDFError("object \(number)", "the table points at object \(n)") }
        let value = try l.object()
        guard case .dictionary(let d) = value, l.accept("stream") else { return value }
        // The data starts after the EOL that follows `stream`.
        var start = l.position
        if start < bytes.count, bytes[start] == 13 { start += 1 }
        if start < bytes.count, bytes[start] == 10 { start += 1 }
        var length = -1
        switch d["Length"] {
        case .number(let v)?: length = Int(exactly: v) ?? -1
        case .reference(let rn, _)?: length = lengthValue(rn) ?? -1
        default: break
        }
        let endWord = Array("endstream".utf8)
        if length < 0 || start + length > bytes.count || !PDFLexer(bytes[...], at: start + length).peekEndstream() {
            guard let e = Self.find(endWord, in: bytes[start...]) else { throw PDFError("object \(n)", "stream has no endstream") }
            var end = e
            if end > start, bytes[end - 1] == 10 { end -= 1 }
            if end > start, bytes[end - 1] == 13 { end -= 1 }
            length = end - start
        }
        return .stream(d, data: bytes[start..<(start + length)])
    }

    /// The integer an indirect /Length names, read without parsing any stream of the object it
    /// names: two streams whose lengths name each other (or one naming itself) would otherwise
    /// recurse until the stack overflows. A length in an object stream is read from it once;
    /// while that stream's own length is being found, another such length is not followed. A
    /// length not found is treated as poppler and MuPDF treat a wrong one: `endstream` is
    /// looked for instead.
    private func lengthValue(_ number: Int) -> Int? {
        if let hit = cache[number] { return hit.integer }
        if let offset = offsets[number] {
            guard offset >= 0, offset < bytes.count else { return nil }
            var l = PDFLexer(bytes[...], at: offset)
            guard (try? l.object())?.integer == number, (try? l.object())?.integer != nil, l.accept("obj") else { return nil }
            return (try? l.object())?.integer
        }
        if let (stream, index) = compressed[number], !readingCompressedLength {
            readingCompressedLength = true
            defer { readingCompressedLength = false }
            return (try? objectStreamMember(stream, index: index, number: number))?.integer
        }
        return nil
    }
    private var readingCompressedLength = false

    /// An object by number (nil-free: a missing object is null, as the spec says).
    func object(_ n: Int) throws(PDFError) -> PDFObject {
        if let hit = cache[n] { return hit }
        var value = PDFObject.null
        if let offset = offsets[n] {
            guard offset >= 0, offset < bytes.count else { throw PDFError("object \(n)", "offset \(offset) is outside the file") }
            value = try parseIndirect(at: offset, number: n)
        } else if let (stream, index) = compressed[n] {
            value = try objectStreamMember(stream, index: index, number: n)
        }
        cache[n] = value
        return value
    }

    private func objectStreamMember(_ stream: Int, index: Int, number: Int) throws(PDFError) -> PDFObject {
        if objectStreams[stream] == nil {
            objectStreams[stream] = [:]  // reentry guard: a stream inside itself reads as empty
            guard offsets[stream] != nil, case .stream(let d, let raw) = try object(stream), d["Type"]?.name == "ObjStm",
                  let count = d["N"]?.integer, let first = d["First"]?.integer, count >= 0, count <= Self.maxObjects, first >= 0 else {
                throw PDFError("object \(number)", "object stream \(stream) is not an /ObjStm")
            }
            let data = try PDFFilters.decode(d, raw, what: "object stream \(stream)")
            var header = PDFLexer(data[...])
            var members: [Int: PDFObject] = [:]
            for _ in 0..<count {
                guard let num = try header.object().integer, let off = try header.object().integer, first + off < data.count, off >= 0 else {
                    throw PDFError("object stream \(stream)", "its header is not pairs of numbers and offsets")
                }
                var l = PDFLexer(data[...], at: first + off)
                members[num] = try l.object()
            }
            objectStreams[stream] = members
        }
        return objectStreams[stream]?[number] ?? .null
    }

    /// Follows references (a chain of them, never a loop) to a direct object.
    func resolve(_ o: PDFObject?) throws(PDFError) -> PDFObject {
        var current = o ?? .null
        var hops = 0
        while case .reference(let n, _) = current {
            hops += 1
            guard hops <= 32 else { throw PDFError("object \(n)", "references loop") }
            current = try object(n)
        }
        return current
    }

    func dictionary(_ o: PDFObject?) throws(PDFError) -> [String: PDFObject]? { try resolve(o).dictionary }

    // MARK: The page

    private func readPage() throws(PDFError) {
        guard let catalog = try dictionary(trailer["Root"]), let pagesRef = catalog["Pages"] else {
            throw PDFError("catalog", "no /Pages")
        }
        // Down the page tree to the first page, inheriting resources and boxes.
        var node = try dictionary(pagesRef)
        var inherited: [String: PDFObject] = [:]
        var depth = 0
        while let n = node, n["Type"]?.name != "Page" {
            for key in ["Resources", "MediaBox", "CropBox", "Rotate"] where n[key] != nil { inherited[key] = n[key] }
            depth += 1
            guard depth < 32, let kids = try resolve(n["Kids"]).array, let first = kids.first else {
                throw PDFError("pages", "the page tree has no page")
            }
            node = try dictionary(first)
        }
        guard let page = node else { throw PDFError("pages", "the page tree has no page") }
        func get(_ k: String) -> PDFObject? { page[k] ?? inherited[k] }
        let rotate = try resolve(get("Rotate")).integer ?? 0
        guard rotate % 360 == 0 else { throw PDFError("page", "/Rotate \(rotate) is not supported") }
        func rect(_ o: PDFObject?) throws(PDFError) -> (Double, Double, Double, Double)? {
            guard let a = try resolve(o).array, a.count == 4 else { return nil }
            var v: [Double] = []
            for e in a { guard let n = try resolve(e).number, n.isFinite, abs(n) < 1e6 else { return nil }; v.append(n) }
            return (min(v[0], v[2]), min(v[1], v[3]), abs(v[2] - v[0]), abs(v[3] - v[1]))
        }
        guard var b = try rect(get("MediaBox")) else { throw PDFError("page", "no usable /MediaBox") }
        if let c = try rect(get("CropBox")) {
            let x0 = max(b.0, c.0), y0 = max(b.1, c.1), x1 = min(b.0 + b.2, c.0 + c.2), y1 = min(b.1 + b.3, c.1 + c.3)
            if x1 > x0, y1 > y0 { b = (x0, y0, x1 - x0, y1 - y0) }
        }
        guard b.2 > 0, b.3 > 0 else { throw PDFError("page", "the page box is empty") }
        box = b
        pageResources = try dictionary(get("Resources")) ?? [:]
        var parts: [PDFObject] = []
        if case .reference(let n, _)? = page["Contents"], offsets[n] == nil, compressed[n] == nil {
            throw PDFError("page", "its content (object \(n)) is missing: the file may be truncated")
        }
        switch try resolve(page["Contents"]) {
        case .array(let a): parts = a
        case let s: parts = [s]
        }
        var total = 0
        for part in parts {
            if case .reference(let n, _) = part, offsets[n] == nil, compressed[n] == nil {
                throw PDFError("page", "its content (object \(n)) is missing: the file may be truncated")
            }
            guard case .stream(let d, let data) = try resolve(part) else { continue }
            let decoded = try PDFFilters.decode(d, data, what: "page content", limit: PDFFilters.limit - total)
            total += decoded.count
            content += decoded
            content.append(10)
        }
    }

    /// A stream's decoded bytes.
    func decoded(_ o: PDFObject, what: String) throws(PDFError) -> ([String: PDFObject], [UInt8])? {
        guard case .stream(let d, let data) = try resolve(o) else { return nil }
        return (d, try PDFFilters.decode(d, data, what: what))
    }
}

extension PDFLexer {
    /// Whether `endstream` follows (after optional whitespace).
    func peekEndstream() -> Bool {
        var l = self
        return l.accept("endstream")
    }
}
