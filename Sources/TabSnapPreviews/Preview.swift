@_exported import TabSnapUI

/// SwiftUI's `#Preview`, so view files that end with previews compile unchanged on Linux. The
/// body is type-checked like any view builder; nothing is rendered (previews are Xcode's canvas,
/// snapshots are the tests'). An opt-in product because a macro builds swift-syntax: add
/// `import TabSnapPreviews` to the `#else` branch of the SwiftUI import.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait..., @ViewBuilder body: @escaping @MainActor () -> AnyView) =
    #externalMacro(module: "TabSnapPreviewMacros", type: "PreviewMacro")

/// The traits `#Preview(traits:)` takes, accepted and not drawn.
public struct PreviewTrait: Sendable {
    let name: String
    public static let sizeThatFitsLayout = PreviewTrait(name: "sizeThatFitsLayout")
    public static let portrait = PreviewTrait(name: "portrait")
    public static let landscapeLeft = PreviewTrait(name: "landscapeLeft")
    public static let landscapeRight = PreviewTrait(name: "landscapeRight")
    public static let portraitUpsideDown = PreviewTrait(name: "portraitUpsideDown")
    public static func fixedLayout(width: Double, height: Double) -> PreviewTrait { PreviewTrait(name: "fixedLayout") }
}
