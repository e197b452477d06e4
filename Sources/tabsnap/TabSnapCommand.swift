import ArgumentParser

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
          tabsnap inspect Snapshots/example.png
          tabsnap diff expected.png actual.png --out diff.png
        """,
        version: "0.1.0",
        subcommands: [DemoCommand.self, InspectCommand.self, DiffCommand.self]
    )
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
}
