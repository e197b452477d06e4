import Foundation
import TabSnapRaster

/// SwiftUI's animation curves. A still snapshot shows the end state; a `ViewTimeline` samples
/// the motion (`AnimationTiming.swift` gives each curve time). Spring parameters follow
/// `../shared/GUIDE.md` §12.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    public enum Curve: Hashable, Sendable {
        case linear, easeIn, easeOut, easeInOut
        /// A cubic Bézier from (0, 0) to (1, 1) with these control points (CSS's cubic-bezier).
        case timingCurve(Double, Double, Double, Double)
        case spring(response: Double, dampingFraction: Double, blendDuration: Double)
        /// Mass and stiffness as given; `initialVelocity` in units of the distance per second.
        case interpolatingSpring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
    }

    public var curve: Curve
    public var duration: Double
    public var delay: Double = 0
    public var speed: Double = 1
    public var repeatCount: Int? = 1
    /// Repeats run backwards every other time (SwiftUI's default).
    public var autoreverses = true

    public init(curve: Curve, duration: Double) {
        self.curve = curve
        self.duration = duration
    }

    public static let `default` = Animation(curve: .easeInOut, duration: 0.35)
    public static let linear = Animation(curve: .linear, duration: 0.35)
    public static let easeIn = Animation(curve: .easeIn, duration: 0.35)
    public static let easeOut = Animation(curve: .easeOut, duration: 0.35)
    public static let easeInOut = Animation(curve: .easeInOut, duration: 0.35)
    public static let spring = Animation.spring(response: 0.55, dampingFraction: 0.825)
    public static let bouncy = Animation.spring(duration: 0.5, bounce: 0.3)
    public static let smooth = Animation.spring(duration: 0.5, bounce: 0)
    public static let snappy = Animation.spring(duration: 0.5, bounce: 0.15)
    /// The named springs with a duration and extra bounce (iOS 17).
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .spring(duration: duration, bounce: 0.3 + extraBounce) }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .spring(duration: duration, bounce: extraBounce) }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .spring(duration: duration, bounce: 0.15 + extraBounce) }

    public static func linear(duration: Double) -> Animation { Animation(curve: .linear, duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .easeIn, duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(curve: .easeOut, duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(curve: .easeInOut, duration: duration) }

    public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration), duration: response)
    }

    /// iOS 17's spring: stiffness (2π / duration)², damping 4π(1 − bounce) / duration.
    /// Disfavoured, so `.spring()` without arguments is the response form, as in SwiftUI.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(response: duration, dampingFraction: 1 - bounce, blendDuration: blendDuration), duration: duration)
    }

    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation(curve: .interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity),
                  duration: 0.5)
    }

    /// iOS 17's interpolating spring by duration and bounce (the same spring as
    /// `spring(duration:bounce:)`, with an initial velocity).
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        let omega = 2 * PortableMath.pi / max(duration, 1e-6)
        return interpolatingSpring(stiffness: omega * omega, damping: 4 * PortableMath.pi * (1 - bounce) / max(duration, 1e-6),
                                   initialVelocity: initialVelocity)
    }

    /// A cubic Bézier timing curve with control points (c0x, c0y) and (c1x, c1y).
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation {
        Animation(curve: .timingCurve(c0x, c0y, c1x, c1y), duration: duration)
    }

    public func delay(_ d: Double) -> Animation { var a = self; a.delay = d; return a }
    public func speed(_ s: Double) -> Animation { var a = self; a.speed = s; return a }
    public func repeatCount(_ n: Int, autoreverses: Bool = true) -> Animation {
        var a = self; a.repeatCount = n; a.autoreverses = autoreverses; return a
    }
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var a = self; a.repeatCount = nil; a.autoreverses = autoreverses; return a
    }

    public var description: String { "\(curve) \(duration)s" }
}

/// A type whose `animatableData` an animation interpolates (a custom view or modifier): a
/// timeline frame sets it to the value the animation has reached before building the body.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// Values an animation can interpolate.
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (l: Self, r: Self) -> Self { l }
    public static func - (l: Self, r: Self) -> Self { l }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values animated together.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    public static var zero: Self { Self(.zero, .zero) }
    public static func + (l: Self, r: Self) -> Self { Self(l.first + r.first, l.second + r.second) }
    public static func - (l: Self, r: Self) -> Self { Self(l.first - r.first, l.second - r.second) }
    public mutating func scale(by rhs: Double) { first.scale(by: rhs); second.scale(by: rhs) }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension CGPoint: @retroactive AdditiveArithmetic {}
extension CGPoint: VectorArithmetic {
    public static func + (l: CGPoint, r: CGPoint) -> CGPoint { CGPoint(x: l.x + r.x, y: l.y + r.y) }
    public static func - (l: CGPoint, r: CGPoint) -> CGPoint { CGPoint(x: l.x - r.x, y: l.y - r.y) }
    public mutating func scale(by rhs: Double) { x *= CGFloat(rhs); y *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(x * x + y * y) }
}
