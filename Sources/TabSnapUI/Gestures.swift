import Foundation

/// SwiftUI's gestures, which a still frame never performs: they are made, configured
/// (`onChanged`, `onEnded`, `updating`) and attached with `.gesture(_:)` as written, and change
/// nothing on screen; `@GestureState` holds its initial value, as it does when no gesture runs.
public protocol Gesture {
    associatedtype Value
}

extension Gesture {
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self { self }
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> Self { self }
    public func simultaneously<Other: Gesture>(with other: Other) -> Self { self }
    public func sequenced<Other: Gesture>(before other: Other) -> Self { self }
    public func exclusively<Other: Gesture>(before other: Other) -> Self { self }
}

public struct DragGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var location = CGPoint.zero
        public var startLocation = CGPoint.zero
        public var translation = CGSize.zero
        public var predictedEndLocation = CGPoint.zero
        public var predictedEndTranslation = CGSize.zero
        public var velocity = CGSize.zero
        public var time = Date(timeIntervalSince1970: 0)
    }
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
}

public struct TapGesture: Gesture {
    public typealias Value = Void
    public init(count: Int = 1) {}
}

public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable, Sendable { public var location = CGPoint.zero }
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {}
}

public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable { public var magnification: CGFloat = 1; public var velocity: CGFloat = 0 }
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

public struct RotateGesture: Gesture {
    public struct Value: Equatable, Sendable { public var rotation = Angle.zero }
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// SwiftUI's `@GestureState`: the state a gesture sets while it runs; at rest, its initial value.
@propertyWrapper
public struct GestureState<Value>: @unchecked Sendable {
    private let initial: Value
    public init(wrappedValue: Value) { initial = wrappedValue }
    public init(initialValue: Value) { initial = initialValue }
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
    public var wrappedValue: Value { initial }
    public var projectedValue: GestureState<Value> { self }
}
