import ArgumentParser
import Foundation
import TabSnapCore
import TabSnapEngine

enum OutputPath {
    /// `--out ""` would turn every output path `out + "/summary.json"` into `/summary.json`: files
    /// written into the root folder (or refused there with a confusing error). Refused up front.
    static func check(_ out: String) throws {
        if out.allSatisfy(\.isWhitespace) {
            throw CLIError("--out \"\(out)\": expected a folder or file name, not an empty one (it would write into /)")
        }
    }

    /// A folder a command fills and, on the next run, clears: it must be missing, empty, or one
    /// a run wrote: it holds the lock file every `verify` and `report` leaves, or a
    /// `summary.json` that reads as one (a run from before the lock). Names alone such as
    /// `index.html` or `junit.xml` are too common: `report --out docs` would have overwritten a
    /// site's page, and a later `verify --out docs` cleared folders in it.
    static func requireResultsFolder(_ out: String, made: String) throws {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: out, isDirectory: &isDir), isDir.boolValue,
              (try? fm.contentsOfDirectory(atPath: out))?.isEmpty == false else { return }
        var st = stat()
        if lstat(out + "/" + FolderLock.fileName, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG { return }
        if (try? SuiteSummary.load(out + "/summary.json")) != nil { return }
        throw CLIError("--out \(out) is not empty and holds no earlier \(made) (its \(FolderLock.fileName) or summary.json); "
            + "choose an empty folder or one an earlier run wrote")
    }
}
