import Observation

extension View {
    /// SwiftUI's `.environment(_:)` for an `@Observable` object: `@Environment(Model.self)` below
    /// reads it (nil removes it, as in SwiftUI).
    public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedView {
        environmentWrite("environment(\(T.self))") { env in
            if let object { env.setObservable(object) } else { env.removeObservable(T.self) }
        }
    }
}

extension Environment {
    /// `@Environment(Model.self)`: the `@Observable` object an ancestor put in the environment
    /// with `.environment(model)`. Without one SwiftUI stops the app; so does this, saying why.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(read: {
            guard let object = $0.observable(objectType) else {
                fatalError("No Observable object of type \(objectType) found. A View.environment(_:) for \(objectType) may be missing as an ancestor of this view.")
            }
            return object
        })
    }

    /// `@Environment(Model.self) var model: Model?`: nil when no ancestor put one there.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(read: { $0.observable(objectType) })
    }
}
