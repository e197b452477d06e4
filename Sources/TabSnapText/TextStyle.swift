/// How text is set: the SwiftUI modifiers `.font(.system(size:weight:))` and `.kerning(_:)`.
public struct TextStyle: Hashable, Sendable {
    /// Point size (points per em).
    public var size: Double
    public var weight: FontWeight
    /// Extra points after every character, like SwiftUI's `.kerning(_:)`/`.tracking(_:)`.
    /// It is added after the last character too, so it counts in the measured width: Apple's
    /// documentation of `Text.kerning(_:)` says the kerning "affects the trailing edge of the
    /// text view as well" (negative kerning crops the last letter), and `tracking(_:)` adds
    /// its space "to each character cluster". We do not model kerning's ligature handling: we
    /// form no ligatures at all.
    public var tracking: Double

    public init(size: Double = 17, weight: FontWeight = .regular, tracking: Double = 0) {
        self.size = size
        self.weight = weight
        self.tracking = tracking
    }

    /// A numeric weight (100…900) mapped to the nearest shipped one.
    public init(size: Double, weightValue: Int, tracking: Double = 0) {
        self.init(size: size, weight: .nearest(to: weightValue), tracking: tracking)
    }
}
