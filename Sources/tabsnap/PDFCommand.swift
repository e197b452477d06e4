import ArgumentParser
import Foundation
import TabSnapCore
import TabSnapLayout
import TabSnapPDF
import TabSnapPNG
import TabSnapRaster

/// A PDF vector icon drawn with TabSnap's rasterizer, as Xcode rasterizes an asset catalog's
/// PDF at each scale.
struct PDFCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pdf",
        abstract: "Render single-page PDF icons to PNG with TabSnap's rasterizer.",
        discussion: """
        Each PDF's first page is drawn at its page size in points times --scale (1, 2 or 3; \
        repeatable) on transparency and written as NAME@Sx.png into --out. --template paints \
        every colour with --color (default black), keeping alpha. Text, images, shadings and \
        soft masks are refused with the operator.

        Examples:
          tabsnap pdf Examples/assets/Shop.xcassets/Home.imageset/home.pdf --scale 2 --scale 3 --out out/pdf
          tabsnap pdf Examples/assets/Shop.xcassets/Offers.imageset/offers.pdf --template --color '#007AFF' --out out/pdf
        """
    )

    @Argument(help: "PDF files.")
    var inputs: [String]

    @Option(name: .long, help: "Pixels per PDF point; repeatable (default 2).")
    var scale: [Double] = []

    @OptionGroup var tint: TintOptions

    func validate() throws {
        guard (scale.isEmpty ? [2] : scale).allSatisfy({ $0 > 0 && $0 <= 16 }) else { throw ValidationError("scales must be above 0 and at most 16") }
    }

    func run() throws {
        let renderer = PDFRenderer(tint: tint.template, tintColor: tint.tint)
        let glyphs = try FontResources.bundled().glyphCache
        var failed: [String] = []
        for input in inputs {
            let name = RenderCommand.stem(input)
            do {
                let doc = try PDFDocument(data: try AtomicFile.read(input, limit: PDFDocument.maxFileSize), name: name)
                for s in scale.isEmpty ? [2] : scale {
                    // Xcode rounds the pixel size of a rasterized PDF to whole pixels.
                    let w = max(1, Int((doc.box.width * s).rounded())), h = max(1, Int((doc.box.height * s).rounded()))
                    guard w <= 8192, h <= 8192 else { throw CLIError("the page is \(w)×\(h) pixels at \(s)×; at most 8192") }
                    let image = try renderer.displayList(doc, width: w, height: h).render(glyphs: glyphs).intoImage()
                    let path = "\(tint.out)/\(name)@\(s == s.rounded() ? String(Int(s)) : String(s))x.png"
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
