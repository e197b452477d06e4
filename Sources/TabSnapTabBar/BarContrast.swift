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
public struct BarContrast: Codable, Sendable, Equatable {
    public var scheme: ColorScheme
    /// The bar's background as rendered, `#RRGGBB`; nil when it is not opaque (nothing behind a
    /// transparent bar), and then nothing is measured.
    public var background: String?
    /// The lowest ratio of `parts` (two decimals, rounded down), nil when none was measured.
    public var minimum: Double?
    /// The part that gives `minimum`.
    public var lowest: ItemContrast?
    /// Every drawn title and tinted icon, in item order.
    public var parts: [ItemContrast]
    /// Set when a minimum was asked for (`contrast.minimum`, `--min-contrast`).
    public var required: Double?

    public init(scheme: ColorScheme, background: String?, parts: [ItemContrast]) {
        self.scheme = scheme
        self.background = background
        self.parts = parts
        // The first of equal ratios: the leftmost item, title before icon.
        lowest = parts.min { $0.ratio < $1.ratio }
        minimum = lowest?.ratio
    }

    /// Below the required minimum (never when none was asked for or nothing was measured).
    public var isBelowRequired: Bool {
        guard let required, let minimum else { return false }
        return minimum < required
    }

    /// `lowest contrast 2.78:1, Feed title (unselected) #929292 on #F2F2F7`.
    public var summary: String {
        guard let lowest, let minimum, let background else { return "contrast not measured: the bar has no opaque background" }
        return "lowest contrast \(WCAGContrast.shown(minimum)):1, \(lowest.described) on \(background)"
    }

    /// Measures a full-screen render of `context`; nil when the bar is hidden.
    public static func measure(_ context: StyleContext, _ snapshot: Snapshot) -> BarContrast? {
        let image = snapshot.image
        return measure(context, snapshot.tree, scale: snapshot.container.scale, width: image.width, height: image.height) {
            mostCommonColor(image, in: $0)
        }
    }

    /// The same for a screen that is not drawn whole (a verify that streams it): only the
    /// bar's rows are drawn from `list`, exactly as the whole screen has them.
    public static func measure(_ context: StyleContext, _ tree: LaidOutView, _ list: DisplayList, scale: Double,
                               glyphs: GlyphCache) -> BarContrast? {
        measure(context, tree, scale: scale, width: list.width, height: list.height) { region in
            // A list whose bands would not draw like the whole is drawn whole.
            let band = list.rows(region.y0..<region.y1, glyphs: glyphs)
                ?? ImageRows(image: list.render(glyphs: glyphs).intoImage(), firstRow: 0)
            defer { FrameMemory.recycle(band.image.pixels) }
            return mostCommonColor(band.image, in: PixelRect(x0: region.x0, y0: region.y0 - band.firstRow,
                                                             x1: region.x1, y1: region.y1 - band.firstRow))
        }
    }

    /// `background(region)` reads the colour most of the bar's pixels have.
    static func measure(_ context: StyleContext, _ tree: LaidOutView, scale: Double, width: Int, height: Int,
                        background: (PixelRect) -> Color?) -> BarContrast? {
        guard let bar = tree.find(id: "tabbar") else { return nil }
        // The bar's own frame, not `TabBarRenderer.barRegion`, which runs to the screen's bottom
        // and so may hold a keyboard under a bar that rose with it.
        let f = bar.frame
        func px(_ v: CGFloat, _ rule: FloatingPointRoundingRule) -> Int { Int((Double(v) * scale).rounded(rule)) }
        let region = PixelRect(x0: px(f.minX, .down), y0: px(f.minY, .down), x1: px(f.maxX, .up), y1: px(f.maxY, .up))
            .intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard let bg = background(region), bg.a == 255 else {
            return BarContrast(scheme: context.scheme, background: nil, parts: [])
        }
        let style = context.config.style.style
        var parts: [ItemContrast] = []
        for (i, item) in context.tabs.items.enumerated() {
            let selected = i == context.tabs.selected
            let ink = style.ink(context, item, selected: selected)
            let name = item.title.isEmpty ? "item \(i + 1)" : item.title
            func measure(_ color: Color?, _ part: ItemContrast.Part) {
                guard let color else { return }
                let drawn = WCAGContrast.over(color.resolved(in: context.scheme).opacity(ink.opacity), bg)
                parts.append(ItemContrast(item: name, part: part, selected: selected, foreground: drawn.hex,
                                          ratio: WCAGContrast.floored(WCAGContrast.ratio(drawn, bg))))
            }
            if !item.title.isEmpty { measure(ink.title, .title) }
            if context.icon(for: item, selected: selected) != nil { measure(ink.icon, .icon) }
        }
        return BarContrast(scheme: context.scheme, background: bg.hex, parts: parts)
    }

    /// The colour most pixels of `region` have: the bar's background, since titles and icons
    /// cover a small share of it. Ties go to the smaller RGBA value, so the answer is stable.
    static func mostCommonColor(_ image: RGBAImage, in region: PixelRect) -> Color? {
        guard !region.isEmpty else { return nil }
        var counts: [UInt32: Int] = [:]
        image.pixels.withUnsafeBufferPointer { px in
            for y in region.y0..<region.y1 {
                // Runs of one colour are counted once: most of a bar is long runs.
                var run: UInt32 = 0, length = 0
                for x in region.x0..<region.x1 {
                    let i = (y * image.width + x) * 4
                    let key = UInt32(px[i]) << 24 | UInt32(px[i + 1]) << 16 | UInt32(px[i + 2]) << 8 | UInt32(px[i + 3])
                    if key == run && length > 0 { length += 1; continue }
                    if length > 0 { counts[run, default: 0] += length }
                    run = key
                    length = 1
                }
                counts[run, default: 0] += length
            }
        }
        guard let best = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) })?.key else { return nil }
        return Color(r: UInt8(best >> 24), g: UInt8(best >> 16 & 0xFF), b: UInt8(best >> 8 & 0xFF), a: UInt8(best & 0xFF))
    }
}
