import Foundation
import TabSnapDocument

/// `.gridCellColumns(_:)`: how many columns of a `Grid` the cell spans.
public struct GridCellColumns: ContainerTrait {
    public let count: Int
    public init(_ count: Int) { self.count = count }
    public var summary: String { ".gridCellColumns(\(count))" }
}
