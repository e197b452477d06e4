import TabSnapLayout

/// `@Environment(\.openWindow)` and `\.dismissWindow`: multi-window scenes on iPad and Mac. A
/// snapshot draws one window, so calling them does nothing.
public struct OpenWindowAction: Sendable {
    public func callAsFunction(id: String) {}
    public func callAsFunction<D: Hashable & Codable>(value: D) {}
    public func callAsFunction<D: Hashable & Codable>(id: String, value: D) {}
}

public struct DismissWindowAction: Sendable {
    public func callAsFunction() {}
    public func callAsFunction(id: String) {}
    public func callAsFunction<D: Hashable & Codable>(value: D) {}
    public func callAsFunction<D: Hashable & Codable>(id: String, value: D) {}
}

extension EnvironmentValues {
    public var openWindow: OpenWindowAction { OpenWindowAction() }
    public var dismissWindow: DismissWindowAction { DismissWindowAction() }
}
