import Foundation
import XCTest

/// Every command the README's "Command line" block and each subcommand's `--help` examples
/// show runs as written: from a workspace laid out like the repository (its Examples, a copy of
/// its Examples references and manifest), through `/bin/sh`, so globs, quotes and line
/// continuations behave as when pasted. Exit 0, or 1 for a comparison that found a
/// difference; never 2 (a missing file, a bad option).
final class DocumentedCommandsTests: XCTestCase {
    static let subcommands = ["", "render", "devices", "diff", "inspect", "demo", "verify", "record", "report", "repack", "animate", "lottie", "svg", "pdf", "gallery", "previews"]

    let cli = CLIWorkspace()
    var binary: String { cli.binary }
    func run(_ command: String, in dir: String) throws -> (status: Int32, stdout: String, stderr: String) { try cli.run(command, in: dir) }

    func testReadmeAndHelpExamplesRunAsWritten() throws {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: binary), "\(binary) is missing: `make test` builds it (swift build --build-tests)")
        let workspace = try cli.makeSmallSuiteWorkspace()  // `verify`, shards, `report`, `record`: each the whole suite
        defer { try? FileManager.default.removeItem(atPath: workspace) }
        let readme = try readmeCommands()
        XCTAssertGreaterThanOrEqual(readme.count, 15)
        // Every subcommand the binary lists, so a new one cannot be left out of this test.
        let listed = Self.listedSubcommands(try run("\(binary) --help", in: workspace).stdout)
        XCTAssertTrue(Set(Self.subcommands).isSubset(of: Set(listed + [""])), "tabsnap --help lists \(listed)")
        var help: [String] = []
        for sub in [""] + listed {
            let out = try run("\(binary) \(sub) --help", in: workspace)
            XCTAssertEqual(out.status, 0, "tabsnap \(sub) --help")
            help += Self.examples(inHelp: out.stdout)
        }
        XCTAssertGreaterThanOrEqual(help.count, 15)
        // A command shown in several places (the README and a `--help`, or two helps) runs once:
        // `tabsnap demo` alone takes 5 s in a debug build.
        var ran = Set<String>()
        for command in readme + help {
            let shell = command.replacingOccurrences(of: "swift run tabsnap", with: binary)
                .replacingOccurrences(of: #"^tabsnap "#, with: binary + " ", options: .regularExpression)
            let withoutComment = shell.replacingOccurrences(of: #"\s+#.*$"#, with: "", options: .regularExpression)
            guard ran.insert(withoutComment.split(separator: " ").joined(separator: " ")).inserted else { continue }
            let out = try run(shell, in: workspace)
            let comparing = command.contains("tabsnap diff") || command.contains("tabsnap verify") || command.contains("tabsnap report")
            XCTAssertTrue(out.status == 0 || (comparing && out.status == 1),
                          "`\(command)` exited \(out.status):\n\(out.stderr.suffix(800))")
        }
    }

    /// The names under SUBCOMMANDS: in `tabsnap --help`, up to the first blank line (each at a
    /// two-space indent; wrapped descriptions are indented further).
    static func listedSubcommands(_ help: String) -> [String] {
        guard let start = help.range(of: "SUBCOMMANDS:\n") else { return [] }
        let lines = help[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
        return lines.prefix { !$0.isEmpty }.compactMap { line in
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
            return line.split(separator: " ").first.map(String.init)
        }
    }

    /// The `swift run tabsnap …` lines of the README's first `sh` block after "### Command line",
    /// with `\` continuations joined.
    func readmeCommands() throws -> [String] {
        let text = try String(contentsOfFile: CLIWorkspace.repo + "/README.md", encoding: .utf8)
        guard let section = text.range(of: "### Command line"),
              let open = text.range(of: "```sh\n", range: section.upperBound..<text.endIndex),
              let close = text.range(of: "```", range: open.upperBound..<text.endIndex) else {
            XCTFail("README has no ```sh block under ### Command line")
            return []
        }
        let joined = text[open.upperBound..<close.lowerBound].replacingOccurrences(of: "\\\n", with: " ")
        return joined.split(separator: "\n").map(String.init).filter { $0.hasPrefix("swift run tabsnap") }
    }

    /// The indented `tabsnap …` lines under "Examples:"/"Example:" in a `--help` text. The
    /// help printer wraps long lines, so a line that does not start a command continues one.
    static func examples(inHelp help: String) -> [String] {
        var commands: [String] = []
        var inExamples = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("Example") { inExamples = true; continue }
            guard inExamples else { continue }
            if line.hasPrefix("USAGE") || line.isEmpty { inExamples = false; continue }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("tabsnap ") { commands.append(trimmed) } else if !commands.isEmpty { commands[commands.count - 1] += " " + trimmed }
        }
        return commands
    }
}
