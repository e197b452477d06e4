import Foundation

/// A preference a view sets, type-erased: what the view sends up for its key, from what its
/// subtree sent (nil when nothing) and its frame on the screen (`.preference` ignores both,
/// `.transformPreference` changes the first, `.anchorPreference` reads the second).
public struct PreferenceValue: @unchecked Sendable {
    let key: ObjectIdentifier
    let combine: (inout Any, Any) -> Void
    let produce: (Any?, CGRect) -> Any
    /// How frame dumps show it.
    let summary: String

    package init(key: ObjectIdentifier, summary: String, combine: @escaping (inout Any, Any) -> Void, produce: @escaping (Any?, CGRect) -> Any) {
        self.key = key
        self.summary = summary
        self.combine = combine
        self.produce = produce
    }
}

/// An `onPreferenceChange` action, type-erased: it runs after layout with the subtree's value.
public struct PreferenceAction: @unchecked Sendable {
    let key: ObjectIdentifier
    let defaultValue: Any
    let equal: (Any, Any) -> Bool
    let perform: (Any) -> Void

    package init(key: ObjectIdentifier, defaultValue: Any, equal: @escaping (Any, Any) -> Bool, perform: @escaping (Any) -> Void) {
        self.key = key
        self.defaultValue = defaultValue
        self.equal = equal
        self.perform = perform
    }
}

/// Collects preferences over a laid-out tree and runs the actions whose value changed.
enum PreferencePass {
    /// Runs the actions; returns whether any saw a value different from `delivered` (the last
    /// value each action was given, by its place), which it updates.
    static func run(_ root: LaidOutView, delivered: inout [String: Any]) -> Bool {
        var changed = false
        _ = values(root, path: "", delivered: &delivered, changed: &changed)
        return changed
    }

    private static func values(_ view: LaidOutView, path: String, delivered: inout [String: Any], changed: inout Bool) -> [ObjectIdentifier: (Any, PreferenceValue)] {
        var out: [ObjectIdentifier: (Any, PreferenceValue)] = [:]
        for (i, child) in view.children.enumerated() {
            for (key, entry) in values(child, path: path + "/\(i)", delivered: &delivered, changed: &changed) {
                if var acc = out[key]?.0 {
                    entry.1.combine(&acc, entry.0)
                    out[key] = (acc, entry.1)
                } else {
                    out[key] = entry
                }
            }
        }
        if case .modified(_, .trait(let trait)) = view.node.kind {
            switch trait {
            case .preference(let p):
                out[p.key] = (p.produce(out[p.key]?.0, view.exactFrame), p)
            case .onPreferenceChange(let a):
                let value = out[a.key]?.0 ?? a.defaultValue
                if let last = delivered[path], a.equal(last, value) { break }
                let first = delivered[path] == nil
                delivered[path] = value
                a.perform(value)
                // The first delivery of the default changes nothing on screen.
                if !(first && a.equal(value, a.defaultValue)) { changed = true }
            default:
                break
            }
        }
        return out
    }

    /// The value `key` has in a laid-out subtree (its views' values combined in tree order,
    /// each view's own preference applied over its subtree's), or nil when none sets it.
    static func value(of key: ObjectIdentifier, in view: LaidOutView) -> Any? { entry(key, view)?.value }

    private static func entry(_ key: ObjectIdentifier, _ view: LaidOutView) -> (value: Any, setter: PreferenceValue)? {
        var out: (value: Any, setter: PreferenceValue)?
        for child in view.children {
            guard let next = entry(key, child) else { continue }
            if var acc = out?.value, let setter = out?.setter {
                setter.combine(&acc, next.value)
                out = (acc, setter)
            } else {
                out = next
            }
        }
        if case .modified(_, .trait(.preference(let p))) = view.node.kind, p.key == key {
            return (p.produce(out?.value, view.exactFrame), p)
        }
        return out
    }
}
