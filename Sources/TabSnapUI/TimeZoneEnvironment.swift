import Foundation
import TabSnapLayout

/// `@Environment(\.timeZone)` and `\.calendar`: GMT and the locale's calendar on GMT, the zone
/// TabSnap's date views draw in, so a test reads the same on every machine. A view may set its
/// own for code that reads it; TabSnap's date pickers and `Text(date, style:)` stay on GMT.
struct TimeZoneKey: EnvironmentKey {
    static let defaultValue = TimeZone(identifier: "GMT")!
}

struct CalendarKey: EnvironmentKey {
    static let defaultValue: Calendar? = nil
}

extension EnvironmentValues {
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    public var calendar: Calendar {
        get { self[CalendarKey.self] ?? DateFields.calendar(locale) }
        set { self[CalendarKey.self] = newValue }
    }

    /// How the lines of wrapped text line up, as `.multilineTextAlignment(_:)` sets it.
    public var multilineTextAlignment: TextAlignment {
        get { text.multilineTextAlignment }
        set { text.multilineTextAlignment = newValue }
    }
}
