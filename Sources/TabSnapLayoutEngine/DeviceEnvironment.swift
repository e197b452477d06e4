import Foundation

/// The device and orientation a render is for, in the environment, so views that draw system
/// chrome (`TabView`'s bar) draw it as that device does.
struct DeviceKey: EnvironmentKey {
    static let defaultValue: Device? = nil
}

struct OrientationKey: EnvironmentKey {
    static let defaultValue: Orientation = .portrait
}

extension EnvironmentValues {
    /// The device being rendered, when the render is for one (the CLI, the engine and the
    /// tab-bar renderer set it).
    public var device: Device? {
        get { self[DeviceKey.self] }
        set { self[DeviceKey.self] = newValue }
    }

    public var orientation: Orientation {
        get { self[OrientationKey.self] }
        set { self[OrientationKey.self] = newValue }
    }
}

extension Device {
    /// The environment this device gives its views: itself, the orientation and UIKit's size
    /// classes (iPad regular/regular; iPhone compact width, compact height in landscape, and the
    /// Plus/Max sizes regular width in landscape).
    public func environment(_ orientation: Orientation) -> @Sendable (inout EnvironmentValues) -> Void {
        let device = self
        return { env in
            env.device = device
            env.orientation = orientation
            switch (device.idiom, orientation) {
            case (.pad, _):
                env.horizontalSizeClass = .regular
                env.verticalSizeClass = .regular
            case (.phone, .portrait):
                env.horizontalSizeClass = .compact
                env.verticalSizeClass = .regular
            case (.phone, .landscape):
                env.horizontalSizeClass = device.portraitSize.width >= 414 ? .regular : .compact
                env.verticalSizeClass = .compact
            }
        }
    }
}
