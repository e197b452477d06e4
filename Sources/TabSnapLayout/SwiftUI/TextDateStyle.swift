import Foundation
import TabSnapLayoutEngine

extension Text {
    /// SwiftUI's `Text.DateStyle`.
    public struct DateStyle: Hashable, Sendable {
        let name: String
        public static let date = DateStyle(name: "date")
        public static let time = DateStyle(name: "time")
        public static let relative = DateStyle(name: "relative")
        public static let offset = DateStyle(name: "offset")
        public static let timer = DateStyle(name: "timer")
    }

    /// `Text(date, style: .date)`: the date in the long style (`.time`: hours and minutes),
    /// formatted in the locale of the place it is laid out in, on GMT (as `Text(_:format:)`).
    /// A still frame's clock stands at the date itself, so the relative, offset and timer styles
    /// show no time gone by.
    public init(_ date: Date, style: DateStyle) {
        switch style {
        case .date: self.init(date, format: Date.FormatStyle(date: .long, time: .omitted))
        case .time: self.init(date, format: Date.FormatStyle(date: .omitted, time: .shortened))
        case .timer: self.init(verbatim: "0:00")
        default: self.init(verbatim: "0 sec")
        }
    }
}
