import ArgumentParser
import TabSnapAssets
import TabSnapLayout
import TabSnapStrings
import TabSnapText

/// `--assets`, `--font` and `--strings`, which `render`, `verify` and `record` share:
/// catalogs, fonts and string tables for the whole run, read (and checked) before anything
/// renders.
struct ResourceOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("An asset catalog (.xcassets) that Color(\"name\"), Image(\"name\") and {asset: name} resolve through, beside any a configuration or manifest names; repeatable.", valueName: "path"))
    var assets: [String] = []

    @Option(name: .long, help: ArgumentHelp("A font file (.ttf) to register, so Font.custom and titleFont find it by family or PostScript name; repeatable.", valueName: "file"))
    var font: [String] = []

    @Option(name: .long, help: ArgumentHelp("String tables (a folder of .lproj folders and .xcstrings, or one file) that Text(\"key\") looks keys up in; repeatable.", valueName: "path"))
    var strings: [String] = []

    /// Reads every catalog, font and table; the first that cannot be read is exit 2.
    func register() throws {
        var catalogs: [any AssetLookup] = []
        for path in assets {
            switch AssetCatalog.cached(path) {
            case .success(let c): catalogs.append(c)
            case .failure(let e): throw CLIError("--assets \(e)")
            }
        }
        for path in font {
            do { try FontRegistry.shared.register(path) } catch { throw CLIError("--font \(path): \(error)") }
        }
        var tables: [any StringLookup] = []
        for path in strings {
            do { tables.append(try StringCatalog(path: path)) } catch { throw CLIError("--strings \(error)") }
        }
        AssetCatalogs.register(catalogs)
        StringTables.register(tables)
    }
}
