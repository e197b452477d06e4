import ArgumentParser
import Foundation
import TabSnapAssets
import TabSnapCore
import TabSnapLayout
import TabSnapText

/// `tabsnap symbols Sources`: the SF Symbol names an app's Swift files use and how TabSnap
/// draws each (the app's own exported symbol, a bundled stand-in, or a placeholder), so a team
/// knows which to export from the SF Symbols app (docs/symbols.md).
struct SymbolsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "symbols",
        abstract: "List the SF Symbol names Swift files use and what TabSnap draws for each.",
        discussion: """
        Reads the string literals given as systemName:, systemImage: or systemSymbolName: in
        every .swift file under the paths (hidden folders, .build, Pods and Carthage left out),
        and prints each name with its uses, most used first, and what draws it: exported (an
        SF Symbols template in an --assets folder or catalog), TabSnap Symbols or Material
        Design Icons (the bundled stand-ins), or placeholder (no symbol of that name: a
        warning, or an error under --missing-symbols error). Exit 0; 2 for an unreadable path.

        Examples:
          tabsnap symbols Examples/symbols/Sources --assets Examples/symbols/Symbols
          tabsnap symbols Examples/symbols/Sources --missing
        """
    )

    @Argument(help: ArgumentHelp("Folders or .swift files to read.", valueName: "path"))
    var paths: [String]

    @Option(name: .long, help: ArgumentHelp("A folder of exported SF Symbols templates or an asset catalog whose symbols take the bundled ones' place; repeatable.", valueName: "path"))
    var assets: [String] = []

    @Flag(name: .long, help: "List only the names that would draw as placeholders.")
    var missing = false

    /// Past these a tree is not an app's sources.
    static let maxFiles = 50_000
    static let maxFileBytes = 4 << 20

    func run() throws {
        var catalogs: [AssetCatalog] = []
        for path in assets {
            switch AssetCatalog.cached(path) {
            case .success(let c): catalogs.append(c)
            case .failure(let e): throw CLIError("--assets \(e)")
            }
        }
        var uses: [String: Int] = [:]
        for file in try swiftFiles() {
            let bytes: [UInt8]
            do { bytes = try AtomicFile.read(file, limit: Self.maxFileBytes) } catch { throw CLIError("\(file): \(error)") }
            for name in Self.names(in: String(decoding: bytes, as: UTF8.self)) { uses[name, default: 0] += 1 }
        }
        let icons = try IconSet.cached(for: FontLibrary.shared())
        var counts: [String: Int] = [:]
        var lines: [(uses: Int, name: String, drawn: String)] = []
        for (name, n) in uses {
            let drawn: String
            if let catalog = catalogs.first(where: { $0.image(named: name)?.isSymbol == true }) {
                drawn = "exported (\(catalog.source))"
                counts["exported", default: 0] += 1
            } else if let icon = try? icons.icon(named: name) {
                drawn = icon.face == .icons ? "Material Design Icons (\(icon.name))" : "TabSnap Symbols"
                counts["bundled", default: 0] += 1
            } else {
                let closest = icons.closest(to: name).prefix(3).joined(separator: ", ")
                drawn = "placeholder (closest: \(closest))"
                counts["placeholder", default: 0] += 1
            }
            if !missing || drawn.hasPrefix("placeholder") { lines.append((n, name, drawn)) }
        }
        lines.sort { $0.uses != $1.uses ? $0.uses > $1.uses : $0.name < $1.name }
        let width = max(4, lines.map(\.name.count).max() ?? 0)
        for l in lines {
            let uses = String(l.uses)
            print(String(repeating: " ", count: max(0, 5 - uses.count)) + uses + "  " + l.name
                  + String(repeating: " ", count: width - l.name.count) + "  " + l.drawn)
        }
        let total = uses.values.reduce(0, +)
        print("\(uses.count) names, \(total) uses: \(counts["exported", default: 0]) exported, \(counts["bundled", default: 0]) bundled, \(counts["placeholder", default: 0]) placeholders")
    }

    /// Every .swift file under the paths, sorted.
    func swiftFiles() throws -> [String] {
        var out: [String] = []
        let skipped: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "SourcePackages", "checkouts"]
        for path in paths {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { throw CLIError("\(path): no such file or folder") }
            guard isDir.boolValue else { out.append(path); continue }
            guard let walker = FileManager.default.enumerator(atPath: path) else { throw CLIError("\(path): cannot be read") }
            while let entry = walker.nextObject() as? String {
                let last = (entry as NSString).lastPathComponent
                if last.hasPrefix(".") || skipped.contains(last) {
                    walker.skipDescendants()
                    continue
                }
                if entry.hasSuffix(".swift") { out.append(path + "/" + entry) }
                guard out.count <= Self.maxFiles else { throw CLIError("\(path): more than \(Self.maxFiles) Swift files") }
            }
        }
        return out.sorted()
    }

    /// The symbol names given as string literals to `systemName:`, `systemImage:` or
    /// `systemSymbolName:`, one per use.
    static func names(in source: String) -> [String] {
        var out: [String] = []
        for label in ["systemName:", "systemImage:", "systemSymbolName:"] {
            var rest = source[...]
            while let range = rest.range(of: label) {
                rest = rest[range.upperBound...]
                let literal = rest.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
                guard literal.first == "\"" else { continue }
                let body = literal.dropFirst().prefix { $0 != "\"" && $0 != "\\" && $0 != "\n" }
                let end = literal.dropFirst().dropFirst(body.count).first
                if end == "\"", !body.isEmpty, body.count <= IconSet.maxNameLength { out.append(String(body)) }
            }
        }
        return out
    }
}
