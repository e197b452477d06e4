#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutex for critical sections of a few hundred nanoseconds that band workers share (the
/// glyph cache, the frame pool). A waiter spins briefly before it sleeps: one that sleeps is
/// woken onto its waker's core, and on a 2-core runner it then queued behind the waker for up
/// to a scheduler tick (3-4 ms, measured with `perf sched`) while the other core stood idle.
public final class ShortLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    public init() {
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        #if canImport(Glibc)
        // glibc's adaptive mutex spins on a held lock before it calls futex.
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
        #endif
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    public func lock() { pthread_mutex_lock(mutex) }
    public func unlock() { pthread_mutex_unlock(mutex) }
}
