import Lottie
import TabSnapCore
import TabSnapTesting
import TabSnapUI
import XCTest

/// lottie-ios's UIKit view on Linux: by name, sized by its animation, recoloured by key path.
final class LottieAnimationViewTests: XCTestCase {
    static let resources = try! FontResources.bundled()

    func render(_ view: UIView) throws -> Snapshot {
        let d = try Devices.resolve("iphone-se")
        return try Snapshot.render(makeNode(view), container: d.container(.portrait, keyboard: false), scheme: .light,
                                   environment: d.environment(.portrait), resources: Self.resources)
    }

    func testNamedAnimationFoundInThePackageSizedAndRecoloured() throws {
        let view = AnimationView(name: "Notification", bundle: .main)
        XCTAssertNotNil(view.animation, "Fixtures/Seed004Lottie/Notification.json")
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: view.animation!.width, height: view.animation!.height))
        XCTAssertTrue(view.animation!.keypaths.contains { $0.hasSuffix(".Color") }, "\(view.animation!.keypaths)")
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        view.setValueProvider(ColorValueProvider(UIColor.red.lottieColorValue), keypath: AnimationKeypath(keys: ["**", "Color"]))
        let image = try render(view).image
        let reds = image.pixels.withUnsafeBufferPointer { p in stride(from: 0, to: p.count, by: 4).filter { p[$0] > 200 && p[$0 + 1] < 60 && p[$0 + 3] > 200 }.count }
        XCTAssertGreaterThan(reds, 50, "the icon is drawn in the provider's red")
        view.play()
        XCTAssertEqual(view.currentProgress, 1, "a still frame shows where a play ends")
    }

    func testAMissingAnimationFailsTheRenderWithItsName() {
        let view = LottieAnimationView(name: "NoSuchAnimation")
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        XCTAssertThrowsError(try render(view)) { XCTAssertTrue("\($0)".contains("NoSuchAnimation"), "\($0)") }
    }
}
