import TabSnapUI

/// A one-line text field at rest: its text, or its placeholder in the placeholder colour,
/// leading and centred down its height; no keyboard, no cursor. The rounded-rect style's box
/// (5 pt corners, a hairline in the opaque separator colour on the system background, 7 pt
/// inside its sides, 34 pt tall at 17 pt) is an estimate, not measured against iOS.
open class UITextField: UIControl, @unchecked Sendable {
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    public var text: String? { didSet { setNeedsLayout() } }
    public var placeholder: String?
    public var attributedPlaceholder: NSAttributedString?
    public var font: UIFont? = .systemFont(ofSize: 17)
    public var textColor: UIColor? = .label
    public var textAlignment = NSTextAlignment.natural
    public var borderStyle = BorderStyle.none
    public var clearButtonMode = ViewMode.never
    public var isSecureTextEntry = false
    public var keyboardType = UIKeyboardType.default
    public var returnKeyType = UIReturnKeyType.default
    public var autocapitalizationType = UITextAutocapitalizationType.sentences
    public var autocorrectionType = UITextAutocorrectionType.default
    public var textContentType: UITextContentType?
    public var adjustsFontSizeToFitWidth = false
    public var minimumFontSize: CGFloat = 0
    public weak var delegate: UITextFieldDelegate?
    public var leftView: UIView?
    public var rightView: UIView?
    public var leftViewMode = ViewMode.never
    public var rightViewMode = ViewMode.never

    var inset: CGFloat { borderStyle == .none ? 0 : 7 }

    open override var intrinsicContentSize: CGSize {
        let shown = text.flatMap { $0.isEmpty ? nil : $0 } ?? placeholder ?? ""
        let f = (font ?? .systemFont(ofSize: 17)).font
        let line = TextMeasure.size(shown.isEmpty ? " " : shown, font: f)?.height ?? CGFloat(f.size * 1.2)
        let width = shown.isEmpty ? 0 : (TextMeasure.size(shown, font: f)?.width ?? 0)
        return CGSize(width: width + 2 * inset, height: (line + (borderStyle == .roundedRect ? 13.5 : 0)).rounded(.up))
    }

    open override func drawnContent() -> AnyView? {
        let f = (font ?? .systemFont(ofSize: 17)).font
        let value = text ?? ""
        let shown: Text = value.isEmpty
            ? Text(verbatim: placeholder ?? "").foregroundColor(UIColor.placeholderText.color)
            : Text(verbatim: isSecureTextEntry ? String(repeating: "•", count: value.count) : value).foregroundColor((textColor ?? .label).color)
        let alignment: Alignment = textAlignment == .center ? .center : textAlignment == .right ? .trailing : .leading
        let line = AnyView(shown.font(f).lineLimit(1).padding(.horizontal, inset)
            .frame(width: bounds.width, height: bounds.height, alignment: alignment))
        guard borderStyle == .roundedRect else { return line }
        return AnyView(line.background(RoundedRectangle(cornerRadius: 5).fill(UIColor.systemBackground.color)
            .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(UIColor.opaqueSeparator.color, lineWidth: 1 / max(1, UIScreen.main.scale)))))
    }
}

public protocol UITextFieldDelegate: AnyObject {}

public enum UIReturnKeyType: Int, Sendable { case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue` }
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
