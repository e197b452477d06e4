import Foundation
import TabSnapCore

/// A static review page, `index.html` plus `img/`: no network, inline CSS and JS. Failures come
/// first with expected and actual side by side, a slider, an onion skin and crops of the tab bar
/// and the change; then a contact sheet of every snapshot, light beside dark. Several results
/// folders (shards) merge into one page.
public enum HTMLReport {
    /// Copies each check's images from its results folder into `reportDir/img/` and writes the
    /// page; returns the merged checks in id order (a later folder wins for the same id).
    @discardableResult
    public static func build(from results: [(dir: String, summary: SuiteSummary)], into reportDir: String,
                             animator: ReportTimeline.Animator? = nil) throws -> [SnapshotCheck] {
        // Every path is checked before anything is copied: a refused folder leaves no picture.
        for (dir, summary) in results {
            for (i, check) in summary.checks.enumerated() {
                for (field, path) in check.picturePaths {
                    if case .failure(let refusal) = ContainedPath.resolve(path, in: dir) {
                        throw FileError(path: dir + "/summary.json",
                                        reason: "checks[\(i)] (\(Quoted.quoted(check.id))).\(field): \(refusal); expected a path inside the results folder")
                    }
                }
            }
        }
        var merged: [String: SnapshotCheck] = [:]
        var suites: [String] = []
        for (dir, summary) in results {
            if !suites.contains(summary.suite) { suites.append(summary.suite) }
            for check in summary.checks {
                // Picture names are built from these: one path component each (as `load` checks).
                guard SuiteSummary.isPlainName(summary.suite), SuiteSummary.isPlainName(check.id) else {
                    throw FileError(path: dir, reason: "suite \"\(summary.suite)\", check \"\(check.id)\": expected plain names (no \"/\", not \".\" or \"..\")")
                }
                let key = "\(summary.suite)/\(check.id)"
                merged[key] = try bringImages(check, key: key, from: dir, into: reportDir)
            }
        }
        let checks = merged.keys.sorted().map { merged[$0]! }
        let timelines = try ReportTimeline.build(checks, in: reportDir, animator: animator)
        try AtomicFile.write(ReportPage(checks: checks, title: suites.joined(separator: ", "), timelines: timelines).html,
                             to: reportDir + "/index.html", durable: false)
        return checks
    }

    /// The check with its id made `suite/id` and every picture brought to `img/<key>.<kind>.png`:
    /// paths relative to the report, never to the results folder, so a merged report stands on
    /// its own.
    ///
    /// A results folder is often downloaded from another job or built from a pull request, and
    /// the report is then published: a summary.json that names `/home/ci/.ssh/id_ed25519` or
    /// `../../secret` must not have that file copied into the report. Only plain relative paths
    /// that stay inside the results folder, symbolic links followed, are accepted; anything else
    /// is refused naming the entry (`verify` writes nothing else).
    ///
    /// The results folder's own failure artifacts and previews (in `previews/`), which the run
    /// made and nothing rewrites in place, are hard-linked (allocating an inode for each of a
    /// hundred previews was a fifth of a passing verify on this machine's ext4); anything else,
    /// or anything reached through a symbolic link, is copied, never linked, since it may be a
    /// second name for a reference.
    /// `build` has checked every path (`ContainedPath`) before this copies anything.
    static func bringImages(_ check: SnapshotCheck, key: String, from dir: String, into reportDir: String) throws -> SnapshotCheck {
        let resolvedDir = AtomicFile.resolvedPath(dir)
        func bring(_ path: String?, _ kind: String) throws -> String? {
            guard let path else { return nil }
            let source = dir + "/" + path
            guard AtomicFile.exists(source) else { return nil }
            let target = "img/\(key).\(kind).png"
            let direct = resolvedDir.map { AtomicFile.resolvedPath(source) == $0 + "/" + path } == true
            let ownCopy = direct && (kind != "preview" || path.hasPrefix("previews/"))
            if ownCopy { try AtomicFile.link(source, to: reportDir + "/" + target) } else { try AtomicFile.copy(source, to: reportDir + "/" + target, durable: false) }
            return target
        }
        func bring(_ crop: ReviewCrop?, _ name: String) throws -> ReviewCrop? {
            try crop?.moved { try bring($0, name + "." + $1) }
        }
        var c = check
        c.id = key
        c.preview = try bring(check.preview, "preview")
        c.expectedArtifact = try bring(check.expectedArtifact, "expected")
        c.actualArtifact = try bring(check.actualArtifact, "actual")
        c.diffArtifact = try bring(check.diffArtifact, "diff")
        c.compositeArtifact = try bring(check.compositeArtifact, "composite")
        c.regionCrop = try bring(check.regionCrop, "region")
        c.changeCrop = try bring(check.changeCrop, "change")
        return c
    }
}
