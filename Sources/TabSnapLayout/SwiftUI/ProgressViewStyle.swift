import Foundation
import TabSnapLayoutEngine

/// The progress view styles of iOS.
public enum ProgressViewStyleKind: Hashable, Sendable { case automatic, linear, circular }

extension EnvironmentValues {
    private enum ProgressStyleKey: EnvironmentKey { static var defaultValue: ProgressViewStyleKind { .automatic } }
    public var progressViewStyle: ProgressViewStyleKind {
        get { self[ProgressStyleKey.self] }
        set { self[ProgressStyleKey.self] = newValue }
    }
}

/// SwiftUI's `ProgressViewStyle` (`.progressViewStyle(.circular)`).
public protocol ProgressViewStyle { var kind: ProgressViewStyleKind { get } }

public struct LinearProgressViewStyle: ProgressViewStyle { public init() {}; public var kind: ProgressViewStyleKind { .linear } }

public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    /// The tint colours the spinner on macOS only; an iPhone draws it grey.
    public init(tint: Color) {}
    public var kind: ProgressViewStyleKind { .circular }
}

public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {}; public var kind: ProgressViewStyleKind { .automatic } }

extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }

extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }

extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }

extension View {
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ModifiedView {
        let kind = style.kind
        return environmentWrite("progressViewStyle") { $0.progressViewStyle = kind }
    }
}
