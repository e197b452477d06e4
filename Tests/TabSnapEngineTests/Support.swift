import Foundation
import TabSnapTabBar
@testable import TabSnapEngine

/// A fresh folder under the system temp directory, removed by the caller's `defer`.
func makeTempDir(_ name: String = #function) -> String {
    let dir = NSTemporaryDirectory() + "tabsnap-testing-\(name.filter { $0.isLetter })-\(UUID().uuidString.prefix(8))"
    try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
}

func removeDir(_ dir: String) { try? FileManager.default.removeItem(atPath: dir) }

/// The repository root, from this file's path.
let repoRoot: String = {
    var url = URL(fileURLWithPath: "\(#filePath)")
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

func sampleConfig(selected: Int = 0, badge: Badge = .none) -> TabBarConfig {
    var config = TabBarConfig(name: "sample")
    config.items = [TabItem(title: "Home", icon: "house"), TabItem(title: "Search", icon: "magnifyingglass"),
                    TabItem(title: "Profile", icon: "person", badge: badge)]
    config.selected = selected
    return config
}

func fileBytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }
