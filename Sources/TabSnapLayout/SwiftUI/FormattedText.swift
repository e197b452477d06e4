import Foundation
import TabSnapLayoutEngine

/// `Text(value, format:)`: formatted when laid out, in the environment's locale, as SwiftUI's
/// `Text` formats with the locale of the place it is shown (a price in a Russian render reads
/// "1 299,50 ₽"). The format styles are Foundation's, backed by the ICU and CLDR data that ship
/// with the Swift toolchain, so a given toolchain formats the same on every machine.
struct FormattedText: View {
    let format: @Sendable (Locale) -> String

    var body: some View { Text(verbatim: format(EnvironmentValues.current.locale)) }
}

/// A format style applied in a locale. A date style left on the host's time zone and calendar
/// is put on GMT and the locale's calendar, so a date reads the same on every machine (and a
/// snapshot does not change with the CI runner's TZ).
enum LocaleFormatting {
    static func string<F: FormatStyle>(_ value: F.FormatInput, _ style: F, _ locale: Locale) -> String where F.FormatOutput == String {
        if let date = style as? Date.FormatStyle, let v = value as? Date {
            var d = date.locale(locale)
            if d.timeZone.identifier == TimeZone.current.identifier, let gmt = TimeZone(identifier: "GMT") { d.timeZone = gmt }
            if d.calendar.identifier == Calendar.current.identifier { d.calendar = Calendar(identifier: locale.calendar.identifier) }
            return d.format(v)
        }
        return style.locale(locale).format(value)
    }
}

extension Text {
    /// SwiftUI's `Text(price, format: .currency(code: "RUB"))`: the value formatted in the locale
    /// of the place the text is laid out in (`string` holds it in en_US, the default locale).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        let f = LocaleFormatted(input, format)
        let locale = EnvironmentValues.current.locale
        self.init(verbatim: locale.identifier == "en_US" ? f.identity : f.text(locale))
        formatted = FormattedText(format: { f.text($0) })
    }
}
