import ArgumentParser
import Foundation
import TabSnapCore
import TabSnapEngine

struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Write the manifest's reference PNGs (small profile).",
        discussion: """
        --mode missing (default) writes only references that do not exist, failed also those \
        that differ or cannot be read, all every one (a reference with the same pixels is left \
        untouched). Under CI=true nothing is recorded unless --mode is given explicitly.

        Exit codes: 0 done, 1 a reference differs and the mode keeps it (missing), 2 an error \
        (bad manifest, unreadable or unwritable reference, failed render, CI without --mode).

        Examples:
          tabsnap record
          tabsnap record --mode failed --only seed000-en.iphone-se.dark
        """
    )

    @OptionGroup var suite: SuiteOptions

    @Option(name: .long, help: "all, failed or missing.")
    var mode: RecordMode?

    func run() throws {
        if SnapshotEnvironment.process.isCI && mode == nil {
            throw CLIError("CI=true: record writes nothing by itself on CI; pass --mode all|failed|missing to record anyway")
        }
        let chosen = mode ?? .missing
        if chosen == .never { throw CLIError("--mode never records nothing; use `tabsnap verify` to compare") }
        let (manifest, runner, _, cases) = try suite.load()
        // A run killed mid-write leaves `.NAME.png.tabsnap-tmp-*` beside the references, which
        // `git add` would commit; each record starts by removing them.
        for path in TemporaryFiles.sweep(manifest.resolve(manifest.snapshots)) { print("removed \(path) (left by a killed run)") }
        let checks = runner.run(cases, mode: chosen, artifactsDirectory: nil, composite: false)
        // A reference that differs and is kept (mode missing) is a difference, as in verify, not
        // an error: exit 1, so a script can tell it from a bad manifest or an unwritable file.
        var errors = 0, kept = 0
        for check in checks {
            switch check.status {
            case .recorded: print(check.message)
            case .failed: printError(check.message); kept += 1
            case .error, .missing: printError(check.message); errors += 1
            case .passed: break
            }
        }
        let recorded = checks.filter { $0.status == .recorded }.count
        var tally = ["\(recorded) recorded", "\(checks.count - recorded - kept - errors) unchanged"]
        if kept > 0 { tally.append("\(kept) differ and kept") }
        if errors > 0 { tally.append("\(errors) errors") }
        print(tally.joined(separator: ", ") + " (mode \(chosen.rawValue))")
        if errors > 0 { throw ExitCode(ExitCodes.error) }
        if kept > 0 { throw ExitCode(ExitCodes.different) }
    }
}

extension RecordMode: ExpressibleByArgument {
    /// The modes `record` takes (its help lists these): `never` records nothing and is refused.
    public static var allValueStrings: [String] { allCases.filter { $0 != .never }.map(\.rawValue) }
}
