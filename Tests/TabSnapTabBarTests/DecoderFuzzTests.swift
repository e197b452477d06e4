import Foundation
import TabSnapCore
import TabSnapDocument
import TabSnapFixtures
import TabSnapLayout
import TabSnapRaster
import TabSnapTabBar
import XCTest

/// Mutation fuzzing of the configuration and view-document decoders (issue 17): every mutant
/// of the Examples is decoded, and one that decodes is rendered on a small screen. Each must end
/// in a value or an error with a message, within a second; a trap fails the whole test run.
/// `TABSNAP_FUZZ_ITERATIONS` raises the count (`make fuzz` runs it long, in release).
final class DecoderFuzzTests: XCTestCase {
    static let resources = try! FontResources.bundled()
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples").path
    /// `count` in `make test` (each configuration mutant that decodes is drawn, 7 ms apiece in a
    /// debug build, so those run 600); `make fuzz-decoders` runs 200,000 of each, optimised.
    func iterations(_ count: Int) -> Int { Int(ProcessInfo.processInfo.environment["TABSNAP_FUZZ_ITERATIONS"] ?? "") ?? count }

    func seeds(_ folder: String, _ extensions: [String]) throws -> [(name: String, bytes: [UInt8])] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            .filter { name in extensions.contains { name.hasSuffix($0) } }
            .map { ($0, try AtomicFile.read(folder + "/" + $0)) }
    }

    func testConfigurationDecoderSurvivesMutants() throws {
        let seeds = try seeds(Self.examples, [".json", ".yaml"])
        XCTAssertGreaterThanOrEqual(seeds.count, 8)
        let device = try Devices.resolve("120x200@1")
        var stats = run(seeds, seed: 17, iterations: 600) { bytes, name in
            let text = String(decoding: bytes, as: UTF8.self)
            let doc = try DocumentReader.parse(text, yaml: name.hasSuffix(".yaml"), file: name)
            let config = try TabBarConfigDecoder.decode(doc, name: "fuzz", file: name)
            _ = try TabBarRenderer.render(StyleContext(config: config, device: device, orientation: .portrait, scheme: .light),
                                          resources: Self.resources)
        }
        stats.report("configurations")
    }

    func testViewDocumentDecoderSurvivesMutants() throws {
        let seeds = try seeds(Self.examples + "/documents", [".json"])
        XCTAssertFalse(seeds.isEmpty)
        var stats = run(seeds, seed: 29) { bytes, name in
            let doc = try DocumentReader.parse(String(decoding: bytes, as: UTF8.self), yaml: false, file: name)
            let node = try ViewDocument.decode(doc, file: name)
            _ = try Snapshot.render(node, container: LayoutContainer(size: CGSize(width: 120, height: 200), scale: 1), scheme: .dark,
                                    resources: Self.resources)
        }
        stats.report("view documents")
    }

    func testSVGPathParserSurvivesMutants() throws {
        let seeds = ["M10 50 A40 40 0 1 1 90 50 A40 40 0 1 1 10 50 Z", "m0 0c10 0 10 10 20 10s10-10 20-10q5 5 10 0t10 0h5v5l-5 5z",
                     "M0 50 A50 50 0 0 1 50 0 L50 50 Z"].map { (name: $0, bytes: Array($0.utf8)) }
        var stats = run(seeds, seed: 41) { bytes, _ in
            let path = try SVGPath.parse(String(decoding: bytes, as: UTF8.self))
            var canvas = TabSnapRaster.Canvas(width: 64, height: 64)
            canvas.fill(path, with: .solid(.black))
        }
        stats.report("SVG paths")
    }

    struct Stats {
        var decoded = 0, refused = 0, slowest = 0.0, slowestInput = -1
        func report(_ what: String) {
            print("fuzz \(what): \(decoded) rendered, \(refused) refused, slowest \(String(format: "%.3f", slowest)) s (input \(slowestInput))")
        }
    }

    /// Runs `body` on `iterations` mutants (or `TABSNAP_FUZZ_ITERATIONS`), cycling through the
    /// seeds; errors must have a message.
    func run(_ seeds: [(name: String, bytes: [UInt8])], seed: UInt64, iterations: Int = 1_500,
             _ body: ([UInt8], String) throws -> Void) -> Stats {
        var mutator = Mutator(seed: seed)
        var stats = Stats()
        for i in 0..<self.iterations(iterations) {
            let (name, bytes) = seeds[i % seeds.count]
            let input = mutator.mutate(bytes)
            let start = Date()
            do {
                try body(input, name)
                stats.decoded += 1
            } catch {
                stats.refused += 1
                XCTAssertFalse("\(error)".isEmpty, "input \(i): an error without a message")
            }
            let t = Date().timeIntervalSince(start)
            if t > stats.slowest { stats.slowest = t; stats.slowestInput = i }
        }
        return stats
    }
}
