import XCTest

/// Where the package and `../shared` are, found from this file so tests run from any folder.
enum TestPaths {
    static let packageRoot: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/TabSnapPNGTests/TestPaths.swift
        return parts.joined(separator: "/")
    }()

    static var shared: String { packageRoot + "/../shared" }
    static var conformance: String { shared + "/conformance" }
    static var pngSuite: String { conformance + "/pngsuite" }
    static var fixtures: String { packageRoot + "/Tests/TabSnapPNGTests/Fixtures" }

    /// Skips the calling test, with the reason, when the conformance data is not beside the repo.
    static func requirePngSuite() throws -> String {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: pngSuite, isDirectory: &isDir), isDir.boolValue else {
            throw XCTSkip("PngSuite not found at \(pngSuite): clone ../shared beside the repository to run PNG conformance")
        }
        return pngSuite
    }

    /// The same for the whole conformance folder (iOS references, pixelmatch fixtures, assets).
    static func requireConformance() throws -> String {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: conformance + "/ios-references", isDirectory: &isDir), isDir.boolValue else {
            throw XCTSkip("conformance data not found at \(conformance): clone ../shared beside the repository to run it")
        }
        return conformance
    }
}
