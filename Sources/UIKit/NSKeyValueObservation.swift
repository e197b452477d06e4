/// A live key-value observation: it calls its handler while it exists, and stops when it is
/// invalidated or released, as Foundation's does.
public final class NSKeyValueObservation: @unchecked Sendable {
    private weak var observers: KeyValueObservers?
    private let id: Int

    init(observers: KeyValueObservers, id: Int) {
        self.observers = observers
        self.id = id
    }

    public func invalidate() {
        observers?.remove(id)
        observers = nil
    }

    deinit { invalidate() }
}
