import Foundation
import TabSnapLayout

/// SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(Error)

    public var image: Image? { if case .success(let i) = self { return i }; return nil }
    public var error: Error? { if case .failure(let e) = self { return e }; return nil }
}
