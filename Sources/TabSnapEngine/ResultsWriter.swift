import Foundation
import TabSnapCore

/// Writes a verify run into a results folder: `summary.json`, `junit.xml`, `artifacts/`,
/// `previews/` (one picture per snapshot) and `report/index.html`.
public enum ResultsWriter {
    /// `checks` carry absolute or working-directory paths; they are rewritten relative to `dir`.
    public static func write(_ checks: [SnapshotCheck], manifest: SuiteManifest, shard: Shard, to dir: String,
                             animator: ReportTimeline.Animator? = nil) throws -> SuiteSummary {
        var stored: [SnapshotCheck] = []
        for var check in checks {
            let source = AtomicFile.exists(check.reference) && check.status != .error ? check.reference : check.actualArtifact
            if let source {
                let preview = "previews/\(manifest.suite)/\(check.id).png"
                if check.status == .failed, let expected = check.expectedArtifact, AtomicFile.exists(expected),
                   isInside(expected, dir), !AtomicFile.sameFile(expected, check.reference) {
                    // A failure's preview is the reference as it was compared, which the run has
                    // already written as its expected artifact: a second name for that file
                    // saves a copy and, on ext4, an inode (one of eleven new files per failure).
                    // Only a file inside this results folder, never the reference itself.
                    try AtomicFile.link(expected, to: dir + "/" + preview)
                } else {
                    // A copy (or reflink), never a hard link: the preview is often the reference.
                    try AtomicFile.copy(source, to: dir + "/" + preview, durable: false)
                }
                check.preview = preview
            }
            // summary.json names only files inside the folder (the report refuses anything
            // else): an artifact written elsewhere (an artifacts folder outside --out) is copied in.
            func inside(_ path: String?, _ kind: String) throws -> String? {
                guard let path else { return nil }
                if isInside(path, dir) { return relative(path, to: dir) }
                guard AtomicFile.exists(path) else { return nil }
                let copy = "artifacts/\(manifest.suite)/\(check.id).\(kind).png"
                try AtomicFile.copy(path, to: dir + "/" + copy, durable: false)
                return copy
            }
            check.expectedArtifact = try inside(check.expectedArtifact, "expected")
            check.actualArtifact = try inside(check.actualArtifact, "actual")
            check.diffArtifact = try inside(check.diffArtifact, "diff")
            check.compositeArtifact = try inside(check.compositeArtifact, "composite")
            check.regionCrop = try check.regionCrop?.moved { try inside($0, "region." + $1) }
            check.changeCrop = try check.changeCrop?.moved { try inside($0, "change." + $1) }
            check.reference = relative(check.reference, to: manifest.baseDirectory)
            stored.append(check)
        }
        let summary = SuiteSummary(suite: manifest.suite, manifest: manifest.file, shard: shard.description, checks: stored)
        try AtomicFile.write(summary.json(), to: dir + "/summary.json", durable: false)
        try AtomicFile.write(JUnitXML.render([summary]), to: dir + "/junit.xml", durable: false)
        try HTMLReport.build(from: [(dir, summary)], into: dir + "/report", animator: animator)
        return summary
    }

    /// `path` relative to `base` when it lies inside it (both made absolute first).
    static func relative(_ path: String, to base: String) -> String {
        let p = absolute(path), b = absolute(base)
        if p.hasPrefix(b + "/") { return String(p.dropFirst(b.count + 1)) }
        return path
    }

    /// Whether `path` lies inside the folder `base` (both made absolute first).
    static func isInside(_ path: String, _ base: String) -> Bool {
        absolute(path).hasPrefix(absolute(base) + "/")
    }

    static func absolute(_ p: String) -> String {
        ((p.hasPrefix("/") ? p : FileManager.default.currentDirectoryPath + "/" + p) as NSString).standardizingPath
    }
}
