import ArgumentParser
import Foundation
import TabSnapAssets
import TabSnapEngine
import TabSnapLayout
import TabSnapPNG

/// The options `verify` and `record` share: which manifest, which shard, how many threads, and
/// the resources `render` takes too.
struct SuiteOptions: ParsableArguments {
    @Option(name: .long, help: "The suite manifest (YAML or JSON).")
    var manifest: String = "tabsnap.yaml"

    @Option(name: .long, help: ArgumentHelp("Run only the i-th of n slices (1-based), e.g. 2/4.", valueName: "i/n"))
    var shard: String?

    @Option(name: .long, help: "Worker threads (default: all cores). Results do not depend on it.")
    var jobs: Int?

    @Option(name: .long, help: ArgumentHelp("Only this snapshot id, e.g. seed000-en.iphone-se.dark (repeatable).", valueName: "id"))
    var only: [String] = []

    @OptionGroup var resourceFiles: ResourceOptions

    /// The manifest, its runner and the selected cases; every problem is exit 2.
    func load() throws -> (SuiteManifest, SuiteRunner, Shard, [SuiteCase]) {
        let m: SuiteManifest
        do { m = try SuiteManifest.load(manifest) } catch { throw CLIError("\(error)") }
        let extra = try resourceFiles.load()
        let s: Shard
        do { s = try shard.map { text throws(ShardError) in try Shard(parsing: text) } ?? .whole } catch { throw CLIError("\(error)") }
        if let jobs, jobs < 1 { throw CLIError("--jobs \(jobs): expected at least 1") }
        let resources: FontResources
        do { resources = try FontResources.bundled(images: PNGImageLoader()) } catch { throw CLIError("\(error)") }
        let runner = SuiteRunner(manifest: m, resources: resources, jobs: jobs, fonts: extra.fonts, assetCatalogs: extra.assetCatalogs, stringTables: extra.stringTables)
        var cases: [SuiteCase]
        do { cases = try runner.cases(shard: s) } catch { throw CLIError("\(error)") }
        if !only.isEmpty {
            let unknown = only.filter { id in !cases.contains { $0.id == id } }
            if !unknown.isEmpty { throw CLIError("--only: no snapshot \(unknown.joined(separator: ", ")) in \(manifest)\(shard.map { " shard \($0)" } ?? "")") }
            cases = cases.filter { only.contains($0.id) }
        }
        return (m, runner, s, cases)
    }
}
