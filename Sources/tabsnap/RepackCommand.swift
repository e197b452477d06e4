import ArgumentParser
import Dispatch
import Foundation
import TabSnapCore
import TabSnapPNG

struct RepackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repack",
        abstract: "Write PNG files again with the encoder references are recorded with, pixels and text unchanged.",
        discussion: """
        For references recorded by an older TabSnap: each file is decoded, encoded with the `small` \
        profile, decoded again and compared pixel for pixel and text for text, and replaced \
        (atomically, keeping its permissions) only when it comes out smaller. A digest stamp is \
        made again for the new image data. Files with chunks the encoder would not write again \
        (gAMA, iCCP, zTXt, …) or 16 bits per channel are left as they are. Folders are searched \
        for .png files, hidden folders such as .build left out (`tabsnap repack Snapshots` does \
        every reference). A file that cannot be \
        read is reported and the others go on (exit code 2).

        With --stamp, nothing is encoded again: each file gets a digest stamp for its own image \
        data and pixels (a tEXt chunk), every other byte and so every pixel as it was, so a \
        passing verify need not decode it. For references recorded before the stamp, or by \
        another encoder.

        Examples:
          tabsnap repack --dry-run Snapshots/Examples/seed000-en.iphone-se.light.png
          tabsnap repack Snapshots/Examples/seed000-en.iphone-se.dark.png
          tabsnap repack --stamp --dry-run Snapshots/Examples
        """
    )

    @Argument(help: "PNG files, or folders to search for them.")
    var paths: [String]

    @Flag(help: "Report what would change without writing anything.")
    var dryRun = false

    @Flag(help: "Only add a digest stamp; encode nothing again.")
    var stamp = false

    func run() throws {
        let files = try Self.pngFiles(paths)
        let results = ResultsBox<Result<PNGRepack.Outcome, Failure>>(count: files.count)
        // Level-12 deflate is most of the time: one file per core.
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            results.set(i, Self.repack(files[i], write: !dryRun, stampOnly: stamp))
        }
        var before = 0, after = 0, repacked = 0, kept = 0, failed = 0
        for (path, result) in zip(files, results.values) {
            switch result {
            case .success(.repacked(let b, let a)):
                repacked += 1; before += b; after += a
                let percent = String(format: "%.1f", 100 * Double(b - a) / Double(b))
                if stamp {
                    print("\(dryRun ? "would stamp" : "stamped") \(path): \(b) -> \(a) bytes")
                } else {
                    print("\(dryRun ? "would repack" : "repacked") \(path): \(b) -> \(a) bytes (-\(percent) %)")
                }
            case .success(.kept(let b, let reason)):
                kept += 1; before += b; after += b
                print("kept \(path): \(reason)")
            case .failure(let failure):
                failed += 1
                printError("tabsnap: \(failure.message)")
            }
        }
        let done = stamp ? (dryRun ? "would be stamped" : "stamped") : (dryRun ? "would be repacked" : "repacked")
        print("\(repacked) \(done), \(kept) kept\(failed > 0 ? ", \(failed) failed" : ""): \(before) -> \(after) bytes")
        if failed > 0 { throw ExitCode(ExitCodes.error) }
    }

    struct Failure: Error { let message: String }

    static func repack(_ path: String, write: Bool, stampOnly: Bool = false) -> Result<PNGRepack.Outcome, Failure> {
        do {
            // A link would be replaced by a file, leaving its target as it was.
            let identity = Identity(path)
            if let identity, identity.isLink {
                return .success(.kept(before: identity.size, reason: "a symbolic link: repack the file it points to"))
            }
            let png = try AtomicFile.read(path)
            let (bytes, outcome) = stampOnly ? try PNGRepack.stamp(png) : try PNGRepack.repack(png)
            if write, let bytes {
                // Encoding takes a while: a file recorded meanwhile must not get the old pixels back.
                guard identity != nil, Identity(path) == identity else {
                    return .failure(Failure(message: "\(path): changed while it was being repacked; left as it is"))
                }
                try AtomicFile.write(bytes, to: path)
            }
            return .success(outcome)
        } catch let e as FileError {
            return .failure(Failure(message: "\(e)"))
        } catch {
            return .failure(Failure(message: "\(path): \(error)"))
        }
    }

    /// The named files, and every .png under the named folders, sorted, each once.
    static func pngFiles(_ paths: [String]) throws -> [String] {
        var files: [String] = [], seen = Set<String>()
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw CLIError("\(path): no such file or folder")
            }
            var found: [String] = []
            if isFolder.boolValue {
                let walk = FileManager.default.enumerator(atPath: path)
                while let p = walk?.nextObject() as? String {
                    // Hidden folders (`.build`, `.git`) hold build output and other people's
                    // images, not references.
                    if (p as NSString).lastPathComponent.hasPrefix("."), (walk?.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory {
                        walk?.skipDescendants()
                        continue
                    }
                    if p.lowercased().hasSuffix(".png") { found.append((path as NSString).appendingPathComponent(p)) }
                }
                found.sort()
            } else {
                found = [path]
            }
            // The same file under two spellings (`a.png ./a.png`) is repacked once; a link is
            // its own entry (its folder is resolved, not the link).
            for f in found where seen.insert(canonical(f)).inserted { files.append(f) }
        }
        return files
    }

    static func canonical(_ path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        let resolved = realpath(folder.isEmpty ? "." : folder, nil).map { p in defer { free(p) }; return String(cString: p) }
        return (resolved ?? folder) + "/" + (path as NSString).lastPathComponent
    }

    /// What `lstat` says of a file: enough to see that it was replaced or written meanwhile.
    struct Identity: Equatable {
        let device: UInt64, inode: UInt64, size: Int, seconds: Int, nanoseconds: Int, isLink: Bool
        init?(_ path: String) {
            var st = stat()
            guard lstat(path, &st) == 0 else { return nil }
            device = UInt64(st.st_dev); inode = UInt64(st.st_ino); size = Int(st.st_size)
            seconds = Int(st.st_mtim.tv_sec); nanoseconds = Int(st.st_mtim.tv_nsec)
            isLink = st.st_mode & S_IFMT == S_IFLNK
        }
    }
}
