#if canImport(SwiftUI)
import SwiftUI
#else
import TabSnapUI
#endif
import TabSnapTesting
import XCTest

/// Every container, control and navigation piece of ScreenVocabulary.swift, in both schemes on
/// two phones. Each reference was looked at beside iOS's own drawing of the piece.
final class ScreenVocabularyTests: XCTestCase {
    let phones: [Device] = [.iPhone15Pro, .iPhoneSE]

    func testSettingsForm() { assertSnapshot(of: VocabularySettings(), devices: phones) }

    func testListStyles() {
        for style in [ListStyleKind.plain, .grouped, .inset, .sidebar] {
            assertSnapshot(of: VocabularyListStyle(style: style), devices: phones, named: style.rawValue)
        }
    }

    func testControls() { assertSnapshot(of: VocabularyControls(), devices: phones) }
    func testContainers() { assertSnapshot(of: VocabularyContainers(), devices: phones) }
    func testNavigation() { assertSnapshot(of: VocabularyNavigation(), devices: phones) }
    func testSplitView() { assertSnapshot(of: VocabularySplit(), devices: phones) }
    func testEmptyStates() { assertSnapshot(of: VocabularyEmpty(), devices: phones) }
    func testTableInItsCompactForm() { assertSnapshot(of: VocabularyTable(), devices: phones) }
    func testDatePickers() { assertSnapshot(of: VocabularyDates(), devices: phones) }

    /// A declared sheet is drawn only when the snapshot presents sheets.
    func testSheetsPresentedOnRequest() {
        assertSnapshot(of: VocabularySheet(detent: .medium).environment(\.presentsSheets, true), devices: phones, named: "medium")
        assertSnapshot(of: VocabularySheet(detent: .large).environment(\.presentsSheets, true), devices: [.iPhone15Pro], named: "large")
        assertSnapshot(of: VocabularySheet(detent: .large), devices: [.iPhone15Pro], schemes: [.light], named: "not-presented")
    }
}
