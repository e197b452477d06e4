import TabSnapLayout
import TabSnapTabBar

/// The system tab bar of a `TabView`, drawn by the `system` style for the device in the
/// environment (an iPhone 15 Pro in portrait when the render names no device). UIKit's
/// `UITabBarController` draws its bar with it too.
package struct TabViewBar: View {
    let items: [TabItem]
    let selected: Int
    let tint: Color?
    let appearance: BarAppearance
    /// UIKit's appearance proxies, applied over the bar's own state and the view's tint.
    var uikit = SystemTabBarAppearance()

    package init(items: [TabItem], selected: Int, tint: Color?, appearance: BarAppearance, uikit: SystemTabBarAppearance = SystemTabBarAppearance()) {
        self.items = items
        self.selected = selected
        self.tint = tint
        self.appearance = appearance
        self.uikit = uikit
    }

    package var body: some View {
        let env = EnvironmentValues.current
        let device = env.device ?? TabViewBar.fallbackDevice
        var config = TabBarConfig(name: "TabView")
        config.items = items
        config.selected = selected
        config.appearance = appearance
        uikit.apply(to: &config, state: appearance, viewTint: tint)
        let context = StyleContext(config: config, device: device, orientation: env.orientation, scheme: env.colorScheme)
        return TabBarStyleName.system.style.bar(context).id("tabbar")
    }

    static let fallbackDevice = try! Devices.resolve("iphone-15-pro")

    /// The bar's top edge in screen points: above the bottom safe area by its height.
    static func top(in env: EnvironmentValues) -> Double {
        let device = env.device ?? fallbackDevice
        let o = env.orientation
        return Double(device.size(o).height) - device.safeAreaInsets(o).bottom - SystemBarMetrics.height(on: device, o)
    }
}
