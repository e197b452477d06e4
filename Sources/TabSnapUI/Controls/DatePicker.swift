import Foundation
import TabSnapLayout

/// SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1)
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// SwiftUI's `DatePicker` at rest, for the date the test gives it, in the environment's locale
/// on GMT (as `Text(date, format:)`): compact (the label, then the date and the time each on a
/// rounded fill), graphical (the month's calendar with the day circled) or wheel.
public struct DatePicker: View, @unchecked Sendable {
    let label: ViewNode
    let date: Date
    let components: DatePickerComponents

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> AnyView) {
        self.label = label().node; date = selection.wrappedValue; components = displayedComponents
    }
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> AnyView) {
        self.label = label().node; date = selection.wrappedValue; components = displayedComponents
    }
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> AnyView) {
        self.label = label().node; date = selection.wrappedValue; components = displayedComponents
    }
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> AnyView) {
        self.label = label().node; date = selection.wrappedValue; components = displayedComponents
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        label = Text(titleKey).node; date = selection.wrappedValue; components = displayedComponents
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        label = Text(titleKey).node; date = selection.wrappedValue; components = displayedComponents
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        label = Text(titleKey).node; date = selection.wrappedValue; components = displayedComponents
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        label = Text(titleKey).node; date = selection.wrappedValue; components = displayedComponents
    }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                                        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        label = Text(title).node; date = selection.wrappedValue; components = displayedComponents
    }

    public var body: some View {
        let env = EnvironmentValues.current
        let calendar = DateFields.calendar(env.locale)
        let label: ViewNode? = env.labelsHidden ? nil : self.label
        switch env.datePickerStyle {
        case .graphical: return AnyView(DatePickerCalendar(date: date, calendar: calendar, locale: env.locale, showsTime: components.contains(.hourAndMinute)))
        case .wheel: return AnyView(DatePickerWheels(date: date, calendar: calendar, locale: env.locale, components: components))
        case .compact:
            return AnyView(LabeledControlRow(label: label, control: AnyView(HStack(spacing: 6) {
                if components.contains(.date) { DateField(text: DateFields.date(date, env.locale)) }
                if components.contains(.hourAndMinute) { DateField(text: DateFields.time(date, env.locale)) }
            }), spacing: 6))
        }
    }
}
