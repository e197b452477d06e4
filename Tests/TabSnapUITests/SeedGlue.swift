import TabSnapUI

// Names the seed articles use but never show.

/// Seed 003's pages.
struct PageOneView: View { var body: some View { Color(white: 0.95).ignoresSafeArea().overlay(Text("Page 1")) } }
struct PageTwoView: View { var body: some View { Color(white: 0.95).ignoresSafeArea().overlay(Text("Page 2")) } }
struct PageThreeView: View { var body: some View { Color(white: 0.95).ignoresSafeArea().overlay(Text("Page 3")) } }
