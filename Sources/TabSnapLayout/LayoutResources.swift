import Foundation
import TabSnapCore
import TabSnapRaster

/// What drawing needs beyond shapes: text, icons and image files. The real implementation
/// (`FontResources`) uses the bundled fonts; tests may use simpler ones.
public protocol LayoutResources: LayoutMeasuring {
    /// Draws `text` laid out as `measure(text, style:, maxWidth:)` laid it out, with its
    /// top-left at `frame`'s origin (points), in `color`.
    func drawText(_ text: String, style: TextStyle, maxWidth: Double?, color: TabSnapRaster.Color, in frame: CGRect,
                  canvas: inout Canvas, transform: Transform) throws
    /// Draws the icon `name` filling `frame`, in `color`; an unknown name throws an error that
    /// lists the closest known names.
    func drawIcon(_ name: String, color: TabSnapRaster.Color, in frame: CGRect, canvas: inout Canvas, transform: Transform) throws
    /// A decoded image file.
    func image(file: String) throws -> RGBAImage
}

/// Everything that could not be drawn in one render, reported together.
public struct RenderErrors: Error, CustomStringConvertible, Sendable {
    public let problems: [String]
    public init(problems: [String]) { self.problems = problems }
    public var description: String { problems.joined(separator: "\n") }
}
