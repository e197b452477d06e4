import TabSnapAssets
import TabSnapLayout

/// `--assets PATH`: catalogs for the whole run, read (and checked) before anything renders.
enum AssetOption {
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
