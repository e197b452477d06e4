import SnapshotTesting
import TabSnapCore
import TabSnapEngine
import TabSnapLayout
import UIKit

// swift-snapshot-testing's `.image` strategies for SwiftUI views, UIKit views and controllers,
// spelt as that library spells them on iOS, so a team's snapshot tests compile and run on Linux
// as written:
//
//     assertSnapshot(of: MyView(), as: .image(layout: .device(config: .iPhone13)))
//     assertSnapshot(of: controller, as: .image(on: .iPhoneSe, traits: .init(userInterfaceStyle: .dark)))
//     assertSnapshot(of: label, as: .image(size: CGSize(width: 200, height: 44)))
//
// A device configuration gives the screen and its safe area; the traits give the scheme, text
// size, size classes, layout direction and scale (3× unless a `displayScale` is given, as on
// today's simulators). `precision` and `perceptualPrecision` match as the library's do.
// `drawHierarchyInKeyWindow` changes nothing: every render draws appearance proxies and
// materials.

extension SnapshotTesting.Snapshotting where Value: TabSnapLayout.View, Format == RGBAImage {
    /// The view at its ideal size (a controller on the screen; a UIKit view at its frame).
    public static var image: Self { image() }

    /// A SwiftUI view laid out by `layout`. A controller or a UIKit view passed here is drawn as
    /// its own `.image` draws it (the configuration's screen, or the fixed size).
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             layout: ViewSnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init()) -> Self {
        let matching = SnapshotMatching.precision(Double(precision), perceptualPrecision: Double(perceptualPrecision))
        return Self(pathExtension: "png", diffing: .tabsnapImage(matching: matching)) { (value: Value) -> RGBAImage in
            switch (value as Any, layout) {
            case (is UIViewController, .device(let config)):
                return ImageScreen(config, traits: traits).render(value, layout: .device)
            case (is UIViewController, .fixed(let w, let h)), (is UIView, .fixed(let w, let h)):
                return ImageScreen(ViewImageConfig(size: CGSize(width: w, height: h)), traits: traits).render(value, layout: .device)
            case (is UIViewController, .sizeThatFits):
                return ImageScreen(ViewImageConfig(), traits: traits).render(value, layout: .device)
            case (let view as UIView, _):
                return ImageScreen.forView(view, size: nil, traits: traits).render(value, layout: .device)
            case (_, .device(let config)):
                return ImageScreen(config, traits: traits).render(value, layout: .device)
            case (_, .fixed(let w, let h)):
                return ImageScreen(ViewImageConfig(), traits: traits).render(value, layout: .fixed(width: Double(w), height: Double(h)))
            case (_, .sizeThatFits):
                return ImageScreen(ViewImageConfig(), traits: traits).render(value, layout: .sizeThatFits)
            }
        }
    }
}

extension SnapshotTesting.Snapshotting where Value == UIViewController, Format == RGBAImage {
    /// The controller on a device's screen, with its safe area and traits (`traits` over them).
    public static func image(on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Self {
        var screen = config
        if let size { screen.size = size }
        let matching = SnapshotMatching.precision(Double(precision), perceptualPrecision: Double(perceptualPrecision))
        return Self(pathExtension: "png", diffing: .tabsnapImage(matching: matching)) { controller in
            ImageScreen(screen, traits: traits).render(controller, layout: .device)
        }
    }

    /// The controller filling `size` (the simulator's screen when nil), with no safe area.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Self {
        image(on: ViewImageConfig(size: size), precision: precision, perceptualPrecision: perceptualPrecision, traits: traits)
    }
}

extension SnapshotTesting.Snapshotting where Value == UIView, Format == RGBAImage {
    /// The view at `size`, or at its frame's size.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Self {
        let matching = SnapshotMatching.precision(Double(precision), perceptualPrecision: Double(perceptualPrecision))
        return Self(pathExtension: "png", diffing: .tabsnapImage(matching: matching)) { view in
            ImageScreen.forView(view, size: size, traits: traits).render(view, layout: .device)
        }
    }
}

/// The screen a `.image` strategy renders on: a device made from a configuration's size and
/// safe area, and the traits as the render's environment.
struct ImageScreen {
    let device: Device
    let orientation: Orientation
    let traits: UITraitCollection

    /// The simulator a configuration without a size stands in for: an iPhone 15 Pro's screen.
    static let simulator = Device.iPhone15Pro

    init(_ config: ViewImageConfig, traits extra: UITraitCollection) {
        let traits = UITraitCollection(traitsFrom: [config.traits, extra])
        let size = config.size ?? Self.simulator.portraitSize
        let scale = traits.displayScale > 0 ? Double(traits.displayScale) : ViewImageConfig.simulatorScale
        let inset = config.safeArea
        let w = Double(size.width), h = Double(size.height)
        let pad = traits.userInterfaceIdiom == .pad || (traits.userInterfaceIdiom == .unspecified && min(w, h) >= 700)
        let name = "\(Devices.fmtInt(w))x\(Devices.fmtInt(h))@\(Devices.fmtInt(scale))"
        // Side insets mean a phone on its side: the device is described upright and turned.
        let turned = inset.left > 0 || inset.right > 0
        device = Device(id: name, name: "swift-snapshot-testing \(name)", idiom: pad ? .pad : .phone,
                        points: turned ? (h, w) : (w, h), scale: scale,
                        portrait: (Double(inset.top), Double(inset.bottom)),
                        landscape: (Double(inset.left), Double(inset.right), Double(inset.bottom)),
                        keyboard: (pad ? 380 : 336, pad ? 440 : 209))
        orientation = turned ? .landscape : .portrait
        self.traits = traits
    }

    /// A UIKit view's screen: `size`, else its frame's size (the simulator's when it has none).
    static func forView(_ view: UIView, size: CGSize?, traits: UITraitCollection) -> ImageScreen {
        if let size { view.frame.size = size }
        return ImageScreen(ViewImageConfig(size: view.frame.size == .zero ? nil : view.frame.size), traits: traits)
    }

    func render<V: TabSnapLayout.View>(_ value: V, layout: SnapshotLayout) -> RGBAImage {
        let t = traits
        let scheme: ColorScheme = t.userInterfaceStyle == .dark ? .dark : .light
        let category = t.preferredContentSizeCategory == .unspecified ? nil : t.preferredContentSizeCategory.dynamicTypeSize
        var view = AnyView(value)
        if t.horizontalSizeClass != .unspecified {
            view = AnyView(view.environment(\.horizontalSizeClass, t.horizontalSizeClass == .regular ? .regular : .compact))
        }
        if t.verticalSizeClass != .unspecified {
            view = AnyView(view.environment(\.verticalSizeClass, t.verticalSizeClass == .regular ? .regular : .compact))
        }
        if t.layoutDirection == .rightToLeft { view = AnyView(view.environment(\.layoutDirection, .rightToLeft)) }
        let strategy = TabSnapEngine.Snapshotting<ViewNode>.image(layout: layout)
        let target = RenderTarget(device: device, orientation: orientation, scheme: scheme, dynamicTypeSize: category)
        let node = makeNode(view)
        return TabSnapRender.image([], []) { try strategy.render(node, RenderTarget(device: $0, orientation: target.orientation,
                                                                                     scheme: target.scheme, dynamicTypeSize: target.dynamicTypeSize), $1) }(device)
    }
}
