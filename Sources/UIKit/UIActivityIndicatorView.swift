import TabSnapUI

/// A spinner, drawn as SwiftUI's circular `ProgressView` (the same spokes): 20 pt at the medium
/// style, 37 pt large, in `color` (grey unless set; white in the old white styles). A stopped indicator
/// that hides when stopped (the default) draws nothing.
open class UIActivityIndicatorView: UIView, @unchecked Sendable {
    public var style: Style { didSet { invalidateIntrinsicContentSize() } }
    public var color: UIColor!
    public var hidesWhenStopped = true
    public private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        frame.size = intrinsicContentSize
    }
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
    }

    public func startAnimating() { isAnimating = true }
    public func stopAnimating() { isAnimating = false }

    private var isLarge: Bool { style == .large || style == .whiteLarge }

    open override var intrinsicContentSize: CGSize {
        isLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    open override func drawnContent() -> AnyView? {
        guard isAnimating || !hidesWhenStopped else { return nil }
        let ink = color?.color ?? (style == .white || style == .whiteLarge ? .white : Color.gray)
        return AnyView(ProgressView.spinner(color: ink, side: isLarge ? 37 : 20).frame(width: bounds.width, height: bounds.height))
    }

    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        /// The styles before iOS 13: large and white, medium and white, medium and grey.
        case whiteLarge = 0, white = 1, gray = 2
    }
}
