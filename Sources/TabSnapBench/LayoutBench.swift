import Foundation
import TabSnapLayout

/// Issue 5 rows: layout of a five-item tab bar tree and of a 1,000-node tree.
enum LayoutBench {
    static func run() throws {
        let container = LayoutContainer(size: CGSize(width: 430, height: 932), safeAreaInsets: EdgeInsets(top: 59, bottom: 34), scale: 3)
        let bar = makeNode(SampleTrees.seedTabBar())
        let engine = LayoutEngine(measuring: BenchMeasuring.shared)
        Bench.time("layout.tabbar 5 items", unit: "us", runs: 50) { _ = engine.layout(bar, in: container) }
        let big = makeNode(SampleTrees.largeTree(count: 1000))
        var nodes = 0
        engine.layout(big, in: container).walk { _, _ in nodes += 1 }
        Bench.time("layout.tree \(nodes) nodes", unit: "us", runs: 20) { _ = engine.layout(big, in: container) }
    }
}
