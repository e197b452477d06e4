import Foundation
import TabSnapCore
import TabSnapDiff

/// What became of one snapshot: compared, recorded, or failed — with the numbers and the files a
/// reviewer needs. A plain value, so XCTest, Swift Testing and the CLI report it their own way.
public struct SnapshotCheck: Sendable, Codable, Equatable {
    public enum Status: String, Sendable, Codable {
        /// Matched the reference within tolerance.
        case passed
        /// A reference was written (the record mode allowed it).
        case recorded
        /// The pixels differ beyond tolerance, or the sizes differ.
        case failed
        /// There is no reference and the record mode forbids writing one.
        case missing
        /// The reference is unreadable, or rendering failed.
        case error
    }

    /// A stable id: the reference's `SnapshotName` stem.
    public var id: String
    public var status: Status
    /// The reference PNG this snapshot is compared with.
    public var reference: String
    /// Empty when passed; otherwise a complete sentence or more with counts and paths.
    public var message: String
    public var differentPixels: Int?
    public var ratio: Double?
    public var boundingBox: PixelRect?
    public var expectedSize: ImageSize?
    public var actualSize: ImageSize?
    /// Failure artifacts (fast PNGs); nil when not written.
    public var expectedArtifact: String?
    public var actualArtifact: String?
    public var diffArtifact: String?
    public var compositeArtifact: String?
    /// Review crops of a failure (the region the scene's module names, a configuration's tab
    /// bar; the changed area plus a margin); nil when not written.
    public var regionCrop: ReviewCrop?
    public var changeCrop: ReviewCrop?
    /// A picture of this snapshot for a contact sheet (set when results are written).
    public var preview: String?
    /// The WCAG contrast the scene's module measured (a configuration's bar titles and icons;
    /// nil when the bar is hidden, or for other scenes).
    public var contrast: ContrastReport?
    /// Characters no bundled font has, drawn as boxes: a warning, or with the manifest's
    /// `missingGlyphs: error` a failure.
    public var warnings: [String]?

    public init(id: String, status: Status, reference: String, message: String = "") {
        self.id = id
        self.status = status
        self.reference = reference
        self.message = message
    }

    /// Failed, missing and error all fail an assertion or a verify run.
    public var isFailure: Bool { status == .failed || status == .missing || status == .error }

    /// Every picture this check names, with its field as summary.json spells it.
    public var picturePaths: [(field: String, path: String)] {
        var out: [(String, String)] = []
        func add(_ field: String, _ path: String?) { if let path { out.append((field, path)) } }
        add("preview", preview)
        add("expectedArtifact", expectedArtifact)
        add("actualArtifact", actualArtifact)
        add("diffArtifact", diffArtifact)
        add("compositeArtifact", compositeArtifact)
        for (field, crop) in [("regionCrop", regionCrop), ("changeCrop", changeCrop)] {
            add(field + ".expected", crop?.expected)
            add(field + ".actual", crop?.actual)
            add(field + ".diff", crop?.diff)
        }
        return out
    }
}

extension SnapshotCheck {
    /// This check once `write` has stored its reference: recorded with `note`, or an error
    /// saying why the reference could not be written. Images and text snapshots share it.
    ///
    /// A reference that was a symbolic link is replaced by a file (the write is atomic: a new
    /// file renamed over the name), and the message says so: the file the link named is left
    /// as it was, and a team that shares references through links should know.
    func recorded(note: String, by write: () throws -> Void) -> SnapshotCheck {
        var result = self
        let link = try? FileManager.default.destinationOfSymbolicLink(atPath: reference)
        do {
            try write()
            result.status = .recorded
            result.message = "Recorded \(reference) (\(note))."
            if let link {
                result.message += " It was a symbolic link to \(link); it is now a file of its own, and \(link) is unchanged."
            }
        } catch {
            result.status = .error
            result.message = "Could not record \(reference): \(error)"
        }
        return result
    }
}
