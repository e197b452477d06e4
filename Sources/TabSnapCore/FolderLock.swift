#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock` on `FOLDER/.tabsnap.lock`, held by a command that rewrites a results or
/// report folder. Two `verify --out X` at once would clear and refill the same folder, each
/// leaving the other's files half-swept; the second now fails at once, naming the folder and the
/// holder's pid, instead of waiting an unknown time. The kernel drops the lock when the holder
/// exits, even by `kill -9`, so a stale lock file never blocks anyone.
public final class FolderLock {
    public static let fileName = ".tabsnap.lock"
    private var fd: Int32

    /// Locks `folder` (created if missing) or throws, saying who holds it.
    public init(_ folder: String, command: String) throws {
        try AtomicFile.makeDirectories(folder)
        let path = folder + "/" + Self.fileName
        fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
        guard fd >= 0 else { throw FileError(path: path, reason: "cannot open the lock file: \(AtomicFile.errnoText())") }
        var st = stat()
        if fstat(fd, &st) != 0 || (st.st_mode & S_IFMT) != S_IFREG {
            close(fd)
            throw FileError(path: path, reason: "the lock file is not a regular file")
        }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let busy = errno == EWOULDBLOCK
            let reason = AtomicFile.errnoText()
            let holder = (try? AtomicFile.read(path, limit: 64)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            close(fd)
            fd = -1
            if busy {
                let words = holder.split(separator: " ", maxSplits: 1)
                let who = words.isEmpty ? "" : " (pid \(words[0])\(words.count > 1 ? ", tabsnap \(words[1])" : ""))"
                throw FileError(path: folder, reason: "in use by another tabsnap run\(who); wait for it to finish or choose another --out")
            }
            throw FileError(path: path, reason: "cannot lock: \(reason)")
        }
        let note = Array("\(getpid()) \(command)".utf8)
        ftruncate(fd, 0)
        _ = note.withUnsafeBytes { pwrite(fd, $0.baseAddress!, $0.count, 0) }
    }

    /// Releases the lock (also done on deinit and, by the kernel, on exit).
    public func release() {
        guard fd >= 0 else { return }
        close(fd)
        fd = -1
    }

    deinit { release() }
}
