import TabSnapLayout

/// A part of an app's interface (`WindowGroup`, `Settings`): declared so app files compile.
public protocol Scene {}

extension Scene {
    /// Scene modifiers (`.commands`, `.windowStyle`, `.onChange`, …) change nothing a snapshot draws.
    public func modelContainer<T>(_ container: T) -> some Scene { self }
    public func environmentObject<T>(_ object: T) -> some Scene { self }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene { self }
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene { self }
    public func onChange<V: Equatable>(of value: V, _ action: @escaping (V, V) -> Void) -> some Scene { self }
}

/// Builds an app's scenes.
@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    @_disfavoredOverload public static func buildBlock(_ scenes: any Scene...) -> SceneGroup { SceneGroup(scenes: scenes) }
    public static func buildExpression<S: Scene>(_ scene: S) -> S { scene }
    public static func buildOptional(_ scene: (any Scene)?) -> SceneGroup { SceneGroup(scenes: scene.map { [$0] } ?? []) }
    public static func buildEither<S: Scene>(first: S) -> S { first }
    public static func buildEither<S: Scene>(second: S) -> S { second }
}

/// Several scenes of an app.
public struct SceneGroup: Scene {
    public let scenes: [any Scene]
}
