import Foundation

/// Something read from a file once per path for the process (a Lottie animation, an SVG icon,
/// or why it cannot be drawn): a suite draws the same icons on every device and scheme.
public final class FileCache<Value>: @unchecked Sendable {
    private var cache: [String: Value] = [:]
    private let lock = NSLock()

    public init() {}

    /// The value for `path`, made by `make` the first time (outside the lock: reading a file
    /// must not hold up other threads; two first readers both make it and the first kept wins).
    public func value(_ path: String, _ make: (String) -> Value) -> Value {
        lock.lock()
        if let hit = cache[path] { lock.unlock(); return hit }
        lock.unlock()
        let made = make(path)
        lock.lock()
        defer { lock.unlock() }
        if let first = cache[path] { return first }
        cache[path] = made
        return made
    }
}
