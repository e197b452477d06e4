import ArgumentParser
import TabSnapAssets
import TabSnapLayout
import TabSnapStrings
import TabSnapText

/// `--assets`, `--font` and `--strings`, which `render`, `verify` and `record` share:
/// catalogs, fonts and string tables for the whole run, read (and checked) before anything
/// renders.
struct ResourceOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("An asset catalog (.xcassets) that Color(\"name\") and Image(\"name\") in views resolve through, before any a manifest names (a configuration's {asset: name} names its own assets:), or a folder of SF Symbols templates exported from the SF Symbols app, which Image(systemName:) draws before the bundled symbols; repeatable.", valueName: "path"))
    var assets: [String] = []

    @Option(name: .long, help: ArgumentHelp("A font file (.ttf) to register, so Font.custom and titleFont find it by family or PostScript name; repeatable.", valueName: "file"))
    var font: [String] = []

    @Option(name: .long, help: ArgumentHelp("String tables (a folder of .lproj folders and .xcstrings, or one file) that Text(\"key\") looks keys up in; repeatable.", valueName: "path"))
    var strings: [String] = []

    /// Reads every catalog, font and table (registering the fonts); the first that cannot be
    /// read is exit 2. The catalogs and tables are the run's, given to every render.
    func load() throws -> (fonts: FontSet, assetCatalogs: [any AssetLookup], stringTables: [any StringLookup]) {
        var catalogs: [any AssetLookup] = []
        for path in assets {
            switch AssetCatalog.cached(path) {
            case .success(let c): catalogs.append(c)
            case .failure(let e): throw CLIError("--assets \(e)")
            }
        }
        var fonts = FontSet.none
        for path in font {
            do { fonts = fonts.adding(try FontSet([path])) } catch { throw CLIError("--font \(path): \(error)") }
        }
        var tables: [any StringLookup] = []
        for path in strings {
            do { tables.append(try StringCatalog(path: path)) } catch { throw CLIError("--strings \(error)") }
        }
        return (fonts, catalogs, tables)
    }
}
