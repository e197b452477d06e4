import Foundation

/// SwiftUI's collection helpers for `onDelete` and `onMove` actions.
extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (an `onDelete` index set).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` to before the element at `destination` (an `onMove`
    /// action's arguments), keeping their order.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        let at = index(startIndex, offsetBy: destination - before)
        insert(contentsOf: moving, at: at)
    }
}
