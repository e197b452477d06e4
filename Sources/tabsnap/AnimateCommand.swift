import ArgumentParser
import Foundation
import TabSnapCore
import TabSnapEngine
import TabSnapPNG
import TabSnapWebP

/// Frames (PNGs, e.g. renders at successive times) into the two pictures people review motion
/// with: a labelled strip and an animated WebP a browser plays.
struct AnimateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Assemble PNG frames into a labelled frame strip (PNG) and an animated WebP preview.",
        discussion: """
        Frames are shown in the order given, each for 1/--fps seconds (or at the times given by \
        --times, one per frame, in seconds from the start); every frame must have the first \
        one's size. The strip writes each frame's time under it; the WebP is lossless, so it \
        plays exactly the frames' pixels. At least one of --strip and --webp is required.

        Exit codes: 0 written, 2 an error (unreadable PNG, frames of different sizes, bad \
        value, unwritable output).

        Examples:
          tabsnap animate Snapshots/Examples/seed000-en.iphone-se.light.png Snapshots/Examples/seed000-en.iphone-se.dark.png --fps 2 --strip out/strip.png --webp out/preview.webp
          tabsnap animate Snapshots/Examples/style-system.iphone-se.light.png Snapshots/Examples/style-system.iphone-se.dark.png --times 0,0.75 --webp out/scheme.webp
        """
    )

    @Argument(help: "The frames, in order (PNG).")
    var frames: [String]
    @Option(name: .long, help: "Frames per second (default 30), when --times is not given.")
    var fps: Double?
    @Option(name: .long, help: ArgumentHelp("Each frame's time in seconds, increasing (the last one shows for the average step).", valueName: "t1,t2,…"))
    var times: String?
    @Option(name: .long, help: "Write the frame strip here (PNG).")
    var strip: String?
    @Option(name: .long, help: "Write the animated preview here (WebP, lossless, looping).")
    var webp: String?

    func validate() throws {
        guard strip != nil || webp != nil else { throw ValidationError("nothing to write: give --strip, --webp or both") }
        for out in [strip, webp].compactMap({ $0 }) { try OutputPath.check(out) }
        if let fps, !(fps > 0 && fps <= 240) { throw ValidationError("--fps \(fps): expected frames per second above 0 and at most 240") }
        if fps != nil && times != nil { throw ValidationError("give --fps or --times, not both") }
        if frames.count > AnimatedWebP.maxFrames { throw ValidationError("\(frames.count) frames: at most \(AnimatedWebP.maxFrames)") }
    }

    func run() throws {
        let starts = try frameTimes()
        var images: [RGBAImage] = []
        for path in frames {
            do { images.append(try PNGDecoder.decodeFile(path).image) } catch { throw CLIError("\(path): \(error)") }
            if let first = images.first, images.count > 1, images.last!.width != first.width || images.last!.height != first.height {
                throw CLIError("\(path) is \(images.last!.width)x\(images.last!.height), \(frames[0]) is \(first.width)x\(first.height): every frame must be the same size")
            }
        }
        if let strip {
            // The strip is as wide as its frames side by side: checked before it is drawn.
            let (w, h, _) = FrameStrip.shared.layout(images.map { ($0.width, $0.height) })
            let limits = PNGLimits.default
            if !limits.allows(width: w, height: h) {
                throw CLIError("--strip \(strip): \(images.count) frames make a strip of \(w)x\(h) pixels, over the limit of "
                    + "\(limits.maxWidth)x\(limits.maxHeight) and \(limits.maxPixels) pixels per image; give fewer or smaller frames")
            }
            let picture = FrameStrip.shared.make(zip(images, starts).map { ($0, FrameStrip.label(seconds: $1)) })
            do { try PNGEncoder.write(picture, to: strip, profile: .fast, durable: false) } catch { throw CLIError("\(error)") }
            print("wrote \(strip)")
        }
        if let webp {
            // Each frame lasts until the next starts; the last for the average step.
            let step = starts.count > 1 ? (starts.last! - starts.first!) / Double(starts.count - 1) : 1 / (fps ?? 30)
            let durations = starts.indices.map { i in i + 1 < starts.count ? starts[i + 1] - starts[i] : step }
            let animation = zip(images, durations).map { AnimatedWebP.Frame($0, durationMs: Int(($1 * 1000).rounded())) }
            do { try AtomicFile.write(try AnimatedWebP.encode(animation), to: webp, durable: false) } catch { throw CLIError("\(webp): \(error)") }
            print("wrote \(webp)")
        }
    }

    func frameTimes() throws -> [Double] {
        guard let times else { return frames.indices.map { Double($0) / (fps ?? 30) } }
        let values = times.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard values.count == frames.count, values.allSatisfy({ $0 != nil && $0!.isFinite && $0! >= 0 && $0! < 3600 }) else {
            throw CLIError("--times \(times): expected \(frames.count) times in seconds (0 to 3600), one per frame, e.g. 0,0.05,0.1")
        }
        let t = values.map { $0! }
        guard zip(t, t.dropFirst()).allSatisfy({ $0 < $1 }) else { throw CLIError("--times \(times): times must increase") }
        return t
    }
}
