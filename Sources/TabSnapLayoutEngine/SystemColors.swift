import Foundation

/// UIKit's semantic colours that SwiftUI's containers and controls draw with, light and dark,
/// from Apple's Human Interface Guidelines colour tables (iOS 13 to 18). SwiftUI spells them
/// `Color(.systemGroupedBackground)` through UIKit, so they are not `Color` members here.
extension Color {
    package static let systemGroupedBackground = Color(light: Color(r: 242, g: 242, b: 247), dark: .black)
    package static let secondarySystemGroupedBackground = Color(light: .white, dark: Color(r: 28, g: 28, b: 30))
    package static let tertiarySystemGroupedBackground = Color(light: Color(r: 242, g: 242, b: 247), dark: Color(r: 44, g: 44, b: 46))
    package static let secondarySystemBackground = Color(light: Color(r: 242, g: 242, b: 247), dark: Color(r: 28, g: 28, b: 30))
    package static let tertiarySystemBackground = Color(light: .white, dark: Color(r: 44, g: 44, b: 46))

    package static let systemGray2 = Color(light: Color(r: 174, g: 174, b: 178), dark: Color(r: 99, g: 99, b: 102))
    package static let systemGray3 = Color(light: Color(r: 199, g: 199, b: 204), dark: Color(r: 72, g: 72, b: 74))
    package static let systemGray4 = Color(light: Color(r: 209, g: 209, b: 214), dark: Color(r: 58, g: 58, b: 60))
    package static let systemGray5 = Color(light: Color(r: 229, g: 229, b: 234), dark: Color(r: 44, g: 44, b: 46))
    package static let systemGray6 = Color(light: Color(r: 242, g: 242, b: 247), dark: Color(r: 28, g: 28, b: 30))

    /// Hairlines between rows (0.29 and 0.6 opacity).
    package static let separator = Color(light: Color(r: 60, g: 60, b: 67, a: 74), dark: Color(r: 84, g: 84, b: 88, a: 153))
    package static let opaqueSeparator = Color(light: Color(r: 198, g: 198, b: 200), dark: Color(r: 56, g: 56, b: 58))

    /// Fills for thin and small shapes (a switch's off track, a slider's track) down to large
    /// ones (a search field, a segmented control's track).
    package static let systemFill = Color(light: Color(r: 120, g: 120, b: 128, a: 51), dark: Color(r: 120, g: 120, b: 128, a: 92))
    package static let secondarySystemFill = Color(light: Color(r: 120, g: 120, b: 128, a: 41), dark: Color(r: 120, g: 120, b: 128, a: 82))
    package static let tertiarySystemFill = Color(light: Color(r: 118, g: 118, b: 128, a: 31), dark: Color(r: 118, g: 118, b: 128, a: 61))
    package static let quaternarySystemFill = Color(light: Color(r: 116, g: 116, b: 128, a: 20), dark: Color(r: 118, g: 118, b: 128, a: 46))
}
