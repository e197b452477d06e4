import TabSnapUI

/// A layer's colour (`UIColor.red.cgColor`): the colour, dynamic if the UIColor was.
public final class CGColor: @unchecked Sendable {
    public let color: Color
    init(color: Color) { self.color = color }
}

extension UIColor {
    public var cgColor: CGColor { CGColor(color: color) }
    public convenience init(cgColor: CGColor) { self.init(color: cgColor.color) }
}
