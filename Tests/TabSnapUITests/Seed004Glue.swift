#if canImport(SwiftUI)
import SwiftUI
#else
import TabSnapUI
#endif

// Names seed 004's code uses but the project never shows (`ContentView`). None of this is the
// project's code.

extension Seed004 {
    /// The app's root view, which the preview shows (not in the project's text).
    struct ContentView: View {
        var body: some View { MainView() }
    }
}

// MARK: - SwiftUI API that TabSnapUI lacks (stand-ins until it has them)
