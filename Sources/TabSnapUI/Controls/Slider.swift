import TabSnapLayout

/// SwiftUI's `Slider`: the track across the width offered, filled with the tint up to the
/// value, the knob at the value; the value labels at the ends when given.
public struct Slider: View, @unchecked Sendable {
    let fraction: Double
    var minimumLabel: ViewNode?
    var maximumLabel: ViewNode?

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? min(max(Double(value.wrappedValue - bounds.lowerBound) / span, 0), 1) : 0
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds)
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> AnyView,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds)
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> AnyView,
                                        @ViewBuilder minimumValueLabel: () -> AnyView, @ViewBuilder maximumValueLabel: () -> AnyView,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds)
        minimumLabel = minimumValueLabel().node
        maximumLabel = maximumValueLabel().node
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> AnyView,
                                        @ViewBuilder minimumValueLabel: () -> AnyView, @ViewBuilder maximumValueLabel: () -> AnyView,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds)
        minimumLabel = minimumValueLabel().node
        maximumLabel = maximumValueLabel().node
    }

    public var body: some View {
        let fraction = self.fraction
        let tint = EnvironmentValues.current.tint ?? .accentColor
        let track = GeometryReader { proxy in
            let w = Double(proxy.size.width), knob = ControlMetrics.sliderHeight
            let x = (w - knob) * fraction
            ZStack(alignment: .leading) {
                Capsule().fill(Color.systemFill).frame(height: ControlMetrics.sliderTrack)
                Capsule().fill(tint).frame(width: x + knob / 2, height: ControlMetrics.sliderTrack)
                Circle().fill(Color.white)
                    .shadow(color: Color(r: 0, g: 0, b: 0, a: 38), radius: 4, x: 0, y: 3)
                    .frame(width: knob, height: knob)
                    .offset(x: x)
            }
            .frame(maxHeight: .infinity)
        }
        .frame(height: ControlMetrics.sliderHeight)
        return HStack {
            if let minimumLabel { AnyView(node: minimumLabel) }
            track
            if let maximumLabel { AnyView(node: maximumLabel) }
        }
    }
}
