import TabSnapUI
import UIKit
import XCTest

/// Block-based key-value observing on UIKit's objects, as seed 001's `TabBarView` uses it: a
/// controller observed for its parent hears when it is added to one.
final class KeyValueObservingTests: XCTestCase {
    final class Child: UIViewController, @unchecked Sendable {}

    func testObservingAControllersParent() {
        let child = Child()
        child.navigationItem.title = "Inbox"
        var heard: [String?] = []
        let observation = child.observe(\.parent, options: [.new, .old]) { vc, change in
            vc.parent?.navigationItem.title = vc.navigationItem.title
            heard.append(change.newValue??.navigationItem.title)
            XCTAssertNotNil(change.oldValue, "old values were asked for")
        }
        let host = UIViewController()
        host.addChild(child)
        XCTAssertEqual(host.navigationItem.title, "Inbox")
        XCTAssertEqual(heard, ["Inbox"])
        child.title = "unrelated"
        XCTAssertEqual(heard.count, 1, "a change to another property is not a change of the parent")
        observation.invalidate()
        child.removeFromParent()
        XCTAssertEqual(heard.count, 1, "an invalidated observation hears nothing")
    }

    func testInitialAndReleasedObservations() {
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), UIViewController(), UIViewController()]
        var seen: [Int] = []
        var observation: NSKeyValueObservation? = tabs.observe(\.selectedIndex, options: [.initial, .new]) { _, change in
            seen.append(change.newValue ?? -1)
        }
        tabs.selectedIndex = 2
        tabs.selectedIndex = 2
        XCTAssertEqual(seen, [0, 2], "the initial value, then one change (setting the same index again is no change)")
        observation = nil
        tabs.selectedIndex = 1
        XCTAssertEqual(seen, [0, 2], "a released observation stops")
        _ = observation
    }

    func testViewPropertiesAndSubclassReports() {
        let view = UIView(frame: .zero)
        var frames: [CGRect] = []
        let o1 = view.observe(\.frame, options: .new) { _, change in frames.append(change.newValue ?? .zero) }
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        view.isHidden = true
        XCTAssertEqual(frames, [CGRect(x: 0, y: 0, width: 10, height: 10)])

        final class Counter: UIView, @unchecked Sendable {
            var count = 0 { didSet { didChangeValue(for: \Counter.count) } }
        }
        let counter = Counter(frame: .zero)
        var counts: [Int] = []
        let o2 = counter.observe(\.count, options: .new) { _, change in counts.append(change.newValue ?? -1) }
        counter.count = 3
        XCTAssertEqual(counts, [3])
        _ = (o1, o2)
    }
}
