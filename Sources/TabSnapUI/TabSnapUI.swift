// TabSnapUI: the one import that stands in for `import SwiftUI` on Linux.
//
//     #if canImport(SwiftUI)
//     import SwiftUI
//     #else
//     import TabSnapUI
//     #endif
//
// It re-exports what SwiftUI brings with it on Apple platforms (Foundation's CGFloat, CGPoint,
// CGSize, CGRect, UUID, Date) and TabSnap's SwiftUI-compatible views and modifiers, and adds
// SwiftUI's data flow with snapshot semantics: a snapshot is one still frame, so state holds
// its initial value (or what code sets before the frame is built), actions and tasks never run.
@_exported import Foundation
@_exported import TabSnapLayout
@_exported import struct TabSnapRaster.StrokeStyle
@_exported import enum TabSnapRaster.BlendMode
@_exported import enum TabSnapText.TextAlignment
@_exported import OpenCombine
// Apple's SwiftUI re-exports Combine whole, with Foundation's publishers
// (`NotificationCenter.default.publisher(for:)`, `Timer.publish(every:on:in:)`) and schedulers.
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
import TabSnapText

extension Text {
    /// SwiftUI spells the truncation modes `Text.TruncationMode`.
    public typealias TruncationMode = TabSnapText.TruncationMode
}
