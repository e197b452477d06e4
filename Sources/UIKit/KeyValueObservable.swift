import Foundation

/// Foundation's block-based key-value observing (`observe(\.parent) { controller, change in … }`)
/// for UIKit's views and controllers. Swift key paths carry no property name on Linux and a
/// subclass's `\.parent` is not equal to the base class's, so an observation compares its
/// property's value after every change the object reports (by identity for objects, by `==` for
/// equatable values) and calls its handler when that value differs.
public protocol KeyValueObservable: AnyObject {
    var keyValueObservers: KeyValueObservers { get }
}

extension KeyValueObservable {
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        var last = self[keyPath: keyPath]
        if options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? last : nil, oldValue: nil))
        }
        let id = keyValueObservers.add { object in
            guard let object = object as? Self else { return }
            let now = object[keyPath: keyPath]
            guard !KeyValueObservers.same(last, now) else { return }
            let old = last
            last = now
            changeHandler(object, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? now : nil,
                                                           oldValue: options.contains(.old) ? old : nil))
        }
        return NSKeyValueObservation(observers: keyValueObservers, id: id)
    }

    /// For a subclass's own observable properties, as Foundation spells it: `didChangeValue(for:)`
    /// after setting one reports it to the observations.
    public func willChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {}
    public func didChangeValue<Value>(for keyPath: KeyPath<Self, Value>) { keyValueObservers.changed(self) }
}

/// An object's observations, in the order they were added.
public final class KeyValueObservers: @unchecked Sendable {
    private var entries: [(id: Int, check: (AnyObject) -> Void)] = []
    private var nextID = 0

    public init() {}

    func add(_ check: @escaping (AnyObject) -> Void) -> Int {
        nextID += 1
        entries.append((nextID, check))
        return nextID
    }

    func remove(_ id: Int) { entries.removeAll { $0.id == id } }

    /// Called by a property's setter: each observation whose value changed hears of it.
    func changed(_ object: AnyObject) {
        guard !entries.isEmpty else { return }
        for entry in entries { entry.check(object) }
    }

    /// Whether two values of an observed property are the same: both nil, the same object, or
    /// equal. A value that is none of these is taken as changed.
    static func same(_ a: Any, _ b: Any) -> Bool {
        switch (unwrapped(a), unwrapped(b)) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case let (x?, y?):
            if type(of: x) is AnyClass, type(of: y) is AnyClass { return (x as AnyObject) === (y as AnyObject) }
            if let e = x as? any Equatable { return equal(e, y) }
            return false
        }
    }

    private static func equal<T: Equatable>(_ a: T, _ b: Any) -> Bool { (b as? T) == a }

    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrapped($0.value) }
    }
}
