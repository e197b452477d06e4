import Foundation

/// The locale and content size category a render is put in (a target's, from the `locales:` and
/// `dynamicTypeSizes:` axes or a configuration's own), applied after the device's environment,
/// as a trait overrides it in swift-snapshot-testing.
public struct RenderOverrides: Sendable, Hashable {
    public var locale: String?
    public var dynamicTypeSize: DynamicTypeSize?

    public init(locale: String? = nil, dynamicTypeSize: DynamicTypeSize? = nil) {
        self.locale = locale
        self.dynamicTypeSize = dynamicTypeSize
    }

    /// `environment` followed by these overrides (`environment` itself when there are none).
    public func after(_ environment: @escaping @Sendable (inout EnvironmentValues) -> Void) -> @Sendable (inout EnvironmentValues) -> Void {
        guard locale != nil || dynamicTypeSize != nil else { return environment }
        let overrides = self
        return { env in
            environment(&env)
            overrides.apply(&env)
        }
    }

    /// Puts `env` in the locale (and its writing direction) and the category, where given.
    public func apply(_ env: inout EnvironmentValues) {
        if let locale {
            env.locale = Locale(identifier: locale)
            env.layoutDirection = LayoutDirection(locale: locale)
        }
        if let dynamicTypeSize { env.dynamicTypeSize = dynamicTypeSize }
    }
}
