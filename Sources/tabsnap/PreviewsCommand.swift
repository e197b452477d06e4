import ArgumentParser
import Foundation
import TabSnapCore
import TabSnapEngine

struct PreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "Render every preview of a package to a folder, with its gallery.",
        discussion: """
        Runs the package's preview test (the one calling PreviewSnapshots.assertAll) with \
        swift test, its previews rendered into --out/Previews-<Module>/ instead of checked: \
        nothing under Snapshots/ is read or written. Then writes the gallery, --out/index.html.

        Exit codes: 0 rendered, 1 some preview could not render, 2 the tests could not run.

        In a package whose test calling assertAll is testPreviews: `tabsnap previews --out \
        out/previews`; in this repository's example: `tabsnap previews --package-path \
        Examples/app-package --filter PreviewsTests --out out/previews`.
        """
    )

    @Option(name: .long, help: "The package holding the preview test.")
    var packagePath: String = "."

    @Option(name: .long, help: "swift test --filter for the preview test.")
    var filter: String = "testPreviews"

    @Option(name: .long, help: "Folder for the images and the gallery.")
    var out: String = ".build/tabsnap-previews"

    func validate() throws { try OutputPath.check(out) }

    func run() throws {
        let absolute = out.hasPrefix("/") ? out : FileManager.default.currentDirectoryPath + "/" + out
        try? FileManager.default.removeItem(atPath: absolute + "/images")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "test", "--package-path", packagePath, "--filter", filter]
        var env = ProcessInfo.processInfo.environment
        env["TABSNAP_PREVIEWS_OUT"] = absolute + "/images"
        process.environment = env
        do { try process.run() } catch { throw CLIError("could not run swift test: \(error)") }
        process.waitUntilExit()
        let entries: [PreviewGallery.Entry]
        do { entries = try PreviewGallery.entries(snapshots: [absolute + "/images"]) } catch {
            throw CLIError("swift test --filter \(filter) rendered no previews into \(out)/images (is that the test calling PreviewSnapshots.assertAll?)")
        }
        do { try PreviewGallery.write(entries, to: absolute, title: "Previews") } catch { throw CLIError("\(error)") }
        print("\(entries.count) previews, \(entries.reduce(0) { $0 + $1.variants.count }) images in \(out)/images")
        print("gallery: \(out)/index.html")
        if process.terminationStatus != 0 { throw ExitCode(ExitCodes.different) }
    }
}
