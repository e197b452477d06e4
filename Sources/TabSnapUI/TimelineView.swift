import Foundation
import TabSnapLayout

/// SwiftUI's `TimelineView`: content built for a date its schedule gives. A snapshot stands at
/// one moment, `\.snapshotDate` (a fixed date, so a clock reads the same on every run; in a
/// frame strip the date moves on with the strip's time), and the view shows the schedule's
/// entry for that moment: the moment itself for `.animation` and `.everyMinute`, the last
/// periodic or explicit entry at or before it (the first explicit date when all come later).
/// A periodic schedule that starts after the moment (`from: .now`, the machine's clock) shows
/// the moment, so the frame does not follow the machine's time.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    public typealias Context = TimelineViewDefaultContext
    let schedule: Schedule
    let content: (Context) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        let moment = EnvironmentValues.current.snapshotDate.addingTimeInterval(TimelineClock.now ?? 0)
        return content(Context(date: schedule.shownDate(at: moment), cadence: schedule.cadence))
    }
}

/// What a timeline view's content is built with: the date shown and how often it changes.
public struct TimelineViewDefaultContext {
    public let date: Date
    public let cadence: Cadence
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
    /// Asks for the content again; a still frame is built once.
    public func invalidateTimelineContent() {}
}

public enum TimelineScheduleMode: Sendable { case normal, lowFrequency }

/// The dates a timeline view updates at.
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

extension TimelineSchedule {
    /// An app's own schedule: its first entry from the moment (the moment when it has none).
    func shownDate(at moment: Date) -> Date {
        if let known = self as? any KnownTimelineSchedule { return known.date(at: moment) }
        var entries = self.entries(from: moment, mode: .normal).makeIterator()
        return entries.next() ?? moment
    }

    var cadence: TimelineViewDefaultContext.Cadence { (self as? any KnownTimelineSchedule)?.knownCadence ?? .seconds }
}

/// TabSnap's own schedules answer for a moment directly, without walking their entries.
protocol KnownTimelineSchedule {
    func date(at moment: Date) -> Date
    var knownCadence: TimelineViewDefaultContext.Cadence { get }
}

public struct AnimationTimelineSchedule: TimelineSchedule, KnownTimelineSchedule, Sendable {
    let interval: TimeInterval
    public init(minimumInterval: Double? = nil, paused: Bool = false) { interval = minimumInterval ?? 1.0 / 60 }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnySequence<Date> {
        let step = interval
        return AnySequence(sequence(first: startDate) { $0.addingTimeInterval(step) })
    }
    func date(at moment: Date) -> Date { moment }
    var knownCadence: TimelineViewDefaultContext.Cadence { .live }
}

public struct EveryMinuteTimelineSchedule: TimelineSchedule, KnownTimelineSchedule, Sendable {
    public init() {}
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnySequence<Date> {
        // The start, then the start of each minute after it.
        AnySequence(sequence(first: startDate) { Date(timeIntervalSinceReferenceDate: ($0.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60 + 60) })
    }
    func date(at moment: Date) -> Date { moment }
    var knownCadence: TimelineViewDefaultContext.Cadence { .minutes }
}

public struct PeriodicTimelineSchedule: TimelineSchedule, KnownTimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval
    }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnySequence<Date> {
        let first = date(at: startDate), step = interval
        return AnySequence(sequence(first: first) { $0.addingTimeInterval(step) })
    }
    func date(at moment: Date) -> Date {
        guard interval > 0, start <= moment else { return moment }
        let steps = (moment.timeIntervalSince(start) / interval).rounded(.down)
        return start.addingTimeInterval(steps * interval)
    }
    var knownCadence: TimelineViewDefaultContext.Cadence { interval >= 60 ? .minutes : interval >= 1 ? .seconds : .live }
}

public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule, KnownTimelineSchedule where Entries.Element == Date {
    let dates: Entries
    public init(_ dates: Entries) { self.dates = dates }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
    func date(at moment: Date) -> Date {
        var last: Date?, first: Date?
        for d in dates {
            first = first ?? d
            if d <= moment { last = d } else { break }
        }
        return last ?? first ?? moment
    }
    var knownCadence: TimelineViewDefaultContext.Cadence { .seconds }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

/// The moment a snapshot stands at (TabSnap's option, not SwiftUI's): 1 January 2026, 9:41
/// GMT unless a test sets another (`.environment(\.snapshotDate, date)`).
struct SnapshotDateKey: EnvironmentKey {
    static let defaultValue = Date(timeIntervalSince1970: 1_767_260_460)
}

extension EnvironmentValues {
    public var snapshotDate: Date {
        get { self[SnapshotDateKey.self] }
        set { self[SnapshotDateKey.self] = newValue }
    }
}
