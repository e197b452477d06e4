import SwiftUI

// The one name seed 004's code uses but the project never shows: its root `ContentView`, which
// its preview provider (`MainView_Previews`, in Seed004AnimatedTabs.swift) shows.
extension Seed004 {
    struct ContentView: View {
        var body: some View { MainView() }
    }
}
