import ArgumentParser
import Foundation
import TabSnapCore

enum OutputPath {
    /// `--out ""` would turn every output path `out + "/summary.json"` into `/summary.json`: files
    /// written into the root folder (or refused there with a confusing error). Refused up front.
    static func check(_ out: String) throws {
        if out.allSatisfy(\.isWhitespace) {
            throw CLIError("--out \"\(out)\": expected a folder or file name, not an empty one (it would write into /)")
        }
    }

    /// A folder a command fills and, on the next run, clears: it must be missing, empty, or
    /// hold one of `markers` (what that command leaves, or the lock of a run killed before it
    /// wrote them), so `--out .`, `--out Snapshots` or a typo never mixes results into, or
    /// later clears, a folder of the user's.
    static func requireResultsFolder(_ out: String, markers: [String], made: String) throws {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: out, isDirectory: &isDir), isDir.boolValue,
              (try? fm.contentsOfDirectory(atPath: out))?.isEmpty == false else { return }
        if (markers + [FolderLock.fileName]).contains(where: { fm.fileExists(atPath: out + "/" + $0) }) { return }
        throw CLIError("--out \(out) is not empty and holds no earlier \(made) (\(markers.joined(separator: ", "))); "
            + "choose an empty folder or one an earlier run wrote")
    }
}
