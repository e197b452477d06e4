import Foundation
import SwiftUI
import TabSnapCore
import TabSnapDisplayList
import TabSnapTesting
import XCTest

/// `TimelineView` stands at the snapshot's moment (9:41 GMT on 1 January 2026 unless a test
/// sets another): the entry each schedule gives for it, the same on every run, moving on with a
/// frame strip's time.
final class TimelineViewTests: XCTestCase {
    static let moment = Date(timeIntervalSince1970: 1_767_260_460)

    func texts(_ view: some View) throws -> [String] {
        let shot = try Snapshot.render(makeNode(view), container: LayoutContainer(size: CGSize(width: 300, height: 60), scale: 2),
                                       scheme: .light, resources: try FontResources.bundled())
        return shot.displayList.items.compactMap { if case .glyphs(let r) = $0 { return r.text } else { return nil } }
    }

    static func stamp(_ date: Date) -> String { String(Int(date.timeIntervalSince(moment))) }

    struct Seconds: TimelineSchedule {
        func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [startDate.addingTimeInterval(5)] }
    }

    func testEachScheduleShowsItsEntryForTheMoment() throws {
        XCTAssertEqual(try texts(TimelineView(.everyMinute) { Text($0.date, style: .time) }), ["9:41\u{202F}AM"])
        XCTAssertEqual(try texts(TimelineView(.animation) { Text(Self.stamp($0.date)) }), ["0"])
        // The last periodic entry at or before the moment; a schedule starting later shows the moment.
        XCTAssertEqual(try texts(TimelineView(.periodic(from: Self.moment.addingTimeInterval(-100), by: 30)) { Text(Self.stamp($0.date)) }), ["-10"])
        XCTAssertEqual(try texts(TimelineView(.periodic(from: Date(), by: 1)) { Text(Self.stamp($0.date)) }), ["0"])
        let dates = [-60.0, -5, 20].map { Self.moment.addingTimeInterval($0) }
        XCTAssertEqual(try texts(TimelineView(.explicit(dates)) { Text(Self.stamp($0.date)) }), ["-5"])
        XCTAssertEqual(try texts(TimelineView(.explicit([Self.moment.addingTimeInterval(7)])) { Text(Self.stamp($0.date)) }), ["7"])
        XCTAssertEqual(try texts(TimelineView(Seconds()) { Text(Self.stamp($0.date)) }), ["5"], "an app's own schedule: its first entry")
        let later = Self.moment.addingTimeInterval(3600)
        XCTAssertEqual(try texts(TimelineView(.everyMinute) { Text($0.date, style: .time) }.environment(\.snapshotDate, later)), ["10:41\u{202F}AM"])
    }

    /// In a frame strip the moment moves on with the strip's time.
    func testTheMomentMovesWithAFrameStrip() throws {
        let view = TimelineView(.animation) { Text(Self.stamp($0.date)) }
        let frames = try Snapshot.render(ViewTimeline(makeNode(view)), at: [0, 1.5, 3], container: LayoutContainer(size: CGSize(width: 100, height: 40), scale: 1),
                                             scheme: .light, resources: RenderResources(try FontResources.bundled()))
        let shown = frames.map { $0.displayList.items.compactMap { item -> String? in if case .glyphs(let r) = item { return r.text } else { return nil } } }
        XCTAssertEqual(shown, [["0"], ["1"], ["3"]])
    }

    /// An analog clock, a Canvas in a TimelineView as clock widgets draw one, in both schemes.
    func testAnAnalogClock() {
        let clock = TimelineView(.periodic(from: .now, by: 1)) { context in
            Canvas { g, size in
                let c = CGPoint(x: size.width / 2, y: size.height / 2), r = min(size.width, size.height) / 2 - 4
                g.stroke(Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)), with: .color(.secondary), lineWidth: 2)
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = TimeZone(identifier: "GMT")!
                let parts = calendar.dateComponents([.hour, .minute, .second], from: context.date)
                func hand(_ turns: Double, _ length: CGFloat, _ width: CGFloat, _ colour: Color) {
                    let a = turns * 2 * .pi - .pi / 2
                    var p = Path()
                    p.move(to: c)
                    p.addLine(to: CGPoint(x: c.x + length * CGFloat(cos(a)), y: c.y + length * CGFloat(sin(a))))
                    g.stroke(p, with: .color(colour), style: StrokeStyle(lineWidth: width, lineCap: .round))
                }
                for tick in 0..<12 {
                    let a = Double(tick) / 12 * 2 * .pi
                    var p = Path()
                    p.move(to: CGPoint(x: c.x + (r - 8) * CGFloat(cos(a)), y: c.y + (r - 8) * CGFloat(sin(a))))
                    p.addLine(to: CGPoint(x: c.x + (r - 2) * CGFloat(cos(a)), y: c.y + (r - 2) * CGFloat(sin(a))))
                    g.stroke(p, with: .color(.primary), lineWidth: 2)
                }
                let h = Double(parts.hour! % 12), m = Double(parts.minute!), s = Double(parts.second!)
                hand((h + m / 60) / 12, r * 0.5, 5, .primary)
                hand((m + s / 60) / 60, r * 0.75, 3, .primary)
                hand(s / 60, r * 0.85, 1, .orange)
            }
            .frame(width: 160, height: 160)
            .overlay(alignment: .bottom) { Text(context.date, style: .time).font(.caption).offset(y: 24) }
        }
        assertSnapshot(of: clock, devices: [.iPhoneSE, .iPhone15Pro], schemes: [.light, .dark])
    }
}
