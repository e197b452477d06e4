// `import SwiftUI` on Linux: TabSnap's SwiftUI, `#Preview`, and Observation (`@Observable`), as
// Apple's SwiftUI brings them. An app package depends on this product on Linux only (README), so
// its files compile with their import lines as written and its Apple build is untouched.
@_exported import Observation
@_exported import TabSnapPreviews
@_exported import TabSnapUI
