import ArgumentParser
import Foundation
import TabSnapCore
import TabSnapEngine

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Rebuild the HTML report from results folders, merging shards.",
        discussion: """
        Each folder is a `tabsnap verify --out` folder (it holds summary.json). The merged \
        report, with its images copied beside it, goes to --out/index.html, plus a merged \
        junit.xml and summary.json.

        Exit codes: 0 written and every snapshot passed, 1 some failed, 2 an unreadable folder.

        Examples:
          tabsnap verify --shard 1/2 --out out/results/1
          tabsnap verify --shard 2/2 --out out/results/2
          tabsnap report out/results/1 out/results/2 --out out/report
        """
    )

    @Argument(help: "Results folders (from tabsnap verify --out).")
    var results: [String]

    @Option(name: .long, help: "Report folder.")
    var out: String = ".build/tabsnap-report"

    func validate() throws { try OutputPath.check(out) }

    func run() throws {
        try OutputPath.requireResultsFolder(out, made: "results or report")
        let lock: FolderLock
        do { lock = try FolderLock(out, command: "report") } catch { throw CLIError("--out \(error)") }
        defer { lock.release() }
        TemporaryFiles.sweep(out)
        var loaded: [(dir: String, summary: SuiteSummary)] = []
        for dir in results {
            do { loaded.append((dir, try SuiteSummary.load(dir + "/summary.json"))) } catch { throw CLIError("\(error)") }
        }
        let checks: [SnapshotCheck]
        do {
            checks = try HTMLReport.build(from: loaded, into: out, animator: AnimatedPreview.webp)
            let suites = Dictionary(grouping: loaded, by: { $0.summary.suite })
            var merged: [SuiteSummary] = []
            for name in suites.keys.sorted() {
                let mine = checks.filter { $0.id.hasPrefix(name + "/") }
                merged.append(SuiteSummary(suite: name, manifest: suites[name]![0].summary.manifest, shard: "merged", checks: mine))
            }
            try AtomicFile.write(JUnitXML.render(merged), to: out + "/junit.xml", durable: false)
            if merged.count == 1 { try AtomicFile.write(merged[0].json(), to: out + "/summary.json", durable: false) }
        } catch { throw CLIError("\(error)") }
        let failing = checks.filter(\.isFailure).count
        print("\(checks.count) snapshots from \(results.count) folder\(results.count == 1 ? "" : "s"), \(failing) failing")
        print("report: \(out)/index.html")
        if failing > 0 { throw ExitCode(ExitCodes.different) }
    }
}
