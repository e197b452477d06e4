import Foundation

/// Process state behind a lock: what UIKit's appearance proxies hold, which every bar drawn
/// afterwards reads (as in UIKit, appearance lives in the process, not in a view).
package final class AppearanceStore<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    private let initial: Value

    package init(_ initial: Value) {
        value = initial
        self.initial = initial
    }

    package var current: Value {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    package func update(_ change: (inout Value) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        change(&value)
    }

    package func reset() { update { $0 = initial } }
}
