/// Which previews a run checks: by module, file and name, less the excluded, and the
/// `TABSNAP_PREVIEWS` patterns (`Module/File/Name`, `*` for any run of characters).
struct PreviewSelection: CustomStringConvertible {
    let modules: [String]?
    let files: [String]?
    let names: [String]?
    let excluded: [String]
    let patterns: [String]?

    init(modules: [String]?, files: [String]?, names: [String]?, excluded: [String], environment: String?) {
        self.modules = modules
        self.files = files
        self.names = names
        self.excluded = excluded
        patterns = environment.map { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }.flatMap { $0.isEmpty ? nil : $0 }
    }

    var isEverything: Bool { modules == nil && files == nil && names == nil && excluded.isEmpty && patterns == nil }

    func contains(_ preview: DiscoveredPreview) -> Bool {
        if let modules, !modules.contains(preview.module) { return false }
        if let files, !files.contains(preview.file) && !files.contains(preview.file + ".swift") { return false }
        if let names, !names.contains(preview.name) { return false }
        if excluded.contains(where: { Self.matches($0, preview.id) }) { return false }
        if let patterns, !patterns.contains(where: { Self.matches($0, preview.id) }) { return false }
        return true
    }

    /// The matching of the first pattern, in sorted order, that matches `id`: never the
    /// dictionary's own order.
    static func matching(_ byPattern: [String: SnapshotMatching], for id: String) -> SnapshotMatching? {
        byPattern.keys.sorted().first { matches($0, id) }.flatMap { byPattern[$0] }
    }

    /// A pattern with `*` wildcards against a whole id.
    static func matches(_ pattern: String, _ id: String) -> Bool {
        let p = Array(pattern), s = Array(id)
        var memo = [[Bool?]](repeating: [Bool?](repeating: nil, count: s.count + 1), count: p.count + 1)
        func m(_ i: Int, _ j: Int) -> Bool {
            if let known = memo[i][j] { return known }
            let r: Bool
            if i == p.count { r = j == s.count }
            else if p[i] == "*" { r = m(i + 1, j) || (j < s.count && m(i, j + 1)) }
            else { r = j < s.count && p[i] == s[j] && m(i + 1, j + 1) }
            memo[i][j] = r
            return r
        }
        return m(0, 0)
    }

    var description: String {
        var parts: [String] = []
        if let modules { parts.append("modules \(modules)") }
        if let files { parts.append("files \(files)") }
        if let names { parts.append("names \(names)") }
        if !excluded.isEmpty { parts.append("not \(excluded)") }
        if let patterns { parts.append("TABSNAP_PREVIEWS \(patterns)") }
        return parts.joined(separator: ", ")
    }
}

import Foundation
import TabSnapEngine
import TabSnapPreviews
