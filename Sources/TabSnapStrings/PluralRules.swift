/// CLDR plural categories for integer counts (cardinal rules, CLDR 44) of the languages the
/// seeds and examples use; a language not listed takes English's rule. Fractions are not
/// modelled: UI counts are whole numbers.
public enum PluralCategory: String, CaseIterable, Sendable {
    case zero, one, two, few, many, other
}

public enum PluralRules {
    /// The category of `n` in `language` (a BCP 47 tag or its language part: "ru", "ar-EG").
    public static func category(_ n: Int, language: String) -> PluralCategory {
        let lang = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { String($0).lowercased() } ?? "en"
        let i = abs(n)
        switch lang {
        case "ja", "ko", "zh", "th", "vi", "id", "ms":
            return .other
        case "fr", "pt":
            return i == 0 || i == 1 ? .one : (i != 0 && i % 1_000_000 == 0 ? .many : .other)
        case "ru", "uk", "be":
            if i % 10 == 1 && i % 100 != 11 { return .one }
            if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return .few }
            return .many
        case "pl":
            if i == 1 { return .one }
            if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return .few }
            return .many
        case "ar":
            if i == 0 { return .zero }
            if i == 1 { return .one }
            if i == 2 { return .two }
            if (3...10).contains(i % 100) { return .few }
            if (11...99).contains(i % 100) { return .many }
            return .other
        case "he", "iw":
            if i == 1 { return .one }
            if i == 2 { return .two }
            return .other
        case "es", "it":
            return i == 1 ? .one : (i != 0 && i % 1_000_000 == 0 ? .many : .other)
        default:  // en, de, nl, sv, … : one for exactly 1
            return i == 1 ? .one : .other
        }
    }
}
