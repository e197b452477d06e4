import TabSnapUI

/// The device being rendered (`UIDevice.current.userInterfaceIdiom`, `.model`, `.name`); outside
/// a render, an iPhone 15 Pro. The system is iOS 18, whose drawing TabSnap imitates.
public final class UIDevice: @unchecked Sendable {
    public static var current: UIDevice { UIDevice() }

    private var device: Device? { EnvironmentValues.current.device }

    public var userInterfaceIdiom: UIUserInterfaceIdiom { device?.idiom == .pad ? .pad : .phone }
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    public var localizedModel: String { model }
    public var name: String { device?.name ?? "iPhone 15 Pro" }
    public var systemName: String { "iOS" }
    public var systemVersion: String { "18.0" }
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    public func beginGeneratingDeviceOrientationNotifications() {}
    public func endGeneratingDeviceOrientationNotifications() {}

    public var orientation: UIDeviceOrientation { EnvironmentValues.current.orientation == .landscape ? .landscapeLeft : .portrait }
    public var isBatteryMonitoringEnabled = false
    public var batteryLevel: Float { -1 }
    public var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-0000-0000-000000000000") }
}
