import Foundation

/// `Text(value, format:)`: formatted when laid out, in the environment's locale, as SwiftUI's
/// `Text` formats with the locale of the place it is shown (a price in a Russian render reads
/// "1 299,50 ₽"). The format styles are Foundation's, backed by the ICU and CLDR data that ship
/// with the Swift toolchain, so a given toolchain formats the same on every machine.
struct FormattedText: View {
    let format: @Sendable (Locale) -> String

    var body: some View { Text(verbatim: format(EnvironmentValues.current.locale)) }
}

/// Carries a format style and its value into a Sendable closure: both are values that are only
/// read, and Foundation's styles are not all marked Sendable on Linux.
private struct FormatBox<F: FormatStyle>: @unchecked Sendable where F.FormatOutput == String {
    let value: F.FormatInput
    let style: F
    func text(in locale: Locale) -> String { style.locale(locale).format(value) }
}

extension Text {
    /// SwiftUI's `Text(price, format: .currency(code: "RUB"))`: the value formatted in the locale
    /// of the place the text is laid out in (`string` holds it in en_US, the default locale).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        let box = FormatBox(value: input, style: format)
        self.init(verbatim: box.text(in: EnvironmentValues.current.locale))
        formatted = FormattedText(format: { box.text(in: $0) })
    }
}
