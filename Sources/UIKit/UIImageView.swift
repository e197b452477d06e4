import TabSnapUI

/// An image in a view: a symbol (tinted with the view's `tintColor`, at its configuration's point
/// size, centred) or an asset image, placed by `contentMode`.
open class UIImageView: UIView, @unchecked Sendable {
    public var image: UIImage?
    public var highlightedImage: UIImage?
    public var isHighlighted = false
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
        frame.size = intrinsicContentSize.width > 0 ? intrinsicContentSize : .zero
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A symbol's point size: its configuration's, else body's 17.
    private var pointSize: CGFloat {
        (preferredSymbolConfiguration ?? image?.symbolConfiguration)?.pointSize ?? 17
    }

    open override var intrinsicContentSize: CGSize {
        guard let image else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        if image.isSymbolImage {
            // SF Symbols' box at the medium scale: 0.93 of the point size, square (SymbolMetrics).
            let side = pointSize * 0.93
            return CGSize(width: side, height: side)
        }
        return CGSize(width: 24, height: 24)
    }

    open override func drawnContent() -> AnyView? {
        guard let image = isHighlighted ? (highlightedImage ?? image) : image else { return nil }
        let template = image.renderingMode == .alwaysTemplate || (image.isSymbolImage && image.renderingMode != .alwaysOriginal)
        var picture = Image(uiImage: image)
        if template { picture = picture.renderingMode(.template) }
        let ink = (image.tintColor ?? tintColor).color
        let size = bounds.size
        let drawn: AnyView
        switch contentMode {
        case .scaleToFill:
            drawn = AnyView(picture.resizable().frame(width: size.width, height: size.height))
        case .scaleAspectFit:
            drawn = AnyView(picture.resizable().aspectRatio(contentMode: .fit).frame(width: size.width, height: size.height))
        case .scaleAspectFill:
            drawn = AnyView(picture.resizable().aspectRatio(contentMode: .fill).frame(width: size.width, height: size.height).clipped())
        default:
            let own = intrinsicContentSize
            drawn = AnyView(picture.resizable().frame(width: own.width, height: own.height).frame(width: size.width, height: size.height))
        }
        return AnyView(drawn.foregroundColor(ink))
    }
}
