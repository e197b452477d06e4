import Foundation
import TabSnapLayoutEngine

/// SwiftUI's `ProgressView` at rest: with a value (and the linear style), a 4 pt track filled to
/// the fraction in the accent colour under its label; without one (or `.circular`), the
/// activity indicator's eight spokes (the still frame of its spin), 20 pt across, over its label.
public struct ProgressView: View, @unchecked Sendable {
    let fraction: Double?
    var label: ViewNode?
    var currentValueLabel: ViewNode?

    public init() { fraction = nil }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = value.map { total > 0 ? min(max(Double($0 / total), 0), 1) : 0 }
    }
    public init(_ titleKey: LocalizedStringKey) { fraction = nil; label = Text(titleKey).node }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S) { fraction = nil; label = Text(title).node }
    public init(@ViewBuilder label: () -> AnyView) { fraction = nil; self.label = label().node }
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total)
        label = Text(titleKey).node
    }
    @_disfavoredOverload public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total)
        label = Text(title).node
    }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> AnyView) {
        self.init(value: value, total: total)
        self.label = label().node
    }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> AnyView,
                                        @ViewBuilder currentValueLabel: () -> AnyView) {
        self.init(value: value, total: total)
        self.label = label().node
        self.currentValueLabel = currentValueLabel().node
    }
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) { fraction = countsDown ? 1 : 0 }

    public var body: some View {
        let env = EnvironmentValues.current
        if let fraction, env.progressViewStyle != .circular {
            return AnyView(VStack(alignment: .leading, spacing: 4) {
                if let label { AnyView(node: label) }
                Self.bar(fraction)
                if let currentValueLabel { AnyView(node: currentValueLabel).font(.footnote).foregroundColor(.secondary) }
            })
        }
        let spinner = Self.spinner(color: .gray, side: 20)
        guard let label else { return AnyView(spinner) }
        return AnyView(VStack(spacing: 8) {
            spinner
            AnyView(node: label).foregroundColor(.secondary)
        })
    }

    /// The activity indicator's eight spokes, `side` points across (20 regular, 37 large).
    package static func spinner(color: Color, side: Double) -> AnyView {
        let k = side / 20
        return AnyView(ZStack {
            // Each spoke fades by its colour, not by an opacity layer: a layer is bounded by the
            // spoke's own frame and would cut off the turned spoke.
            ForEach(0..<8) { i in
                Capsule().foregroundColor(color.opacity(1 - Double(i) * 0.1)).frame(width: 2.5 * k, height: 6 * k).offset(y: -6.5 * k)
                    .rotationEffect(.degrees(Double(i) * 45))
            }
        }.frame(width: side, height: side))
    }

    static func bar(_ fraction: Double) -> AnyView {
        AnyView(Capsule().foregroundColor(Color(light: Color(r: 229, g: 229, b: 234), dark: Color(r: 44, g: 44, b: 46)))
            .overlay(GeometryReader { geo in
                HStack(spacing: 0) {
                    Capsule().foregroundColor(EnvironmentValues.current.tint ?? .accentColor).frame(width: geo.size.width * fraction)
                    Spacer(minLength: 0)
                }
            })
            .frame(height: 4))
    }
}
