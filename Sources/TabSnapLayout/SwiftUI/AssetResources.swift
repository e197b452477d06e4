import Foundation
import TabSnapLayoutEngine

/// Xcode's generated asset symbols (iOS 17): `Image(.avatar)`, `Color(.brand)`. Xcode writes
/// `extension ImageResource { static let avatar = ImageResource(name: "avatar", bundle: …) }`
/// into a generated file at build time; on Linux an app declares the same names in a file of its
/// own, and each draws the asset of that name from the render's catalogs, as `Image("avatar")`
/// and `Color("brand")` do.
public struct ImageResource: Hashable, Sendable {
    public let name: String
    public init(name: String, bundle: Bundle) { self.name = name }
}

public struct ColorResource: Hashable, Sendable {
    public let name: String
    public init(name: String, bundle: Bundle) { self.name = name }
}

extension Image {
    public init(_ resource: ImageResource) { self.init(resource.name) }
}

extension Color {
    public init(_ resource: ColorResource) { self.init(resource.name) }
}
