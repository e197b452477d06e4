import Foundation
import TabSnapCore
import TabSnapDisplayList
import TabSnapLayout
import TabSnapText

/// The WCAG contrast of every item's title and icon against the bar in one snapshot, and the
/// lowest of them. Foregrounds are the colours the style resolves for the scheme (`ItemInk`:
/// overrides, tint, unselected, opacity); the background is read from the render, so a bar
/// without an opaque background of its own (the system style's scroll-edge look, a material, a
/// translucent colour) is measured against whatever shows through it.
public enum BarContrast {
    /// Measures a full-screen render of `context`; nil when the bar is hidden.
    public static func measure(_ context: StyleContext, _ snapshot: Snapshot) -> ContrastReport? {
        measure(context, snapshot.tree, image: snapshot.image, scale: snapshot.container.scale)
    }

    /// The same for a screen drawn whole from `tree`: the whole frame as one band.
    public static func measure(_ context: StyleContext, _ tree: LaidOutView, image: RGBAImage, scale: Double) -> ContrastReport? {
        var streamed = StreamedBarContrast(context, tree, scale: scale, width: image.width, height: image.height)
        streamed.add(image, firstRow: 0, rows: 0..<image.height)
        return streamed.result
    }

    /// The bar's own frame in pixels, nil when the bar is hidden. Not `TabBarRenderer.barRegion`,
    /// which runs to the screen's bottom and so may hold a keyboard under a bar that rose with it.
    static func barFrame(_ tree: LaidOutView, scale: Double, width: Int, height: Int) -> PixelRect? {
        guard let bar = tree.find(id: "tabbar") else { return nil }
        let f = bar.frame
        func px(_ v: CGFloat, _ rule: FloatingPointRoundingRule) -> Int { Int((Double(v) * scale).rounded(rule)) }
        return PixelRect(x0: px(f.minX, .down), y0: px(f.minY, .down), x1: px(f.maxX, .up), y1: px(f.maxY, .up))
            .intersection(PixelRect(x: 0, y: 0, width: width, height: height))
    }

    /// Every item against `background`, the colour most of the bar's pixels have.
    static func measure(_ context: StyleContext, background: Color?) -> ContrastReport {
        guard let bg = background, bg.a == 255 else {
            return ContrastReport(scheme: context.scheme.rawValue, background: nil, parts: [])
        }
        let style = context.config.style.style
        var parts: [ContrastPart] = []
        for (i, item) in context.tabs.items.enumerated() {
            let selected = i == context.tabs.selected
            let ink = style.ink(context, item, selected: selected)
            let name = item.title.isEmpty ? "item \(i + 1)" : item.title
            func measure(_ color: Color?, _ part: ContrastPart.Role) {
                guard let color else { return }
                let drawn = WCAGContrast.over(color.resolved(in: context.scheme).opacity(ink.opacity), bg)
                parts.append(ContrastPart(item: name, part: part, selected: selected, foreground: drawn.hex,
                                          ratio: WCAGContrast.floored(WCAGContrast.ratio(drawn, bg))))
            }
            if !item.title.isEmpty { measure(ink.title, .title) }
            if context.icon(for: item, selected: selected) != nil { measure(ink.icon, .icon) }
        }
        return ContrastReport(scheme: context.scheme.rawValue, background: bg.hex, parts: parts)
    }
}

/// Pixels counted by colour, a row at a time (rows may come in any bands: each row's runs are
/// counted on their own, so the totals never depend on how the rows were cut).
struct ColorCounts: Sendable {
    private var counts: [UInt32: Int] = [:]

    /// The rows of `region` that `image` holds (its row 0 is the screen's `firstRow`).
    mutating func add(_ image: RGBAImage, firstRow: Int, region: PixelRect) {
        let y0 = max(region.y0, firstRow), y1 = min(region.y1, firstRow + image.height)
        guard y0 < y1, region.x0 < region.x1 else { return }
        image.pixels.withUnsafeBytes { raw in
            for y in y0..<y1 {
                // Runs of one colour are counted once: most of a bar is long runs. Pixels are
                // compared as they lie in memory; a run's key is RGBA read big-endian.
                let row = raw.baseAddress! + ((y - firstRow) * image.width + region.x0) * 4
                let count = region.x1 - region.x0
                var x = 0
                while x < count {
                    let pixel = row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
                    var end = x &+ 1
                    while end < count && row.loadUnaligned(fromByteOffset: end &* 4, as: UInt32.self) == pixel { end &+= 1 }
                    counts[UInt32(bigEndian: pixel), default: 0] += end &- x
                    x = end
                }
            }
        }
    }

    /// The colour most of the counted pixels have: the bar's background, since titles and
    /// icons cover a small share of it. Ties go to the smaller RGBA value, so it is stable.
    var mostCommon: Color? {
        guard let best = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) })?.key else { return nil }
        return Color(r: UInt8(best >> 24), g: UInt8(best >> 16 & 0xFF), b: UInt8(best >> 8 & 0xFF), a: UInt8(best & 0xFF))
    }
}

/// A bar's contrast measured from a screen that arrives a band at a time (a verify hashing it
/// band by band): the bar's rows are counted as they pass, instead of drawing them again.
public struct StreamedBarContrast: BandwiseContrast {
    private let context: StyleContext
    /// The bar's frame in pixels; nil when the bar is hidden (nothing is measured).
    private let region: PixelRect?
    private var counts = ColorCounts()

    public init(_ context: StyleContext, _ tree: LaidOutView, scale: Double, width: Int, height: Int) {
        self.context = context
        region = BarContrast.barFrame(tree, scale: scale, width: width, height: height)
    }

    public mutating func add(_ band: RGBAImage, firstRow: Int, rows: Range<Int>) {
        guard let region else { return }
        let part = PixelRect(x0: region.x0, y0: max(region.y0, rows.lowerBound), x1: region.x1, y1: min(region.y1, rows.upperBound))
        guard !part.isEmpty else { return }
        counts.add(band, firstRow: firstRow, region: part)
    }

    /// What `BarContrast.measure` says of the whole screen, once every row has come.
    public var result: ContrastReport? {
        guard let region else { return nil }
        return BarContrast.measure(context, background: counts.mostCommon)
    }
}
