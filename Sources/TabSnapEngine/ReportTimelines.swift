import Foundation
import TabSnapCore
import TabSnapPNG

/// The report's timelines (issue 14): snapshots whose ids carry a frame time (`….t0.130s.light`)
/// grouped per configuration, device and scheme, each drawn as a labelled strip of its frames
/// and, when the caller supplies an encoder (the CLI's animated WebP), a preview a browser plays.
public struct ReportTimeline: Sendable {
    /// The id without its time: `Motion/seed000-bounce.iphone-15-pro.light`.
    let key: String
    let strip: String
    let preview: String?
    let frames: Int

    /// Encodes frames (with their start times in seconds) as an animated image.
    public typealias Animator = @Sendable ([RGBAImage], [Double]) throws -> [UInt8]

    /// `….t0.130s.…` → (key without it, 0.13).
    static func split(_ id: String) -> (key: String, time: Double)? {
        var parts = id.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        // The time is written t<seconds>.<milliseconds>s, so it spans two dot-separated parts.
        for i in parts.indices.dropLast() where parts[i].hasPrefix("t") && parts[i + 1].hasSuffix("s") {
            guard let whole = Int(parts[i].dropFirst()), let ms = Int(parts[i + 1].dropLast()), parts[i + 1].count == 4 else { continue }
            parts.removeSubrange(i...i + 1)
            return (parts.joined(separator: "."), Double(whole) + Double(ms) / 1000)
        }
        return nil
    }

    /// Builds every timeline of `checks` (ids `suite/id`, previews relative to `reportDir`) into
    /// `reportDir/img/`; frames without a picture are left out.
    static func build(_ checks: [SnapshotCheck], in reportDir: String, animator: Animator?) throws -> [ReportTimeline] {
        var groups: [String: [(Double, String)]] = [:]
        for c in checks {
            guard let (key, time) = split(c.id), let preview = c.preview else { continue }
            groups[key, default: []].append((time, preview))
        }
        var out: [ReportTimeline] = []
        for key in groups.keys.sorted() {
            let frames = groups[key]!.sorted { $0.0 < $1.0 }
            guard frames.count >= 2 else { continue }
            var images: [RGBAImage] = []
            for (_, path) in frames { images.append(try PNGDecoder.decodeFile(reportDir + "/" + path).image) }
            guard images.allSatisfy({ $0.width == images[0].width && $0.height == images[0].height }) else { continue }
            let strip = "img/\(key).strip.png"
            let picture = FrameStrip.shared.make(zip(images, frames).map { ($0, FrameStrip.label(seconds: $1.0)) })
            try PNGEncoder.write(picture, to: reportDir + "/" + strip, profile: .fast, durable: false)
            var preview: String? = nil
            if let animator {
                preview = "img/\(key).preview.webp"
                try AtomicFile.write(try animator(images, frames.map(\.0)), to: reportDir + "/" + preview!, durable: false)
            }
            out.append(ReportTimeline(key: key, strip: strip, preview: preview, frames: frames.count))
        }
        return out
    }
}
