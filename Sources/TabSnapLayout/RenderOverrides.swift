import Foundation

/// The locale and content size category a test puts every render in (assertSnapshot's
/// `locales:` and `dynamicTypeSizes:` axes), set around the render and applied after the
/// device's environment, as a trait overrides it in swift-snapshot-testing.
public struct RenderOverrides: Sendable, Hashable {
    public var locale: String?
    public var dynamicTypeSize: DynamicTypeSize?

    public init(locale: String? = nil, dynamicTypeSize: DynamicTypeSize? = nil) {
        self.locale = locale
        self.dynamicTypeSize = dynamicTypeSize
    }

    /// In force for renders on this task.
    @TaskLocal public static var current = RenderOverrides()

    /// Puts `env` in the locale (and its writing direction) and the category, where given.
    public func apply(_ env: inout EnvironmentValues) {
        if let locale {
            env.locale = Locale(identifier: locale)
            env.layoutDirection = LayoutDirection(locale: locale)
        }
        if let dynamicTypeSize { env.dynamicTypeSize = dynamicTypeSize }
    }
}
