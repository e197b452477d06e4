import Foundation
import TabSnapLayout
import enum TabSnapRaster.PortableMath

/// SwiftUI's `Gauge`: by default (iOS's linear capacity style) its label and current value over
/// a bar filled to the value, the bounds' labels under it; the circular accessory styles draw a
/// ring filled to the value around the current value (*estimates*: no iOS render in ../shared).
public struct Gauge: View, @unchecked Sendable {
    let fraction: Double
    let label: ViewNode
    var current: ViewNode?
    var minimum: ViewNode?
    var maximum: ViewNode?

    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> AnyView) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? min(max(Double(value - bounds.lowerBound) / span, 0), 1) : 0
        self.label = label().node
    }
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> AnyView,
                                        @ViewBuilder currentValueLabel: () -> AnyView) {
        self.init(value: value, in: bounds, label: label)
        current = currentValueLabel().node
    }
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> AnyView,
                                        @ViewBuilder currentValueLabel: () -> AnyView, @ViewBuilder minimumValueLabel: () -> AnyView,
                                        @ViewBuilder maximumValueLabel: () -> AnyView) {
        self.init(value: value, in: bounds, label: label)
        current = currentValueLabel().node
        minimum = minimumValueLabel().node
        maximum = maximumValueLabel().node
    }

    public var body: some View {
        let env = EnvironmentValues.current
        if env.gaugeStyle == .circular {
            let tint = env.tint ?? .accentColor
            return AnyView(ZStack {
                Circle().stroke(Color.systemFill, lineWidth: 6)
                if fraction > 0 {
                    Image(svgPath: Self.arc(fraction), viewBox: CGRect(x: 0, y: 0, width: 58, height: 58))
                        .renderingMode(.template).resizable().foregroundColor(tint)
                }
                if let current { AnyView(node: current).font(.system(size: 15, weight: .medium)) }
            }
            .frame(width: 58, height: 58))
        }
        return AnyView(VStack(alignment: .leading, spacing: 4) {
            HStack {
                AnyView(node: label)
                Spacer(minLength: 0)
                if let current { AnyView(node: current).foregroundColor(.secondary) }
            }
            ProgressView(value: fraction).labelsHidden()
            if minimum != nil || maximum != nil {
                HStack {
                    if let minimum { AnyView(node: minimum) }
                    Spacer(minLength: 0)
                    if let maximum { AnyView(node: maximum) }
                }
                .font(.caption).foregroundColor(.secondary)
            }
        })
    }
}

extension Gauge {
    /// The filled part of the ring: a 6 pt band clockwise from the top through `fraction` of a
    /// turn, as SVG path data in a 58 pt box (angles by the portable sine, so every machine
    /// draws the same path).
    static func arc(_ fraction: Double) -> String {
        let c = 29.0, outer = 29.0, inner = 23.0
        let turn = min(fraction, 0.9999) * 2 * PortableMath.pi
        let (s, co) = PortableMath.sinCos(turn)
        func p(_ r: Double, _ sn: Double, _ cs: Double) -> String {
            String(format: "%.3f %.3f", c + r * sn, c - r * cs)
        }
        let large = fraction > 0.5 ? 1 : 0
        return "M \(p(outer, 0, 1)) A \(outer) \(outer) 0 \(large) 1 \(p(outer, s, co)) L \(p(inner, s, co)) "
            + "A \(inner) \(inner) 0 \(large) 0 \(p(inner, 0, 1)) Z"
    }
}
