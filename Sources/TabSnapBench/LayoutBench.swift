import Foundation
import TabSnapFixtures
import TabSnapLayout
import TabSnapTabBar

/// Issue 5 rows: layout of a five-item tab bar tree and of a 1,000-node tree.
enum LayoutBench {
    static func run() throws {
        var config = TabBarConfig(name: "seed000")
        config.style = .circle
        config.items = [TabItem(title: "Главная", icon: "house"), TabItem(title: "Каталог", icon: "square.grid.2x2"),
                        TabItem(title: "Поиск", icon: "magnifyingglass"), TabItem(title: "Профиль", icon: "person"),
                        TabItem(title: "Корзина", icon: "cart", badge: .count(120))]
        let context = StyleContext(config: config, device: Devices.named("iphone-15-pro-max")!, orientation: .portrait, scheme: .light)
        let container = TabBarScene.container(context)
        let bar = makeNode(TabBarScene.view(context))
        let engine = LayoutEngine(measuring: BenchMeasuring.shared)
        Bench.time("layout.tabbar 5 items", unit: "us", runs: 50) { _ = engine.layout(bar, in: container) }
        let big = makeNode(SampleTrees.largeTree(count: 1000))
        var nodes = 0
        engine.layout(big, in: container).walk { _, _ in nodes += 1 }
        Bench.time("layout.tree \(nodes) nodes", unit: "us", runs: 20) { _ = engine.layout(big, in: container) }
    }
}
