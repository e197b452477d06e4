/// Carries a value that is not `Sendable` into a job's render closure. Sound only because
/// `verifySnapshot` checks its jobs on the calling thread; requiring `Value: Sendable` instead
/// would break strategies users wrote for their own types.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
