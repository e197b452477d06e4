import TabSnapUI

/// The screen of the device being rendered (`UIScreen.main.bounds`, `.scale`): read inside a
/// render, it is that render's device and orientation; outside one, an iPhone 15 Pro.
public final class UIScreen: @unchecked Sendable {
    public static var main: UIScreen { UIScreen() }

    private var size: (width: Double, height: Double, scale: Double) {
        let env = EnvironmentValues.current
        guard let device = env.device else { return (393, 852, 3) }
        let s = device.size(env.orientation)
        return (Double(s.width), Double(s.height), device.scale)
    }

    public var bounds: CGRect { CGRect(x: 0, y: 0, width: size.width, height: size.height) }
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: size.width * size.scale, height: size.height * size.scale) }
    public var scale: CGFloat { CGFloat(size.scale) }
    public var nativeScale: CGFloat { CGFloat(size.scale) }
    public var traitCollection: UITraitCollection { UITraitCollection.current }
    /// The backlight; a snapshot has none to dim or brighten, so it reads half and ignores writes.
    public var brightness: CGFloat {
        get { 0.5 }
        set {}
    }
    /// 60 frames a second, as the phones TabSnap draws without ProMotion.
    public var maximumFramesPerSecond: Int { 60 }
}
