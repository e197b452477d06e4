import TabSnapUI

/// A blur over what lies behind, in the same materials SwiftUI draws (`.ultraThinMaterial` …
/// `.bar`), with a `contentView` for the views on top. A style named for one scheme (`…Light`,
/// `…Dark`, the old `.light`/`.dark`) keeps that scheme's tint in the other.
open class UIVisualEffectView: UIView, @unchecked Sendable {
    public var effect: UIVisualEffect?
    /// Where subviews go; it fills the effect view.
    public let contentView = UIView()

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
        contentView.frame = bounds
    }

    public required init?(coder: NSCoder) { nil }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    open override func drawnContent() -> AnyView? {
        guard let blur = effect as? UIBlurEffect else { return nil }
        let (material, scheme) = Self.material(blur.style)
        let corner: RoundedCornerStyle = layer.cornerCurve == .continuous ? .continuous : .circular
        let shape = RoundedRectangle(cornerRadius: Double(layer.cornerRadius), style: corner).fill(material)
        return scheme.map { AnyView(shape.environment(\.colorScheme, $0)) } ?? AnyView(shape)
    }

    /// The SwiftUI material for a blur style, and the scheme it is fixed to (nil: the view's).
    static func material(_ style: UIBlurEffect.Style) -> (Material, ColorScheme?) {
        switch style {
        case .systemUltraThinMaterial: return (.ultraThinMaterial, nil)
        case .systemThinMaterial: return (.thinMaterial, nil)
        case .systemMaterial, .regular, .prominent: return (.regularMaterial, nil)
        case .systemThickMaterial: return (.thickMaterial, nil)
        case .systemChromeMaterial: return (.bar, nil)
        case .systemUltraThinMaterialLight: return (.ultraThinMaterial, .light)
        case .systemThinMaterialLight: return (.thinMaterial, .light)
        case .systemMaterialLight, .light: return (.regularMaterial, .light)
        case .systemThickMaterialLight, .extraLight: return (.thickMaterial, .light)
        case .systemChromeMaterialLight: return (.bar, .light)
        case .systemUltraThinMaterialDark: return (.ultraThinMaterial, .dark)
        case .systemThinMaterialDark: return (.thinMaterial, .dark)
        case .systemMaterialDark, .dark: return (.regularMaterial, .dark)
        case .systemThickMaterialDark, .extraDark: return (.thickMaterial, .dark)
        case .systemChromeMaterialDark: return (.bar, .dark)
        }
    }
}
