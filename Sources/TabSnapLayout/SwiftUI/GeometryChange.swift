import Foundation
import TabSnapLayoutEngine

extension View {
    /// Runs `action` with what `transform` reads from the view's geometry once it is laid out
    /// (its size, its frame on the screen); state the action sets shows in the settled frame, as
    /// `onPreferenceChange` does. The reading is taken in a background of the view's own size,
    /// so a view inside that does the same is read apart.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (T) -> Void) -> ModifiedView {
        let read = UncheckedTransform(transform)
        return background(
            GeometryReader { proxy in Color.clear.preference(key: GeometryChangeKey<T>.self, value: read.transform(proxy)) }
                .onPreferenceChange(GeometryChangeKey<T>.self) { value in if let value { action(value) } }
        )
    }

    /// The same, given the value before the change too (the first reading is given as both).
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> ModifiedView {
        let last = LastReading<T>()
        return onGeometryChange(for: type, of: transform) { (value: T) in
            action(last.value ?? value, value)
            last.value = value
        }
    }
}

/// One view's reading; a sibling's is never combined into it (the first one kept).
struct GeometryChangeKey<T: Equatable>: PreferenceKey {
    static var defaultValue: T? { nil }
    static func reduce(value: inout T?, nextValue: () -> T?) { value = value ?? nextValue() }
}

/// The reading's closure, called during layout on the thread laying the view out.
struct UncheckedTransform<T>: @unchecked Sendable {
    let transform: (GeometryProxy) -> T
    init(_ transform: @escaping (GeometryProxy) -> T) { self.transform = transform }
}

final class LastReading<T> {
    var value: T?
}
