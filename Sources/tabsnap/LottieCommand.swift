import ArgumentParser
import Foundation
import TabSnapCore
import TabSnapLayout
import TabSnapEngine
import TabSnapLottie
import TabSnapPNG
import TabSnapRaster
import TabSnapWebP

/// Frames of a Lottie (bodymovin) animation, drawn with TabSnap's own rasterizer.
struct LottieCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lottie",
        abstract: "Render frames of a Lottie (bodymovin JSON) animation to PNG.",
        discussion: """
        Frames count from the composition's in point (0 is the first); the composition is \
        scaled to fit --size (or --width and --height) and centred on a transparent \
        background. Each frame is written as NAME.fFRAME.png into --out; --strip and --webp \
        add NAME.strip.png and NAME.webp. Expressions, text and image layers, layer effects \
        (but Fill, drawn without it as lottie-ios does, and expression controls, skipped) and \
        unsupported shape items are refused with the layer and property named.

        Examples:
          tabsnap lottie Examples/lottie/heart.json --progress 0,0.25,0.5,0.75,1 --size 180 --strip --webp --out out/lottie
          tabsnap lottie Examples/lottie/bell.json --frame 4,9 --size 90 --color '**.Fill 1.**.Color=#FF2D55' --out out/lottie
        """
    )

    @Argument(help: "A Lottie JSON file.")
    var input: String

    @Option(name: .long, help: "Frames to draw, from the in point; repeatable or comma-separated.")
    var frame: [String] = []

    @Option(name: .long, help: "Frames at these fractions of the animation (0 the first frame, 1 the last); comma-separated.")
    var progress: String?

    @Option(name: .long, help: "Square output size in pixels (default 180).")
    var size: Int?

    @Option(name: .long, help: "Output width in pixels (with --height).")
    var width: Int?

    @Option(name: .long, help: "Output height in pixels (with --width).")
    var height: Int?

    @Option(name: .long, help: "KEYPATH=COLOR: recolour fills and strokes whose key path matches (`*` one name, `**` any), e.g. '**.Fill 1.**.Color=#FF2D55'; repeatable.")
    var color: [String] = []

    @Option(name: .long, help: "Output folder (default out).")
    var out: String = "out"

    @Flag(name: .customLong("display-list"), help: "Print each frame's display list: every drawing item in device pixels, as stable text.")
    var displayList = false

    @Flag(name: .long, help: "Also write NAME.strip.png: the frames side by side, each labelled with its frame.")
    var strip = false

    @Flag(name: .long, help: "Also write NAME.webp: the frames as an animated preview at the animation's frame rate.")
    var webp = false

    func validate() throws {
        try OutputPath.check(out)
        let w = width ?? size ?? 180, h = height ?? size ?? 180
        guard (1...4096).contains(w), (1...4096).contains(h) else { throw ValidationError("sizes must be 1 to 4096 pixels") }
        if (width == nil) != (height == nil) { throw ValidationError("give --width and --height together (or --size)") }
    }

    func run() throws {
        let animation: LottieAnimation
        let name = RenderCommand.stem(input)
        do {
            animation = try LottieAnimation(data: try AtomicFile.read(input), name: name)
        } catch {
            throw CLIError(CLIError.about(input, error))
        }
        let overrides = try color.map { spec -> LottieColorOverride in
            guard let eq = spec.lastIndex(of: "="), let c = PixelColor(hex: String(spec[spec.index(after: eq)...])) else {
                throw CLIError("--color \(spec): expected KEYPATH=#RRGGBB (or #RRGGBBAA)")
            }
            return LottieColorOverride(keyPath: String(spec[..<eq]), color: c)
        }
        var frames: [Double] = []
        for part in frame.flatMap({ $0.split(separator: ",") }) {
            guard let f = Double(part.trimmingCharacters(in: .whitespaces)), f.isFinite, f >= 0, f <= 1_000_000 else {
                throw CLIError("--frame \(part): expected a frame number from 0")
            }
            frames.append(f)
        }
        if let progress {
            for part in progress.split(separator: ",") {
                guard let p = Double(part.trimmingCharacters(in: .whitespaces)), p >= 0, p <= 1 else {
                    throw CLIError("--progress \(part): expected fractions from 0 to 1, e.g. 0,0.5,1")
                }
                frames.append(LottieRenderer.frame(atProgress: p, of: animation).rounded())
            }
        }
        if frames.isEmpty { frames = [0] }
        guard frames.count <= AnimatedWebP.maxFrames else { throw CLIError("\(frames.count) frames: at most \(AnimatedWebP.maxFrames)") }
        let w = width ?? size ?? 180, h = height ?? size ?? 180
        let renderer = LottieRenderer(colorOverrides: overrides)
        var images: [(Double, RGBAImage)] = []
        let fonts = try FontResources.bundled()
        for f in frames {
            let list = renderer.displayList(animation, frame: f, width: w, height: h)
            if let problem = list.warnings.first { throw CLIError("\(input): frame \(Self.frameName(f)): \(problem)") }
            if displayList { print(list.text, terminator: "") }
            let image = list.render(glyphs: fonts.glyphCache).intoImage()
            let path = "\(out)/\(name).f\(Self.frameName(f)).png"
            do { try PNGEncoder.write(image, to: path, profile: .fast, text: [("Software", "TabSnap"), ("Frame", Self.frameName(f))], durable: false) } catch {
                throw CLIError("\(path): \(error)")
            }
            print("wrote \(path)")
            images.append((f, image))
        }
        if strip {
            let path = "\(out)/\(name).strip.png"
            let picture = FrameStrip.shared.make(images.map { ($0.1, "frame \(Self.frameName($0.0))") })
            do { try PNGEncoder.write(picture, to: path, profile: .fast, durable: false) } catch { throw CLIError("\(path): \(error)") }
            print("wrote \(path)")
        }
        if webp {
            let path = "\(out)/\(name).webp"
            let ms = max(1, Int((1000 / animation.frameRate).rounded()))
            let list = images.enumerated().map { i, item in
                AnimatedWebP.Frame(item.1, durationMs: i + 1 < images.count ? max(1, Int(((images[i + 1].0 - item.0) * 1000 / animation.frameRate).rounded())) : ms)
            }
            do { try AtomicFile.write(try AnimatedWebP.encode(list), to: path, durable: false) } catch { throw CLIError("\(path): \(error)") }
            print("wrote \(path)")
        }
    }

    static func frameName(_ f: Double) -> String {
        f == f.rounded() ? String(Int(f)) : String(format: "%.3f", f)
    }
}
