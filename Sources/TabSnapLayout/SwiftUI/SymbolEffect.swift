import TabSnapLayoutEngine
/// SF Symbols effects as SwiftUI names them (`.bounce`, `.pulse.byLayer`, `.variableColor.iterative`),
/// so `.symbolEffect(.bounce, value: tab)` compiles. A still frame shows a symbol at rest, which
/// is how every effect ends, so none changes a snapshot.
public protocol SymbolEffect: Sendable {}
public protocol DiscreteSymbolEffect: SymbolEffect {}
public protocol IndefiniteSymbolEffect: SymbolEffect {}
public protocol TransitionSymbolEffect: SymbolEffect {}

/// One effect with the variants SwiftUI chains onto it (`.up`, `.byLayer`, `.wholeSymbol`, …).
public struct NamedSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    public let name: String
    public var up: Self { self }
    public var down: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
    public var iterative: Self { self }
    public var cumulative: Self { self }
    public var reversing: Self { self }
    public var nonReversing: Self { self }
    public var clockwise: Self { self }
    public var counterClockwise: Self { self }
    public var left: Self { self }
    public var right: Self { self }
}

extension SymbolEffect where Self == NamedSymbolEffect {
    public static var bounce: NamedSymbolEffect { NamedSymbolEffect(name: "bounce") }
    public static var pulse: NamedSymbolEffect { NamedSymbolEffect(name: "pulse") }
    public static var variableColor: NamedSymbolEffect { NamedSymbolEffect(name: "variableColor") }
    public static var scale: NamedSymbolEffect { NamedSymbolEffect(name: "scale") }
    public static var appear: NamedSymbolEffect { NamedSymbolEffect(name: "appear") }
    public static var disappear: NamedSymbolEffect { NamedSymbolEffect(name: "disappear") }
    public static var wiggle: NamedSymbolEffect { NamedSymbolEffect(name: "wiggle") }
    public static var breathe: NamedSymbolEffect { NamedSymbolEffect(name: "breathe") }
    public static var rotate: NamedSymbolEffect { NamedSymbolEffect(name: "rotate") }
    public static var replace: NamedSymbolEffect { NamedSymbolEffect(name: "replace") }
}

/// How often and how fast an effect runs; accepted.
public struct SymbolEffectOptions: Sendable {
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
}
