// `import Combine` on Linux: OpenCombine 0.14.0, its Dispatch and Foundation parts included, so
// the spellings apps use work as written (`$query.debounce(for: .milliseconds(300), scheduler:
// DispatchQueue.main)`, `Timer.publish(every:on:in:)`, `NotificationCenter.default.publisher(for:)`).
// `import SwiftUI` brings the same `ObservableObject`, `@Published` and publishers, as Apple's
// SwiftUI re-exports Combine, so a file that imports both sees one of each.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
