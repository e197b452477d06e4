import TabSnapUI

/// Measures text for labels' and buttons' intrinsic sizes with the bundled fonts, once loaded
/// for the process (the measurements it keeps are the same for every render).
enum TextMeasure {
    static let resources = try? FontResources.bundled()

    static func size(_ text: String, font: Font, lineLimit: Int? = 1, maxWidth: Double? = nil) -> CGSize? {
        guard let resources else { return nil }
        var style = TextEnvironment(font: font)
        style.lineLimit = lineLimit
        return resources.measure(text, style: style, maxWidth: maxWidth, scale: Double(UIScreen.main.scale)).size
    }
}
