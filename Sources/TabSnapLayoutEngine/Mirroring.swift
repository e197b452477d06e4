import Foundation

/// Right-to-left layout, as SwiftUI does it: a subtree laid out left to right and then mirrored,
/// so stacks run from the right, leading and trailing swap (alignments, padding, safe-area
/// edges), and offsets point the other way; what a view draws inside its frame (text, images,
/// shapes) is not flipped. Where the direction changes (the root, or a view under
/// `.environment(\.layoutDirection, …)`), that view's contents are reflected about its centre.
enum Mirroring {
    /// x ↦ s·x + t, with s = ±1.
    struct Map {
        var s: CGFloat = 1
        var t: CGFloat = 0
        func callAsFunction(_ x: CGFloat) -> CGFloat { s * x + t }
        /// Reflect about `c` first, then this map.
        func reflected(about c: CGFloat) -> Map { Map(s: -s, t: s * 2 * c + t) }
    }

    static func apply(_ view: LaidOutView, parentRightToLeft: Bool = false, map: Map = Map()) {
        let f = view.exactFrame
        let rtl = view.environment.layoutDirection == .rightToLeft
        // Nothing to do while everything so far is left to right.
        if !rtl && !parentRightToLeft && map.s == 1 && map.t == 0 {
            for c in view.children { apply(c, parentRightToLeft: false, map: map) }
            return
        }
        let x0 = map(f.minX), x1 = map(f.maxX)
        view.exactFrame = CGRect(x: min(x0, x1), y: f.minY, width: f.width, height: f.height)
        let inner = rtl != parentRightToLeft ? map.reflected(about: f.midX) : map
        for c in view.children { apply(c, parentRightToLeft: rtl, map: inner) }
    }
}

extension LayoutDirection {
    /// The direction a locale's language is written in: right to left for Arabic, Hebrew,
    /// Persian, Urdu and the other languages written in their scripts.
    /// A script subtag decides where one is given (`pa-Arab` is right to left, `az-Latn` left to
    /// right); Kurdish alone is Kurmanji, written in Latin letters (Sorani is `ckb`).
    public init(locale identifier: String) {
        let parts = identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        if let script = parts.dropFirst().first(where: { $0.count == 4 }) {
            self = ["arab", "hebr", "thaa", "syrc", "nkoo", "adlm", "rohg"].contains(script) ? .rightToLeft : .leftToRight
            return
        }
        let language = parts.first ?? ""
        self = ["ar", "he", "iw", "fa", "ur", "ps", "sd", "yi", "ug", "ckb", "dv"].contains(language) ? .rightToLeft : .leftToRight
    }
}
