#if canImport(SwiftUI)
import SwiftUI
#else
import TabSnapUI
#endif

// Names seed 004's code uses but the project never shows (`ContentView`), and stand-ins for
// Lottie, and the UIKit views TabSnap does not draw yet. None of this is the project's code.

extension Seed004 {
    /// The app's root view, which the preview shows (not in the project's text).
    struct ContentView: View {
        var body: some View { MainView() }
    }
}

#if !canImport(Lottie)
/// Stand-in for Lottie's `AnimationView` until Lottie lands in TabSnap: it only remembers the
/// animation's name (`Home`, `Chat`, …); `play` does nothing in a still frame.
final class AnimationView {
    let name: String
    init(name: String, bundle: Bundle = .main) { self.name = name }
    func play(completion: ((Bool) -> Void)? = nil) {}
}
#endif

#if !os(iOS)
extension Seed004 {
    /// Stand-in for the project's `ResizableLottieView` (a `UIViewRepresentable` drawing the Lottie
    /// animation recoloured with `color`) until Lottie lands in TabSnap: the tab's icon as a
    /// symbol (house, message, bell, bookmark, person), tinted with `color`.
    struct ResizableLottieView: View {
        var lottieView: AnimationView
        var color: SwiftUI.Color = .black

        var body: some View {
            Image(systemName: Self.symbols[lottieView.name] ?? "questionmark")
                .resizable()
                .renderingMode(.template)
                .foregroundColor(color)
        }

        static let symbols = ["Home": "house", "Chat": "message", "Notification": "bell", "Saved": "bookmark", "Account": "person"]
    }
}

#endif


// MARK: - SwiftUI API that TabSnapUI lacks (stand-ins until it has them)
