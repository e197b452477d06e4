import Foundation

/// Whether the snapshot checked last (on any thread) failed. A passing snapshot is cheapest
/// drawn band by band and hashed; a failing one drawn that way is then drawn again whole for
/// its comparison. After a failure the next snapshot is drawn whole first (its digest taken on
/// the frame), so a suite where most fail (a design-system change) draws each screen once.
final class FailureStreak: @unchecked Sendable {
    private var failed = false
    private let lock = NSLock()

    var lastFailed: Bool {
        lock.lock(); defer { lock.unlock() }
        return failed
    }

    func note(failed: Bool) {
        lock.lock(); defer { lock.unlock() }
        self.failed = failed
    }
}
