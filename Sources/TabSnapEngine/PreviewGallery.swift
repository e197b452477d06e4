import Foundation
import TabSnapCore

/// A static, offline gallery of every preview for designers: `index.html` and `img/`, grouped by
/// module and file, each preview's variants side by side (schemes, devices, orientations, text
/// sizes, locales), with a search box and a zoom; after a run, the previews that failed come
/// first, the changed region of each enlarged with the reference and the new image side by side.
///
/// It is built from the references (`Snapshots/Previews-<Module>/<File>.<Name>.<variant>.png`,
/// what `PreviewSnapshots` writes), so it needs no test run; a run's `results.json` (written by
/// `PreviewSnapshots.assertAll` under `.build/tabsnap-artifacts/previews/`) adds each variant's
/// status and, for a failure, the images it compared.
public enum PreviewGallery {
    /// One rendering of a preview.
    public struct Variant: Sendable {
        /// Device, orientation, locale, text size and scheme, as the file name has them.
        public var parts: [String]
        /// The reference (or, for a failure, what was compared).
        public var image: String
        public var check: SnapshotCheck?
        public var label: String { parts.joined(separator: " · ") }
    }

    /// One preview and its variants.
    public struct Entry: Sendable {
        public var module: String
        public var file: String
        public var name: String
        public var variants: [Variant]
        public var id: String { "\(module)/\(file)/\(name)" }
        public var isFailing: Bool { variants.contains { $0.check?.isFailure == true } }
    }

    /// The previews whose references are in `roots` (each a `Snapshots` folder or one
    /// `Previews-<Module>` folder in it), in module, file, name order.
    public static func entries(snapshots roots: [String]) throws -> [Entry] {
        var found: [String: Entry] = [:]
        for root in roots {
            let fm = FileManager.default
            guard let top = try? fm.contentsOfDirectory(atPath: root) else {
                throw FileError(path: root, reason: "cannot read the folder; expected a Snapshots folder holding Previews-<Module> folders")
            }
            let base = (root as NSString).lastPathComponent
            let folders: [(module: String, path: String)] = base.hasPrefix("Previews-")
                ? [(String(base.dropFirst(9)), root)]
                : top.sorted().filter { $0.hasPrefix("Previews-") }.map { (String($0.dropFirst(9)), root + "/" + $0) }
            for (module, folder) in folders {
                for file in ((try? fm.contentsOfDirectory(atPath: folder)) ?? []).sorted() where file.hasSuffix(".png") {
                    guard let (previewFile, name, parts) = parse(file) else { continue }
                    let key = "\(module)/\(previewFile)/\(name)"
                    var entry = found[key] ?? Entry(module: module, file: previewFile, name: name, variants: [])
                    entry.variants.append(Variant(parts: parts, image: folder + "/" + file, check: nil))
                    found[key] = entry
                }
            }
        }
        return found.keys.sorted().map { key in
            var e = found[key]!
            e.variants.sort { order($0.parts) < order($1.parts) }
            return e
        }
    }

    /// `<File>.<Name>.<device>[.landscape][.<locale>][.<size>].<scheme>.png`: names have no dots
    /// (they are made safe for file names), so the parts split on them.
    static func parse(_ fileName: String) -> (file: String, name: String, parts: [String])? {
        let parts = fileName.dropLast(4).split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 4, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        return (parts[0], parts[1].replacingOccurrences(of: "_", with: " "), Array(parts[2...]))
    }

    /// Light before dark, then the other parts as they read.
    static func order(_ parts: [String]) -> String {
        let scheme = parts.last == "light" ? "0" : "1"
        return parts.dropLast().joined(separator: ".") + "." + scheme
    }

    /// The entries with a run's checks joined to their variants by reference path; a failure
    /// shows the image it compared. A results file names the images to copy into the gallery, so
    /// only those inside `artifactsRoot` (the run's artifacts folder, symbolic links resolved)
    /// are taken: a results file from elsewhere cannot bring `/home/ci/.ssh/id_ed25519` along.
    public static func merge(_ entries: [Entry], results checks: [SnapshotCheck], artifactsRoot: String) -> [Entry] {
        let root = AtomicFile.resolvedPath(artifactsRoot)
        func inside(_ path: String?) -> String? {
            guard let path, let root, let resolved = AtomicFile.resolvedPath(path), resolved.hasPrefix(root + "/") else { return nil }
            return path
        }
        let checks = checks.map { c -> SnapshotCheck in
            var c = c
            c.expectedArtifact = inside(c.expectedArtifact)
            c.actualArtifact = inside(c.actualArtifact)
            c.diffArtifact = inside(c.diffArtifact)
            return c
        }
        var byReference: [String: SnapshotCheck] = [:]
        for c in checks { byReference[(c.reference as NSString).lastPathComponent + "|" + (((c.reference as NSString).deletingLastPathComponent) as NSString).lastPathComponent] = c }
        return entries.map { entry in
            var e = entry
            e.variants = entry.variants.map { v in
                var v = v
                let key = (v.image as NSString).lastPathComponent + "|" + ((v.image as NSString).deletingLastPathComponent as NSString).lastPathComponent
                v.check = byReference[key]
                return v
            }
            return e
        }
    }

    /// Writes `out/index.html`, with every image copied into `out/img/` and linked relatively.
    public static func write(_ entries: [Entry], to out: String, title: String = "Previews") throws {
        try FileManager.default.createDirectory(atPath: out + "/img", withIntermediateDirectories: true)
        var placed = entries
        var n = 0
        func bring(_ path: String?) throws -> String? {
            guard let path, FileManager.default.fileExists(atPath: path) else { return nil }
            n += 1
            let target = "img/\(n).png"
            try? FileManager.default.removeItem(atPath: out + "/" + target)
            try AtomicFile.copy(path, to: out + "/" + target, durable: false)
            return target
        }
        for i in placed.indices {
            for j in placed[i].variants.indices {
                var v = placed[i].variants[j]
                v.image = try bring(v.check?.actualArtifact ?? v.image) ?? v.image
                if var c = v.check, c.isFailure {
                    c.expectedArtifact = try bring(c.expectedArtifact)
                    c.actualArtifact = v.image
                    c.diffArtifact = try bring(c.diffArtifact)
                    v.check = c
                }
                placed[i].variants[j] = v
            }
        }
        try AtomicFile.write(GalleryPage(entries: placed, title: title).html, to: out + "/index.html", durable: false)
    }
}
