import ArgumentParser
import Foundation
import TabSnapCore
import TabSnapDiff
import TabSnapPNG

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNGs with pixelmatch v7.2.0's rules and optionally write a diff image.",
        discussion: """
        In the diff image differing pixels are red, forgiven anti-aliasing yellow, ignored \
        regions blue, and the rest is the first image faded to grey. Images of different sizes \
        are aligned top-left: their overlap is compared, every pixel outside it differs, and the \
        comparison never passes. Without --out only the count is computed, which is faster.

        Exit codes: 0 same (within tolerance), 1 different, 2 error (unreadable or corrupt PNG, \
        unwritable --out, out-of-range value). A command line that cannot be parsed also exits 2.

        Examples:
          tabsnap diff Snapshots/Examples/seed000-en.iphone-se.light.png Snapshots/Examples/seed000-ru.iphone-se.light.png --out out/diff.png
          tabsnap diff Snapshots/Examples/seed000-en.iphone-se.dark.png Snapshots/Examples/seed000-ru.iphone-se.dark.png --threshold 0.2 --max-diff-ratio 0.001
          tabsnap diff Snapshots/Examples/style-system.iphone-se.light.png Snapshots/Examples/style-system.iphone-se.dark.png --ignore 0,0,750,40 --ignore 40,900,200,200 --json
        """
    )

    @Argument(help: "The expected (reference) image.")
    var a: String
    @Argument(help: "The actual image.")
    var b: String
    @Option(name: .long, help: "Write the diff image here (PNG, fast profile).")
    var out: String?
    // `.unconditional`: a negative value (`--alpha -1`) is a value to check, not an unknown flag.
    @Option(name: .long, parsing: .unconditional, help: "Matching threshold 0...1; smaller is more sensitive.")
    var threshold: Double = 0.1
    @Flag(name: .long, help: "Count anti-aliased pixels as differences.")
    var includeAA = false
    @Option(name: .long, parsing: .unconditional, help: "Opacity 0...1 of the first image in the diff background.")
    var alpha: Double = 0.1
    @Flag(name: .long, help: "Draw only the marks, over transparency.")
    var diffMask = false
    @Flag(name: .long, help: "Blend translucent pixels over white instead of v7's checkerboard.")
    var noCheckerboard = false
    @Option(name: .long, parsing: .unconditional, help: "Pass with up to N differing pixels.")
    var maxDiffPixels: Int?
    @Option(name: .long, parsing: .unconditional, help: "Pass with up to this fraction 0...1 of compared pixels differing.")
    var maxDiffRatio: Double?
    @Option(name: .long, help: ArgumentHelp("Leave a rectangle out of the comparison (repeatable).", valueName: "x,y,w,h"))
    var ignore: [String] = []
    @Option(name: .long, help: ArgumentHelp("Colour of differing pixels (pixelmatch's diffColor).", valueName: "R,G,B|#RRGGBB"))
    var diffColor: String?
    @Option(name: .long, help: ArgumentHelp("Colour of anti-aliased pixels (pixelmatch's aaColor).", valueName: "R,G,B|#RRGGBB"))
    var aaColor: String?
    @Option(name: .long, help: ArgumentHelp("Colour of pixels darker in the second image (diffColorAlt).", valueName: "R,G,B|#RRGGBB"))
    var diffColorAlt: String?
    @Flag(name: .long, help: "Print a JSON summary (sizes, count, ratio, bounding box, passed).")
    var json = false

    func run() throws {
        let options: DiffOptions
        do {
            options = try DiffArguments.options(
                threshold: threshold, includeAA: includeAA, alpha: alpha, diffMask: diffMask,
                checkerboard: !noCheckerboard, maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio,
                ignore: ignore, producesDiffImage: out != nil, diffColor: diffColor, aaColor: aaColor, diffColorAlt: diffColorAlt)
        } catch {
            printError("tabsnap: \(error)")
            throw ExitCode(ExitCodes.error)
        }
        let imageA = try load(a), imageB = try load(b)
        // Images of different sizes are compared over both (the larger width by the larger
        // height): 16384×1 against 1×16384 would be a gigabyte canvas, and a diff image no
        // decoder here reads back.
        let w = max(imageA.width, imageB.width), h = max(imageA.height, imageB.height), limits = PNGLimits.default
        if !limits.allows(width: w, height: h) {
            printError("tabsnap: \(a) is \(imageA.width)x\(imageA.height) and \(b) is \(imageB.width)x\(imageB.height): compared over "
                + "\(w)x\(h), over the limit of \(limits.maxWidth)x\(limits.maxHeight) and \(limits.maxPixels) pixels per image")
            throw ExitCode(ExitCodes.error)
        }
        let result = ImageDiffer.compare(imageA, imageB, options: options)
        if let out, let image = result.diffImage {
            do { try PNGEncoder.write(image, to: out, profile: .fast, durable: false) } catch { fail(out, error) }
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = try encoder.encode(DiffSummary(result, a: a, b: b, diff: out))
            print(String(decoding: data, as: UTF8.self))
        } else {
            let verdict = !result.passed ? "different" : result.differentPixels == 0 ? "same" : "within tolerance"
            print("\(verdict): \(result)")
        }
        if !result.passed { throw ExitCode(ExitCodes.different) }
    }

    private func load(_ path: String) throws -> RGBAImage {
        do { return try PNGDecoder.decodeFile(path).image } catch {
            fail(path, error)
        }
    }

    /// Prints `tabsnap: PATH: reason` (file errors already start with the path) and exits 2.
    private func fail(_ path: String, _ error: PNGError) -> Never {
        if case .file = error { printError("tabsnap: \(error)") } else { printError("tabsnap: \(path): \(error)") }
        Self.exit(withError: ExitCode(ExitCodes.error))
    }
}
