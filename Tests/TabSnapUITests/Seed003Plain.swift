import SwiftUI

// Seed 003's starting point, the plain TabView, verbatim (its type renamed by an enclosing
// enum only because the article reuses the name `ContentView`).
enum Seed003Plain {
struct ContentView: View {
    @State var selection = 1

    var body: some View {

        TabView(selection: $selection) {

            PageOneView()
                .tabItem {
                    Label("Page1", systemImage: "1.circle")
                }
                .tag(1)

            PageTwoView()
                .tabItem {
                    Label("Page2", systemImage: "2.circle")
                }
                .tag(2)

            PageThreeView()
                .tabItem {
                    Label("Page3", systemImage: "3.circle")
                }
                .tag(3)
        }
    }
}
}
