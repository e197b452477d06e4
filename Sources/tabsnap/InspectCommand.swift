import ArgumentParser
import Foundation
import TabSnapCore
import TabSnapPNG

struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Decode PNG files and print their size, format, pixel digest and text chunks.",
        discussion: """
        A corrupt or oversized file is reported with the reason (exit code 2).

        Example:
          tabsnap inspect Snapshots/Examples/seed000-en.iphone-se.light.png
        """
    )

    @Argument(help: "PNG files to inspect.")
    var files: [String]

    func run() throws {
        var failed = false
        for path in files {
            do {
                let png = try PNGDecoder.decodeFile(path)
                let h = png.header
                let types = [0: "grey", 2: "RGB", 3: "palette", 4: "grey+alpha", 6: "RGBA"]
                print("\(path): \(h.width)x\(h.height), \(types[h.colorType] ?? "type \(h.colorType)") \(h.bitDepth)-bit\(h.interlaced ? ", interlaced" : "")")
                print("  rgba sha256 \(png.image.pixelDigest)")
                // Text chunks are anyone's bytes: their control characters are shown, not sent,
                // and a value's later lines are indented under it, so none can pass for a chunk.
                for (key, value) in png.text {
                    let shown = EscapedControls.escaped(value, keeping: ["\n", "\t"]).replacingOccurrences(of: "\n", with: "\n    ")
                    print("  \(EscapedControls.escaped(key)): \(shown)")
                }
            } catch {
                // File errors already name the file.
                if case .file = error { printError("tabsnap: \(error)") } else { printError("tabsnap: \(path): \(error)") }
                failed = true
            }
        }
        if failed { throw ExitCode(ExitCodes.error) }
    }
}

func printError(_ s: String) {
    FileHandle.standardError.write(Data((s + "\n").utf8))
}
