import TabSnapLayout

extension View {
    /// Accepted; the action does not run in a still frame (iOS runs it once the view appears and
    /// the publisher sends).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> ModifiedView where P.Failure == Never {
        accepted("onReceive")
    }
}
