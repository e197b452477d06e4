import Foundation

/// What an app's bundle holds for the whole process (asset catalogs, string tables): entries
/// registered once, one per source (registering a source again replaces it), in order. Scoped
/// entries (a task-local each user keeps) go in front of them.
public final class ProcessRegistry<Entry: Sendable>: @unchecked Sendable {
    private var entries: [Entry] = []
    private let lock = NSLock()
    private let source: @Sendable (Entry) -> String

    init(source: @escaping @Sendable (Entry) -> String) { self.source = source }

    func register(_ new: [Entry]) {
        lock.lock()
        defer { lock.unlock() }
        for e in new {
            let s = source(e)
            entries.removeAll { source($0) == s }
            entries.append(e)
        }
    }

    func removeAll() {
        lock.lock()
        entries = []
        lock.unlock()
    }

    /// `scoped` first, then the registered entries.
    func active(_ scoped: [Entry]) -> [Entry] {
        lock.lock()
        defer { lock.unlock() }
        return entries.isEmpty ? scoped : scoped + entries
    }
}
