import TabSnapLayout

/// Xcode previews: declared so files that keep their `PreviewProvider` compile; nothing runs it.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

/// The module name, for code that writes `SwiftUI.Color` to tell SwiftUI's types from another
/// framework's (Lottie's, UIKit's).
public enum SwiftUI {
    public typealias Color = TabSnapLayout.Color
    public typealias Image = TabSnapLayout.Image
    public typealias Text = TabSnapLayout.Text
    public typealias Font = TabSnapLayout.Font
    public typealias Animation = TabSnapLayout.Animation
    public typealias Angle = TabSnapLayout.Angle
    public typealias EdgeInsets = TabSnapLayout.EdgeInsets
    public typealias Alignment = TabSnapLayout.Alignment
}

