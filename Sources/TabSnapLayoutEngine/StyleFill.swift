import Foundation

/// A shape style reduced to what drawing needs.
public enum StyleFill: Hashable, Sendable {
    case color(Color)
    case linear(stops: [Gradient.Stop], start: UnitPoint, end: UnitPoint)
    case radial(stops: [Gradient.Stop], center: UnitPoint, startRadius: Double, endRadius: Double)
    /// A material: what lies behind, blurred, under a tint.
    case material(Material)

    /// The colour, or a gradient's first stop.
    var firstColor: Color {
        switch self {
        case .color(let c): return c
        case .linear(let stops, _, _), .radial(let stops, _, _, _): return stops.first?.color ?? .clear
        case .material(let m): return m.tint
        }
    }

    var isMaterial: Bool {
        if case .material = self { return true }
        return false
    }

    /// The colour, when the style is one.
    public var color: Color? {
        if case .color(let c) = self { return c }
        return nil
    }

    /// The style with every colour at `amount` of its opacity (a material is kept whole).
    public func opacity(_ amount: Double) -> StyleFill {
        func faded(_ stops: [Gradient.Stop]) -> [Gradient.Stop] { stops.map { Gradient.Stop(color: $0.color.opacity(amount), location: $0.location) } }
        switch self {
        case .color(let c): return .color(c.opacity(amount))
        case .linear(let stops, let start, let end): return .linear(stops: faded(stops), start: start, end: end)
        case .radial(let stops, let center, let r0, let r1): return .radial(stops: faded(stops), center: center, startRadius: r0, endRadius: r1)
        case .material: return self
        }
    }
}
