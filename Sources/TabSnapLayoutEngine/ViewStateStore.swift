import Foundation

/// Where views' `@State` lives between the layout passes of one render, keyed by the view's
/// place in the tree (its path of types and positions) and the property's name, as SwiftUI keys
/// state by view identity. A pass that runs `onPreferenceChange` actions lays the tree out again,
/// and each body then reads the state those actions set.
public final class ViewStateStore: @unchecked Sendable {
    private var boxes: [String: AnyObject] = [:]
    private let lock = NSLock()

    public init() {}

    /// The storage kept under `key`, or `initial` (which is kept from now on).
    public func storage(_ key: String, initial: AnyObject) -> AnyObject {
        lock.lock()
        defer { lock.unlock() }
        if let b = boxes[key] { return b }
        boxes[key] = initial
        return initial
    }
}

/// A property wrapper whose storage the store keeps (`@State`, `@StateObject`).
public protocol ViewStateProperty {
    func link(to store: ViewStateStore, key: String)
}
