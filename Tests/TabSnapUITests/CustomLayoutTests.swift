import SwiftUI
import TabSnapCore
import TabSnapTesting
import XCTest

/// An app's own `Layout` lays its children out: a flow of tags that wraps into rows (the most
/// common custom layout in public apps), a lattice with a cache, and `AnyLayout` switching
/// between stack layouts. Exact frames on fixed-size children.
final class CustomLayoutTests: XCTestCase {
    /// Children left to right, wrapping to a new row when the next would pass the width.
    struct FlowLayout: Layout {
        var spacing: CGFloat = 8

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let width = proposal.replacingUnspecifiedDimensions(by: CGSize(width: CGFloat.infinity, height: 0)).width
            return rows(width, subviews).last.map { CGSize(width: proposal.width ?? $0.width, height: $0.maxY) } ?? .zero
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX, y = bounds.minY, rowHeight: CGFloat = 0
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if x > bounds.minX, x + size.width > bounds.maxX {
                    x = bounds.minX
                    y += rowHeight + spacing
                    rowHeight = 0
                }
                subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
                rowHeight = max(rowHeight, size.height)
            }
        }

        /// Each row's width so far and its bottom.
        private func rows(_ width: CGFloat, _ subviews: Subviews) -> [(width: CGFloat, maxY: CGFloat)] {
            var rows: [(width: CGFloat, maxY: CGFloat)] = []
            var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if x > 0, x + size.width > width {
                    y += rowHeight + spacing
                    x = 0
                    rowHeight = 0
                }
                x += size.width + spacing
                rowHeight = max(rowHeight, size.height)
                if rows.isEmpty || x == size.width + spacing { rows.append((0, 0)) }
                rows[rows.count - 1] = (x - spacing, y + rowHeight)
            }
            return rows
        }
    }

    /// A grid of cells centred on anchor points, with a cache of the cell size.
    struct LatticeLayout: Layout {
        var columns: Int
        struct Cache { var cell: CGSize }
        func makeCache(subviews: Subviews) -> Cache {
            Cache(cell: subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) })
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
            let rows = (subviews.count + columns - 1) / columns
            return CGSize(width: cache.cell.width * CGFloat(columns), height: cache.cell.height * CGFloat(rows))
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
            for (i, subview) in subviews.enumerated() {
                let centre = CGPoint(x: bounds.minX + cache.cell.width * (CGFloat(i % columns) + 0.5),
                                     y: bounds.minY + cache.cell.height * (CGFloat(i / columns) + 0.5))
                subview.place(at: centre, anchor: .center, proposal: .unspecified)
            }
        }
    }

    func frames(_ view: some View) throws -> LaidOutView {
        try Snapshot.render(makeNode(view), container: LayoutContainer(size: CGSize(width: 300, height: 300), scale: 2),
                            scheme: .light, resources: try FontResources.bundled()).tree
    }

    func testAFlowWrapsIntoRows() throws {
        let tree = try frames(FlowLayout {
            ForEach(0..<5) { i in Color.blue.frame(width: 100, height: 30).id("tag\(i)") }
        }.frame(width: 250).id("flow"))
        let tags = try (0..<5).map { try XCTUnwrap(tree.find(id: "tag\($0)")).frame }
        let flow = try XCTUnwrap(tree.find(id: "flow")).frame
        // Two tags a row (100 + 8 + 100 = 208 of 250), three rows 8 pt apart.
        XCTAssertEqual(tags.map { $0.minX - flow.minX }, [0, 108, 0, 108, 0])
        XCTAssertEqual(tags.map { $0.minY - tags[0].minY }, [0, 0, 38, 38, 76])
        XCTAssertEqual(flow.height, 106)
    }

    func testALatticeWithACacheCentresItsCells() throws {
        let tree = try frames(LatticeLayout(columns: 3) {
            Color.red.frame(width: 40, height: 40).id("big")
            Color.red.frame(width: 20, height: 20).id("small")
            Color.red.frame(width: 30, height: 10)
            Color.red.frame(width: 10, height: 10).id("wrapped")
        }.id("lattice"))
        let lattice = try XCTUnwrap(tree.find(id: "lattice")).frame
        XCTAssertEqual(lattice.size, CGSize(width: 120, height: 80))
        XCTAssertEqual(try XCTUnwrap(tree.find(id: "small")).frame.midX - lattice.minX, 60)
        XCTAssertEqual(try XCTUnwrap(tree.find(id: "small")).frame.midY - lattice.minY, 20)
        XCTAssertEqual(try XCTUnwrap(tree.find(id: "wrapped")).frame.midY - lattice.minY, 60)
    }

    func testAnyLayoutSwitchesBetweenStacks() throws {
        for compact in [true, false] {
            let layout = compact ? AnyLayout(VStackLayout(spacing: 4)) : AnyLayout(HStackLayout(spacing: 4))
            let tree = try frames(layout {
                Color.red.frame(width: 20, height: 20).id("a")
                Color.blue.frame(width: 20, height: 20).id("b")
            })
            let a = try XCTUnwrap(tree.find(id: "a")).frame, b = try XCTUnwrap(tree.find(id: "b")).frame
            XCTAssertEqual(compact ? b.minY - a.maxY : b.minX - a.maxX, 4)
        }
        // A custom layout behind AnyLayout, and a stack layout asked directly by another layout.
        let tree = try frames(AnyLayout(FlowLayout(spacing: 2)) { Color.red.frame(width: 10, height: 10).id("x"); Color.red.frame(width: 10, height: 10).id("y") })
        XCTAssertEqual(try XCTUnwrap(tree.find(id: "y")).frame.minX - (try XCTUnwrap(tree.find(id: "x")).frame.maxX), 2)
    }

    /// Tags in a flow under a heading, on two devices: the rows wrap at each width.
    func testTagsWrapOnEachDevice() {
        let tags = ["SwiftUI", "Snapshot testing", "Linux", "CI", "Tab bars", "Accessibility", "Dark mode", "Dynamic Type"]
        let view = VStack(alignment: .leading, spacing: 12) {
            Text("Topics").font(.headline)
            FlowLayout {
                ForEach(tags, id: \.self) { tag in
                    Text(tag).font(.subheadline).padding(.horizontal, 12).padding(.vertical, 6)
                        .background(Capsule().fill(Color.blue.opacity(0.15)))
                }
            }
        }
        .padding()
        assertSnapshot(of: view, devices: [.iPhoneSE, .iPhone15Pro], schemes: [.light, .dark])
    }
}
