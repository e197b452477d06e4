import Foundation
import TabSnapTabBar

/// Every tab configuration in the repository's `Examples/` folder (its top level), by file name.
enum ExampleConfigs {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func all() throws -> [TabBarConfig] {
        let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Examples").path)
            .filter { $0.hasSuffix(".json") || $0.hasSuffix(".yaml") }.sorted()
        return try names.map { try TabBarConfigDecoder.load(root.appendingPathComponent("Examples/" + $0).path) }
    }
}
