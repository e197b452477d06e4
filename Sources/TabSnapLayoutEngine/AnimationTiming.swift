import TabSnapRaster

/// Time for SwiftUI's animations (issue 14): how far an animation has carried a value `t`
/// seconds after it started, and how fast it is moving, for every curve `Animation` describes.
/// Everything goes through `PortableMath`, so a frame at a given time is the same on every
/// machine.
extension Animation {
    /// Progress (0 at the start, 1 at the target; a spring overshoots) and its rate per second,
    /// `elapsed` seconds after the animation began, with `initialVelocity` in progress per second
    /// (a spring retargeted in flight starts moving). Delay, speed and repeats included.
    public func progress(at elapsed: Double, initialVelocity: Double = 0) -> (value: Double, velocity: Double) {
        let t = (elapsed - delay) * speed
        let initialVelocity = initialVelocity + springInitialVelocity
        guard t > 0 else { return (0, initialVelocity) }
        if let spring {
            let (y, dy) = spring.displacement(at: t, from: -1, velocity: initialVelocity)
            return (1 + y, dy * speed)
        }
        guard duration > 0 else { return (1, 0) }
        let cycle = t / duration
        if let repeats = repeatCount, cycle >= Double(max(1, repeats)) { return (1, 0) }  // done: at the target
        let n = cycle.rounded(.down)
        var local = cycle - n
        let backwards = autoreverses && Int(n) % 2 == 1
        if backwards { local = 1 - local }
        let (v, dv) = TimingCurve(curve).progress(local)
        return (v, (backwards ? -dv : dv) * speed / duration)
    }

    /// `interpolatingSpring`'s own initial velocity, in progress per second.
    public var springInitialVelocity: Double {
        if case .interpolatingSpring(_, _, _, let v) = curve { return v }
        return 0
    }

    /// The spring a spring curve stands for (unit mass), nil for timing curves.
    public var spring: Spring? {
        switch curve {
        case .spring(let response, let dampingFraction, _):
            let omega = 2 * PortableMath.pi / max(response, 1e-6)
            return Spring(stiffness: omega * omega, damping: 2 * dampingFraction * omega)
        case .interpolatingSpring(let mass, let stiffness, let damping, _):
            let m = max(mass, 1e-6)
            return Spring(stiffness: stiffness / m, damping: damping / m)
        default:
            return nil
        }
    }
}

/// A unit-mass damped spring pulling progress from 0 to 1: the closed form of
/// x'' = −k(x − 1) − c x', with x(0) = 0 and x'(0) = v0 (GUIDE §12).
public struct Spring: Hashable, Sendable {
    public var stiffness: Double
    public var damping: Double

    public init(stiffness: Double, damping: Double) {
        self.stiffness = stiffness
        self.damping = damping
    }

    /// The displacement from the target and its rate `t` seconds in, starting `y0` away with
    /// velocity `v0` (GUIDE §12's closed forms; progress toward a target is 1 + y from −1).
    public func displacement(at t: Double, from y0: Double, velocity v0: Double) -> (Double, Double) {
        let w0 = PortableMath.sqrt(max(stiffness, 1e-12))
        let zeta = damping / (2 * w0)
        if zeta < 1 - 1e-9 {
            let wd = w0 * PortableMath.sqrt(1 - zeta * zeta)
            let decay = PortableMath.exp(-zeta * w0 * t)
            let (s, c) = PortableMath.sinCos(wd * t)
            let b = (v0 + zeta * w0 * y0) / wd
            let y = decay * (y0 * c + b * s)
            return (y, -zeta * w0 * y + decay * (b * wd * c - y0 * wd * s))
        } else if zeta <= 1 + 1e-9 {
            // Critically damped: y = (y0 + (v0 + w0·y0) t) e^(−w0 t).
            let decay = PortableMath.exp(-w0 * t)
            let b = v0 + w0 * y0
            return ((y0 + b * t) * decay, (b - w0 * (y0 + b * t)) * decay)
        } else {
            // Overdamped: two real roots r1, r2 < 0.
            let root = w0 * PortableMath.sqrt(zeta * zeta - 1)
            let r1 = -zeta * w0 + root, r2 = -zeta * w0 - root
            let c2 = (v0 - r1 * y0) / (r2 - r1), c1 = y0 - c2
            let e1 = PortableMath.exp(r1 * t), e2 = PortableMath.exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2),
/// as CSS and Core Animation define it: x is time, y progress.
public struct TimingCurve: Hashable, Sendable {
    public var x1: Double, y1: Double, x2: Double, y2: Double

    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }

    /// Apple's control points for the named curves (GUIDE §12).
    init(_ curve: Animation.Curve) {
        switch curve {
        case .easeIn: self.init(x1: 0.42, y1: 0, x2: 1, y2: 1)
        case .easeOut: self.init(x1: 0, y1: 0, x2: 0.58, y2: 1)
        case .easeInOut: self.init(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        case .timingCurve(let x1, let y1, let x2, let y2): self.init(x1: min(max(x1, 0), 1), y1: y1, x2: min(max(x2, 0), 1), y2: y2)
        default: self.init(x1: 1.0 / 3, y1: 1.0 / 3, x2: 2.0 / 3, y2: 2.0 / 3)  // linear
        }
    }

    static func bezier(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    static func slope(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// Progress at time fraction x in 0...1, and its rate per unit of x: the curve's parameter
    /// found by bisection (x(s) is monotonic for control x in 0...1), a fixed 60 halvings, so
    /// the same input gives the same bits everywhere.
    public func progress(_ x: Double) -> (Double, Double) {
        let x = min(max(x, 0), 1)
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if Self.bezier(x1, x2, mid) < x { lo = mid } else { hi = mid }
        }
        let s = (lo + hi) / 2
        let dx = Self.slope(x1, x2, s), dy = Self.slope(y1, y2, s)
        // The ends exactly: bisection stops 2^-60 short of them.
        let y = x == 0 ? 0 : x == 1 ? 1 : Self.bezier(y1, y2, s)
        return (y, dx > 1e-12 ? dy / dx : 0)
    }
}

/// One animatable number driven by state changes at given times, each with its animation, as
/// SwiftUI does: a change starts from the value and velocity the previous animation has at
/// that moment (a spring interrupted in flight keeps its momentum), so a timeline is sampled at
/// any time without stepping through frames.
public struct AnimatedValue: Sendable {
    public struct Change: Sendable {
        public var time: Double
        public var target: Double
        public var animation: Animation?

        public init(at time: Double, to target: Double, animation: Animation?) {
            self.time = time
            self.target = target
            self.animation = animation
        }
    }

    public var initial: Double
    public var changes: [Change]

    public init(_ initial: Double, changes: [Change]) {
        self.initial = initial
        self.changes = changes.sorted { $0.time < $1.time }
    }

    /// The value and its velocity (units per second) at `time`.
    public func sample(at time: Double) -> (value: Double, velocity: Double) {
        var from = initial, velocity = 0.0, target = initial
        var start = -Double.infinity
        var animation: Animation? = nil
        for change in changes where change.time <= time {
            // Where the running animation has got to when the change lands.
            let now = value(from: from, to: target, animation, since: start, at: change.time, velocity: velocity)
            from = now.value
            velocity = now.velocity
            target = change.target
            start = change.time
            animation = change.animation
        }
        return value(from: from, to: target, animation, since: start, at: time, velocity: velocity)
    }

    private func value(from: Double, to target: Double, _ animation: Animation?, since start: Double, at time: Double,
                       velocity: Double) -> (value: Double, velocity: Double) {
        let distance = target - from
        guard let animation, distance != 0 || velocity != 0, start.isFinite else { return (target, 0) }
        let t = (time - start - animation.delay) * animation.speed
        switch animation.curve {
        case .spring, .interpolatingSpring:
            // A spring toward the new target from where the old motion is, with its velocity.
            guard t > 0, let spring = animation.spring else { return (from, velocity) }
            let v0 = velocity / animation.speed + animation.springInitialVelocity * distance
            let (y, dy) = spring.displacement(at: t, from: from - target, velocity: v0)
            return (target + y, dy * animation.speed)
        default:
            // Timing curves do not carry velocity over (SwiftUI blends them; a curve restarts).
            let p = animation.progress(at: time - start)
            return (from + distance * p.value, distance * p.velocity)
        }
    }
}
