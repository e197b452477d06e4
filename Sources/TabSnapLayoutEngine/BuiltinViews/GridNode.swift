import Foundation
import TabSnapDocument

/// `Grid` and the lazy grids. A `Grid` is rows of cells whose columns are as wide as their
/// widest cell (a view that is not a row spans every column); a lazy grid flows its children
/// into the tracks its `GridItem`s make of the offered length, row by row (`LazyVGrid`) or
/// column by column (`LazyHGrid`). At rest a lazy grid shows what a stack would: every child.
struct GridNode: BuiltinView {
    enum Mode: Sendable {
        /// `Grid`: the children are rows (`GridRow` groups, or single views spanning the grid).
        case rows
        /// `LazyVGrid(columns:)` (`.vertical`: tracks are columns) or `LazyHGrid(rows:)`.
        case lazy(Axis, [GridTrack])
    }

    let mode: Mode
    let alignment: Alignment
    /// Between tracks in a `Grid` (nil: 8); along the flow in a lazy grid (nil: 8).
    let horizontalSpacing: Double?
    let verticalSpacing: Double?
    let children: [ViewNode]

    /// A cell: its view, its first track and how many tracks it spans.
    private struct Cell { let node: ViewNode; let track: Int; let span: Int }

    /// The laid-out arrangement for a proposal: track lengths across, line lengths along, cells
    /// per line.
    private struct Arrangement {
        var tracks: [Double]
        var trackGaps: [Double]
        var lines: [[Cell]]
        var lineLengths: [Double]
        var lineGap: Double
        var trackAlignments: [Alignment?]
    }

    /// `tracks` across (columns of a vertical grid), `lines` along.
    private var acrossAxis: Axis {
        if case .lazy(let axis, _) = mode { return axis == .vertical ? .horizontal : .vertical }
        return .horizontal
    }

    func size(_ p: ProposedViewSize, in layout: LayoutContext) -> CGSize {
        let a = arrange(p, layout)
        let across = a.tracks.reduce(0, +) + a.trackGaps.reduce(0, +)
        let along = a.lineLengths.reduce(0, +) + a.lineGap * Double(max(a.lineLengths.count - 1, 0))
        return acrossAxis == .horizontal ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    func place(_ view: LaidOutView, _ p: ProposedViewSize, in layout: LayoutContext) {
        let a = arrange(p, layout)
        let horizontal = acrossAxis == .horizontal
        var trackStart: [Double] = []
        var x = 0.0
        for (i, t) in a.tracks.enumerated() {
            trackStart.append(x)
            x += t + (i < a.trackGaps.count ? a.trackGaps[i] : 0)
        }
        var along = 0.0
        var out: [LaidOutView] = []
        let inner = layout.along(nil)
        for (line, cells) in a.lines.enumerated() {
            let lineLength = a.lineLengths[line]
            for cell in cells {
                let last = min(cell.track + cell.span, a.tracks.count) - 1
                let length = trackStart[last] + a.tracks[last] - trackStart[cell.track]
                let rect = horizontal
                    ? CGRect(x: Double(view.frame.minX) + trackStart[cell.track], y: Double(view.frame.minY) + along, width: length, height: lineLength)
                    : CGRect(x: Double(view.frame.minX) + along, y: Double(view.frame.minY) + trackStart[cell.track], width: lineLength, height: length)
                let proposal = horizontal ? ProposedViewSize(width: length, height: nil) : ProposedViewSize(width: nil, height: length)
                let align = a.trackAlignments[cell.track] ?? alignment
                out.append(inner.place(cell.node, aligned: align, in: rect, proposal))
            }
            along += lineLength + a.lineGap
        }
        view.children = out
    }

    private func arrange(_ p: ProposedViewSize, _ layout: LayoutContext) -> Arrangement {
        let inner = layout.along(nil)
        let kids = children.flatMap { $0.flattened }
        switch mode {
        case .rows: return arrangeRows(kids, p, inner)
        case .lazy(_, let items): return arrangeLazy(kids, items, p, inner)
        }
    }

    /// A `Grid`: columns as wide as their widest single-column cell; columns holding a cell that
    /// can grow share what the proposal leaves over.
    private func arrangeRows(_ kids: [ViewNode], _ p: ProposedViewSize, _ layout: LayoutContext) -> Arrangement {
        var rows: [[(ViewNode, Int)]] = []
        for kid in kids {
            if let row = kid.builtin(GridRowNode.self) {
                rows.append(row.children.flatMap { $0.flattened }.map { ($0, Self.span(of: $0)) })
            } else {
                rows.append([(kid, 0)])  // spans the grid
            }
        }
        let columns = max(rows.map { $0.reduce(0) { $0 + max($1.1, 1) } }.max() ?? 0, 1)
        var ideal = [Double](repeating: 0, count: columns)
        var grows = [Bool](repeating: false, count: columns)
        var lines: [[Cell]] = []
        for row in rows {
            var cells: [Cell] = []
            var column = 0
            for (node, span) in row {
                let width = span == 0 ? columns : min(span, columns - column)
                guard width > 0 else { continue }
                cells.append(Cell(node: node, track: column, span: width))
                if width == 1 {
                    let s = layout.size(of: node, ProposedViewSize(width: nil, height: nil))
                    ideal[column] = max(ideal[column], Double(s.width))
                    let wide = layout.size(of: node, ProposedViewSize(width: .infinity, height: nil))
                    if Double(wide.width) > Double(s.width) + 0.001 { grows[column] = true }
                }
                column += width
            }
            lines.append(cells)
        }
        let gap = horizontalSpacing ?? 8
        var tracks = ideal
        if let width = p.width, width.isFinite {
            let spare = width - ideal.reduce(0, +) - gap * Double(columns - 1)
            let growing = grows.filter { $0 }.count
            if spare > 0, growing > 0 {
                for i in tracks.indices where grows[i] { tracks[i] += spare / Double(growing) }
            }
        }
        let trackGaps = [Double](repeating: gap, count: columns - 1)
        let lineLengths = lines.map { cells in
            cells.map { cell -> Double in
                let last = cell.track + cell.span - 1
                let length = tracks[cell.track...last].reduce(0, +) + gap * Double(cell.span - 1)
                return Double(layout.size(of: cell.node, ProposedViewSize(width: length, height: nil)).height)
            }.max() ?? 0
        }
        return Arrangement(tracks: tracks, trackGaps: trackGaps, lines: lines, lineLengths: lineLengths,
                           lineGap: verticalSpacing ?? 8, trackAlignments: [Alignment?](repeating: nil, count: columns))
    }

    /// A lazy grid: SwiftUI's `GridItem` rules. Fixed tracks take their length; an adaptive item
    /// becomes as many tracks of at least its minimum as fit; flexible and adaptive tracks share
    /// what is left equally, each kept within its bounds.
    private func arrangeLazy(_ kids: [ViewNode], _ items: [GridTrack], _ p: ProposedViewSize, _ layout: LayoutContext) -> Arrangement {
        let horizontal = acrossAxis == .horizontal
        let available = (horizontal ? p.width : p.height).flatMap { $0.isFinite ? $0 : nil }
        var tracks: [(GridTrack, Double?)] = []  // the item and its length once known
        let fixedTotal = items.reduce(0.0) { if case .fixed(let l) = $1.size { return $0 + l }; return $0 }
        let gapsTotal = items.dropLast().reduce(0.0) { $0 + ($1.spacing ?? 8) }
        var left = (available ?? 0) - fixedTotal - gapsTotal
        let shared = items.filter { if case .fixed = $0.size { return false }; return true }.count
        for item in items {
            switch item.size {
            case .fixed(let l): tracks.append((item, l))
            case .flexible: tracks.append((item, nil))
            case .adaptive(let minimum, _):
                // Its share of what is left, filled with tracks of at least `minimum`.
                let share = shared > 0 ? max(left, 0) / Double(shared) : 0
                let gap = item.spacing ?? 8
                let count = available == nil ? 1 : max(Int(((share + gap) / (max(minimum, 1) + gap)).rounded(.down)), 1)
                for k in 0..<count {
                    var t = item
                    if k < count - 1 { t.spacing = gap }
                    tracks.append((t, nil))
                }
                left -= gap * Double(count - 1)
            }
        }
        let open = tracks.indices.filter { tracks[$0].1 == nil }
        // Equal shares, clamped; what a clamped track gives up or takes goes to the others.
        var remaining = max(left, 0)
        var pending = open
        var lengths = [Int: Double]()
        var changed = true
        while changed, !pending.isEmpty {
            changed = false
            let share = remaining / Double(pending.count)
            for i in pending {
                let (lo, hi) = Self.bounds(tracks[i].0.size)
                let clamped = min(max(share, lo), hi)
                if clamped != share {
                    lengths[i] = clamped
                    remaining -= clamped
                    pending.removeAll { $0 == i }
                    changed = true
                    break
                }
            }
        }
        let share = pending.isEmpty ? 0 : remaining / Double(pending.count)
        for i in pending { lengths[i] = available == nil ? Self.bounds(tracks[i].0.size).0 : share }
        let trackLengths = tracks.indices.map { tracks[$0].1 ?? lengths[$0] ?? 0 }
        let trackGaps = tracks.dropLast().map { $0.0.spacing ?? 8 }
        var lines: [[Cell]] = []
        let n = max(tracks.count, 1)
        var index = 0
        while index < kids.count {
            lines.append((0..<min(n, kids.count - index)).map { Cell(node: kids[index + $0], track: $0, span: 1) })
            index += n
        }
        let lineLengths = lines.map { cells in
            cells.map { cell -> Double in
                let l = trackLengths[cell.track]
                let s = layout.size(of: cell.node, horizontal ? ProposedViewSize(width: l, height: nil) : ProposedViewSize(width: nil, height: l))
                return Double(horizontal ? s.height : s.width)
            }.max() ?? 0
        }
        let gap = horizontal ? verticalSpacing : horizontalSpacing
        return Arrangement(tracks: trackLengths, trackGaps: trackGaps, lines: lines, lineLengths: lineLengths,
                           lineGap: gap ?? 8, trackAlignments: tracks.map { $0.0.alignment })
    }

    private static func bounds(_ size: GridTrack.Size) -> (Double, Double) {
        switch size {
        case .fixed(let l): return (l, l)
        case .flexible(let lo, let hi), .adaptive(let lo, let hi): return (lo, hi)
        }
    }

    static func span(of node: ViewNode) -> Int {
        for t in node.traits { if case .container(let c as GridCellColumns) = t { return max(c.count, 1) } }
        return 1
    }

    func resolvingChildren(_ resolve: (ViewNode, String) -> ViewNode) -> (any BuiltinView)? {
        ViewNode.resolved(children, resolve).map {
            GridNode(mode: mode, alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, children: $0)
        }
    }

    var summary: String {
        switch mode {
        case .rows: return "Grid(alignment: \(alignment.name))"
        case .lazy(let axis, let items): return "\(axis == .vertical ? "LazyVGrid" : "LazyHGrid")(\(items.count) items)"
        }
    }

    var documentFields: [(key: String, value: JSONValue)] {
        [("type", .string(summary)), ("children", DocumentEncoder.children(children))]
    }
}

extension ViewNode.Kind {
    package static func grid(alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?, children: [ViewNode]) -> Self {
        .builtin(GridNode(mode: .rows, alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, children: children))
    }

    package static func lazyGrid(_ axis: Axis, tracks: [GridTrack], alignment: Alignment, spacing: Double?, children: [ViewNode]) -> Self {
        .builtin(GridNode(mode: .lazy(axis, tracks), alignment: alignment,
                          horizontalSpacing: axis == .horizontal ? spacing : nil, verticalSpacing: axis == .vertical ? spacing : nil,
                          children: children))
    }

    package static func gridRow(alignment: VerticalAlignment, children: [ViewNode]) -> Self {
        .builtin(GridRowNode(alignment: alignment, children: children))
    }
}
