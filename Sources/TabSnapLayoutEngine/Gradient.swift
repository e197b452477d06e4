import Foundation

/// Colours at locations from 0 to 1.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: Double
        public init(color: Color, location: Double) { self.color = color; self.location = location }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// Evenly spaced colours.
    public init(colors: [Color]) {
        let n = max(1, colors.count - 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / Double(n)) }
    }
}
