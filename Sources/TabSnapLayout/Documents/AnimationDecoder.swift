import Foundation
import TabSnapCore
import TabSnapDocument
import TabSnapLayoutEngine

/// Animations in documents (a view document's `animation` modifier, a timeline change): a
/// curve's name (`"easeInOut"`, `"bouncy"`) or an object with `curve` and its parameters,
/// named as SwiftUI's arguments are.
///
///     animation: {curve: spring, response: 0.15, dampingFraction: 0.75}
///     animation: {curve: timingCurve, controlPoints: [0.2, 0.9, 0.3, 1], duration: 0.4, delay: 0.1}
public enum AnimationDecoder {
    static let names = ["default", "linear", "easeIn", "easeOut", "easeInOut", "timingCurve", "spring", "interactiveSpring",
                        "interpolatingSpring", "smooth", "snappy", "bouncy"]
    static let keys = ["curve", "duration", "response", "dampingFraction", "blendDuration", "bounce", "extraBounce", "mass",
                       "stiffness", "damping", "initialVelocity", "controlPoints", "delay", "speed", "repeatCount",
                       "repeatForever", "autoreverses", "value"]

    /// The animation `value` describes; nil (with the problem recorded) when it describes none.
    /// `null` is no animation (`Animation?.none`), returned as `.some(nil)`.
    public static func decode(_ value: SchemaValue, allowValue: Bool = false) -> Animation?? {
        if value.isNull { return .some(nil) }
        if case .string = value.json {
            guard let name = value.oneOf(names) else { return nil }
            return curve(name, value.with(.object([])).object(keys: nil)!)
        }
        guard let object = value.object(keys: allowValue ? keys : keys.filter { $0 != "value" },
                                        expected: "a curve's name or an object with 'curve'"),
              let name = object.required("curve", missing: "missing 'curve' (one of \(names.joined(separator: ", ")))")?.oneOf(names),
              var animation = curve(name, object) else { return nil }
        if let d = object["delay"]?.number(0...60) { animation = animation.delay(d) }
        if let s = object["speed"]?.number(0.01...100) { animation = animation.speed(s) }
        let autoreverses = object["autoreverses"]?.bool() ?? true
        if let n = object["repeatCount"]?.integer(1...10_000) { animation = animation.repeatCount(n, autoreverses: autoreverses) }
        if object["repeatForever"]?.bool() == true { animation = animation.repeatForever(autoreverses: autoreverses) }
        return animation
    }

    private static func curve(_ name: String, _ o: SchemaObject) -> Animation? {
        func n(_ key: String, _ fallback: Double, _ range: ClosedRange<Double>) -> Double { o[key]?.number(range) ?? fallback }
        let duration = n("duration", name.hasPrefix("ease") || name == "linear" || name == "default" || name == "timingCurve" ? 0.35 : 0.5,
                         0.001...60)
        switch name {
        case "default": return o["duration"] == nil ? .default : .easeInOut(duration: duration)
        case "linear": return .linear(duration: duration)
        case "easeIn": return .easeIn(duration: duration)
        case "easeOut": return .easeOut(duration: duration)
        case "easeInOut": return .easeInOut(duration: duration)
        case "timingCurve":
            guard let points = o.required("controlPoints", missing: "missing 'controlPoints' [c0x, c0y, c1x, c1y]")?.array(),
                  points.count == 4 else {
                o["controlPoints"]?.fail("expected four numbers [c0x, c0y, c1x, c1y]")
                return nil
            }
            let p = points.enumerated().compactMap { i, v in v.number(i % 2 == 0 ? 0...1 : -10...10) }
            guard p.count == 4 else { return nil }
            return .timingCurve(p[0], p[1], p[2], p[3], duration: duration)
        case "spring", "interactiveSpring":
            if o["duration"] != nil || o["bounce"] != nil {
                return .spring(duration: duration, bounce: n("bounce", 0, -1...1), blendDuration: n("blendDuration", 0, 0...10))
            }
            let interactive = name == "interactiveSpring"
            return .spring(response: n("response", interactive ? 0.15 : 0.55, 0.001...60),
                           dampingFraction: n("dampingFraction", interactive ? 0.86 : 0.825, 0...10),
                           blendDuration: n("blendDuration", interactive ? 0.25 : 0, 0...10))
        case "interpolatingSpring":
            if o["stiffness"] == nil && o["damping"] == nil {
                return .interpolatingSpring(duration: duration, bounce: n("bounce", 0, -1...1),
                                            initialVelocity: n("initialVelocity", 0, -1000...1000))
            }
            guard let stiffness = o.required("stiffness", missing: "missing 'stiffness'")?.number(0.001...100_000),
                  let damping = o.required("damping", missing: "missing 'damping'")?.number(0...10_000) else { return nil }
            return .interpolatingSpring(mass: n("mass", 1, 0.001...1000), stiffness: stiffness, damping: damping,
                                        initialVelocity: n("initialVelocity", 0, -1000...1000))
        case "smooth": return .smooth(duration: duration, extraBounce: n("extraBounce", 0, -1...1))
        case "snappy": return .snappy(duration: duration, extraBounce: n("extraBounce", 0, -1...1))
        case "bouncy": return .bouncy(duration: duration, extraBounce: n("extraBounce", 0, -1...1))
        default: return nil
        }
    }
}
