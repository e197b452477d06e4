import Foundation
import TabSnapTabBar

/// A fresh folder under the system temp directory, removed by the caller's `defer`.
func makeTempDir(_ name: String = #function) -> String {
    let dir = NSTemporaryDirectory() + "tabsnap-frontend-\(name.filter { $0.isLetter })-\(UUID().uuidString.prefix(8))"
    try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
}

func removeDir(_ dir: String) { try? FileManager.default.removeItem(atPath: dir) }

func sampleConfig() -> TabBarConfig {
    var config = TabBarConfig(name: "sample")
    config.items = [TabItem(title: "Home", icon: "house"), TabItem(title: "Search", icon: "magnifyingglass"),
                    TabItem(title: "Profile", icon: "person")]
    return config
}
