import TabSnapUI

// The SwiftUI initialisers that take UIKit values, as Apple's SwiftUI has them.

extension Color {
    /// `Color(uiColor:)`: the same colour, dynamic if it is.
    public init(uiColor: UIColor) { self = uiColor.color }
    /// `Color(UIColor.systemGray6)`, `Color(.secondarySystemBackground)`.
    public init(_ uiColor: UIColor) { self = uiColor.color }
}

extension Font {
    /// `Font(UIFont.systemFont(ofSize: 15))`.
    public init(_ font: UIFont) { self = font.font }
}

extension Image {
    /// `Image(uiImage:)`: a symbol drawn from the bundled set, or an asset, template or
    /// original as the image's rendering mode says.
    public init(uiImage: UIImage) {
        let base: Image
        switch uiImage.source {
        case .symbol(let name): base = Image(systemName: name)
        case .named(let name): base = Image(name)
        }
        switch uiImage.renderingMode {
        case .automatic: self = base
        case .alwaysTemplate: self = base.renderingMode(.template)
        case .alwaysOriginal: self = base.renderingMode(.original)
        }
    }
}
