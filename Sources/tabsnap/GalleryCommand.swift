import ArgumentParser
import Foundation
import TabSnapCore
import TabSnapEngine

struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Write the designers' gallery of every preview's snapshots.",
        discussion: """
        Reads the preview references (Snapshots/Previews-<Module>/, written by \
        PreviewSnapshots.assertAll) and writes a static, offline page: previews grouped by module \
        and file, each one's variants side by side, a search box and a zoom. With --results (the \
        results.json a run writes under .build/tabsnap-artifacts/previews/), the previews that \
        changed come first, each led by its changed region, reference and new image side by side.

        After a run: --results .build/tabsnap-artifacts/previews/results.json.

        Exit codes: 0 written, 1 written with changed previews, 2 an unreadable folder.

        Example:
          tabsnap gallery Snapshots --out out/gallery
        """
    )

    @Argument(help: "Snapshots folders (or Previews-<Module> folders in them).")
    var snapshots: [String] = ["Snapshots"]

    @Option(name: .long, help: "A run's results.json, for the changed previews.")
    var results: String?

    @Option(name: .long, help: "Gallery folder.")
    var out: String = ".build/tabsnap-gallery"

    @Option(name: .long, help: "The page's title.")
    var title: String = "Previews"

    func validate() throws { try OutputPath.check(out) }

    func run() throws {
        var entries: [PreviewGallery.Entry]
        do { entries = try PreviewGallery.entries(snapshots: snapshots) } catch { throw CLIError("\(error)") }
        if let results {
            guard let data = FileManager.default.contents(atPath: results) else { throw CLIError("\(results): cannot read the file") }
            // The run's artifacts folder holds previews/results.json; images it names elsewhere are left out.
            let artifacts = ((results as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            do {
                entries = PreviewGallery.merge(entries, results: try JSONDecoder().decode([SnapshotCheck].self, from: data),
                                               artifactsRoot: artifacts.isEmpty ? "." : artifacts)
            } catch {
                throw CLIError("\(results): expected the JSON list of checks a preview run writes: \(error)")
            }
        }
        do { try PreviewGallery.write(entries, to: out, title: title) } catch { throw CLIError("\(error)") }
        let changed = entries.filter(\.isFailing).count
        print("\(entries.count) previews, \(entries.reduce(0) { $0 + $1.variants.count }) images, \(changed) changed")
        print("gallery: \(out)/index.html")
        if changed > 0 { throw ExitCode(ExitCodes.different) }
    }
}
