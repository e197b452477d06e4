import XCTest

/// Where the package and `../shared` are, found from this file so tests run from any folder.
enum TestPaths {
    static let packageRoot: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/TabSnapPNGTests/TestPaths.swift
        return parts.joined(separator: "/")
    }()

    static var shared: String { packageRoot + "/../shared" }
    static var pngSuite: String { shared + "/conformance/pngsuite" }
    static var fixtures: String { packageRoot + "/Tests/TabSnapPNGTests/Fixtures" }

    /// Skips the calling test, with the reason, when the conformance data is not beside the repo.
    static func requirePngSuite() throws -> String {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: pngSuite, isDirectory: &isDir), isDir.boolValue else {
            throw XCTSkip("PngSuite not found at \(pngSuite): clone ../shared beside the repository to run PNG conformance")
        }
        return pngSuite
    }
}
