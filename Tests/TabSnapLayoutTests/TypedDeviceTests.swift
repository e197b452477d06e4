@testable import TabSnapLayout
@testable import TabSnapLayoutEngine
import XCTest

/// Devices as typed values, string literals, custom screens, and what a typo gets.
final class TypedDeviceTests: XCTestCase {
    func testTypedDevicesAreTheCatalog() {
        XCTAssertEqual(Device.iPhone15Pro.id, "iphone-15-pro")
        XCTAssertEqual(Device.iPadPro12_9.id, "ipad-pro-12-9")
        XCTAssertEqual(Device.iPhoneSE.scale, 2)
        let all: [Device] = [.iPhoneSE, .iPhone13Mini, .iPhone14, .iPhone15, .iPhone15Pro, .iPhone15ProMax, .iPhone16Plus,
                             .iPhone16Pro, .iPhone16ProMax, .iPad10, .iPadPro11, .iPadPro12_9]
        XCTAssertEqual(all.map(\.id), Devices.all.map(\.id), "every catalog device has a typed name")
    }

    func testStringLiteralsResolve() throws {
        let list: [Device] = ["iphone-se", .iPadPro11, "393x852@3:59,34"]
        XCTAssertEqual(try list.map { try $0.resolved().id }, ["iphone-se", "ipad-pro-11", "393x852@3:59,34"])
        XCTAssertNil(list[0].problem)
    }

    func testCustomDevice() throws {
        let d = try Device.custom(width: 360, height: 780, scale: 3, insets: (top: 44, bottom: 30)).resolved()
        XCTAssertEqual(d.id, "360x780@3:44,30")
        XCTAssertEqual(d.safeAreaInsets(.portrait).top, 44)
        XCTAssertEqual(try Device.custom(width: 320, height: 568, scale: 2).resolved().id, "320x568@2")
        XCTAssertNotNil(Device.custom(width: 360, height: 780, scale: 5).problem, "scale 5 is refused")
    }

    /// A misspelt id is not a crash: the device carries the error, and the message suggests the
    /// id that was meant.
    func testMisspeltIdSaysDidYouMean() {
        let typo: Device = "iphone15pro"
        XCTAssertEqual(typo.problem?.description.contains(#"did you mean "iphone-15-pro"?"#), true, "\(typo.problem!)")
        XCTAssertThrowsError(try typo.resolved())
        XCTAssertEqual(Devices.suggestion(for: "iPhone 15 Pro Max"), "iphone-15-pro-max")
        XCTAssertEqual(Devices.suggestion(for: "ipad-pro-11in"), "ipad-pro-11")
        XCTAssertEqual(Devices.suggestion(for: "iphone-se3"), "iphone-se")
        XCTAssertNil(Devices.suggestion(for: "pixel-8"))
        XCTAssertThrowsError(try Devices.resolve("iphone-15-rpo")) { error in
            XCTAssertTrue("\(error)".contains(#"did you mean "iphone-15-pro"?"#), "\(error)")
        }
    }
}

/// Custom screens are bounded (issue 17, rows 7 and 8): pixels, and finite insets.
final class CustomDeviceLimitTests: XCTestCase {
    func testHugeScreensAndNonFiniteInsetsAreRefused() {
        for spec in ["4096x4096@3", "393x852@3:inf,inf", "393x852@3:1e308,1", "393x852@3:nan,0", "393x852@3:500,400", "5000x10@1"] {
            XCTAssertThrowsError(try Devices.resolve(spec), spec) { error in
                XCTAssertTrue("\(error)".contains("insets must be") || "\(error)".contains("limit") || "\(error)".contains("WIDTHxHEIGHT"), "\(error)")
            }
        }
        XCTAssertTrue("\(Device(stringLiteral: "4096x4096@3").problem!)".contains("151 Mpx; the limit is 16.8 Mpx"))
        XCTAssertNoThrow(try Devices.resolve("2048x2048@2"))
        XCTAssertNoThrow(try Devices.resolve("1366x1024@3"))
    }
}
