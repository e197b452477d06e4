import Foundation
import TabSnapLayout

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
