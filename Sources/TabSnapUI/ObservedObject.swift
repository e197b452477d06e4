/// SwiftUI's `@ObservedObject`: an observable object the view is handed.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: @unchecked Sendable {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// `$object.property` gives a binding to the property.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// SwiftUI's `@StateObject`: an observable object the view creates once and owns (kept by the
/// view's place between layout passes, like `@State`).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: ViewStateProperty, @unchecked Sendable {
    private let slot: Slot<ObjectType?>
    private let make: () -> ObjectType

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        slot = Slot(Box(nil))
        make = thunk
    }

    public var wrappedValue: ObjectType {
        if let object = slot.box.value { return object }
        let object = make()
        slot.box.value = object
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

    public func link(to store: ViewStateStore, key: String) {
        if let kept = store.storage(key, initial: slot.box) as? Box<ObjectType?> { slot.box = kept }
    }
}

/// SwiftUI's `@EnvironmentObject`: an observable object an ancestor put in the environment
/// with `.environmentObject(_:)`. Without one, SwiftUI stops the app; so does this, with
/// SwiftUI's explanation.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: @unchecked Sendable {
    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current.object(ObjectType.self) else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension View {
    /// Puts `object` in the environment for `@EnvironmentObject` below.
    public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedView {
        environmentWrite("environmentObject(\(T.self))") { $0.setObject(object) }
    }
}
