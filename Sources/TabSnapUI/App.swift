import TabSnapLayout

/// SwiftUI's app declaration (`@main struct MyApp: App { var body: some Scene { WindowGroup { … } } }`),
/// so an app's entry file compiles beside its screens. Nothing launches it: `main()` returns at
/// once, and a snapshot renders the screens, not the app. (An `@main` type in a module linked
/// into a test runner clashes with the runner's own `main`; keep the app file out of that module.)
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    public static func main() {}
}
