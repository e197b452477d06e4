import ArgumentParser
import Foundation
import TabSnapCore
import TabSnapLayout
import TabSnapPNG
import TabSnapRaster
import TabSnapSVG

/// An SVG icon drawn with TabSnap's own rasterizer (issue 15's static subset).
struct SVGCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "svg",
        abstract: "Render SVG icons to PNG with TabSnap's rasterizer.",
        discussion: """
        Each SVG is fitted (aspect kept, centred) into --size pixels square on transparency and \
        written as NAME.SIZE.png into --out. currentColor is black unless --color says; \
        --template paints every colour with it (keeping alpha). Elements outside the static \
        subset icon sets use are refused with the element's name.

        Examples:
          tabsnap svg Examples/svg/cart.svg --size 24 --size 84 --out out/svg
          tabsnap svg Examples/svg/cart.svg --size 84 --color '#FF2D55' --out out/svg
        """
    )

    @Argument(help: "SVG files.")
    var inputs: [String]

    @Option(name: .long, help: "Output size in pixels, square; repeatable (default 24).")
    var size: [Int] = []

    @OptionGroup var tint: TintOptions

    func validate() throws {
        guard (size.isEmpty ? [24] : size).allSatisfy({ (1...4096).contains($0) }) else { throw ValidationError("sizes must be 1 to 4096 pixels") }
    }

    func run() throws {
        let renderer = SVGRenderer(currentColor: tint.tint, tint: tint.template)
        let glyphs = try FontResources.bundled().glyphCache
        var failed: [String] = []
        for input in inputs {
            let name = RenderCommand.stem(input)
            do {
                let doc = try SVGDocument(data: try AtomicFile.read(input), name: name)
                for s in size.isEmpty ? [24] : size {
                    let image = try renderer.displayList(doc, width: s, height: s).render(glyphs: glyphs).intoImage()
                    let path = "\(tint.out)/\(name).\(s).png"
                    try PNGEncoder.write(image, to: path, profile: .fast, text: [("Software", "TabSnap")], durable: false)
                    print("wrote \(path)")
                }
            } catch {
                failed.append(CLIError.about(input, error))
            }
        }
        if !failed.isEmpty { throw CLIError(failed.joined(separator: "\n")) }
    }
}
