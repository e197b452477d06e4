import SwiftUI
import TabSnapCore
import TabSnapTesting
import TabSnapUI
import UIKit
import XCTest

/// Buttons: system and custom types, and configurations at their sizes.
final class UIButtonTests: XCTestCase {
    final class ButtonsController: UIViewController, @unchecked Sendable {
        override func viewDidLoad() {
            view.backgroundColor = .systemBackground
            var filled = UIButton.Configuration.filled()
            filled.title = "Filled"
            var tinted = UIButton.Configuration.tinted()
            tinted.title = "Tinted"
            tinted.image = UIImage(systemName: "heart.fill")
            var gray = UIButton.Configuration.gray()
            gray.title = "Gray"
            gray.cornerStyle = .capsule
            var large = UIButton.Configuration.filled()
            large.title = "Continue"
            large.buttonSize = .large
            large.baseBackgroundColor = .systemGreen
            var small = UIButton.Configuration.plain()
            small.title = "Plain, small"
            small.buttonSize = .small
            let system = UIButton(type: .system)
            system.setTitle("System button", for: .normal)
            let custom = UIButton(type: .custom)
            custom.setTitle("Custom", for: .normal)
            custom.setTitleColor(.systemRed, for: .normal)
            let disabled = UIButton(configuration: filled)
            disabled.isEnabled = false
            let buttons = [UIButton(configuration: filled), UIButton(configuration: tinted), UIButton(configuration: gray),
                           UIButton(configuration: large, primaryAction: UIAction { _ in }), UIButton(configuration: small), system, custom, disabled]
            let stack = UIStackView(arrangedSubviews: buttons)
            stack.axis = .vertical
            stack.spacing = 12
            stack.alignment = .leading
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            ])
        }
    }

    func testButtonsAndConfigurations() {
        assertSnapshot(of: ButtonsController(), devices: [.iPhone15Pro], schemes: [.light, .dark])
    }

    func testSizesFollowTheConfiguration() {
        var small = UIButton.Configuration.filled()
        small.title = "OK"
        small.buttonSize = .small
        XCTAssertEqual(UIButton(configuration: small).intrinsicContentSize.height, 28, "a small button is 28 pt tall (iOS 18)")
        var large = small
        large.buttonSize = .large
        XCTAssertEqual(UIButton(configuration: large).intrinsicContentSize.height, 50)
        let system = UIButton(type: .system)
        system.setTitle("Tap", for: .normal)
        XCTAssertEqual(system.currentTitle, "Tap")
        XCTAssertEqual(system.intrinsicContentSize.height, 15 * 2444 / 2048, accuracy: 0.34, "a system button's title is 15 pt")
    }
}
