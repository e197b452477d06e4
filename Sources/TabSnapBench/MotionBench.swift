import Foundation
import TabSnapCore
import TabSnapDocument
import TabSnapEngine
import TabSnapLayout
import TabSnapLottie
import TabSnapTabBar

/// Issue 14's rows: a 30-frame strip of a Lottie icon, and 30 frames of a SwiftUI timeline on
/// a 3x screen (seed 000's cart bounce through a tab configuration's timeline).
enum MotionBench {
    static func run() throws {
        guard Bench.enabled("motion") else { return }
        let resources = try FontResources.bundled()
        if let heart = try? LottieAnimation.cached("Examples/lottie/heart.json").get() {
            Bench.time("motion.lottie 30 frames 180x180 + strip", runs: 5) {
                let frames = (0..<30).map { k in
                    LottieRenderer().displayList(heart, frame: Double(k % heart.frameCount), width: 180, height: 180)
                        .render(glyphs: resources.glyphCache).intoImage()
                }
                _ = FrameStrip.shared.make(frames.enumerated().map { ($0.element, "frame \($0.offset)") })
            }
        } else {
            print("(motion.lottie skipped: run from the repository root)")
        }
        guard let doc = try? DocumentReader.read("Examples/motion/seed000-bounce.yaml"),
              let timeline = try? TabBarConfigDecoder.decodeTimeline(doc, name: "bounce", file: "Examples/motion/seed000-bounce.yaml") else {
            print("(motion.timeline skipped: run from the repository root)")
            return
        }
        let device = Devices.named("iphone-15-pro")!
        let times = ViewTimeline.times(fps: 60, duration: 29.0 / 60)
        try Bench.time("motion.timeline 30 frames 1179x2556 (3x)", unit: "s", warmup: 1, runs: 3) {
            _ = try TabBarRenderer.render(timeline, at: times, device: device, orientation: .portrait, scheme: .light, resources: resources)
        }
        try Bench.time("motion.timeline 30 frames, bar only", unit: "s", warmup: 1, runs: 3) {
            _ = try TabBarRenderer.render(timeline, at: times, device: device, orientation: .portrait, scheme: .light, resources: resources,
                                          barOnly: true)
        }
    }
}
