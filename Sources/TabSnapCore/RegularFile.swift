#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Opens a file for reading only when it is a regular file. A FIFO, `/dev/stdin`, a device or a
/// directory named as a configuration, manifest or image would otherwise block in `open()` or
/// `read()` forever (a FIFO with no writer) or stream without end (`/dev/zero`); they are refused
/// by name instead. Every whole-file read goes through here (`AtomicFile.read`).
public enum RegularFile {
    /// A read-only descriptor (close-on-exec) for `path`, or an error such as
    /// "is a FIFO, not a regular file". Symbolic links to regular files are followed.
    public static func openForReading(_ path: String) throws -> Int32 {
        // stat first, so a device is never opened at all (opening some has side effects) ...
        var st = stat()
        guard stat(path, &st) == 0 else { throw FileError(path: path, reason: AtomicFile.errnoText()) }
        try check(st.st_mode, path)
        // ... then open without blocking (a FIFO swapped in after the stat must not hang the
        // open) and check what was really opened. O_NONBLOCK changes nothing for regular files.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { throw FileError(path: path, reason: AtomicFile.errnoText()) }
        var opened = stat()
        guard fstat(fd, &opened) == 0 else {
            let reason = AtomicFile.errnoText()
            close(fd)
            throw FileError(path: path, reason: reason)
        }
        do { try check(opened.st_mode, path) } catch {
            close(fd)
            throw error
        }
        return fd
    }

    /// Throws unless `mode` is a regular file's.
    public static func check(_ mode: mode_t, _ path: String) throws {
        guard (mode & S_IFMT) != S_IFREG else { return }
        throw FileError(path: path, reason: "is \(kind(mode)), not a regular file")
    }

    /// "a FIFO", "a directory", "a character device", … for an error message.
    public static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: return "a FIFO"
        case S_IFDIR: return "a directory"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        case S_IFREG: return "a regular file"
        default: return "not a file"
        }
    }
}
