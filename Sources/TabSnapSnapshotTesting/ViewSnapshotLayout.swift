import Foundation
import TabSnapLayout

/// Where swift-snapshot-testing's `.image(layout:)` puts a SwiftUI view: on a device's screen, in
/// a fixed size, or at the view's own size. Written as that library writes it
/// (`.device(config: .iPhone13)`); the library's own type of this name exists only on Apple
/// platforms.
public enum ViewSnapshotLayout: Sendable {
    case device(config: ViewImageConfig)
    case fixed(width: CGFloat, height: CGFloat)
    case sizeThatFits
}
