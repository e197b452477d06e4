import SwiftUI
import TabSnapCore
import TabSnapTesting
import UIKit
import XCTest

/// Auto Layout: anchors and constraints solved by the Cassowary solver before drawing.
final class AutoLayoutTests: XCTestCase {
    /// A card pinned to the safe area, a title and a wrapping body inside it, a fixed-height bar
    /// under them, the card as tall as what it holds.
    final class CardController: UIViewController, @unchecked Sendable {
        let card = UIView(), heading = UILabel(), message = UILabel(), bar = UIView(), dot = UIView()

        override func viewDidLoad() {
            view.backgroundColor = .systemGroupedBackground
            card.backgroundColor = .secondarySystemGroupedBackground
            card.layer.cornerRadius = 12
            heading.text = "Auto Layout"
            heading.font = .preferredFont(forTextStyle: .headline)
            message.text = "Anchors and constraints, solved as UIKit solves them: required ones hold, the rest as far as their priorities allow."
            message.numberOfLines = 0
            message.font = .preferredFont(forTextStyle: .body)
            message.textColor = .secondaryLabel
            bar.backgroundColor = .systemBlue
            bar.layer.cornerRadius = 10
            dot.backgroundColor = .systemRed
            dot.layer.cornerRadius = 6
            for v in [card, heading, message, bar, dot] { v.translatesAutoresizingMaskIntoConstraints = false }
            view.addSubview(card)
            [heading, message, bar, dot].forEach(card.addSubview)
            let guide = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
                card.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
                card.topAnchor.constraint(equalTo: guide.topAnchor, constant: 24),
                heading.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
                heading.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
                heading.trailingAnchor.constraint(lessThanOrEqualTo: dot.leadingAnchor, constant: -8),
                dot.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
                dot.centerYAnchor.constraint(equalTo: heading.centerYAnchor),
                dot.widthAnchor.constraint(equalToConstant: 12),
                dot.heightAnchor.constraint(equalTo: dot.widthAnchor),
                message.topAnchor.constraint(equalTo: heading.bottomAnchor, constant: 8),
                message.leadingAnchor.constraint(equalTo: heading.leadingAnchor),
                message.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
                bar.topAnchor.constraint(equalTo: message.bottomAnchor, constant: 16),
                bar.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
                bar.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
                bar.heightAnchor.constraint(equalToConstant: 44),
                card.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: 16),
            ])
        }
    }

    func testConstraintsPlaceTheViews() {
        let c = CardController()
        let d = try! Devices.resolve("iphone-15-pro")
        let size = d.size(.portrait)
        _ = try? Snapshot.render(makeNode(c), container: d.container(.portrait, keyboard: false), scheme: .light,
                                 environment: d.environment(.portrait), resources: try! FontResources.bundled())
        XCTAssertEqual(c.card.frame.minX, 20)
        XCTAssertEqual(c.card.frame.width, size.width - 40)
        XCTAssertEqual(c.card.frame.minY, 59 + 24, "below the safe area's top")
        XCTAssertEqual(c.dot.frame.size, CGSize(width: 12, height: 12))
        XCTAssertEqual(c.dot.frame.maxX, c.card.frame.width - 16)
        XCTAssertEqual(c.dot.frame.midY, c.heading.frame.midY, accuracy: 0.34)
        XCTAssertEqual(c.message.frame.width, c.card.frame.width - 32)
        XCTAssertGreaterThan(c.message.frame.height, 2 * 20, "the body wraps onto several lines at the width it is given")
        XCTAssertEqual(c.bar.frame.minY, c.message.frame.maxY + 16, accuracy: 0.34)
        XCTAssertEqual(c.card.frame.height, c.bar.frame.maxY + 16, accuracy: 0.34, "the card is as tall as what it holds")
    }

    func testCardOnTwoDevices() {
        assertSnapshot(of: CardController(), devices: [.iPhone15Pro, .iPhoneSE], schemes: [.light, .dark])
    }

    /// Priorities: a required width wins over a weaker one; two required widths that disagree
    /// leave the later one out (UIKit logs it and breaks it).
    func testPrioritiesAndConflicts() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let a = UIView(), b = UIView()
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        let weak = a.widthAnchor.constraint(equalToConstant: 50)
        weak.priority = .defaultLow
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), weak, a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10), b.topAnchor.constraint(equalTo: a.bottomAnchor),
            b.widthAnchor.constraint(equalToConstant: 40), b.widthAnchor.constraint(equalToConstant: 80), b.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 150, height: 10))
        XCTAssertEqual(b.frame, CGRect(x: 160, y: 10, width: 40, height: 20), "the second required width is broken")
    }
}
