import SwiftUI
import TabSnapCore
import TabSnapTesting
import UIKit
import XCTest

/// What UIKit code in view files reaches for around a screen (a survey of public app files):
/// presenting a controller, building an alert, gesture recognizers, a text field, a hosting
/// controller sized to its SwiftUI content, and the constraint pass a controller gets.
final class UIKitActionCodeTests: XCTestCase {
    func testPresentingLinksBothControllers() {
        let base = UIViewController(), sheet = UIViewController()
        var completed = false
        base.present(sheet, animated: true) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertTrue(base.presentedViewController === sheet)
        XCTAssertTrue(sheet.presentingViewController === base)
        sheet.dismiss(animated: true)
        XCTAssertNil(base.presentedViewController)
    }

    func testAnAlertKeepsItsActionsAndFields() {
        let alert = UIAlertController(title: "Rename", message: "A new name", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        let save = UIAlertAction(title: "Save", style: .default)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(save)
        alert.preferredAction = save
        XCTAssertEqual(alert.title, "Rename")
        XCTAssertEqual(alert.actions.map(\.title), ["Cancel", "Save"])
        XCTAssertEqual(alert.textFields?.first?.placeholder, "Name")
        XCTAssertTrue(alert.preferredAction === save)
    }

    func testGestureRecognizersAttachAtRest() {
        let view = UIView()
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        tap.numberOfTapsRequired = 2
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        XCTAssertEqual(view.gestureRecognizers?.count, 2)
        XCTAssertTrue(tap.view === view)
        XCTAssertEqual(pan.translation(in: view), .zero)
        XCTAssertEqual(pan.state, .possible)
        view.removeGestureRecognizer(tap)
        XCTAssertEqual(view.gestureRecognizers?.count, 1)
        XCTAssertNil(tap.view)
    }

    /// A hosting controller's size for a proposal is its SwiftUI view's, as a cell sizes to it.
    func testHostingControllerSizeThatFits() {
        let host = UIHostingController(rootView: Color.red.frame(width: 120, height: 44))
        XCTAssertEqual(host.sizeThatFits(in: CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude)), CGSize(width: 120, height: 44))
        let text = UIHostingController(rootView: Text("Hello").padding(8))
        let size = text.sizeThatFits(in: CGSize(width: 300, height: 300))
        XCTAssertGreaterThan(size.width, 16)
        XCTAssertEqual(size.height, 16 + 20.33, accuracy: 0.01, "one body line (SF Pro's 20.33 pt line box at 3x) and the padding")
    }

    final class Counting: UIViewController {
        var calls: [String] = []
        override func updateViewConstraints() { calls.append("constraints"); super.updateViewConstraints() }
        override func viewWillLayoutSubviews() { calls.append("layout") }
    }

    func testAControllerUpdatesItsConstraintsBeforeLayout() {
        let c = Counting()
        _ = c.drawnScreen(size: CGSize(width: 200, height: 200))
        XCTAssertEqual(c.calls, ["constraints", "layout"])
    }

    /// Text fields in a UIKit form: a value, a placeholder, a secure value, and the rounded-rect
    /// style, on two devices in both schemes.
    func testTextFieldsToLookAt() {
        final class Form: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .systemGroupedBackground
                let fields: [(String?, String, Bool, UITextField.BorderStyle)] = [
                    ("Ada Lovelace", "Name", false, .roundedRect), (nil, "Email", false, .roundedRect),
                    ("secret", "Password", true, .roundedRect), ("Plain field", "", false, .none),
                ]
                let stack = UIStackView()
                stack.axis = .vertical
                stack.spacing = 12
                stack.translatesAutoresizingMaskIntoConstraints = false
                for (text, placeholder, secure, border) in fields {
                    let f = UITextField()
                    f.text = text
                    f.placeholder = placeholder
                    f.isSecureTextEntry = secure
                    f.borderStyle = border
                    stack.addArrangedSubview(f)
                }
                view.addSubview(stack)
                NSLayoutConstraint.activate([
                    stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
                    stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
                    stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                ])
            }
        }
        assertSnapshot(of: Form(), devices: [.iPhoneSE, .iPhone15Pro], schemes: [.light, .dark])
    }
}
