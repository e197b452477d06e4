/// One render's place on the axes every front end spans: the device, its orientation, the
/// colour scheme, and the locale and content size category it is put in (nil: the device's own).
public struct RenderTarget: Hashable, Sendable {
    public var device: Device
    public var orientation: Orientation
    public var scheme: ColorScheme
    public var locale: String?
    public var dynamicTypeSize: DynamicTypeSize?

    public init(device: Device, orientation: Orientation = .portrait, scheme: ColorScheme = .light,
                locale: String? = nil, dynamicTypeSize: DynamicTypeSize? = nil) {
        self.device = device
        self.orientation = orientation
        self.scheme = scheme
        self.locale = locale
        self.dynamicTypeSize = dynamicTypeSize
    }

    /// The locale and category as the overrides applied after the device's environment.
    public var overrides: RenderOverrides { RenderOverrides(locale: locale, dynamicTypeSize: dynamicTypeSize) }

    /// The root environment the target gives a view: the device's (scale, size classes) in the
    /// orientation, then the locale (and its writing direction) and the content size category.
    public var environment: @Sendable (inout EnvironmentValues) -> Void {
        overrides.after(device.environment(orientation))
    }

    /// The locale and category as they appear in a reference's or file's name, in that order.
    public var nameParts: [String] { [locale, dynamicTypeSize?.rawValue].compactMap { $0 } }
}

/// The axes a set of renders spans, expanded in one order by every front end (`render`, a
/// suite's cases, `assertSnapshot`): device, orientation, locale, content size, scheme. An
/// empty locale or category list is the device's own (one render, no name part).
public struct RenderAxes: Sendable {
    public var devices: [Device]
    public var orientations: [Orientation]
    public var locales: [String]
    public var dynamicTypeSizes: [DynamicTypeSize]
    public var schemes: [ColorScheme]

    public init(devices: [Device], orientations: [Orientation] = [.portrait], locales: [String] = [],
                dynamicTypeSizes: [DynamicTypeSize] = [], schemes: [ColorScheme] = [.light, .dark]) {
        self.devices = devices
        self.orientations = orientations
        self.locales = locales
        self.dynamicTypeSizes = dynamicTypeSizes
        self.schemes = schemes
    }

    public var targets: [RenderTarget] {
        var out: [RenderTarget] = []
        for device in devices {
            for orientation in orientations {
                for locale in locales.isEmpty ? [nil] : locales.map(Optional.some) {
                    for category in dynamicTypeSizes.isEmpty ? [nil] : dynamicTypeSizes.map(Optional.some) {
                        for scheme in schemes {
                            out.append(RenderTarget(device: device, orientation: orientation, scheme: scheme, locale: locale, dynamicTypeSize: category))
                        }
                    }
                }
            }
        }
        return out
    }
}
