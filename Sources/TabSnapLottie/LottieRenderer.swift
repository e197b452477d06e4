import TabSnapDisplayList
import TabSnapLayout
import TabSnapRaster
import struct TabSnapRaster.Path

/// A colour for every fill and stroke whose key path matches, as lottie-ios's
/// `ColorValueProvider` on `"**.Fill 1.**.Color"`: names of the layer, its groups and the
/// item, then `Color`; `*` stands for one name, `**` for any number.
public struct LottieColorOverride: Sendable, Hashable {
    public let keyPath: String
    public let color: PixelColor

    public init(keyPath: String, color: PixelColor) {
        self.keyPath = keyPath
        self.color = color
    }

    func matches(_ names: [String]) -> Bool {
        Self.match(keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)[...], names[...])
    }

    private static func match(_ pattern: ArraySlice<String>, _ names: ArraySlice<String>) -> Bool {
        guard let head = pattern.first else { return names.isEmpty }
        if head == "**" {
            var rest = names
            while true {
                if match(pattern.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        }
        guard let name = names.first, head == "*" || head == name else { return false }
        return match(pattern.dropFirst(), names.dropFirst())
    }
}

/// Draws a frame of a `LottieAnimation` as a display list, through TabSnap's own rasterizer:
/// layers bottom to top with their parents' transforms, masks and track mattes as masked
/// layers, shape items as After Effects stacks them (a fill or stroke paints the paths above it
/// in its group, modifiers change the paths above them, the first item is on top).
public struct LottieRenderer: Sendable {
    public var colorOverrides: [LottieColorOverride]

    public init(colorOverrides: [LottieColorOverride] = []) { self.colorOverrides = colorOverrides }

    /// `frame` counts from the composition's in point (0 is the first frame); the composition
    /// is scaled to fit `width × height` and centred, on a transparent background.
    public func displayList(_ animation: LottieAnimation, frame: Double, width: Int, height: Int) -> DisplayList {
        let (items, complete) = frameItems(animation, frame: frame, x: 0, y: 0, width: Double(width), height: Double(height), transform: .identity)
        var list = DisplayList(width: width, height: height, items: items)
        if !complete { list.warnings.append(Self.overLimitWarning) }
        return list
    }

    /// Drawing items one frame may make. Precompositions nest (64 deep at most) and each may
    /// place an asset several times, so a 14 KB file could ask for billions; past this the frame
    /// draws nothing, with a warning.
    public static let maxItems = 200_000
    static let overLimitWarning = "the frame draws more than \(maxItems) items (precompositions multiply); it is left empty"

    /// The frame's items fitted (aspect fit, centred) into the rectangle at `x, y` of `width ×
    /// height` units, which `transform` takes to device pixels; clipped to the composition.
    public func items(_ animation: LottieAnimation, frame: Double, x: Double, y: Double, width: Double, height: Double,
                      transform: Transform) -> [DisplayItem] {
        frameItems(animation, frame: frame, x: x, y: y, width: width, height: height, transform: transform).items
    }

    /// `items`, and whether the frame fitted in `maxItems`.
    func frameItems(_ animation: LottieAnimation, frame: Double, x: Double, y: Double, width: Double, height: Double,
                    transform: Transform) -> (items: [DisplayItem], complete: Bool) {
        let s = min(width / animation.width, height / animation.height)
        guard s > 0, s.isFinite else { return ([], true) }
        let fit = Transform.scale(s).concatenating(.translation(x: x + (width - animation.width * s) / 2, y: y + (height - animation.height * s) / 2))
            .concatenating(transform)
        var items: [DisplayItem] = [.pushClip(ClipItem(path: Self.rectPath(0, 0, animation.width, animation.height), transform: fit))]
        var context = Context(animation: animation, renderer: self)
        context.layers(animation.layers, frame: animation.inPoint + frame, toDevice: fit, names: [], into: &items, depth: 0)
        // A frame over the limit draws nothing rather than a part cut at an arbitrary layer.
        if context.overflowed || items.count > LottieRenderer.maxItems { return ([], false) }
        items.append(.popClip)
        return (items, true)
    }

    /// The frame at `progress` (0 the first frame, 1 the last), as lottie-ios's
    /// `currentProgress`.
    public static func frame(atProgress p: Double, of animation: LottieAnimation) -> Double {
        min(max(p, 0), 1) * Double(animation.frameCount - 1)
    }

    static func rectPath(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path {
        var p = Path()
        p.move(to: Point(x: x, y: y))
        p.line(to: Point(x: x + w, y: y))
        p.line(to: Point(x: x + w, y: y + h))
        p.line(to: Point(x: x, y: y + h))
        p.close()
        return p
    }
}

/// One frame's evaluation.
private struct Context {
    let animation: LottieAnimation
    let renderer: LottieRenderer
    /// More than `LottieRenderer.maxItems` were made: the rest of the frame is skipped.
    var overflowed = false

    mutating func layers(_ list: [LottieLayer], frame: Double, toDevice: Transform, names: [String], into items: inout [DisplayItem], depth: Int) {
        guard depth < 64, !overflowed else { return }
        var byIndex: [Int: Int] = [:]
        for (i, l) in list.enumerated() { if let ind = l.index { byIndex[ind] = i } }
        for i in list.indices.reversed() {
            if overflowed || items.count > LottieRenderer.maxItems { overflowed = true; return }
            let layer = list[i]
            if layer.isMatteSource { continue }
            guard frame >= layer.inPoint, frame < layer.outPoint else { continue }
            var matte: LottieLayer? = nil
            if let mode = layer.matteMode, mode >= 1, mode <= 4 {
                if let tp = layer.matteParent, let j = byIndex[tp] { matte = list[j] } else if i > 0 { matte = list[i - 1] }
            }
            let matteMode: MaskMode? = layer.matteMode.flatMap { [1: .alpha, 2: .alphaInverted, 3: .luminance, 4: .luminanceInverted][$0] }
            if let matte, let matteMode {
                items.append(.beginLayer(LayerItem(opacity: 1, bounds: nil, transform: .identity)))
                draw(layer, list, byIndex, frame: frame, toDevice: toDevice, names: names, into: &items, depth: depth)
                items.append(.beginMask(matteMode))
                if frame >= matte.inPoint, frame < matte.outPoint {
                    draw(matte, list, byIndex, frame: frame, toDevice: toDevice, names: names, into: &items, depth: depth)
                }
                items.append(.endMask)
                items.append(.endLayer)
            } else {
                draw(layer, list, byIndex, frame: frame, toDevice: toDevice, names: names, into: &items, depth: depth)
            }
        }
    }

    /// The frame the layer's keyframes are read at. Bodymovin writes keyframe times in the
    /// composition's time, start offset included (lottie-web subtracts the start from both),
    /// so only a time stretch changes it.
    func local(_ layer: LottieLayer, _ frame: Double) -> Double { layer.startTime + (frame - layer.startTime) / layer.stretch }

    /// The time inside a precomposition layer's asset: its start offset and stretch applied.
    func inner(_ layer: LottieLayer, _ frame: Double) -> Double { (frame - layer.startTime) / layer.stretch }

    /// The layer's transform to its composition, through its parents.
    func world(_ layer: LottieLayer, _ list: [LottieLayer], _ byIndex: [Int: Int], _ frame: Double) -> Transform {
        var t = matrix(layer.transform, local(layer, frame))
        var parent = layer.parent
        var hops = 0
        while let p = parent, let j = byIndex[p], hops < 64 {
            let pl = list[j]
            t = t.concatenating(matrix(pl.transform, local(pl, frame)))
            parent = pl.parent
            hops += 1
        }
        return t
    }

    mutating func draw(_ layer: LottieLayer, _ list: [LottieLayer], _ byIndex: [Int: Int], frame: Double, toDevice: Transform,
                       names: [String], into items: inout [DisplayItem], depth: Int) {
        let f = local(layer, frame)
        let device = world(layer, list, byIndex, frame).concatenating(toDevice)
        let opacity = (layer.transform.opacity.value(at: f).first ?? 100) / 100
        guard opacity > 0 else { return }
        let masks = layer.masks.filter { $0.mode != .none }
        // A layer's opacity applies to the layer as a whole; masks nest one layer each.
        items.append(.beginLayer(LayerItem(opacity: min(opacity, 1), bounds: nil, transform: .identity)))
        for _ in masks { items.append(.beginLayer(LayerItem(opacity: 1, bounds: nil, transform: .identity))) }
        let here = names + [layer.name]
        switch layer.content {
        case .null:
            break
        case .solid(let c, let w, let h):
            items.append(.fill(FillItem(path: LottieRenderer.rectPath(0, 0, w, h),
                                        paint: .solid(PixelColor(red: c.0, green: c.1, blue: c.2)), transform: device)))
        case .shapes(let shapes):
            var nodes = evaluate(shapes, f)
            modify(&nodes)
            group(nodes, toDevice: device, opacity: 1, names: here, into: &items)
        case .precomp(let ref, let w, let h, let remap):
            let inner: Double
            if let remap { inner = (remap.value(at: f).first ?? 0) * animation.frameRate } else { inner = self.inner(layer, frame) }
            if w > 0, h > 0 { items.append(.pushClip(ClipItem(path: LottieRenderer.rectPath(0, 0, w, h), transform: device))) }
            layers(animation.assets[ref] ?? [], frame: inner, toDevice: device, names: here, into: &items, depth: depth + 1)
            if w > 0, h > 0 { items.append(.popClip) }
        }
        // Masks, innermost first: add and intersect keep what lies inside, subtract what lies
        // outside; inverted masks swap the two.
        for m in masks.reversed() {
            let o = min(max((m.opacity.value(at: f).first ?? 100) / 100, 0), 1)
            let contour = Contour(lottie: m.path.value(at: f))
            let subtract = (m.mode == .subtract) != m.inverted
            items.append(.beginMask(subtract ? .alphaInverted : .alpha))
            let expansion = m.expansion.value(at: f).first ?? 0
            let path = Contour.path([contour])
            items.append(.fill(FillItem(path: path, paint: .solid(PixelColor(red: 1, green: 1, blue: 1, opacity: o)), transform: device)))
            if expansion > 0 {
                items.append(.stroke(StrokeItem(path: path, style: StrokeStyle(width: 2 * expansion, join: .round),
                                                paint: .solid(PixelColor(red: 1, green: 1, blue: 1, opacity: o)), transform: device)))
            }
            items.append(.endMask)
            items.append(.endLayer)
        }
        items.append(.endLayer)
    }

    // MARK: Shapes

    /// A shape item with its values at one frame.
    indirect enum Node {
        case group(String, [Node], Transform, opacity: Double)
        case contours([Contour])
        case fill(String, Paint, evenOdd: Bool)
        case stroke(String, Paint, StrokeStyle)
        case trim(Double, Double, Double, individually: Bool)
        case round(Double)
        case merge
    }

    func evaluate(_ shapes: [LottieShape], _ f: Double) -> [Node] {
        var out: [Node] = []
        for shape in shapes {
            switch shape {
            case .group(let name, let items, let t):
                out.append(.group(name, evaluate(items, f), matrix(t, f), opacity: (t.opacity.value(at: f).first ?? 100) / 100))
            case .path(_, let p, let reversed):
                let c = Contour(lottie: p.value(at: f))
                out.append(.contours([reversed ? c.reversed : c]))
            case .rect(_, let p, let s, let r, let reversed):
                out.append(.contours([.rect(center: point(p, f), size: point(s, f), radius: r.value(at: f).first ?? 0, reversed: reversed)]))
            case .ellipse(_, let p, let s, let reversed):
                out.append(.contours([.ellipse(center: point(p, f), size: point(s, f), reversed: reversed)]))
            case .polystar(_, let s):
                out.append(.contours([.polystar(center: point(s.position, f), points: s.points.value(at: f).first ?? 5,
                                              rotation: s.rotation.value(at: f).first ?? 0, outer: s.outerRadius.value(at: f).first ?? 0,
                                              outerRoundness: s.outerRoundness.value(at: f).first ?? 0,
                                              inner: s.innerRadius?.value(at: f).first, innerRoundness: s.innerRoundness?.value(at: f).first,
                                              reversed: s.reversed)]))
            case .fill(let name, let color, let opacity, let evenOdd):
                let o = (opacity.value(at: f).first ?? 100) / 100
                out.append(.fill(name, .solid(self.color(color.value(at: f), o)), evenOdd: evenOdd))
            case .stroke(let name, let s):
                let o = (s.opacity.value(at: f).first ?? 100) / 100
                out.append(.stroke(name, .solid(color(s.color?.value(at: f) ?? [0, 0, 0, 1], o)), style(s, f)))
            case .gradientFill(let name, let g, let evenOdd):
                out.append(.fill(name, gradient(g, f), evenOdd: evenOdd))
            case .gradientStroke(let name, let g, let s):
                out.append(.stroke(name, gradient(g, f), style(s, f)))
            case .trim(_, let s, let e, let o, let individually):
                out.append(.trim((s.value(at: f).first ?? 0) / 100, (e.value(at: f).first ?? 100) / 100,
                                 (o.value(at: f).first ?? 0) / 360, individually: individually))
            case .roundCorners(_, let r):
                out.append(.round(r.value(at: f).first ?? 0))
            case .merge:
                out.append(.merge)
            case .repeater(let name, let r):
                // The items above become `copies` groups, each moved by the repeater's
                // transform once more than the last and faded from start to end opacity.
                // At most 10,000 nodes out of one repeater, so repeaters inside repeaters stay
                // bounded instead of multiplying.
                let perCopy = max(1, Self.count(out))
                // Clamped as a Double first: Int() of a huge or NaN count traps.
                let wanted = (r.copies.value(at: f).first ?? 1).rounded()
                let copies = wanted.isFinite ? min(10_000 / perCopy, Int(min(max(wanted, 0), 1000))) : 0
                let offset = r.offset.value(at: f).first ?? 0
                let above = out
                var repeated: [Node] = []
                let so = (r.startOpacity.value(at: f).first ?? 100) / 100, eo = (r.endOpacity.value(at: f).first ?? 100) / 100
                for i in 0..<copies {
                    let t = repeaterMatrix(r.transform, f, times: Double(i) + offset)
                    let o = copies > 1 ? so + (eo - so) * Double(i) / Double(copies - 1) : so
                    repeated.append(.group(name, above, t, opacity: o))
                }
                // The first item is on top: with `above`, later copies go over earlier ones.
                out = r.above ? repeated.reversed() : repeated
            }
        }
        return out
    }

    static func count(_ nodes: [Node]) -> Int {
        nodes.reduce(0) { n, node in
            if case .group(_, let children, _, _) = node { return n + 1 + count(children) }
            return n + 1
        }
    }

    /// Applies every modifier (Trim Paths, Round Corners) to the paths above it in its group,
    /// nested groups included, as After Effects does whatever styles sit between them: a
    /// group's own modifiers first, then those after the group in its parent.
    func modify(_ nodes: inout [Node]) {
        for i in nodes.indices {
            switch nodes[i] {
            case .group(let name, var children, let t, let o):
                modify(&children)
                nodes[i] = .group(name, children, t, opacity: o)
            case .trim(let s, let e, let o, let individually):
                if individually {
                    // One path end to end: the pieces go back to the paths they came from.
                    var all: [Contour] = []
                    Self.visit(&nodes[..<i]) { all += $0 }
                    let lengths = all.map(\.length)
                    var index = 0
                    let total = lengths.reduce(0, +)
                    var walked = 0.0
                    Self.visit(&nodes[..<i]) { contours in
                        var out: [Contour] = []
                        for c in contours {
                            let l = lengths[index]
                            index += 1
                            out += Trim.slice(c, length: l, from: walked, total: total, start: s, end: e, offset: o)
                            walked += l
                        }
                        contours = out
                    }
                } else {
                    Self.visit(&nodes[..<i]) { $0 = Trim.apply($0, start: s, end: e, offset: o, individually: false) }
                }
            case .round(let r):
                Self.visit(&nodes[..<i]) { $0 = $0.map { $0.roundingCorners(r) } }
            default:
                break
            }
        }
    }

    /// Calls `body` on every path list in `nodes` and their groups, in stacking order.
    static func visit(_ nodes: inout ArraySlice<Node>, _ body: (inout [Contour]) -> Void) {
        for i in nodes.indices {
            switch nodes[i] {
            case .contours(var c):
                body(&c)
                nodes[i] = .contours(c)
            case .group(let name, let children, let t, let o):
                var inner = children[...]
                visit(&inner, body)
                nodes[i] = .group(name, Array(inner), t, opacity: o)
            default:
                break
            }
        }
    }

    /// The (already modified) contours the items `nodes` give, in the group's space.
    func contours(_ nodes: ArraySlice<Node>) -> [Contour] {
        var out: [Contour] = []
        for node in nodes {
            switch node {
            case .contours(let c): out += c
            case .group(_, let children, let t, _): out += contours(children[...]).map { $0.transformed(t) }
            default: break
            }
        }
        return out
    }

    mutating func group(_ nodes: [Node], toDevice: Transform, opacity: Double, names: [String], into items: inout [DisplayItem]) {
        // Bottom first: the last item is the lowest.
        for k in nodes.indices.reversed() {
            switch nodes[k] {
            case .group(let name, let children, let t, let o):
                guard o > 0 else { continue }
                group(children, toDevice: t.concatenating(toDevice), opacity: opacity * o, names: names + [name], into: &items)
            case .fill(let name, let paint, let evenOdd):
                let path = Contour.path(contours(nodes[..<k]))
                guard !path.isEmpty else { continue }
                items.append(.fill(FillItem(path: path, paint: overridden(paint, names + [name, "Color"], opacity), transform: toDevice,
                                            rule: evenOdd ? .evenOdd : .nonZero)))
            case .stroke(let name, let paint, let style):
                let path = Contour.path(contours(nodes[..<k]))
                guard !path.isEmpty, style.width > 0 else { continue }
                items.append(.stroke(StrokeItem(path: path, style: style, paint: overridden(paint, names + [name, "Color"], opacity),
                                                transform: toDevice)))
            case .contours, .trim, .round, .merge:
                continue
            }
        }
    }

    func overridden(_ paint: Paint, _ keyPath: [String], _ opacity: Double) -> Paint {
        var paint = paint
        if case .solid(let c) = paint, let o = renderer.colorOverrides.last(where: { $0.matches(keyPath) }) {
            // The override replaces the colour; the item's own opacity stays.
            let alpha = Double(o.color.alpha) * Double(c.alpha) / 255
            paint = .solid(PixelColor(r: o.color.red, g: o.color.green, b: o.color.blue, a: UInt8(alpha.rounded())))
        }
        guard opacity < 1 else { return paint }
        func faded(_ c: PixelColor) -> PixelColor {
            let alpha = Double(c.alpha) * opacity
            return PixelColor(r: c.red, g: c.green, b: c.blue, a: UInt8(alpha.rounded()))
        }
        switch paint {
        case .solid(let c): return .solid(faded(c))
        case .linearGradient(var g): g.stops = g.stops.map { GradientStop(faded($0.color), at: $0.location) }; return .linearGradient(g)
        case .radialGradient(var g): g.stops = g.stops.map { GradientStop(faded($0.color), at: $0.location) }; return .radialGradient(g)
        }
    }

    func point(_ p: LottieProperty, _ f: Double) -> Point {
        let v = p.value(at: f)
        return Point(x: v.first ?? 0, y: v.count > 1 ? v[1] : (v.first ?? 0))
    }

    func color(_ v: [Double], _ opacity: Double) -> PixelColor {
        let (r, g, b, a) = LottieReader.color(v)
        return PixelColor(red: min(max(r, 0), 1), green: min(max(g, 0), 1), blue: min(max(b, 0), 1), opacity: min(max(a * opacity, 0), 1))
    }

    func style(_ s: LottieStroke, _ f: Double) -> StrokeStyle {
        var dash: [Double] = [], phase = 0.0
        for d in s.dashes {
            let v = d.value.value(at: f).first ?? 0
            if d.kind == "o" { phase = v } else { dash.append(v) }
        }
        let cap: LineCap = s.cap == 1 ? .butt : s.cap == 3 ? .square : .round
        let join: LineJoin = s.join == 1 ? .miter : s.join == 3 ? .bevel : .round
        return StrokeStyle(width: max(0, s.width.value(at: f).first ?? 1), cap: cap, join: join, miterLimit: s.miterLimit,
                           dash: dash, dashPhase: phase)
    }

    /// Colour stops (offset, r, g, b)… then opacity stops (offset, a)…, merged at every offset
    /// either list has. Radial highlights are drawn centred (no focal point).
    func gradient(_ g: LottieGradient, _ f: Double) -> Paint {
        let v = g.colors.value(at: f)
        let o = (g.opacity.value(at: f).first ?? 100) / 100
        var colors: [(Double, Double, Double, Double)] = []
        for i in 0..<g.stops where 4 * i + 3 < v.count { colors.append((v[4 * i], v[4 * i + 1], v[4 * i + 2], v[4 * i + 3])) }
        var alphas: [(Double, Double)] = []
        var i = 4 * g.stops
        while i + 1 < v.count { alphas.append((v[i], v[i + 1])); i += 2 }
        guard !colors.isEmpty else { return .solid(.clear) }
        func sample<T>(_ list: [(Double, T)], _ x: Double, _ mix: (T, T, Double) -> T) -> T {
            if x <= list[0].0 { return list[0].1 }
            for j in 1..<list.count where x <= list[j].0 {
                let span = list[j].0 - list[j - 1].0
                return mix(list[j - 1].1, list[j].1, span > 0 ? (x - list[j - 1].0) / span : 1)
            }
            return list[list.count - 1].1
        }
        let colorList = colors.map { ($0.0, ($0.1, $0.2, $0.3)) }
        let offsets = Array(Set(colors.map(\.0) + alphas.map(\.0))).sorted()
        let stops = offsets.map { x -> GradientStop in
            let c = sample(colorList, x) { a, b, t in (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, a.2 + (b.2 - a.2) * t) }
            let a = alphas.isEmpty ? 1 : sample(alphas, x) { a, b, t in a + (b - a) * t }
            return GradientStop(color([c.0, c.1, c.2, 1], a * o), at: x)
        }
        let s = point(g.start, f), e = point(g.end, f)
        if g.radial {
            let dx = e.x - s.x, dy = e.y - s.y
            return .radialGradient(RadialGradientPaint(center: s, startRadius: 0, endRadius: (dx * dx + dy * dy).squareRoot(), stops: stops))
        }
        return .linearGradient(LinearGradientPaint(start: s, end: e, stops: stops))
    }

    // MARK: Transforms

    /// Anchor, scale, skew, rotation (clockwise degrees), then position: a point's way from
    /// the layer's own space into its parent's.
    func matrix(_ t: LottieTransform, _ f: Double) -> Transform {
        let a = point(t.anchor, f)
        let p: Point
        if let px = t.positionX, let py = t.positionY {
            p = Point(x: px.value(at: f).first ?? 0, y: py.value(at: f).first ?? 0)
        } else if let pos = t.position {
            p = point(pos, f)
        } else {
            p = Point(x: 0, y: 0)
        }
        let s = point(t.scale, f)
        var m = Transform.translation(x: -a.x, y: -a.y).concatenating(.scale(x: s.x / 100, y: s.y / 100))
        let sk = t.skew.value(at: f).first ?? 0
        if sk != 0 {
            let axis = (t.skewAxis.value(at: f).first ?? 0) * PortableMath.pi / 180
            let (sa, ca) = PortableMath.sinCos(axis)
            let (ss, cs) = PortableMath.sinCos(-sk * PortableMath.pi / 180)
            let shear = Transform(a: 1, b: 0, c: ss / cs, d: 1, tx: 0, ty: 0)
            m = m.concatenating(.rotation(cos: ca, sin: -sa)).concatenating(shear).concatenating(.rotation(cos: ca, sin: sa))
        }
        let r = (t.rotation.value(at: f).first ?? 0) * PortableMath.pi / 180
        if r != 0 {
            let (sr, cr) = PortableMath.sinCos(r)
            m = m.concatenating(.rotation(cos: cr, sin: sr))
        }
        return m.concatenating(.translation(x: p.x, y: p.y))
    }

    /// A repeater's transform applied `times` times: position and rotation multiplied, scale
    /// raised to the power, about the anchor.
    func repeaterMatrix(_ t: LottieTransform, _ f: Double, times n: Double) -> Transform {
        let a = point(t.anchor, f), p = t.position.map { point($0, f) } ?? Point(x: 0, y: 0), s = point(t.scale, f)
        let r = (t.rotation.value(at: f).first ?? 0) * n * PortableMath.pi / 180
        func power(_ base: Double) -> Double {
            guard n != 0, !n.isNaN, base != 1 else { return 1 }
            var out = 1.0
            // Past 10,000 factors the product has long saturated (to 0 or infinity) for any base
            // but 1, which returned above; a huge offset would otherwise trap in Int() or spin.
            for _ in 0..<Int(min(abs(n), 10_000).rounded(.down)) { out *= base }
            return n < 0 ? 1 / out : out
        }
        let (sr, cr) = PortableMath.sinCos(r)
        return Transform.translation(x: -a.x, y: -a.y)
            .concatenating(.scale(x: power(s.x / 100), y: power(s.y / 100)))
            .concatenating(.rotation(cos: cr, sin: sr))
            .concatenating(.translation(x: a.x + p.x * n, y: a.y + p.y * n))
    }
}
