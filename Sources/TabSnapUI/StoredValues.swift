import Foundation

/// The values `@AppStorage` or `@SceneStorage` read in one render: a snapshot has no app
/// defaults of its own, so a test seeds them (`.appStorage(["onboarded": true])`,
/// `.sceneStorage([…])`) or hands SwiftUI's `.defaultAppStorage(UserDefaults(suiteName:)!)`;
/// a key nobody seeded reads the property's default. Never the process's standard defaults:
/// the same view gives the same pixels whatever the machine has stored.
public struct StoredValues: @unchecked Sendable {
    var values: [String: Any] = [:]
    var defaults: UserDefaults?

    public init(_ values: [String: Any] = [:]) { self.values = values }

    func value(_ key: String) -> Any? { values[key] ?? defaults?.object(forKey: key) }
}

struct AppStorageValuesKey: EnvironmentKey { static let defaultValue = StoredValues() }
struct SceneStorageValuesKey: EnvironmentKey { static let defaultValue = StoredValues() }

extension EnvironmentValues {
    var appStorageValues: StoredValues {
        get { self[AppStorageValuesKey.self] }
        set { self[AppStorageValuesKey.self] = newValue }
    }
    var sceneStorageValues: StoredValues {
        get { self[SceneStorageValuesKey.self] }
        set { self[SceneStorageValuesKey.self] = newValue }
    }
}

extension View {
    /// Seeds what `@AppStorage` reads below, by key (TabSnap's; SwiftUI has no such modifier).
    public func appStorage(_ values: [String: Any]) -> ModifiedView {
        environmentWrite("appStorage") { $0.appStorageValues.values.merge(values) { _, new in new } }
    }

    /// Seeds what `@SceneStorage` reads below, by key.
    public func sceneStorage(_ values: [String: Any]) -> ModifiedView {
        environmentWrite("sceneStorage") { $0.sceneStorageValues.values.merge(values) { _, new in new } }
    }

    /// SwiftUI's `.defaultAppStorage(_:)`: `@AppStorage` below reads this store (what the test
    /// put in it) where nothing was seeded.
    public func defaultAppStorage(_ store: UserDefaults) -> ModifiedView {
        environmentWrite("defaultAppStorage") { $0.appStorageValues.defaults = store }
    }
}
