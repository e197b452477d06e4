import TabSnapUI

/// An alert or action sheet and its actions, as an action handler builds one to present. A
/// still frame draws the controller that presents it, not the alert (as a SwiftUI `.alert` at
/// rest), and no handler runs.
open class UIAlertController: UIViewController, @unchecked Sendable {
    public enum Style: Int, Sendable { case actionSheet, alert }

    public let preferredStyle: Style
    public var message: String?
    public private(set) var actions: [UIAlertAction] = []
    public var preferredAction: UIAlertAction?
    /// The text fields `addTextField` asked for, configured.
    public private(set) var textFields: [UITextField]?

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init()
        self.title = title
    }

    public required init?(coder: NSCoder) { return nil }

    public func addAction(_ action: UIAlertAction) { actions.append(action) }

    public func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField()
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }
}

open class UIAlertAction: @unchecked Sendable {
    public enum Style: Int, Sendable { case `default`, cancel, destructive }

    public let title: String?
    public let style: Style
    public var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
