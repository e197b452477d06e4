import TabSnapLayout

/// Combine's `Publisher`, reduced to what views hand to `.onReceive`: a still frame subscribes
/// to nothing, so only the types are needed (Combine is not on Linux).
public protocol Publisher {
    associatedtype Output
    associatedtype Failure: Error
}

/// Combine's `Just`: one value.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
}

extension Published.Publisher: Publisher {
    public typealias Output = Value
    public typealias Failure = Never
}

extension ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
}

extension View {
    /// Accepted; the action never runs in a still frame.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> ModifiedView where P.Failure == Never {
        accepted("onReceive")
    }
}
