import ArgumentParser

/// `--out ""` would turn every output path `out + "/summary.json"` into `/summary.json`: files
/// written into the root folder (or refused there with a confusing error). Refused up front.
enum OutputPath {
    static func check(_ out: String) throws {
        if out.allSatisfy(\.isWhitespace) {
            throw CLIError("--out \"\(out)\": expected a folder or file name, not an empty one (it would write into /)")
        }
    }
}
