#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The names of `AtomicFile`'s temporary files, and the sweep that removes the ones a killed run
/// left behind. A temporary is `.NAME.tabsnap-tmp-PID-XXXXXX` beside its destination: hidden,
/// recognisable, and carrying the writer's process id so a sweep can tell a live writer's file
/// (left alone) from a dead one's (removed). `kill -9` skips every cleanup, so the next `record`,
/// `verify` or `report` sweeps the folders it works in before it starts.
public enum TemporaryFiles {
    static let marker = ".tabsnap-tmp-"

    /// The `mkstemp` template for a temporary beside `destination`.
    static func template(for destination: String) -> String {
        let dir = AtomicFile.parentDirectory(of: destination)
        let base = destination.split(separator: "/").last.map(String.init) ?? destination
        return "\(dir)/.\(base)\(marker)\(getpid())-XXXXXX"
    }

    /// The process id in a temporary's name; nil when `name` is not one of ours. Only names with
    /// the marker count: the sweep runs over snapshot folders that hold the user's own files too,
    /// and a looser pattern (the `.NAME.tmp-XXXXXX` and `NAME.tmp-PID-N` that earlier versions
    /// wrote) matched names a user may choose, which a verify then deleted.
    public static func owner(of name: String) -> (isTemporary: Bool, pid: Int32?) {
        guard name.hasPrefix("."), let range = name.dropFirst(2).ranges(of: marker).last else { return (false, nil) }
        let parts = name[range.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let pid = Int32(parts[0]), pid > 0, parts[1].count == 6,
              parts[1].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return (false, nil) }
        return (true, pid)
    }

    /// Removes every temporary under `folder` (recursively, not following symbolic links) whose
    /// writer is no longer running; returns the removed paths. A missing folder is no error.
    @discardableResult
    public static func sweep(_ folder: String) -> [String] {
        var removed: [String] = []
        sweep(folder, depth: 0, removed: &removed)
        return removed
    }

    private static func sweep(_ folder: String, depth: Int, removed: inout [String]) {
        guard depth < 32, let dir = opendir(folder) else { return }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            let path = folder + "/" + name
            var st = stat()
            guard lstat(path, &st) == 0 else { continue }
            if (st.st_mode & S_IFMT) == S_IFDIR {
                sweep(path, depth: depth + 1, removed: &removed)
                continue
            }
            let (isTemporary, pid) = owner(of: name)
            guard isTemporary, pid.map({ !isRunning($0) }) ?? true else { continue }
            if unlink(path) == 0 { removed.append(path) }
        }
    }

    /// Whether a process with this id exists (EPERM: it does, under another user).
    static func isRunning(_ pid: Int32) -> Bool {
        guard pid > 0 else { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }
}
