import TabSnapUI

/// What `#Preview(traits:)` takes: the layout (the device's screen by default, the view's own
/// size, or a fixed size) and the orientation.
public struct PreviewTrait: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case defaultLayout, sizeThatFitsLayout
        case fixedLayout(width: Double, height: Double)
        case orientation(InterfaceOrientation)
    }
    public let kind: Kind

    public static let defaultLayout = PreviewTrait(kind: .defaultLayout)
    public static let sizeThatFitsLayout = PreviewTrait(kind: .sizeThatFitsLayout)
    public static func fixedLayout(width: Double, height: Double) -> PreviewTrait { PreviewTrait(kind: .fixedLayout(width: width, height: height)) }
    public static let portrait = PreviewTrait(kind: .orientation(.portrait))
    public static let portraitUpsideDown = PreviewTrait(kind: .orientation(.portraitUpsideDown))
    public static let landscapeLeft = PreviewTrait(kind: .orientation(.landscapeLeft))
    public static let landscapeRight = PreviewTrait(kind: .orientation(.landscapeRight))
}
