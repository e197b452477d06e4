#if canImport(SwiftUI)
import SwiftUI
#else
import TabSnapUI
#endif
import TabSnapTesting
import XCTest

/// The views of ScreenConformance.swift at the size, scale and safe area of the iOS render each
/// imitates. `Scripts/screen_conformance.py` measures these references beside the iOS renders
/// (its output: Scripts/fixtures/screen_conformance.txt).
final class ScreenConformanceTests: XCTestCase {
    /// RSSReader's phones: "smallPhone" took the iPhone 8 layout at the host's 3x; a fixed frame
    /// has no safe area. swift-snapshot-testing's device configurations (`.iPhone8`, `.iPhone13`)
    /// carry the `.medium` content size category in their traits, so text under them is a size
    /// smaller than at the default (rss-4 and rss-8: headlines 16 pt, 21 pt apart).
    static let smallPhone = Device.custom(width: 375, height: 667, scale: 3, insets: (20, 0))
    static let fixed375x400 = Device.custom(width: 375, height: 400, scale: 3)
    static let fixed375x150 = Device.custom(width: 375, height: 150, scale: 3)
    /// swift-snapshot-testing's own SwiftUI test (iOS 13, @2x): `.iPhoneSe` is 320 × 568 with
    /// a 20 pt status bar inset; `.fixed(width: 200, height: 100)` has none.
    static let iPhoneSe = Device.custom(width: 320, height: 568, scale: 2, insets: (20, 0))
    static let fixed200x100 = Device.custom(width: 200, height: 100, scale: 2)

    func testListWithHeadersAndFooters() {
        assertSnapshot(of: ConformanceAccounts(), devices: [.iPhone15Pro, .iPhone16Pro], schemes: [.light, .dark])
    }

    func testListWithStringHeaders() {
        assertSnapshot(of: ConformanceProduce(), devices: [.iPhone16Pro], schemes: [.light])
    }

    func testSegmentedPickerOverAList() {
        assertSnapshot(of: ConformanceHarness(inNavigation: true) { ConformanceExplore() }, devices: [.iPhone15Pro], schemes: [.light])
    }

    func testEmptyStates() {
        assertSnapshot(of: ConformanceHarness { ConformanceEmptyState(title: "No Items", symbol: "tray", message: "Add items to get started") },
                       devices: [Self.fixed375x400], schemes: [.light], named: "basic")
        assertSnapshot(of: ConformanceHarness {
            ConformanceEmptyState(title: "No Items", symbol: "tray", message: "Add items to get started", action: "Add Item")
        }, devices: [Self.fixed375x400], schemes: [.light], named: "action")
        assertSnapshot(of: ConformanceHarness {
            ConformanceEmptyState(title: "Failed to Load", symbol: "exclamationmark.triangle",
                                  message: "Unable to connect to server. Please check your internet connection and try again.", action: "Try Again")
        }, devices: [Self.fixed375x400], schemes: [.light], named: "error")
    }

    func testEmptyListInItsStack() {
        assertSnapshot(of: ConformanceHarness(inNavigation: true) { ConformanceFeedListEmpty() }, devices: [.iPhone15Pro], schemes: [.light])
    }

    /// Beside ha-1, an iOS 26 render: reported, not held to 1 pt (iOS 26 draws lists otherwise).
    func testSettingsListBesideIOS26() {
        assertSnapshot(of: ConformancePrivacy().dynamicTypeSize(.medium), devices: [.iPhone14], schemes: [.light, .dark])
    }

    func testRows() {
        assertSnapshot(of: ConformanceFeedRow().dynamicTypeSize(.medium), devices: [Self.smallPhone], schemes: [.light], named: "feed")
        assertSnapshot(of: ConformanceItemRow(), devices: [Self.fixed375x150], schemes: [.light], named: "item")
    }

    func testShapesDownTheScreen() {
        assertSnapshot(of: ConformanceDiscs(), devices: [.iPhone16Pro], schemes: [.light])
    }

    /// GoodSwiftUI's custom toggle styles, each at its size that fits on white (gs-4 to gs-6).
    func testCustomToggleStyles() {
        let on = ConformanceHarness { Toggle(isOn: .constant(true)) {}.fixedSize().toggleStyle(ConformanceSwitchStyle(large: true)) }
        let off = ConformanceHarness { Toggle(isOn: .constant(false)) {}.fixedSize().toggleStyle(ConformanceSwitchStyle(large: false)) }
        let box = ConformanceHarness { Toggle(isOn: .constant(true)) {}.fixedSize().toggleStyle(ConformanceCheckboxStyle()) }
        assertSnapshot(of: on, layout: .sizeThatFits, devices: [.iPhone16Pro], schemes: [.light], named: "switch-on")
        assertSnapshot(of: off, layout: .sizeThatFits, devices: [.iPhone16Pro], schemes: [.light], named: "switch-off")
        assertSnapshot(of: box, layout: .sizeThatFits, devices: [.iPhone16Pro], schemes: [.light], named: "checkbox")
    }

    /// GoodSwiftUI's button style at its size that fits on white (gs-1 to gs-3).
    func testCustomButtonStyles() {
        let large = ConformanceHarness { Button("Button") {}.fixedSize().buttonStyle(ConformanceButtonStyle(size: .large)) }
        let icons = ConformanceHarness {
            Button("Button") {}.fixedSize().buttonStyle(ConformanceButtonStyle(size: .medium, leftIcon: "person", rightIcon: "arrow.right"))
        }
        let circle = ConformanceHarness {
            Button(action: {}) { EmptyView() }.fixedSize().buttonStyle(ConformanceButtonStyle(size: .circle, rightIcon: "arrow.right"))
        }
        assertSnapshot(of: large, layout: .sizeThatFits, devices: [.iPhone16Pro], schemes: [.light], named: "large")
        assertSnapshot(of: icons, layout: .sizeThatFits, devices: [.iPhone16Pro], schemes: [.light], named: "icons")
        assertSnapshot(of: circle, layout: .sizeThatFits, devices: [.iPhone16Pro], schemes: [.light], named: "circle")
    }

    func testFormWithSuggestionsInTheDark() {
        let feeds = [(name: "Feed1", url: "https://feeds.bbci.co.uk/news/world/rss.xml"),
                     (name: "Fee2", url: "https://feeds.bbci.co.uk/news/uk/rss.xml")]
        assertSnapshot(of: ConformanceHarness(inNavigation: true) { ConformanceAddFeed(feeds: feeds) }, devices: [.iPhone15Pro], schemes: [.dark])
    }

    func testFormInItsStack() {
        assertSnapshot(of: ConformanceHarness(inNavigation: true) { ConformanceAddFeed() }.dynamicTypeSize(.medium), devices: [Self.smallPhone], schemes: [.light])
    }

    /// rss-5: the same form at the largest size (`.accessibilityExtraExtraExtraLarge`, AX5) on a
    /// 393 × 852 phone: the heading wraps, the bar's title shortens, "Suggested Feeds" wraps
    /// to two lines.
    func testFormAtTheLargestAccessibilitySize() {
        assertSnapshot(of: ConformanceHarness(inNavigation: true) { ConformanceAddFeed() }.dynamicTypeSize(.accessibility5), devices: [.iPhone15Pro], schemes: [.light])
    }

    /// pf-1…3: a checked pill on yellow, at its size that fits, in a fixed 200 × 100 frame and
    /// centred on the iPhone SE (iOS 13; reported, not held to 1 pt).
    func testCheckedPill() {
        assertSnapshot(of: ConformanceCheckedPill(), layout: .sizeThatFits, devices: [Self.iPhoneSe], schemes: [.light], named: "size-that-fits")
        assertSnapshot(of: ConformanceCheckedPill(), devices: [Self.fixed200x100], schemes: [.light], named: "fixed")
        // The device configuration's traits carry the `.medium` size category, as `.iPhone8` and
        // `.iPhone13` do: iOS draws this pill 98.5 pt wide there, 103 at its size that fits.
        assertSnapshot(of: ConformanceCheckedPill().dynamicTypeSize(.medium), devices: [Self.iPhoneSe], schemes: [.light], named: "device")
    }

    /// a11y-6: the discs of a11y-5 at their size that fits (iOS 26.2; reported).
    func testShapesAtTheirSizeThatFits() {
        assertSnapshot(of: ConformanceDiscs(), layout: .sizeThatFits, devices: [.iPhone16Pro], schemes: [.light])
    }

    /// ha-3: one sensor row in a list (iOS 26; reported).
    func testSensorRowInAList() {
        assertSnapshot(of: ConformanceSensorList().dynamicTypeSize(.medium), devices: [.iPhone14], schemes: [.light, .dark])
    }

    /// ha-5: three clearable text fields (recorded August 2025, iOS 18 or 26; reported).
    func testClearableFields() {
        assertSnapshot(of: ConformanceClearableFields().dynamicTypeSize(.medium), devices: [.iPhone14], schemes: [.light, .dark])
    }

    /// ha-7: an open collapsible section alone on the screen (iOS 26; reported).
    func testOpenCollapsible() {
        assertSnapshot(of: ConformanceCollapsible().dynamicTypeSize(.medium), devices: [.iPhone14], schemes: [.light, .dark])
    }
}
