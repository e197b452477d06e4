/// A blur behind a bar or view (`UIBlurEffect(style: .systemChromeMaterial)`): TabSnap draws
/// the system bar material for any style.
open class UIVisualEffect: @unchecked Sendable {
    public init() {}
}

public final class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    public let style: Style
    public init(style: Style) { self.style = style }

    public enum Style: Int, Sendable {
        case extraLight, light, dark, extraDark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }
}
