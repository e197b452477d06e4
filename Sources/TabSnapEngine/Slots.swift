import Foundation

/// Results written from several threads, each to its own slot.
final class Slots<T>: @unchecked Sendable {
    private var slots: [T?]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ v: T) { lock.lock(); slots[i] = v; lock.unlock() }
    var values: [T] { lock.lock(); defer { lock.unlock() }; return slots.map { $0! } }
}
