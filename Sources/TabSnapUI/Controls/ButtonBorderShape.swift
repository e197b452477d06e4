import TabSnapLayout

/// SwiftUI's `ButtonBorderShape`: the outline bordered buttons are drawn in.
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, capsule, circle, roundedRectangle(Double?) }
    let kind: Kind
    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let circle = ButtonBorderShape(kind: .circle)
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(Double(radius))) }
}
