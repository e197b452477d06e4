import TabSnapAssets
import TabSnapLayout
import TabSnapStrings
import TabSnapText

/// `--assets PATH` and `--font FILE`: catalogs and fonts for the whole run, read (and checked)
/// before anything renders.
enum AssetOption {
    static func register(strings: [String]) throws {
        var tables: [any StringLookup] = []
        for path in strings {
            do { tables.append(try StringCatalog(path: path)) } catch { throw CLIError("--strings \(error)") }
        }
        StringTables.register(tables)
    }

    static func register(fonts: [String]) throws {
        for path in fonts {
            do { try FontRegistry.shared.register(path) } catch { throw CLIError("--font \(path): \(error)") }
        }
    }

    static func register(_ paths: [String]) throws {
        var catalogs: [any AssetLookup] = []
        for path in paths {
            switch AssetCatalog.cached(path) {
            case .success(let c): catalogs.append(c)
            case .failure(let e): throw CLIError("--assets \(e)")
            }
        }
        AssetCatalogs.register(catalogs)
    }
}
