import TabSnapUI

/// One preview found in the test executable: a `#Preview`, or one view of a
/// `PreviewProvider`'s `previews`.
public struct DiscoveredPreview: @unchecked Sendable {
    /// The module that declares it.
    public let module: String
    /// The file's name without `.swift` for a `#Preview`; the type's name for a provider (the
    /// runtime keeps no file for a type).
    public let file: String
    /// Its name in that file: its own (`#Preview("Empty")`, `.previewDisplayName("Empty")`), else
    /// its place among the file's unnamed previews ("1", "2", …), so moving code in the file or
    /// the file itself renames nothing.
    public let name: String
    /// The line of a `#Preview` (0 for a provider's views).
    public let line: Int
    /// Where its file is (empty for a provider).
    public let filePath: String
    /// Its layout and orientation, from `#Preview(traits:)` or the view's `.previewLayout` and
    /// `.previewInterfaceOrientation`.
    public let traits: [PreviewTrait]
    /// `.previewDevice("iPhone SE (3rd generation)")` as written, if any.
    public let device: String?
    let makeBody: @MainActor () -> AnyView
    /// Its place in its file: the line of a `#Preview`, the index of a provider's view.
    let order: Int

    /// `Module/File/Name`: what filters match and references are named by.
    public var id: String { "\(module)/\(file)/\(name)" }

    /// The preview's view.
    @MainActor public func body() -> AnyView { makeBody() }

    public init(module: String, file: String, name: String, line: Int, filePath: String, traits: [PreviewTrait], device: String?,
                order: Int? = nil, body: @escaping @MainActor () -> AnyView) {
        self.order = order ?? line
        self.module = module
        self.file = file
        self.name = name
        self.line = line
        self.filePath = filePath
        self.traits = traits
        self.device = device
        makeBody = body
    }
}
