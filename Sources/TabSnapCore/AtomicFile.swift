#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Errors from writing or reading files, with the path and the system's reason.
public struct FileError: Error, CustomStringConvertible, Equatable, Sendable {
    public let path: String
    public let reason: String
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
    public var description: String { "\(path): \(reason)" }
}

/// Whole-file writes that never leave a half-written file behind.
///
/// The bytes go to a fresh temporary file in the destination's folder (same file system, so the
/// rename is atomic), are flushed to disk, and only then renamed over the destination. A failure
/// at any step removes the temporary file and leaves the old destination exactly as it was.
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to path: String, createDirectories: Bool = true) throws {
        let dir = parentDirectory(of: path)
        if createDirectories { try makeDirectories(dir) }
        let base = path.split(separator: "/").last.map(String.init) ?? path
        var template = Array("\(dir)/.\(base).tmp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw FileError(path: path, reason: "cannot create a temporary file in \(dir): \(errnoText())") }
        let tempPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var ok = false
        defer {
            if !ok { unlink(tempPath) }
        }
        do {
            try bytes.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let n = Glibc_write(fd, raw.baseAddress! + offset, raw.count - offset)
                    if n < 0 {
                        if errno == EINTR { continue }
                        throw FileError(path: path, reason: "write failed: \(errnoText())")
                    }
                    offset += n
                }
            }
            // Files created by mkstemp are 0600; snapshots and reports should be readable like
            // any other file the user makes.
            fchmod(fd, 0o644)
            if fsync(fd) != 0 { throw FileError(path: path, reason: "fsync failed: \(errnoText())") }
        } catch {
            close(fd)
            throw error
        }
        if close(fd) != 0 { throw FileError(path: path, reason: "close failed: \(errnoText())") }
        if rename(tempPath, path) != 0 { throw FileError(path: path, reason: "rename failed: \(errnoText())") }
        ok = true
    }

    public static func write(_ text: String, to path: String, createDirectories: Bool = true) throws {
        try write(Array(text.utf8), to: path, createDirectories: createDirectories)
    }

    /// Reads a whole file, refusing anything larger than `limit` bytes before reading it.
    public static func read(_ path: String, limit: Int = 1 << 30) throws -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw FileError(path: path, reason: errnoText()) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw FileError(path: path, reason: errnoText()) }
        if (st.st_mode & S_IFMT) == S_IFDIR { throw FileError(path: path, reason: "is a directory") }
        let size = Int(st.st_size)
        guard size <= limit else { throw FileError(path: path, reason: "file is \(size) bytes, over the \(limit)-byte limit") }
        var out = [UInt8](repeating: 0, count: size)
        var got = 0
        try out.withUnsafeMutableBytes { raw in
            while got < size {
                let n = Glibc_read(fd, raw.baseAddress! + got, size - got)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw FileError(path: path, reason: "read failed: \(errnoText())")
                }
                if n == 0 { break }
                got += n
            }
        }
        if got < size { out.removeLast(size - got) }
        return out
    }

    /// `mkdir -p`.
    public static func makeDirectories(_ dir: String) throws {
        if dir.isEmpty || dir == "." || dir == "/" { return }
        var st = stat()
        if stat(dir, &st) == 0 {
            if (st.st_mode & S_IFMT) == S_IFDIR { return }
            throw FileError(path: dir, reason: "exists and is not a directory")
        }
        try makeDirectories(parentDirectory(of: dir))
        if mkdir(dir, 0o755) != 0 && errno != EEXIST {
            throw FileError(path: dir, reason: "cannot create directory: \(errnoText())")
        }
    }

    public static func exists(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0
    }

    static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let parent = String(path[..<slash])
        return parent.isEmpty ? "/" : parent
    }

    static func errnoText() -> String { String(cString: strerror(errno)) }
}

// The unqualified names clash with methods in some contexts; these spell out the C calls.
@inline(__always) private func Glibc_write(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int { write(fd, p, n) }
@inline(__always) private func Glibc_read(_ fd: Int32, _ p: UnsafeMutableRawPointer, _ n: Int) -> Int { read(fd, p, n) }
