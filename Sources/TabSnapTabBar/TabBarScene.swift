import Foundation
import TabSnapLayout

/// A whole screen for one render: what is behind the bar, the bar in its style at the bottom,
/// and the keyboard when it is up.
public enum TabBarScene {
    public static func view(_ context: StyleContext) -> AnyView {
        let config = context.config
        let style = config.style.style
        let keyboardUp = config.keyboard.shown
        let showBar = !(keyboardUp && style.hidesWithKeyboard)
        let backdrop: Color? = {
            if case .content(let c) = config.backdrop { return c }
            return nil
        }()
        let stack = ZStack(alignment: .bottom) {
            if let backdrop { backdrop.ignoresSafeArea() } else { Color.clear.ignoresSafeArea() }
            if showBar { style.bar(context).id("tabbar") }
        }
        let screen = style.coversBottomSafeArea ? AnyView(stack.ignoresSafeArea(.container, edges: .bottom)) : AnyView(stack)
        // Seed 000's fix: the bar's container ignores the keyboard, so the bar stays put.
        let placed = keyboardUp && config.keyboard.barIgnoresKeyboard ? AnyView(screen.ignoresSafeArea(.keyboard)) : AnyView(screen)
        let keyboardHeight = config.keyboard.height
            ?? (context.orientation == .portrait ? context.device.keyboardHeight.portrait : context.device.keyboardHeight.landscape)
        let keyboardColor = Color(light: Color(hex: "#D1D4D9")!, dark: Color(hex: "#2C2C2E")!)
        return AnyView(ZStack {
            placed
            if keyboardUp {
                // The keyboard covers the bottom of the screen, whatever the views below it do.
                Color.clear.ignoresSafeArea()
                    .overlay(keyboardColor.frame(height: keyboardHeight).id("keyboard"), alignment: .bottom)
            }
        })
    }

    /// The container (screen, insets, keyboard) a context renders on.
    public static func container(_ context: StyleContext) -> LayoutContainer {
        context.device.container(context.orientation, keyboard: context.config.keyboard.shown,
                                 keyboardHeight: context.config.keyboard.height)
    }
}
