import ArgumentParser
import Foundation
import TabSnapCore
import TabSnapEngine
import TabSnapWebP

struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Render the manifest's snapshots and compare them with their references.",
        discussion: """
        Never writes a reference. Renders on all cores; results are in a stable order whatever \
        --jobs is. Writes into --out: summary.json, junit.xml, artifacts/ (expected, actual \
        and diff PNGs of each failure; the report cuts its tab bar and changed area from them), \
        previews/ and report/index.html. With \
        GITHUB_ACTIONS=true each failure is also printed as an ::error annotation. Only one \
        verify may use an --out folder at a time (a second one fails, exit 2); temporary files \
        a killed run left in --out or the snapshots folder are removed first.

        Every snapshot's lowest WCAG contrast of a title or icon against the bar is reported \
        (summary.json, the last line, the report); it fails a snapshot only below --min-contrast \
        or the manifest's contrast.minimum.

        Exit codes: 0 every snapshot matches, 1 a difference or a missing reference, 2 an error \
        (bad manifest or configuration, unreadable reference, failed render, unwritable output).

        Examples:
          tabsnap verify
          tabsnap verify --manifest tabsnap.yaml --shard 2/4 --jobs 2 --out .build/tabsnap-results/2
          tabsnap verify --min-contrast 1.5 --only seed000-en.iphone-se.light
        """
    )

    @OptionGroup var suite: SuiteOptions

    @Option(name: .long, help: "Results folder.")
    var out: String = ".build/tabsnap-results"

    @Option(name: .long, help: ArgumentHelp("Fail snapshots whose lowest title or icon contrast is below this WCAG ratio (1–21; AA text 4.5); overrides the manifest's contrast.minimum.", valueName: "ratio"))
    var minContrast: Double?

    func validate() throws { try OutputPath.check(out) }

    func run() throws {
        let (manifest, loaded, shard, cases) = try suite.load()
        var runner = loaded
        if let minContrast {
            guard minContrast.isFinite, (1...21).contains(minContrast) else {
                throw CLIError("--min-contrast \(minContrast): expected a WCAG ratio from 1 to 21 (4.5 is AA for normal text)")
            }
            runner.minimumContrast = minContrast
        }
        // A previous run's files must not pass for this run's. Only a folder that holds a
        // previous run's summary (or lock, from a run killed before its summary) is cleared, so
        // `--out .` or a typo never deletes user files.
        try OutputPath.requireResultsFolder(out, made: "results")
        // One run per results folder at a time: a second fails here rather than clear the first's files.
        let lock: FolderLock
        do { lock = try FolderLock(out, command: "verify") } catch { throw CLIError("--out \(error)") }
        defer { lock.release() }
        TemporaryFiles.sweep(out)
        TemporaryFiles.sweep(manifest.resolve(manifest.snapshots))
        // The summary and JUnit file go first: a run killed after this point leaves no earlier
        // run's verdict behind for `report` or CI to read as this one's.
        for stale in ["summary.json", "junit.xml", "artifacts", "previews", "report"] { try? FileManager.default.removeItem(atPath: out + "/" + stale) }
        // A failure writes what a reader needs at once and the report cannot make: the reference,
        // the new image and their difference. The review strip and the crops of the tab bar and
        // the changed area are the same pixels again: the report cuts them from those three when
        // it is opened (CSS), so writing them (half of a failure's time) is left out here.
        let checks = runner.run(cases, mode: .never, artifactsDirectory: out + "/artifacts", composite: false, cropFiles: false)
        let summary: SuiteSummary
        do { summary = try ResultsWriter.write(checks, manifest: manifest, shard: shard, to: out, animator: AnimatedPreview.webp) } catch {
            throw CLIError("\(error)")
        }
        for check in checks where check.isFailure { printError(check.message + "\n") }
        if SnapshotEnvironment.process.isGitHubActions {
            for line in GitHubAnnotations.lines(summary) { print(line) }
        }
        print(summary.tally)
        print("report: \(out)/report/index.html")
        if summary.exitCode != 0 { throw ExitCode(summary.exitCode) }
    }
}
