/// Some rows of a taller picture: `image` holds its rows `firstRow ..< firstRow + image.height`,
/// full width. What a picture drawn band by band hands over, so no band is copied to trim it.
public struct ImageRows: Sendable {
    public var image: RGBAImage
    public var firstRow: Int

    public init(image: RGBAImage, firstRow: Int) {
        self.image = image
        self.firstRow = firstRow
    }

    public var rows: Range<Int> { firstRow..<(firstRow + image.height) }
}
