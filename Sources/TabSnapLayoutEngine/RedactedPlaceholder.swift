import Foundation
import TabSnapDisplayList
import TabSnapRaster
import TabSnapText

/// What a redacted view draws instead of its content (`.redacted(reason: .placeholder)`, or
/// `.privacy` over a `.privacySensitive()` view): each line of text a rounded bar as tall as the
/// font's capitals, standing on the baseline, from the line's start to the end of its last
/// advance; an image a rectangle over its frame; both in the foreground colour at 16 % of its
/// opacity. Shapes and colours draw as they are.
///
/// Measured on public iOS 18.1 to 26.1 references (pixelrevision/SwiftUIML's redacted test at
/// 3x, iOS 18.5; GetStream's thread list loading state at 3x, iOS 18.1 to 26.1; figures only,
/// in `RedactedTests`): bars 0.705 em tall (19.73 pt at 28 pt, 8.46 at 12), their bottom on the
/// baseline, corners of 0.135 em, in the text's colour at alpha 41/255; a template image a
/// square-cornered fill of its drawn rectangle. Their bars' widths came out 0.7 to 1.0 of the
/// width TabSnap sets the same strings in (a 28 pt title's as wide, a 12 pt caption's 0.77):
/// not explained, so a bar is as wide as its line.
enum RedactedPlaceholder {
    static let opacity = 41.0 / 255
    static let capHeight = 0.705
    static let cornerRadius = 0.135

    /// Whether a view in `env` draws as a placeholder.
    static func applies(_ env: EnvironmentValues) -> Bool {
        env.redactionReasons.contains(.placeholder) || (env.redactionReasons.contains(.privacy) && env.isPrivacySensitive)
    }

    /// The bars for `measured`'s lines of text at `frame`.
    static func drawText(_ measured: MeasuredText, environment env: EnvironmentValues, frame: CGRect, in canvas: DrawingContext,
                         transform t: Transform) {
        guard frame.minX.isFinite, frame.minY.isFinite else { return }
        let color = canvas.foreground(env).opacity(opacity)
        guard color.alpha > 0 else { return }
        var path = Path()
        for line in TextLineSpan.lines(of: measured) {
            let size = line.size
            let x0 = Double(frame.minX) + line.minX
            let x1 = Double(frame.minX) + line.maxX
            let height = capHeight * size
            guard x1 > x0, height > 0 else { continue }
            let bottom = Double(frame.minY) + line.baseline
            let r = Rect(x: x0, y: bottom - height, width: x1 - x0, height: height)
            path.add(.roundedRect(r, radius: min(cornerRadius * size, height / 2)))
        }
        if !path.isEmpty { canvas.append(.fill(FillItem(path: path, paint: .solid(color), transform: t))) }
    }

    /// An image's placeholder: its frame filled.
    static func drawImage(_ frame: CGRect, environment env: EnvironmentValues, in canvas: DrawingContext, transform t: Transform) {
        let color = canvas.foreground(env).opacity(opacity)
        guard color.alpha > 0, frame.width > 0, frame.height > 0, frame.minX.isFinite, frame.minY.isFinite else { return }
        canvas.append(.fill(FillItem(path: .rect(canvas.rect(frame)), paint: .solid(color), transform: t)))
    }
}
