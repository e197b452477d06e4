import Foundation
import TabSnapCore
import TabSnapDocument

/// `summary.json` of a results folder: the suite, the shard and every check. Paths inside are
/// relative to the results folder, so the folder can be moved, uploaded and merged.
public struct SuiteSummary: Codable, Sendable, Equatable {
    public var suite: String
    public var manifest: String
    public var shard: String
    public var total: Int
    public var passed: Int
    public var failed: Int
    public var missing: Int
    public var errors: Int
    public var recorded: Int
    public var checks: [SnapshotCheck]

    public init(suite: String, manifest: String, shard: String, checks: [SnapshotCheck]) {
        self.suite = suite
        self.manifest = manifest
        self.shard = shard
        self.checks = checks
        total = checks.count
        passed = checks.filter { $0.status == .passed }.count
        failed = checks.filter { $0.status == .failed }.count
        missing = checks.filter { $0.status == .missing }.count
        errors = checks.filter { $0.status == .error }.count
        recorded = checks.filter { $0.status == .recorded }.count
    }

    /// 0 all passed, 1 a difference or a missing reference, 2 an error (unreadable reference,
    /// failed render).
    public var exitCode: Int32 { errors > 0 ? 2 : (failed + missing > 0 ? 1 : 0) }

    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }

    /// Reads a results folder's summary; a wrong file is named with the place in it and what was
    /// expected there, never Swift's `DecodingError` dump.
    public static func load(_ path: String) throws -> SuiteSummary {
        let bytes = try AtomicFile.read(path, limit: 256 << 20)
        let expected = "not a tabsnap summary (the summary.json `tabsnap verify --out` writes)"
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw FileError(path: path, reason: "not UTF-8 text; \(expected)")
        }
        // Our own parser first: its errors give the line and column of bad JSON.
        do { _ = try DocumentReader.parse(text, yaml: false, file: path) } catch {
            throw FileError(path: path, reason: "\(error.errors.map(\.description).joined(separator: "; ")); \(expected)")
        }
        let summary: SuiteSummary
        do { summary = try JSONDecoder().decode(SuiteSummary.self, from: Data(bytes)) } catch {
            throw FileError(path: path, reason: "\(expected): \(DecodingProblem.describe(error))")
        }
        // The report builds file names from these (`img/SUITE/ID.kind.png`): an edited summary
        // must not reach outside the report's folder with "/" or "..".
        if !isPlainName(summary.suite) {
            throw FileError(path: path, reason: "suite \"\(summary.suite)\": expected a plain folder name (no \"/\", not \".\" or \"..\"); \(expected)")
        }
        if let bad = summary.checks.first(where: { !isPlainName($0.id) }) {
            throw FileError(path: path, reason: "check id \"\(bad.id)\": expected a snapshot name (no \"/\", not \".\" or \"..\"); \(expected)")
        }
        return summary
    }

    /// One path component: what `verify` writes as a suite or snapshot name.
    static func isPlainName(_ s: String) -> Bool {
        !s.isEmpty && s != "." && s != ".." && !s.contains("/") && !s.contains("\0")
    }

    /// A one-line tally for the terminal.
    public var tally: String {
        var parts = ["\(passed) passed"]
        if failed > 0 { parts.append("\(failed) failed") }
        if missing > 0 { parts.append("\(missing) missing") }
        if errors > 0 { parts.append("\(errors) errors") }
        if recorded > 0 { parts.append("\(recorded) recorded") }
        return "\(suite): \(total) snapshots, " + parts.joined(separator: ", ") + (lowestContrast.map { "; " + $0 } ?? "")
    }

    /// `lowest contrast 2.78:1 (seed001-more.iphone-se.light: Feed title), 12 snapshots below 4.5`:
    /// the weakest title or icon of the run, and how many snapshots a required minimum failed.
    public var lowestContrast: String? {
        let measured = checks.compactMap { c in c.contrast.flatMap { $0.lowest }.map { (c, $0) } }
        guard let (check, part) = measured.min(by: { $0.1.ratio < $1.1.ratio }) else { return nil }
        var text = "lowest contrast \(ContrastReport.shown(part.ratio)):1 (\(check.id): \(part.item) \(part.part.rawValue))"
        if let required = checks.lazy.compactMap({ $0.contrast?.required }).first {
            let below = checks.filter { $0.contrast?.isBelowRequired == true }.count
            text += ", \(below) snapshot\(below == 1 ? "" : "s") below \(SnapshotVerifier.trimmed(required))"
        }
        return text
    }
}
