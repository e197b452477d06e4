import Foundation

/// Hands out indices to worker threads one at a time (cheap next to a render).
final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    func next(below limit: Int) -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}
