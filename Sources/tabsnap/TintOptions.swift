import ArgumentParser
import TabSnapRaster

/// What `tabsnap svg` and `tabsnap pdf` share: the tint, template rendering, the output folder.
struct TintOptions: ParsableArguments {
    @Option(name: .long, help: "The tint, #RRGGBB (default black): SVG's currentColor, and every colour with --template.")
    var color: String?

    @Flag(name: .long, help: "Template rendering: every colour becomes --color, keeping its alpha.")
    var template = false

    @Option(name: .long, help: "Output folder (default out).")
    var out: String = "out"

    func validate() throws {
        try OutputPath.check(out)
        if let color, PixelColor(hex: color) == nil { throw ValidationError("--color \(color): expected #RRGGBB") }
    }

    var tint: PixelColor { color.flatMap(PixelColor.init(hex:)) ?? PixelColor(r: 0, g: 0, b: 0) }
}
