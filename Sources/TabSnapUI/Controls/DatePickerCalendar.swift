import Foundation
import TabSnapLayout

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
