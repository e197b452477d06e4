import Foundation
import TabSnapCore
import XCTest
import TabSnapDocument

/// `Examples/ci/snapshots.yml` works as a workflow would run it: every `run:` step that calls
/// tabsnap runs here, in job order, each matrix shard in turn (the release binary stood in by
/// the debug one), against a workspace laid out like a checkout. The steps that upload and
/// download artifacts are checked to name the folders the commands write and read.
final class CIExampleTests: XCTestCase {
    func testWorkflowCommandsRunLocally() throws {
        let docs = CLIWorkspace()
        let file = CLIWorkspace.repo + "/Examples/ci/snapshots.yml"
        let workflow = try DocumentReader.read(file)
        guard case .object(let jobs)? = workflow["jobs"] else { return XCTFail("\(file): no jobs") }
        XCTAssertEqual(jobs.map(\.key), ["verify", "report"])
        XCTAssertEqual(workflow["env"]?["CI"], .string("true"))

        let workspace = try docs.makeSmallSuiteWorkspace()  // four shards and a whole verify: each configuration once
        defer { try? FileManager.default.removeItem(atPath: workspace) }
        var uploaded: [String] = []
        var ran = 0
        for (name, job) in jobs {
            let shards = job["strategy"]?["matrix"]?["shard"].flatMap(Self.numbers) ?? [nil]
            guard case .array(let steps)? = job["steps"] else { return XCTFail("\(name): no steps") }
            for shard in shards {
                for step in steps {
                    let text = { (v: JSONValue?) -> String? in if case .string(let s)? = v { return Self.expand(s, shard: shard) } else { return nil } }
                    if let uses = text(step["uses"]), uses.hasPrefix("actions/upload-artifact"), let path = text(step["with"]?["path"]) {
                        uploaded.append(path)
                        XCTAssertTrue(FileManager.default.fileExists(atPath: workspace + "/" + path + "/summary.json") || path == "report",
                                      "\(name): uploads \(path), which no command wrote")
                    }
                    guard let run = text(step["run"]), run.contains("tabsnap ") else { continue }
                    // The installed `tabsnap` (make install), stood in by the debug binary.
                    let command = run.replacingOccurrences(of: #"^tabsnap "#, with: docs.binary + " ", options: .regularExpression)
                    let out = try docs.run(command, in: workspace)
                    XCTAssertEqual(out.status, 0, "\(name) shard \(shard ?? 0): `\(run)`:\n\(out.stderr.suffix(800))")
                    ran += 1
                }
            }
        }
        XCTAssertEqual(ran, 5, "four verify shards and one report")
        XCTAssertTrue(FileManager.default.fileExists(atPath: workspace + "/report/index.html"))
        XCTAssertEqual(uploaded, ["results/results-1", "results/results-2", "results/results-3", "results/results-4", "report"])
        // The merged summary holds every snapshot of the suite exactly once.
        let merged = try String(contentsOfFile: workspace + "/report/summary.json", encoding: .utf8)
        let single = try docs.run("\(docs.binary) verify --out results/all", in: workspace)
        XCTAssertEqual(single.status, 0)
        let all = try String(contentsOfFile: workspace + "/results/all/summary.json", encoding: .utf8)
        // (The merged summary names each snapshot with its suite, `Examples/<id>`.)
        XCTAssertEqual(Self.ids(merged).map { $0.replacingOccurrences(of: "Examples/", with: "") }, Self.ids(all))
        XCTAssertEqual(Self.ids(all).count, 22, "every configuration in both schemes on the one device")
    }

    static func numbers(_ v: JSONValue) -> [Int?]? {
        guard case .array(let items) = v else { return nil }
        return items.map { if case .number(let n) = $0 { return Int(n) } else { return nil } }
    }

    static func expand(_ s: String, shard: Int?) -> String {
        s.replacingOccurrences(of: "${{ matrix.shard }}", with: shard.map(String.init) ?? "")
    }

    /// The snapshot ids of a summary.json, sorted.
    static func ids(_ json: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #""id" *: *"([^"]+)""#)
        return pattern.matches(in: json, range: NSRange(json.startIndex..., in: json)).map {
            String(json[Range($0.range(at: 1), in: json)!])
        }.sorted()
    }
}
