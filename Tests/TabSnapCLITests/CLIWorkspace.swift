import Foundation

/// The built `tabsnap` and a scratch folder laid out like the repository (its Examples, a copy
/// of its Examples references and its manifest), for tests that run documented commands.
struct CLIWorkspace {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The `tabsnap` built beside this test bundle (`make test` builds in `.build-make`, a plain
    /// `swift build --build-tests` in `.build`): the bundle's own folder, found from the running
    /// executable, whichever scratch path built it.
    var binary: String { Self.buildFolder + "/tabsnap" }

    static let buildFolder: String = {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        // The bundle is `<scratch>/debug/<Package>PackageTests.xctest` (an executable on Linux).
        var folder = executable.deletingLastPathComponent()
        if folder.lastPathComponent.hasSuffix(".xctest") { folder = folder.deletingLastPathComponent() }
        if FileManager.default.isExecutableFile(atPath: folder.path + "/tabsnap") { return folder.path }
        return repo + "/.build/debug"
    }()

    func makeWorkspace() throws -> String {
        let fm = FileManager.default
        let dir = NSTemporaryDirectory() + "tabsnap-docs-\(UUID().uuidString.prefix(8))"
        try fm.createDirectory(atPath: dir + "/Snapshots", withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: dir + "/Examples", withDestinationPath: Self.repo + "/Examples")
        try fm.copyItem(atPath: Self.repo + "/Snapshots/Examples", toPath: dir + "/Snapshots/Examples")
        try fm.copyItem(atPath: Self.repo + "/tabsnap.yaml", toPath: dir + "/tabsnap.yaml")
        return dir
    }

    /// A workspace whose manifest checks every configuration on the smallest device only: for
    /// tests that run whole-suite commands (`verify`, its shards, `record`) several times, a
    /// third of the renders of all three devices in a debug build. ExamplesSuiteTests checks
    /// every reference on every device.
    func makeSmallSuiteWorkspace() throws -> String {
        let dir = try makeWorkspace()
        let manifest = try String(contentsOfFile: dir + "/tabsnap.yaml", encoding: .utf8)
        let all = "devices: [iphone-se, iphone-15-pro, ipad-pro-11]"
        guard manifest.contains(all) else { throw SmallSuiteError(manifest: manifest) }
        try manifest.replacingOccurrences(of: all, with: "devices: [iphone-se]").write(toFile: dir + "/tabsnap.yaml", atomically: true, encoding: .utf8)
        return dir
    }

    struct SmallSuiteError: Error, CustomStringConvertible {
        let manifest: String
        var description: String { "tabsnap.yaml no longer lists the three devices this workspace narrows to one:\n\(manifest)" }
    }

    func run(_ command: String, in dir: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", command]
        p.currentDirectoryURL = URL(fileURLWithPath: dir)
        var env = ProcessInfo.processInfo.environment
        env["CI"] = nil  // `record` examples must behave as on a developer's machine
        env["COLUMNS"] = "200"
        p.environment = env
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }
}
