import Foundation
import TabSnapCore
import TabSnapDocument

/// One layout of one state of a `ViewTimeline`. Views are matched across states by their place
/// in the tree (the path the resolver builds for `@State`, plus how deep in a modifier chain a
/// value sits), as SwiftUI matches them by identity.
///
/// Recording a state notes every animatable value's target there and the animation the change
/// to it was made with (the state's transaction, or the innermost `.animation(_:value:)` whose
/// value changed). Sampling at a time replaces each value by where its animations have carried
/// it by then: every change starts from the value and velocity the motion before it had.
package final class AnimationPass: @unchecked Sendable {
    @TaskLocal package static var current: AnimationPass?

    let history: AnimationHistory
    let state: Int
    /// nil while recording `state`; the time to sample otherwise.
    let time: Double?
    /// Recording: the animation a change met at this point of the tree is made with.
    var animation: Animation?
    /// Recording: the state's transaction turned animations off.
    let disables: Bool

    init(history: AnimationHistory, state: Int, time: Double?, transaction: Transaction?) {
        self.history = history
        self.state = state
        self.time = time
        disables = transaction?.disablesAnimations ?? false
        animation = disables ? nil : transaction?.animation
    }

    /// Whether this pass samples a time (values it returns replace the targets) rather than
    /// recording a state.
    package var isSampling: Bool { time != nil }

    /// The value to use for `target` at `key`: recorded as is, or sampled.
    package func value<V: VectorArithmetic>(_ target: V, key: String) -> V {
        if let time { return history.sample(key, target: target, state: state, at: time) }
        history.record(key, state: state, value: target, animation: animation)
        return target
    }

    /// Runs `body` (the subtree under an `.animation(_:value:)`) with that scope's animation in
    /// force when its value changed since the previous state.
    func scoped<T>(_ scope: AnimationScope, key: String, _ body: () -> T) -> T {
        guard time == nil else { return body() }
        let changed: Bool
        if let value = scope.value {
            let before = history.scopeValue(key, before: state)
            changed = before.map { !scope.equals($0) } ?? false
            history.recordScope(key, state: state, value: value)
        } else {
            changed = true  // `.animation(_:)` without a value animates every change under it
        }
        guard changed, !disables else { return body() }
        return with(animation: scope.animation, body)
    }

    /// Runs `body` with `animation` as the one changes below are made with.
    func with<T>(animation: Animation?, _ body: () -> T) -> T {
        let saved = self.animation  // not the parameter, which shadows it
        self.animation = animation
        defer { self.animation = saved }
        return body()
    }
}

/// What `.animation(_:value:)` holds: the animation and the value whose change triggers it.
public struct AnimationScope: @unchecked Sendable {
    public let animation: Animation?
    /// nil for `.animation(_:)`, which animates every change under it.
    let value: Any?
    let equals: (Any) -> Bool

    /// For a scope read from a view document: the modifier as written, so it is written back.
    let document: JSONValue?

    package init<V: Equatable>(_ animation: Animation?, value: V, document: JSONValue? = nil) {
        self.animation = animation
        self.value = value
        equals = { ($0 as? V) == value }
        self.document = document
    }

    package init(_ animation: Animation?, document: JSONValue? = nil) {
        self.animation = animation
        value = nil
        equals = { _ in false }
        self.document = document
    }
}

/// Every state's recorded targets, by key.
final class AnimationHistory: @unchecked Sendable {
    struct Entry {
        var state: Int
        var value: Any
        var animation: Animation?
    }

    /// When each state begins (state 0 at the first entry; changes after it).
    let times: [Double]
    private var entries: [String: [Entry]] = [:]
    private var scopes: [String: [(state: Int, value: Any)]] = [:]

    init(times: [Double]) { self.times = times }

    func record(_ key: String, state: Int, value: Any, animation: Animation?) {
        var list = entries[key, default: []]
        // A state laid out again (preference passes) records its last pass.
        if list.last?.state == state { list.removeLast() }
        list.append(Entry(state: state, value: value, animation: animation))
        entries[key] = list
    }

    func recordScope(_ key: String, state: Int, value: Any) {
        var list = scopes[key, default: []]
        if list.last?.state == state { list.removeLast() }
        list.append((state, value))
        scopes[key] = list
    }

    func scopeValue(_ key: String, before state: Int) -> Any? {
        scopes[key]?.last(where: { $0.state < state })?.value
    }

    /// `target` (the value in `state`) as the animations up to `state` carry it at `time`.
    func sample<V: VectorArithmetic>(_ key: String, target: V, state: Int, at time: Double) -> V {
        guard let list = entries[key] else { return target }
        var motion: Motion<V>? = nil
        for entry in list where entry.state <= state {
            guard let value = entry.value as? V else { return target }  // another type here: no motion
            guard let running = motion else {
                motion = Motion(from: value, velocity: .zero, target: value, start: times[entry.state], animation: nil)
                continue
            }
            if value == running.target { continue }  // unchanged: the running motion goes on
            let start = times[entry.state]
            let (now, velocity) = running.at(start)
            motion = Motion(from: now, velocity: velocity, target: value, start: start, animation: entry.animation)
        }
        return motion?.at(time).value ?? target
    }
}

/// One animation of a value from `from` (moving at `velocity`) to `target`, begun at `start`.
struct Motion<V: VectorArithmetic> {
    var from: V
    var velocity: V
    var target: V
    var start: Double
    var animation: Animation?

    /// The value and its rate of change per second at `time`.
    func at(_ time: Double) -> (value: V, velocity: V) {
        guard let animation, time >= start else { return (animation == nil ? target : from, animation == nil ? .zero : velocity) }
        if let spring = animation.spring {
            // The closed form is linear in the starting offset and velocity: each basis solution
            // scaled by them gives the vector's motion (velocities in the spring's own time).
            let t = (time - start - animation.delay) * animation.speed
            guard t > 0 else { return (from, velocity) }
            let (a, da) = spring.displacement(at: t, from: 1, velocity: 0)
            let (b, db) = spring.displacement(at: t, from: 0, velocity: 1)
            let offset = from - target
            // interpolatingSpring's own start velocity is a fraction of the distance per second.
            let v0 = velocity.scaled(1 / animation.speed) + (target - from).scaled(animation.springInitialVelocity)
            let value = target + offset.scaled(a) + v0.scaled(b)
            let rate = (offset.scaled(da) + v0.scaled(db)).scaled(animation.speed)
            return (value, rate)
        }
        // Timing curves start from where the value is and do not carry its velocity over.
        let p = animation.progress(at: time - start)
        let distance = target - from
        return (from + distance.scaled(p.value), distance.scaled(p.velocity))
    }
}

extension VectorArithmetic {
    func scaled(_ factor: Double) -> Self {
        var copy = self
        copy.scale(by: factor)
        return copy
    }
}

/// The animatable values of built-in modifiers, foreground colours and colour views.
extension AnimationPass {
    /// `modifier` with its animatable values replaced, or nil when it has none or they are the
    /// targets themselves.
    func modifier(_ modifier: Modifier, key: String, scheme: ColorScheme) -> Modifier? {
        switch modifier {
        case .environment(.foregroundColor(let c)):
            let blended = color(c, in: scheme, key: key + "foreground")
            return time == nil ? nil : .environment(.foregroundColor(blended))
        case .builtin(let b):
            return b.animated(self, key: key).map { .builtin($0) }
        default:
            return nil
        }
    }

    /// A colour view's colour (resolved for the scheme), interpolated per sRGB component.
    package func color(_ color: Color, in scheme: ColorScheme, key: String) -> Color {
        let c = color.resolved(in: scheme)
        guard c.assetName == nil else { return color }
        let v = value(AnimatablePair(AnimatablePair(Double(c.r), Double(c.g)), AnimatablePair(Double(c.b), Double(c.a))), key: key)
        guard time != nil else { return color }
        func byte(_ d: Double) -> UInt8 { UInt8(max(0, min(255, d.rounded()))) }
        return Color(r: byte(v.first.first), g: byte(v.first.second), b: byte(v.second.first), a: byte(v.second.second))
    }
}
