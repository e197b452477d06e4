import Foundation

/// A custom view waiting for its environment: its type's name and how to build its body.
package struct CustomView: @unchecked Sendable {
    package let name: String
    let build: (EnvironmentValues, ViewStateStore?, String) -> ViewNode

    package init(name: String, build: @escaping (EnvironmentValues, ViewStateStore?, String) -> ViewNode) {
        self.name = name
        self.build = build
    }

    /// The body's node under `environment` (state linked to `store` at `path`, when given).
    package func body(in environment: EnvironmentValues, store: ViewStateStore? = nil, path: String = "") -> ViewNode {
        build(environment, store, path)
    }
}
