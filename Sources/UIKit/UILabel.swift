import TabSnapUI

/// Text in a view: `text`, `font` (17 pt system by default), `textColor` (the label colour),
/// `textAlignment`, `numberOfLines` (1 by default; 0 wraps without a limit),
/// `adjustsFontSizeToFitWidth` down to `minimumScaleFactor`. Its intrinsic size
/// is the text's, measured as TabSnap sets it, so `sizeToFit()` and stack views size it.
open class UILabel: UIView, @unchecked Sendable {
    public var text: String? { didSet { setNeedsLayout() } }
    public var font: UIFont! = .systemFont(ofSize: 17)
    public var textColor: UIColor! = .label
    public var textAlignment = NSTextAlignment.natural
    public var numberOfLines = 1
    public var lineBreakMode = NSLineBreakMode.byTruncatingTail
    public var adjustsFontSizeToFitWidth = false
    public var minimumScaleFactor: CGFloat = 0
    public var preferredMaxLayoutWidth: CGFloat = 0
    public var adjustsFontForContentSizeCategory = false

    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width = preferredMaxLayoutWidth > 0 ? Double(preferredMaxLayoutWidth) : (numberOfLines == 1 ? nil : Double(frame.width > 0 ? frame.width : UIScreen.main.bounds.width))
        return TextMeasure.size(text, font: font.font, lineLimit: numberOfLines == 0 ? nil : numberOfLines, maxWidth: width) ?? .zero
    }

    open override func drawnContent() -> AnyView? {
        guard let text else { return nil }
        let alignment: Alignment = textAlignment == .center ? .center : textAlignment == .right ? .trailing : .leading
        let multiline: TextAlignment = textAlignment == .center ? .center : textAlignment == .right ? .trailing : .leading
        return AnyView(Text(verbatim: text).font(font.font).foregroundColor(textColor.color)
            .lineLimit(numberOfLines == 0 ? nil : numberOfLines)
            .truncationMode(lineBreakMode == .byTruncatingHead ? .head : lineBreakMode == .byTruncatingMiddle ? .middle : .tail)
            .multilineTextAlignment(multiline)
            // UIKit shrinks only when asked to, and not at all at its default factor of 0.
            .minimumScaleFactor(adjustsFontSizeToFitWidth && minimumScaleFactor > 0 ? minimumScaleFactor : 1)
            .frame(width: bounds.width, height: bounds.height, alignment: alignment))
    }
}

/// Where a label cuts text that does not fit.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
