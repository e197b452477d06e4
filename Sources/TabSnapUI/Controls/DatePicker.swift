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
            return AnyView(HStack(spacing: 6) {
                if let label {
                    AnyView(node: label).layoutPriority(1)
                    Spacer(minLength: 0)
                }
                if components.contains(.date) { DateField(text: DateFields.date(date, env.locale)) }
                if components.contains(.hourAndMinute) { DateField(text: DateFields.time(date, env.locale)) }
            })
        }
    }
}

/// A compact date picker's field: the text on the rounded tertiary fill.
struct DateField: View {
    let text: String
    typealias M = ControlMetrics
    var body: some View {
        Text(verbatim: text)
            .lineLimit(1)
            .fixedSize()
            .padding(.horizontal, M.compactFieldPadding)
            .frame(height: M.compactFieldHeight)
            .background(RoundedRectangle(cornerRadius: M.compactFieldRadius, style: .continuous).fill(Color.tertiarySystemFill))
    }
}

/// Dates as a date picker shows them: the locale's calendar on GMT, so a test's date reads
/// the same on every machine.
enum DateFields {
    static func calendar(_ locale: Locale) -> Calendar {
        var c = Calendar(identifier: locale.calendar.identifier)
        c.timeZone = TimeZone(identifier: "GMT")!
        c.locale = locale
        return c
    }

    static func formatter(_ template: String, _ locale: Locale) -> DateFormatter {
        let f = DateFormatter()
        f.locale = locale
        f.calendar = calendar(locale)
        f.timeZone = TimeZone(identifier: "GMT")
        f.setLocalizedDateFormatFromTemplate(template)
        return f
    }

    /// "Nov 29, 2026".
    static func date(_ d: Date, _ locale: Locale) -> String { formatter("yMMMd", locale).string(from: d) }
    /// "11:12 AM" (a plain space before the day period, which iOS's font draws as the narrow one).
    static func time(_ d: Date, _ locale: Locale) -> String {
        formatter("jmm", locale).string(from: d).replacingOccurrences(of: "\u{202F}", with: " ")
    }
}

/// The graphical date picker: the month and year with the month arrows, the weekday initials,
/// the month's days with the selected one on a tinted circle, and the time row when shown.
struct DatePickerCalendar: View {
    let date: Date
    let calendar: Calendar
    let locale: Locale
    let showsTime: Bool

    var body: some View {
        let tint = EnvironmentValues.current.tint ?? .accentColor
        let month = calendar.dateInterval(of: .month, for: date)!.start
        let days = calendar.range(of: .day, in: .month, for: date)!.count
        let lead = (calendar.component(.weekday, from: month) - calendar.firstWeekday + 7) % 7
        let selected = calendar.component(.day, from: date)
        let symbols = calendar.shortWeekdaySymbols
        let weekdays = (0..<7).map { symbols[(calendar.firstWeekday - 1 + $0) % 7].uppercased(with: locale) }
        let cells = Array(repeating: 0, count: lead) + Array(1...days)
        let weeks = (cells.count + 6) / 7
        return VStack(spacing: 0) {
            HStack(spacing: 4) {
                Text(verbatim: DateFields.formatter("yMMMM", locale).string(from: date)).font(.system(size: 17, weight: .semibold)).fixedSize()
                Image(systemName: "chevron.forward").font(.system(size: 15, weight: .semibold)).foregroundColor(tint)
                Spacer(minLength: 0)
                HStack(spacing: 28) {
                    Image(systemName: "chevron.backward")
                    Image(systemName: "chevron.forward")
                }
                .font(.system(size: 20, weight: .medium)).foregroundColor(tint)
            }
            .padding(.horizontal, 16).frame(height: 44)
            HStack(spacing: 0) {
                ForEach(0..<7) { i in
                    Text(verbatim: weekdays[i]).font(.system(size: 13, weight: .semibold)).foregroundColor(.tertiary).frame(maxWidth: .infinity)
                }
            }
            .padding(.horizontal, 8).frame(height: 20)
            VStack(spacing: 0) {
                ForEach(0..<weeks) { w in
                    HStack(spacing: 0) {
                        ForEach(0..<7) { d in
                            let i = w * 7 + d
                            let day = i < cells.count ? cells[i] : 0
                            ZStack {
                                if day == selected { Circle().fill(tint.opacity(0.12)).frame(width: 40, height: 40) }
                                if day > 0 {
                                    Text(verbatim: String(day))
                                        .font(.system(size: 20, weight: day == selected ? .semibold : .regular))
                                        .foregroundColor(day == selected ? tint : .primary)
                                }
                            }
                            .frame(maxWidth: .infinity).frame(height: 44)
                        }
                    }
                }
            }
            .padding(.horizontal, 8)
            if showsTime {
                Color.separator.frame(height: 1 / max(EnvironmentValues.current.displayScale, 1)).padding(.horizontal, 16)
                HStack {
                    Text("Time")
                    Spacer(minLength: 0)
                    DateField(text: DateFields.time(date, locale))
                }
                .padding(.horizontal, 16).frame(height: 52)
            }
        }
    }
}

/// The wheel date picker: a drum per field (month, day, year; or hour, minute, day period).
struct DatePickerWheels: View {
    let date: Date
    let calendar: Calendar
    let locale: Locale
    let components: DatePickerComponents

    var body: some View {
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func drum(_ values: [String], _ selected: Int) -> WheelPickerDrum {
            WheelPickerDrum(options: values.map { Text(verbatim: $0).node }, selected: selected)
        }
        if components.contains(.date) {
            let months = DateFields.formatter("MMMM", locale).monthSymbols ?? []
            let days = calendar.range(of: .day, in: .month, for: date)!.map { String($0) }
            let year = c.year ?? 2000
            let years = (year - 3...year + 3).map { String($0) }
            return AnyView(HStack(spacing: 0) {
                drum(months, (c.month ?? 1) - 1).frame(maxWidth: .infinity)
                drum(days, (c.day ?? 1) - 1).frame(width: 60)
                drum(years, 3).frame(width: 90)
            })
        }
        let hour = c.hour ?? 0
        return AnyView(HStack(spacing: 0) {
            drum((1...12).map { String($0) }, (hour + 11) % 12).frame(width: 70)
            drum((0..<60).map { String(format: "%02d", $0) }, c.minute ?? 0).frame(width: 70)
            drum(["AM", "PM"], hour < 12 ? 0 : 1).frame(width: 70)
        })
    }
}

/// The date picker styles of iOS.
public enum DatePickerStyleKind: Hashable, Sendable { case compact, graphical, wheel }

/// SwiftUI's `DatePickerStyle`.
public protocol DatePickerStyle { var kind: DatePickerStyleKind { get } }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {}; public var kind: DatePickerStyleKind { .compact } }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {}; public var kind: DatePickerStyleKind { .graphical } }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {}; public var kind: DatePickerStyleKind { .wheel } }
public typealias DefaultDatePickerStyle = CompactDatePickerStyle
extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { .init() }
    public static var automatic: CompactDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }

extension EnvironmentValues {
    private enum DatePickerStyleKey: EnvironmentKey { static var defaultValue: DatePickerStyleKind { .compact } }
    var datePickerStyle: DatePickerStyleKind {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> ModifiedView {
        let kind = style.kind
        return environmentWrite("datePickerStyle") { $0.datePickerStyle = kind }
    }
}
