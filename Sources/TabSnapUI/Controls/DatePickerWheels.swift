import Foundation
import TabSnapLayout

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
