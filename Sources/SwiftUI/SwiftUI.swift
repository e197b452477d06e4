// `import SwiftUI` on Linux: TabSnap's SwiftUI, `#Preview`, Observation (`@Observable`) and the
// part of UIKit SwiftUI code reaches for (`UITabBar.appearance()`, `Color(.systemGray6)`,
// `UIScreen.main`), as Apple's SwiftUI brings them. An app package depends on this product on
// Linux only (README), so its files compile with their import lines as written and its Apple
// build is untouched.
@_exported import Observation
@_exported import TabSnapPreviews
@_exported import TabSnapUI
@_exported import UIKit
// Apple's Foundation has URLSession and URLRequest; on Linux they live in FoundationNetworking,
// which Apple's SwiftUI (through Foundation) needs no import for.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
