import TabSnapCore
import TabSnapEngine
import TabSnapWebP

/// The report's animated previews: frames as a lossless WebP, each shown until the next begins
/// (the last for the mean step), looping, as `render --webp` writes them.
enum AnimatedPreview {
    static let webp: ReportTimeline.Animator = { images, times in
        let step = times.count > 1 ? (times.last! - times.first!) / Double(times.count - 1) : 1.0 / 30
        let frames = images.indices.map { i in
            AnimatedWebP.Frame(images[i], durationMs: max(1, Int(((i + 1 < times.count ? times[i + 1] - times[i] : step) * 1000).rounded())))
        }
        return try AnimatedWebP.encode(frames)
    }
}
