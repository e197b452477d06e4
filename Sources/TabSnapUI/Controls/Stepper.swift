import TabSnapLayout

/// SwiftUI's `Stepper`: the label leading and UIStepper's minus and plus trailing.
public struct Stepper: View, @unchecked Sendable {
    let label: ViewNode

    public init(@ViewBuilder label: () -> AnyView, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label().node
    }
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        label = Text(titleKey).node
    }
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> AnyView) {
        self.label = label().node
    }
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> AnyView) {
        self.label = label().node
    }
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        label = Text(titleKey).node
    }
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        label = Text(titleKey).node
    }
    @_disfavoredOverload public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                                        step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        label = Text(title).node
    }
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                                         @ViewBuilder label: () -> AnyView) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.label = label().node
    }

    public var body: some View {
        LabeledControlRow(label: EnvironmentValues.current.labelsHidden ? nil : label, control: AnyView(StepperButtons()))
    }
}
