import Foundation

/// Where a test's references and artifacts live, found from the test file's `#filePath`:
/// `<package>/Snapshots/<Suite>/<test>[.<name>].<device>[.landscape][.bar].<scheme>.png` (see `SnapshotName`).
public struct SnapshotLocation: Sendable, Equatable {
    /// The folder holding `Package.swift` above the test file (the file's own folder if none).
    public let packageRoot: String
    /// The test file's name without `.swift`.
    public let suite: String
    /// The test function's name without `()`, made safe for a file name.
    public let test: String
    /// The folder of the test file.
    public let testDirectory: String

    public init(filePath: String, testName: String) {
        var dir = (filePath as NSString).deletingLastPathComponent
        testDirectory = dir
        var root = dir
        while !dir.isEmpty && dir != "/" {
            if FileManager.default.fileExists(atPath: dir + "/Package.swift") { root = dir; break }
            dir = (dir as NSString).deletingLastPathComponent
        }
        packageRoot = root
        suite = Self.sanitize(((filePath as NSString).lastPathComponent as NSString).deletingPathExtension)
        var name = testName
        if let paren = name.firstIndex(of: "(") { name = String(name[..<paren]) }
        test = Self.sanitize(name)
    }

    /// `Snapshots/` of the package unless the configuration names another root (relative
    /// roots are taken from the package root, not the working directory, which `swift test`
    /// does not promise).
    public func snapshotsRoot(_ configured: String?) -> String { resolve(configured ?? "Snapshots") }

    /// The folder of this test file's references: `<root>/<Suite>` in the package layout, or
    /// `__Snapshots__/<TestFile>` beside the test file, as swift-snapshot-testing keeps them.
    public func referenceFolder(_ layout: SnapshotsLayout, root configured: String?) -> String {
        switch layout {
        case .package: return snapshotsRoot(configured) + "/" + suite
        case .besideTest: return testDirectory + "/__Snapshots__/" + suite
        }
    }

    public func artifactsRoot(_ configured: String?, environment: SnapshotEnvironment) -> String {
        resolve(configured ?? environment.artifactsDirectory ?? ".build/tabsnap-artifacts")
    }

    func resolve(_ path: String) -> String { path.hasPrefix("/") ? path : packageRoot + "/" + path }

    /// A `swift test --filter` pattern that selects this test whatever its class or suite is
    /// called: XCTest names tests `Module.Class/testMethod`, Swift Testing `Module.Suite/test()`,
    /// and neither need match the file's name, so the pattern is the test's own name after a `/`.
    public var testFilter: String { "/\(test)\\b" }

    /// The NAME part of a `SnapshotName`: `<test>[.<name>]`.
    public func name(named: String?) -> String {
        guard let named, !named.isEmpty else { return test }
        return test + "." + Self.sanitize(named)
    }

    static func sanitize(_ s: String) -> String {
        String(s.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    }
}

/// Where references are kept.
public enum SnapshotsLayout: String, Sendable, Codable {
    /// `<package>/Snapshots/<TestFile>/` (or the configured root): one folder for the package.
    case package
    /// `__Snapshots__/<TestFile>/` beside each test file, swift-snapshot-testing's layout.
    case besideTest
}
