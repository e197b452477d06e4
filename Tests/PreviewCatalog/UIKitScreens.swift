import SwiftUI

/// A UIKit screen previewed with a UIKit body, as iOS files do.
final class GreetingViewController: UIViewController, @unchecked Sendable {
    var name = "there"
    override func viewDidLoad() {
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = "Hello, \(name)"
        label.font = .preferredFont(forTextStyle: .title2)
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                                     label.centerYAnchor.constraint(equalTo: view.centerYAnchor)])
    }
}

#Preview("Controller") {
    let controller = GreetingViewController()
    controller.name = "Ada"
    return controller
}

#Preview("Label", traits: .fixedLayout(width: 240, height: 60)) {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 240, height: 60))
    label.text = "A UILabel preview"
    label.textAlignment = .center
    label.backgroundColor = .systemYellow
    return label
}
