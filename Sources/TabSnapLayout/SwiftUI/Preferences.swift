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
        ModifiedView(self, .trait(.preference(PreferenceValue.of(K.self, summary: "\(value)") { _, _ in value })))
    }

    /// Changes the value `key` has in this view's content (its default when the content sets none).
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> ModifiedView {
        ModifiedView(self, .trait(.preference(PreferenceValue.of(K.self, summary: "transform") { below, _ in
            var v = below ?? K.defaultValue
            callback(&v)
            return v
        })))
    }

    /// Sets `key` from an anchor of this view (its bounds, a point), read later in another
    /// view's coordinates with `geometry[anchor]`.
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> ModifiedView {
        ModifiedView(self, .trait(.preference(PreferenceValue.of(K.self, summary: "anchor") { _, frame in transform(value.make(frame)) })))
    }

    /// Changes the value `key` has in this view's content with an anchor of this view.
    public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> ModifiedView {
        ModifiedView(self, .trait(.preference(PreferenceValue.of(K.self, summary: "transform anchor") { below, frame in
            var v = below ?? K.defaultValue
            transform(&v, value.make(frame))
            return v
        })))
    }

    /// A view over this one built from the value `key` has in it once laid out (anchors read
    /// with a `GeometryReader` inside).
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> ModifiedView {
        ModifiedView(self, .preferenceLayer(overlay: true, key: ObjectIdentifier(K.self), keyName: _typeName(K.self, qualified: false),
                                            defaultValue: K.defaultValue, alignment: alignment) { makeNode(transform($0 as! K.Value)) })
    }

    /// A view under this one built from the value `key` has in it once laid out.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> ModifiedView {
        ModifiedView(self, .preferenceLayer(overlay: false, key: ObjectIdentifier(K.self), keyName: _typeName(K.self, qualified: false),
                                            defaultValue: K.defaultValue, alignment: alignment) { makeNode(transform($0 as! K.Value)) })
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

extension PreferenceValue {
    /// `K`'s preference as this view sends it up, combined with its siblings' by `K.reduce`.
    static func of<K: PreferenceKey>(_: K.Type, summary: String, produce: @escaping (K.Value?, CGRect) -> K.Value) -> PreferenceValue {
        PreferenceValue(key: ObjectIdentifier(K.self), summary: summary, combine: { acc, next in
            var v = acc as! K.Value
            K.reduce(value: &v) { next as! K.Value }
            acc = v
        }, produce: { below, frame in produce(below.map { $0 as! K.Value }, frame) })
    }
}
