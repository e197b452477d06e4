import SwiftUI
import TabSnapCore
import TabSnapTesting
import TabSnapUI
@testable import UIKit
import XCTest

/// Blur views: the system materials over a picture, in the schemes they follow or keep.
final class UIVisualEffectViewTests: XCTestCase {
    /// Colour stripes behind four blur views with labels in their content views.
    final class MaterialsController: UIViewController, @unchecked Sendable {
        override func viewDidLoad() {
            view.backgroundColor = .systemBackground
            let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple]
            for (i, color) in colors.enumerated() {
                let stripe = UIView(frame: CGRect(x: 0, y: 80 + Double(i) * 90, width: 393, height: 45))
                stripe.backgroundColor = color
                view.addSubview(stripe)
            }
            let styles: [(UIBlurEffect.Style, String)] = [(.systemUltraThinMaterial, "Ultra thin"), (.systemMaterial, "Material"),
                                                          (.systemChromeMaterial, "Chrome"), (.systemThickMaterialDark, "Thick, always dark")]
            for (i, (style, name)) in styles.enumerated() {
                let blur = UIVisualEffectView(effect: UIBlurEffect(style: style))
                blur.frame = CGRect(x: 20 + Double(i % 2) * 180, y: 100 + Double(i / 2) * 240, width: 170, height: 200)
                blur.layer.cornerRadius = 20
                blur.layer.cornerCurve = .continuous
                blur.clipsToBounds = true
                let label = UILabel(frame: CGRect(x: 12, y: 12, width: 146, height: 22))
                label.text = name
                label.font = .preferredFont(forTextStyle: .headline)
                label.textColor = style == .systemThickMaterialDark ? .white : .label
                blur.contentView.addSubview(label)
                view.addSubview(blur)
            }
        }
    }

    func testMaterialsOverStripes() {
        assertSnapshot(of: MaterialsController(), devices: [.iPhone15Pro], schemes: [.light, .dark])
    }

    func testContentViewFillsTheEffectView() {
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        blur.layoutIfNeeded()
        XCTAssertEqual(blur.contentView.frame, CGRect(x: 0, y: 0, width: 120, height: 80))
        XCTAssertEqual(UIVisualEffectView.material(.systemChromeMaterialDark).0, Material.bar)
        XCTAssertEqual(UIVisualEffectView.material(.systemChromeMaterialDark).1, .dark)
        XCTAssertNil(UIVisualEffectView.material(.systemThinMaterial).1)
    }
}
