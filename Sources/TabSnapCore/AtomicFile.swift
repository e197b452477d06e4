#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CTabSnapSystem

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

/// Whole-file writes and copies that never leave a half-written file behind (see `replace`),
/// and whole-file reads of regular files only.
///
/// `durable: false` skips the flush to disk before the rename: still atomic for anything reading
/// the folder, but a power cut may lose the new file. For what a command derives from its inputs
/// and writes again when run again, as a compiler writes its output: a results folder (its
/// thousand flushes were an eighth of a failing verify's time) and the pictures `render`,
/// `animate`, `diff` and the other drawing commands write (a flush was ~0.5 ms of a 20 ms
/// render). References, which only a record mode writes, are flushed.
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to path: String, createDirectories: Bool = true, durable: Bool = true) throws {
        try replace(path, createDirectories: createDirectories, durable: durable) { fd in
            try bytes.withUnsafeBytes { raw in try writeAll(fd, raw, path) }
        }
    }

    public static func write(_ text: String, to path: String, createDirectories: Bool = true, durable: Bool = true) throws {
        try write(Array(text.utf8), to: path, createDirectories: createDirectories, durable: durable)
    }

    /// Copies `source` to `destination`, replaced atomically: a reflink (FICLONE, blocks shared
    /// copy-on-write) where the file system has them, else a byte copy. Never a hard link: a
    /// report image linked to a committed reference would let anything that writes the image in
    /// place rewrite the reference.
    public static func copy(_ source: String, to destination: String, createDirectories: Bool = true, durable: Bool = true) throws {
        let src = try RegularFile.openForReading(source)
        defer { close(src) }
        try replace(destination, createDirectories: createDirectories, durable: durable) { fd in
            if clone(fd, from: src) { return }
            // Uninitialised: it is only ever read into (zero-filling 1 MB per copy showed up in
            // a verify's page faults, one copy per snapshot preview).
            var buffer = [UInt8](unsafeUninitializedCapacity: 256 << 10) { _, n in n = 256 << 10 }
            while true {
                let n = buffer.withUnsafeMutableBytes { Glibc_read(src, $0.baseAddress!, $0.count) }
                if n < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    throw FileError(path: source, reason: "read failed: \(errnoText())")
                }
                if n == 0 { return }
                try buffer.withUnsafeBytes { try writeAll(fd, UnsafeRawBufferPointer(rebasing: $0[0..<n]), destination) }
            }
        }
    }

    /// Puts `source` at `destination` as a second name for the same file (a hard link), replaced
    /// atomically; a copy where the file system cannot link the two. Only for files a run made
    /// itself and never rewrites in place (failure artifacts in a report): linking allocates no
    /// inode and writes no data, where copying a report's thousand pictures was a sixth of a
    /// failing verify. Never for a reference (`copy` says why).
    public static func link(_ source: String, to destination: String) throws {
        try makeDirectories(parentDirectory(of: destination))
        // A temporary name as mkstemp would make it, but not created: link() creates it, and
        // making a file first would allocate the inode this is here to save.
        let template = TemporaryFiles.template(for: destination)
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        for _ in 0..<8 {
            let temp = String(template.dropLast(6)) + String((0..<6).map { _ in letters.randomElement()! })
            if Glibc_link(source, temp) != 0 {
                if errno == EEXIST { continue }
                return try copy(source, to: destination, durable: false)
            }
            if rename(temp, destination) != 0 {
                unlink(temp)
                throw FileError(path: destination, reason: "rename failed: \(errnoText())")
            }
            // Renaming one link of a file over another link of the same file does nothing
            // (POSIX), which leaves the temporary name: remove it if it is still there.
            unlink(temp)
            return
        }
        try copy(source, to: destination, durable: false)
    }

    /// The bytes go to a fresh temporary file in the destination's folder (same file system, so
    /// the rename is atomic), named so a later run recognises it (`TemporaryFiles`), are flushed
    /// to disk (when `durable`), and only then renamed over the destination. A failure at any step removes the
    /// temporary file and leaves the old destination exactly as it was.
    static func replace(_ path: String, createDirectories: Bool, durable: Bool = true, fill: (Int32) throws -> Void) throws {
        let dir = parentDirectory(of: path)
        if createDirectories { try makeDirectories(dir) }
        var template = Array(TemporaryFiles.template(for: path).utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw FileError(path: path, reason: "cannot create a temporary file in \(dir): \(errnoText())") }
        let tempPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var ok = false
        defer {
            if !ok { unlink(tempPath) }
        }
        do {
            try fill(fd)
            // Files created by mkstemp are 0600; snapshots and reports should be readable like
            // any other file the user makes, and a file replaced keeps its permissions (a
            // reference made read-only stays so after a record).
            var existing = stat()
            let kept = stat(path, &existing) == 0 && (existing.st_mode & S_IFMT) == S_IFREG
            // Permission bits only (no set-id), and always readable by its owner.
            fchmod(fd, kept ? (existing.st_mode & 0o777) | 0o400 : 0o644)
            if durable, fsync(fd) != 0 { throw FileError(path: path, reason: "fsync failed: \(errnoText())") }
        } catch {
            close(fd)
            throw error
        }
        if close(fd) != 0 { throw FileError(path: path, reason: "close failed: \(errnoText())") }
        // A file that is not flushed is swapped in rather than renamed over the old one: ext4
        // writes the data of a file renamed over another out at once (so a crash cannot leave an
        // empty file where a full one was), ~0.4 ms each here, a promise only `durable` makes.
        if !durable, tabsnap_exchange_names(tempPath, path) == 0 {
            unlink(tempPath)  // now the old file
            ok = true
            return
        }
        if rename(tempPath, path) != 0 { throw FileError(path: path, reason: "rename failed: \(errnoText())") }
        ok = true
    }

    private static func writeAll(_ fd: Int32, _ raw: UnsafeRawBufferPointer, _ path: String) throws {
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

    /// FICLONE (Linux: Btrfs, XFS, bcachefs …); false where it is missing, and the caller copies.
    private static func clone(_ fd: Int32, from src: Int32) -> Bool {
        #if os(Linux)
        return ioctl(fd, UInt(0x4004_9409), src) == 0
        #else
        return false
        #endif
    }

    /// Reads a whole regular file, refusing anything larger than `limit` bytes before reading
    /// it, and refusing FIFOs, devices and directories by name (`RegularFile`) so no read blocks.
    public static func read(_ path: String, limit: Int = 1 << 30) throws -> [UInt8] {
        let fd = try RegularFile.openForReading(path)
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw FileError(path: path, reason: errnoText()) }
        let size = Int(st.st_size)
        guard size <= limit else { throw FileError(path: path, reason: "file is \(size) bytes, over the \(limit)-byte limit") }
        // Read straight into uninitialized capacity: zero-filling first cost as much as the
        // read for the 3 MB fallback font. A file that shrank meanwhile ends where it ends.
        var failure: FileError?
        let out = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var got = 0
            while got < size {
                let n = Glibc_read(fd, buffer.baseAddress! + got, size - got)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = FileError(path: path, reason: "read failed: \(errnoText())")
                    break
                }
                if n == 0 { break }
                got += n
            }
            initialized = failure == nil ? got : 0
        }
        if let failure { throw failure }
        return out
    }

    /// The first `count` bytes (fewer when the file is shorter) of a regular file no larger
    /// than `limit`: for checking a file's kind without reading all of it.
    public static func readPrefix(_ path: String, count: Int, limit: Int = 1 << 30) throws -> [UInt8] {
        let fd = try RegularFile.openForReading(path)
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw FileError(path: path, reason: errnoText()) }
        guard Int(st.st_size) <= limit else { throw FileError(path: path, reason: "file is \(st.st_size) bytes, over the \(limit)-byte limit") }
        var out = [UInt8](repeating: 0, count: count)
        let n = out.withUnsafeMutableBytes { Glibc_read(fd, $0.baseAddress!, count) }
        guard n >= 0 else { throw FileError(path: path, reason: "read failed: \(errnoText())") }
        return Array(out.prefix(n))
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

    /// Whether two paths name one file (the same device and inode), e.g. a link to a reference.
    public static func sameFile(_ a: String, _ b: String) -> Bool {
        var sa = stat(), sb = stat()
        return stat(a, &sa) == 0 && stat(b, &sb) == 0 && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino
    }

    /// `path` with every symbolic link, "." and ".." resolved (`realpath`); nil if it does not exist.
    public static func resolvedPath(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
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
@inline(__always) private func Glibc_link(_ from: String, _ to: String) -> Int32 { link(from, to) }
@inline(__always) private func Glibc_write(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int { write(fd, p, n) }
@inline(__always) private func Glibc_read(_ fd: Int32, _ p: UnsafeMutableRawPointer, _ n: Int) -> Int { read(fd, p, n) }
