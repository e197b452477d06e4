import ArgumentParser
import CTabSnapSystem
import Foundation
import TabSnapText

@main
struct TabSnapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tabsnap",
        abstract: "Headless, deterministic snapshots of iOS-style tab bars.",
        discussion: """
        Renders SwiftUI-like tab bars with TabSnap's own rasterizer and fonts, so the same input \
        gives the same PNG bytes on every machine.

        Examples:
          tabsnap demo --out out
          tabsnap inspect Snapshots/Examples/seed000-en.iphone-se.light.png
          tabsnap diff Snapshots/Examples/seed000-en.iphone-se.light.png Snapshots/Examples/seed000-ru.iphone-se.light.png --out out/diff.png
        """,
        version: "0.1.0",
        subcommands: [RenderCommand.self, DevicesCommand.self, DiffCommand.self, InspectCommand.self, DemoCommand.self,
                      VerifyCommand.self, RecordCommand.self, ReportCommand.self, RepackCommand.self, AnimateCommand.self, LottieCommand.self, SVGCommand.self, PDFCommand.self,
                      SymbolsCommand.self, GalleryCommand.self, PreviewsCommand.self]
    )

    /// Runs the command with TabSnap's exit codes: a difference is 1 (thrown as `ExitCode(1)`
    /// by the command itself), and any error — a bad command line, a bad file — prints
    /// `tabsnap: …` and exits 2, never 1, so CI can tell "different" from "broken".
    static func main() {
        tabsnap_keep_large_buffers()
        prefetchFonts(for: CommandLine.arguments.dropFirst().first)
        do {
            var command = try parseAsRoot(rewrite(Array(CommandLine.arguments.dropFirst())))
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            if exitCode(for: error) == .success { exit(withError: error) }  // --help, --version
            let message = fullMessage(for: error)
            FileHandle.standardError.write(Data(("tabsnap: " + message + "\n").utf8))
            Foundation.exit(ExitCodes.error)
        }
    }
}

/// Commands that draw read the fonts and icon names on a second core while this one parses the
/// command line and the configuration: together that was ~6 ms of a 25 ms render, one after the
/// other. `FontLibrary.shared()` is a once-only global, so the command's own call waits for this
/// one and gets the same library or the same error. It runs on the default queue, at the QoS the
/// drawing's bands run at, so the bands find its thread idle and reuse it: a thread made afresh
/// for them waited 1-4 ms for a core on this project's 2-core runner (`perf sched`).
func prefetchFonts(for command: String?) {
    let drawing: Set<String> = ["render", "verify", "record", "demo", "animate", "lottie", "svg", "pdf"]
    guard let command, drawing.contains(command) else { return }
    DispatchQueue.global().async {
        if let library = try? FontLibrary.shared() { _ = try? IconSet.cached(for: library) }
    }
}

/// `--keyboard 336` and `--frames json` take an optional value, which swift-argument-parser
/// has no spelling for: they become `--keyboard --keyboard-height 336` and `--frames-json`.
func rewrite(_ args: [String]) -> [String] {
    var out: [String] = []
    var i = 0
    while i < args.count {
        let a = args[i]
        if a == "--keyboard", i + 1 < args.count, Double(args[i + 1]) != nil {
            out += ["--keyboard", "--keyboard-height", args[i + 1]]
            i += 2
            continue
        }
        if a == "--frames", i + 1 < args.count, args[i + 1] == "json" {
            out.append("--frames-json")
            i += 2
            continue
        }
        out.append(a)
        i += 1
    }
    return out
}

/// Exit codes shared by every subcommand.
enum ExitCodes {
    /// Success (for `diff`/`verify`: no difference).
    static let ok: Int32 = 0
    /// A difference was found.
    static let different: Int32 = 1
    /// Bad input or an I/O failure; the message says which file and why.
    static let error: Int32 = 2
}

/// An error printed as `tabsnap: message` with exit code 2.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }

    /// `error` about the file `input`, named once: a file error already starts with its path.
    static func about(_ input: String, _ error: any Error) -> String { about(input, "\(error)") }

    static func about(_ input: String, _ text: String) -> String {
        input.isEmpty || text.hasPrefix(input + ":") ? text : "\(input): \(text)"
    }
}
