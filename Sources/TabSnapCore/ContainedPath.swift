/// A path that a file names, accepted only when it stays inside a folder.
///
/// Files that arrive from elsewhere (a results folder downloaded from another CI job, an asset
/// catalog in a pull request) name other files. Reading what they name must never reach past
/// their folder: not by an absolute path, not by "..", and not by a symbolic link inside the
/// folder whose target lies outside it. The last is checked on the resolved path, so it holds
/// whatever links the folder holds.
public enum ContainedPath {
    /// Why `relative` was refused, or nil when it is a plain relative path: no leading "/", no
    /// empty, "." or ".." component, no NUL.
    public static func lexicalProblem(_ relative: String) -> String? {
        if relative.isEmpty { return "is empty" }
        if relative.hasPrefix("/") { return "is an absolute path" }
        if relative.contains("\0") { return "holds a NUL byte" }
        for part in relative.split(separator: "/", omittingEmptySubsequences: false) {
            if part == ".." { return "goes up a folder (\"..\")" }
            if part.isEmpty || part == "." { return "is not a plain path (an empty or \".\" component)" }
        }
        return nil
    }

    /// `folder + "/" + relative` when `relative` is plain and, once every symbolic link is
    /// followed, still inside `root` (by default `folder` itself); else why not. A path that does
    /// not exist passes the lexical test alone: nothing is read through it.
    public static func resolve(_ relative: String, in folder: String, root: String? = nil) -> Result<String, Refusal> {
        if let problem = lexicalProblem(relative) { return .failure(Refusal(path: relative, reason: problem, throughLink: false)) }
        let full = folder + "/" + relative
        guard let resolved = AtomicFile.resolvedPath(full) else { return .success(full) }
        guard let base = AtomicFile.resolvedPath(root ?? folder) else {
            return .failure(Refusal(path: relative, reason: "its folder \(root ?? folder) cannot be resolved", throughLink: false))
        }
        guard resolved.hasPrefix(base == "/" ? "/" : base + "/") else {
            return .failure(Refusal(path: relative, reason: "leads outside \(root ?? folder) through a symbolic link (to \(resolved))", throughLink: true))
        }
        return .success(full)
    }

    /// Whether the folder `path` (which may be a symbolic link) resolves to a place inside `root`.
    public static func staysInside(_ path: String, root: String) -> Bool {
        guard let resolved = AtomicFile.resolvedPath(path), let base = AtomicFile.resolvedPath(root) else { return false }
        return resolved == base || resolved.hasPrefix(base == "/" ? "/" : base + "/")
    }

    public struct Refusal: Error, CustomStringConvertible, Equatable, Sendable {
        public let path: String
        public let reason: String
        /// Plain by its spelling, but a symbolic link on the way leaves the folder.
        public let throughLink: Bool
        public var description: String { "\(Quoted.quoted(path, limit: Quoted.pathLimit)) \(reason)" }
    }
}
