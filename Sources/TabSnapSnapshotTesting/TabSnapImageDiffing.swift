import Foundation
import SnapshotTesting
import TabSnapCore
import TabSnapDiff
import TabSnapEngine
import TabSnapPNG

extension Diffing where Value == RGBAImage {
    /// Reference PNGs through TabSnap's libpng codec (the `small` profile, the same bytes on
    /// every machine), compared after decoding with TabSnap's diff: exact unless `matching`
    /// says otherwise. A failure attaches the reference, the snapshot and the diff image.
    public static func tabsnapImage(matching: SnapshotMatching = .exact) -> Diffing<RGBAImage> {
        .diff(
            toData: { image in Data(TabSnapImageCoding.png(image)) },
            fromData: { data in TabSnapImageCoding.image(data) },
            diffV2: { reference, snapshot in
                if reference.width == 0 {
                    return ("The reference PNG could not be decoded: \(TabSnapImageCoding.problem(reference)). "
                            + "Re-record it (record: .failed).", [])
                }
                let result = matching.compare(reference, snapshot, drawingFailures: true)
                guard !result.passed else { return nil }
                let message = "Snapshot does not match reference: \(SnapshotVerifier.describe(result)); \(matching.failedLimits(result))."
                var attachments: [DiffAttachment] = [
                    .data(Data(TabSnapImageCoding.png(reference)), name: "reference"),
                    .data(Data(TabSnapImageCoding.png(snapshot)), name: "failure"),
                ]
                if let diff = result.diffImage { attachments.append(.data(Data(TabSnapImageCoding.png(diff)), name: "difference")) }
                return (message, attachments)
            }
        )
    }
}

/// PNG in and out for the strategies. swift-snapshot-testing's closures cannot throw, so an
/// undecodable reference becomes an empty image whose problem the diff then reports.
enum TabSnapImageCoding {
    static func png(_ image: RGBAImage) -> [UInt8] {
        guard image.width > 0, image.height > 0, let bytes = try? PNGEncoder.encode(image, profile: .small) else { return [] }
        return bytes
    }

    static func image(_ data: Data) -> RGBAImage {
        do { return try PNGDecoder.decode([UInt8](data)).image } catch {
            problems.set(error)
            return RGBAImage(width: 0, height: 0, pixels: [])
        }
    }

    static func problem(_ image: RGBAImage) -> String { problems.last ?? "not a PNG" }

    /// The last decoding error, for the message (the diff runs right after decoding).
    static let problems = LastProblem()

    final class LastProblem: @unchecked Sendable {
        private let lock = NSLock()
        private var text: String?
        func set(_ error: Error) { lock.lock(); text = "\(error)"; lock.unlock() }
        var last: String? { lock.lock(); defer { lock.unlock() }; return text }
    }
}
