import Foundation
import TabSnapEngine

/// Runs a test's previews in a process of their own, so a preview whose body crashes (a
/// `fatalError`, a forced unwrap of nil) fails with its name while the others still run.
///
/// The parent (the test as `swift test` runs it) starts the same test executable again with a
/// filter for the calling test alone (XCTest or Swift Testing, found with `--list-tests`),
/// telling it through the environment which `assertAll` call to serve and from which preview to
/// start. The worker
/// renders and compares each preview, writing a line before and after each to a status file,
/// and exits. When the worker dies inside a preview, the parent records that preview's crash
/// and starts a new worker after it.
enum PreviewWorker {
    static let statusVariable = "TABSNAP_PREVIEW_WORKER"
    static let callVariable = "TABSNAP_PREVIEW_WORKER_CALL"
    static let startVariable = "TABSNAP_PREVIEW_WORKER_START"

    /// This process, when it is a worker started for the call `call`: where to report and
    /// which preview to start from.
    static func workerRole(call: String) -> (status: String, start: Int)? {
        let env = ProcessInfo.processInfo.environment
        guard let status = env[statusVariable], env[callVariable] == call else { return nil }
        return (status, Int(env[startVariable] ?? "0") ?? 0)
    }

    /// Whether this process is a worker at all (another call's: it does nothing).
    static var isWorker: Bool { ProcessInfo.processInfo.environment[statusVariable] != nil }

    // MARK: The worker

    /// One line of the status file.
    struct Line: Codable {
        var start: Int?
        var done: Int?
        var checks: [SnapshotCheck]?
        var end: Bool?
    }

    final class StatusWriter {
        let handle: FileHandle
        init?(_ path: String) {
            guard let h = FileHandle(forWritingAtPath: path) else { return nil }
            h.seekToEndOfFile()
            handle = h
        }
        func write(_ line: Line) {
            guard var data = try? JSONEncoder().encode(line) else { return }
            data.append(0x0A)
            handle.write(data)
            try? handle.synchronize()
        }
    }

    // MARK: The parent

    /// The arguments that run the calling test alone: its XCTest filter (`Module.Class/testMethod`),
    /// or under Swift Testing `--testing-library swift-testing --filter` with its id, found in the
    /// executable's own list of tests; nil when it cannot be told (the name is ambiguous).
    static func selection(module: String, testName: String, swiftTesting: Bool) -> [String]? {
        let library = swiftTesting ? ["--testing-library", "swift-testing"] : []
        guard let output = run(library + ["--list-tests"], environment: nil, log: nil)?.output else { return nil }
        // XCTest lists `testMethod`, Swift Testing `name()`, as #function gives them.
        let method = swiftTesting ? testName : (testName.split(separator: "(").first.map(String.init) ?? testName)
        let matches = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix(module + ".") && $0.hasSuffix("/" + method) }
        guard matches.count == 1 else { return nil }
        return swiftTesting ? library + ["--filter", NSRegularExpression.escapedPattern(for: matches[0])] : [matches[0]]
    }

    /// Runs the previews `0..<count` of `call` in workers; nil when no worker could be started.
    static func run(call: String, selection: [String], count: Int, ids: [String]) -> [SnapshotCheck]? {
        let folder = NSTemporaryDirectory() + "tabsnap-previews-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return nil }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var checks: [SnapshotCheck] = []
        var start = 0
        var attempt = 0
        while start < count {
            attempt += 1
            let status = folder + "/status-\(attempt).jsonl", log = folder + "/output-\(attempt).txt"
            FileManager.default.createFile(atPath: status, contents: nil)
            var env = ProcessInfo.processInfo.environment
            env[statusVariable] = status
            env[callVariable] = call
            env[startVariable] = String(start)
            guard let result = run(selection, environment: env, log: log) else { return attempt == 1 ? nil : checks }
            let lines = ((try? String(contentsOfFile: status, encoding: .utf8)) ?? "").split(separator: "\n")
                .compactMap { try? JSONDecoder().decode(Line.self, from: Data($0.utf8)) }
            var running: Int?
            var ended = false
            for line in lines {
                if let s = line.start { running = s }
                if let d = line.done { checks += line.checks ?? []; running = nil; start = d + 1 }
                if line.end == true { ended = true }
            }
            if ended { break }
            let output = FileManager.default.contents(atPath: log).map { String(decoding: $0, as: UTF8.self) }.map(Self.lastLines) ?? ""

            let how = result.signal.map { "was killed by signal \($0)" } ?? "exited with status \(result.status)"
            guard let crashed = running else {
                checks.append(SnapshotCheck(id: "previews", status: .error, reference: "",
                                            message: "The preview worker \(how) before its first preview. Its last output:\n\(output)"))
                break
            }
            let id = crashed < ids.count ? ids[crashed] : "#\(crashed)"
            checks.append(SnapshotCheck(id: id, status: .error, reference: "",
                                        message: "Preview \(id) crashed the test process while rendering (the process \(how)); the other previews still ran. "
                                            + "Its last output:\n\(output)"))
            start = crashed + 1
        }
        return checks
    }

    /// The end of a worker's output: the lines that say why it stopped (the runtime's fatal
    /// error comes before its backtrace, so the first such line is kept with what follows).
    static func lastLines(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let fatal = lines.firstIndex(where: { $0.contains("Fatal error") || $0.contains("fatal error") }) {
            return lines[fatal..<min(lines.count, fatal + 4)].joined(separator: "\n")
        }
        return lines.suffix(8).joined(separator: "\n")
    }

    /// Runs this executable with `arguments`; its output goes to `log` (or is returned).
    static func run(_ arguments: [String], environment: [String: String]?, log: String?) -> (output: String, status: Int32, signal: Int32?)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        var logHandle: FileHandle?
        if let log {
            FileManager.default.createFile(atPath: log, contents: nil)
            logHandle = FileHandle(forWritingAtPath: log)
            process.standardOutput = logHandle
            process.standardError = logHandle
        } else {
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
        }
        do { try process.run() } catch { return nil }
        let data = log == nil ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        try? logHandle?.close()
        let signalled = process.terminationReason == .uncaughtSignal
        return (String(decoding: data, as: UTF8.self), signalled ? 0 : process.terminationStatus, signalled ? process.terminationStatus : nil)
    }
}
