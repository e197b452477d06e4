import TabSnapUI

/// A button: a system or custom button with titles, colours and images per state, or one drawn
/// from a `UIButton.Configuration` (plain, tinted, gray, filled, bordered…) with the sizes,
/// corners and colours SwiftUI's bordered styles use (`BorderedButtonStyle`: the small size
/// measured on iOS 18, the others UIKit's sizes, estimates).
open class UIButton: UIControl, @unchecked Sendable {
    public let buttonType: ButtonType
    public var configuration: Configuration? { didSet { setNeedsLayout() } }
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    public let titleLabel: UILabel? = UILabel()
    public let imageView: UIImageView? = UIImageView()

    public init(type: ButtonType) {
        buttonType = type
        super.init(frame: .zero)
        titleLabel?.font = .systemFont(ofSize: 15)
    }

    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
    }

    public convenience init(type: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: type)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered); setTitle(primaryAction.title, for: .normal) }
    }

    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if self.configuration?.title == nil, !primaryAction.title.isEmpty { self.configuration?.title = primaryAction.title }
        }
    }

    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        titleLabel?.font = .systemFont(ofSize: 15)
    }

    public func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title; setNeedsLayout() }
    public func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
    public func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image }
    public func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }
    public func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }
    public func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }
    public var currentTitle: String? { title(for: state) }

    /// What the button shows, as SwiftUI draws it.
    private var content: (title: String?, image: UIImage?, foreground: Color, background: Color?, font: Font, height: Double?,
                          padding: Double, corner: Configuration.CornerStyle) {
        let tint = (tintColor ?? .systemBlue).color
        if let c = configuration {
            let m = BorderedButtonStyle.metrics(c.buttonSize.controlSize)
            let base = c.baseBackgroundColor?.color ?? tint
            let (fg, bg): (Color, Color?) = switch c.style {
            case .plain: (c.baseForegroundColor?.color ?? tint, nil)
            case .tinted: (c.baseForegroundColor?.color ?? tint, base.opacity(0.15))
            case .gray: (c.baseForegroundColor?.color ?? tint, c.baseBackgroundColor?.color ?? .secondarySystemFill)
            case .filled: (c.baseForegroundColor?.color ?? .white, base)
            }
            // Disabled, a configuration's label turns tertiary and a filled background grey.
            let disabled = !isEnabled
            let fill = c.background.backgroundColor?.color ?? bg
            return (c.title, c.image, disabled ? .tertiary : fg, disabled && fill != nil ? Color.tertiarySystemFill : fill, m.font,
                    m.height, Double(c.contentInsets.leading == 0 && c.contentInsets.trailing == 0 ? m.padding : c.contentInsets.leading),
                    c.cornerStyle == .dynamic ? (m.radius == nil ? .capsule : .medium) : c.cornerStyle)
        }
        let fg = titleColor(for: state)?.color ?? (buttonType == .system ? (isEnabled ? tint : .tertiary) : .white)
        return (currentTitle, image(for: state), fg, nil, titleLabel?.font?.font ?? .system(size: 15), nil, 0, .fixed)
    }

    open override var intrinsicContentSize: CGSize {
        let c = content
        var width = 0.0, height = 0.0
        if let title = c.title, !title.isEmpty, let size = TextMeasure.size(title, font: c.font) {
            width += Double(size.width)
            height = Double(size.height)
        }
        if c.image != nil {
            let side = c.font.size * 0.93
            width += side + (c.title == nil ? 0 : Double(configuration?.imagePadding ?? 4))
            height = max(height, side)
        }
        return CGSize(width: width + 2 * c.padding, height: max(height, c.height ?? height))
    }

    open override func drawnContent() -> AnyView? {
        let c = content
        let label = HStack(spacing: configuration?.imagePadding ?? 4) {
            if let image = c.image { Image(uiImage: image) }
            if let title = c.title { Text(verbatim: title).lineLimit(1) }
        }
        .font(c.font).foregroundColor(c.foreground)
        let size = bounds.size
        guard let background = c.background else { return AnyView(label.frame(width: size.width, height: size.height)) }
        let shape: AnyView
        switch c.corner {
        case .capsule: shape = AnyView(Capsule().fill(background))
        case .small: shape = AnyView(RoundedRectangle(cornerRadius: 6, style: .continuous).fill(background))
        case .medium, .dynamic: shape = AnyView(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(background))
        case .large: shape = AnyView(RoundedRectangle(cornerRadius: 12, style: .continuous).fill(background))
        case .fixed: shape = AnyView(RoundedRectangle(cornerRadius: configuration?.background.cornerRadius ?? 0, style: .continuous).fill(background))
        }
        return AnyView(label.frame(width: size.width, height: size.height).background(shape))
    }

    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }

    /// UIKit's button configurations.
    public struct Configuration: Sendable {
        enum Style: Sendable { case plain, tinted, gray, filled }
        let style: Style
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        public var imagePadding: CGFloat = 4
        public var imagePlacement = NSDirectionalRectEdge.leading
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var cornerStyle = CornerStyle.dynamic
        public var buttonSize = Size.medium
        public var contentInsets = NSDirectionalEdgeInsets.zero
        public var background = BackgroundConfiguration()

        init(_ style: Style) { self.style = style }

        public static func plain() -> Configuration { Configuration(.plain) }
        public static func tinted() -> Configuration { Configuration(.tinted) }
        public static func gray() -> Configuration { Configuration(.gray) }
        public static func filled() -> Configuration { Configuration(.filled) }
        public static func borderless() -> Configuration { Configuration(.plain) }
        public static func bordered() -> Configuration { Configuration(.gray) }
        public static func borderedTinted() -> Configuration { Configuration(.tinted) }
        public static func borderedProminent() -> Configuration { Configuration(.filled) }

        public enum CornerStyle: Sendable { case fixed, dynamic, small, medium, large, capsule }

        public enum Size: Sendable {
            case mini, small, medium, large
            var controlSize: ControlSize {
                switch self {
                case .mini: return .mini
                case .small: return .small
                case .medium: return .regular
                case .large: return .large
                }
            }
        }
    }

    /// A configuration's background: a colour and a corner radius for the fixed corner style.
    public struct BackgroundConfiguration: Sendable {
        public var backgroundColor: UIColor?
        public var cornerRadius: CGFloat = 0
        public init() {}
    }
}
