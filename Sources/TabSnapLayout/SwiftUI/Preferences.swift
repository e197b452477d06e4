import Foundation
import TabSnapLayoutEngine

/// SwiftUI's `PreferenceKey`: a value views below send up to an ancestor, combined with `reduce`
/// in tree order.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
    /// Sets `key`'s value for this view, replacing what its content set.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> ModifiedView {
        let p = PreferenceValue(key: ObjectIdentifier(K.self), value: value) { acc, next in
            var v = acc as! K.Value
            K.reduce(value: &v) { next as! K.Value }
            acc = v
        }
        return ModifiedView(self, .trait(.preference(p)))
    }

    /// Runs `action` with the value `key` has in this subtree once the frame is laid out; the
    /// frame is then laid out again with the state the action set (a snapshot shows the settled
    /// frame, as the screen would after SwiftUI's update).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> ModifiedView
        where K.Value: Equatable {
        let a = PreferenceAction(key: ObjectIdentifier(K.self), defaultValue: K.defaultValue,
                                 equal: { ($0 as! K.Value) == ($1 as! K.Value) }, perform: { action($0 as! K.Value) })
        return ModifiedView(self, .trait(.onPreferenceChange(a)))
    }
}
