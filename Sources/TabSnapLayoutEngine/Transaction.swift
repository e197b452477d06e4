import Foundation

/// SwiftUI's transaction: the animation a state change is made with. `withAnimation` and
/// `withTransaction` set it for the changes made in their body; a `ViewTimeline` change reads it
/// (as SwiftUI reads it when the state it guards is written).
public struct Transaction: Sendable {
    public var animation: Animation?
    /// Set: this change and the `.animation(_:value:)` scopes under it jump to the new value.
    public var disablesAnimations = false

    public init() {}
    public init(animation: Animation?) { self.animation = animation }

    /// What the innermost `withAnimation`/`withTransaction` being run set (nil outside one).
    @TaskLocal static var current: Transaction?
}

/// Runs `body` with `animation` as the transaction's animation: a `ViewTimeline` change built
/// inside it animates with that animation. Outside a timeline the body just runs (a still
/// frame shows the end state).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current ?? Transaction()
    transaction.animation = animation
    return try withTransaction(transaction, body)
}

/// Runs `body` under `transaction`.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let box = TransactionBox.recording
    box?.transaction = transaction
    return try Transaction.$current.withValue(transaction) { try body() }
}

/// Where a timeline change finds the transaction its body ran under: `withAnimation` returns
/// the body's result (the new view), not the animation, so the change listens for it.
package final class TransactionBox: @unchecked Sendable {
    var transaction: Transaction?
    @TaskLocal static var recording: TransactionBox?

    /// `body`'s result and the last transaction it set at its top level.
    package static func capture<T>(_ body: () throws -> T) rethrows -> (T, Transaction?) {
        let box = TransactionBox()
        let value = try $recording.withValue(box) { try body() }
        return (value, box.transaction)
    }
}
