import TabSnapCore

/// One rectangle of a failed snapshot cut out of expected, actual and diff and written as PNGs
/// beside the full-size artifacts, so a reviewer (or a designer opening the folder) sees the
/// tab bar or the change at full resolution without hunting for it in a whole screen.
public struct ReviewCrop: Sendable, Codable, Equatable {
    /// In the pixels of the actual image (the change crop: of the diff, the larger of the two).
    public var region: PixelRect
    /// What the region is, for a reviewer (`Tab bar`): the scene's module names it.
    public var label: String?
    public var expected: String?
    public var actual: String?
    public var diff: String?

    public init(region: PixelRect, label: String? = nil, expected: String? = nil, actual: String? = nil, diff: String? = nil) {
        self.region = region
        self.label = label
        self.expected = expected
        self.actual = actual
        self.diff = diff
    }

    /// The same crop with its pictures at other paths.
    public func moved(_ path: (String?, String) throws -> String?) rethrows -> ReviewCrop {
        ReviewCrop(region: region, label: label, expected: try path(expected, "expected"), actual: try path(actual, "actual"),
                   diff: try path(diff, "diff"))
    }

    /// Pixels around the diff's bounding box in the change crop, so the change has context.
    public static let changeMargin = 16

    /// The bounding box grown by `margin` on every side, kept inside `canvas`.
    public static func changedArea(_ box: PixelRect, margin: Int = changeMargin, in canvas: PixelRect) -> PixelRect {
        PixelRect(x0: box.x0 - margin, y0: box.y0 - margin, x1: box.x1 + margin, y1: box.y1 + margin).intersection(canvas)
    }

    /// The bar's rows counted from the bottom, so an image of another height (a reference from
    /// before a device change) is cut where its own bar is.
    public static func bottomAnchored(_ region: PixelRect, from height: Int, in image: PixelRect) -> PixelRect {
        let rows = height - region.y0
        return PixelRect(x0: region.x0, y0: image.y1 - rows, x1: region.x1, y1: image.y1).intersection(image)
    }
}
