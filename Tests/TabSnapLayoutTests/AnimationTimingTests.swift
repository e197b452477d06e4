import Foundation
@testable import TabSnapLayout
import TabSnapRaster
import XCTest

/// Animation time (issue 14, first part): every curve against an independent computation, and
/// seed 000's cart bounce against a numerically integrated spring.
final class AnimationTimingTests: XCTestCase {
    func testPortableExpMatchesTheCLibrary() {
        for i in 0...4000 {
            let x = -40 + Double(i) * 0.0137
            let ours = PortableMath.exp(x), libm = Foundation.exp(x)
            XCTAssertEqual(ours, libm, accuracy: abs(libm) * 4e-15, "e^\(x)")
        }
        XCTAssertEqual(PortableMath.exp(0), 1)
        XCTAssertEqual(PortableMath.exp(-800), 0)
    }

    /// x'' = −k(x − target) − c·x', integrated with RK4 at a tiny step: the reference the closed
    /// forms must meet.
    static func integrate(_ k: Double, _ c: Double, x0: Double, v0: Double, target: Double, for duration: Double) -> (Double, Double) {
        var x = x0, v = v0
        let steps = max(1, Int((duration / 1e-5).rounded()))
        let h = duration / Double(steps)
        func a(_ x: Double, _ v: Double) -> Double { -k * (x - target) - c * v }
        for _ in 0..<steps {
            let k1x = v, k1v = a(x, v)
            let k2x = v + h / 2 * k1v, k2v = a(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = a(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = a(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return (x, v)
    }

    func testSpringsMatchTheirDifferentialEquation() {
        let cases: [(Animation, String)] = [(.spring(response: 0.15, dampingFraction: 0.75), "underdamped"),
                                            (.spring(duration: 0.5, bounce: 0), "critical"),
                                            (.spring(response: 0.3, dampingFraction: 1.6), "overdamped"),
                                            (.interpolatingSpring(stiffness: 170, damping: 15), "interpolating")]
        for (animation, name) in cases {
            let spring = animation.spring!
            for t in [0.01, 0.05, 0.13, 0.3, 0.77] {
                for v0 in [0.0, 7.5] {
                    let (x, v) = Self.integrate(spring.stiffness, spring.damping, x0: 0, v0: v0, target: 1, for: t)
                    let p = animation.progress(at: t, initialVelocity: v0)
                    XCTAssertEqual(p.value, x, accuracy: 1e-9, "\(name) at \(t), v0 \(v0)")
                    XCTAssertEqual(p.velocity, v, accuracy: 1e-7, "\(name) velocity at \(t), v0 \(v0)")
                }
            }
        }
    }

    /// The named curves are Apple's cubic Béziers; checked against a Newton solve of the same
    /// Bézier written independently here.
    func testTimingCurvesAreApplesBeziers() {
        func reference(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double) -> Double {
            func b(_ p1: Double, _ p2: Double, _ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s }
            var s = x
            for _ in 0..<50 {
                let f = b(x1, x2, s) - x
                let d = 3 * (1 - s) * (1 - s) * x1 + 6 * (1 - s) * s * (x2 - x1) + 3 * s * s * (1 - x2)
                if abs(d) < 1e-12 { break }
                s = min(1, max(0, s - f / d))
            }
            return b(y1, y2, s)
        }
        let curves: [(Animation, (Double, Double, Double, Double))] = [(.easeInOut(duration: 1), (0.42, 0, 0.58, 1)),
                                                                       (.easeIn(duration: 1), (0.42, 0, 1, 1)),
                                                                       (.easeOut(duration: 1), (0, 0, 0.58, 1))]
        for (animation, p) in curves {
            for i in 1..<20 {
                let x = Double(i) / 20
                XCTAssertEqual(animation.progress(at: x).value, reference(p.0, p.1, p.2, p.3, x), accuracy: 1e-9, "\(animation) at \(x)")
            }
        }
        XCTAssertEqual(Animation.easeInOut(duration: 1).progress(at: 0.5).value, 0.5, accuracy: 1e-12)
        XCTAssertEqual(Animation.linear(duration: 2).progress(at: 0.5).value, 0.25, accuracy: 1e-12)
        XCTAssertEqual(Animation.default.duration, 0.35)
    }

    /// `timingCurve` is the same Bézier machinery with the caller's points; an interpolating
    /// spring's mass divides its stiffness and damping, and its initial velocity starts it moving.
    func testTimingCurveMassAndInitialVelocity() {
        let custom = Animation.timingCurve(0.42, 0, 0.58, 1, duration: 2)
        for x in [0.1, 0.5, 1.3, 1.9] {
            XCTAssertEqual(custom.progress(at: x).value, Animation.easeInOut(duration: 2).progress(at: x).value, accuracy: 1e-12)
        }
        XCTAssertEqual(Animation.timingCurve(0.2, 0.9, 0.3, 1, duration: 1).progress(at: 0.2).value,
                       TimingCurve(x1: 0.2, y1: 0.9, x2: 0.3, y2: 1).progress(0.2).0, accuracy: 1e-12)
        let heavy = Animation.interpolatingSpring(mass: 2, stiffness: 200, damping: 10).spring!
        XCTAssertEqual(heavy, Spring(stiffness: 100, damping: 5))
        let still = Animation.interpolatingSpring(stiffness: 170, damping: 15)
        let pushed = Animation.interpolatingSpring(stiffness: 170, damping: 15, initialVelocity: 5)
        XCTAssertEqual(pushed.progress(at: 0.02).value, still.progress(at: 0.02, initialVelocity: 5).value, accuracy: 1e-12)
        XCTAssertGreaterThan(pushed.progress(at: 0.02).value, still.progress(at: 0.02).value)
        // iOS 17's duration-and-bounce form is the same spring as spring(duration:bounce:).
        XCTAssertEqual(Animation.interpolatingSpring(duration: 0.4, bounce: 0.2).spring!.stiffness,
                       Animation.spring(duration: 0.4, bounce: 0.2).spring!.stiffness, accuracy: 1e-9)
        XCTAssertEqual(Animation.interpolatingSpring(duration: 0.4, bounce: 0.2).spring!.damping,
                       Animation.spring(duration: 0.4, bounce: 0.2).spring!.damping, accuracy: 1e-9)
    }

    func testDelaySpeedAndRepeats() {
        let a = Animation.linear(duration: 1).delay(0.5)
        XCTAssertEqual(a.progress(at: 0.4).value, 0)
        XCTAssertEqual(a.progress(at: 1.0).value, 0.5, accuracy: 1e-12)
        XCTAssertEqual(Animation.linear(duration: 1).speed(2).progress(at: 0.25).value, 0.5, accuracy: 1e-12)
        let twice = Animation.linear(duration: 1).repeatCount(3)
        XCTAssertEqual(twice.progress(at: 0.25).value, 0.25, accuracy: 1e-12)
        XCTAssertEqual(twice.progress(at: 1.25).value, 0.75, accuracy: 1e-12, "the second run goes back")
        XCTAssertEqual(twice.progress(at: 2.25).value, 0.25, accuracy: 1e-12)
        XCTAssertEqual(twice.progress(at: 9).value, 1, "after the repeats, the target")
        XCTAssertEqual(Animation.linear(duration: 1).repeatForever(autoreverses: false).progress(at: 5.5).value, 0.5, accuracy: 1e-12)
    }

    /// Seed 000: the cart's offset goes 0 → 4 at t = 0 and back to 0 at t = 0.1, each change with
    /// `.spring(response: 0.15, dampingFraction: 0.75, blendDuration: 0)`; the second lands while
    /// the first is moving, so it starts from that position and velocity. Sampled at ten times
    /// and compared with the spring integrated straight through both targets, to 1/64 pt.
    func testSeed000BounceMatchesTheSpring() {
        let spring = Animation.spring(response: 0.15, dampingFraction: 0.75, blendDuration: 0)
        let offset = AnimatedValue(0, changes: [.init(at: 0, to: 4, animation: spring), .init(at: 0.1, to: 0, animation: spring)])
        let s = spring.spring!
        let (x1, v1) = Self.integrate(s.stiffness, s.damping, x0: 0, v0: 0, target: 4, for: 0.1)
        for i in 1...10 {
            let t = Double(i) * 0.05  // 0.05 … 0.5 s
            let expected = t <= 0.1
                ? Self.integrate(s.stiffness, s.damping, x0: 0, v0: 0, target: 4, for: t).0
                : Self.integrate(s.stiffness, s.damping, x0: x1, v0: v1, target: 0, for: t - 0.1).0
            let got = offset.sample(at: t).value
            XCTAssertEqual(got, expected, accuracy: 1.0 / 64, "offset at \(t) s")
            XCTAssertEqual(got, expected, accuracy: 1e-7, "offset at \(t) s (closed form vs integration)")
        }
        // It overshoots past 0 on the way back (momentum from the first change) and settles.
        XCTAssertLessThan((1...40).map { offset.sample(at: 0.1 + Double($0) * 0.005).value }.min()!, 0)
        XCTAssertEqual(offset.sample(at: 3).value, 0, accuracy: 1e-6)
        XCTAssertEqual(offset.sample(at: -1).value, 0)
    }

    func testChangesWithoutAnimationJump() {
        let v = AnimatedValue(1, changes: [.init(at: 0.2, to: 5, animation: nil)])
        XCTAssertEqual(v.sample(at: 0.1).value, 1)
        XCTAssertEqual(v.sample(at: 0.2).value, 5)
    }
}
