import TabSnapUI

/// A `#Preview` as written: its name (nil for an unnamed one), where it is, its traits and its
/// body.
public struct PreviewDeclaration: @unchecked Sendable {
    public let name: String?
    /// `Module/File.swift`.
    public let fileID: String
    public let filePath: String
    public let line: Int
    public let traits: [PreviewTrait]
    public let body: @MainActor () -> AnyView

    public init(name: String?, fileID: String, filePath: String, line: Int, traits: [PreviewTrait],
                @ViewBuilder body: @escaping @MainActor () -> AnyView) {
        self.name = name
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.traits = traits
        self.body = body
    }

    /// A body that is not a view builder: one that returns a UIKit controller or view (which
    /// are views here), as `#Preview { let vc = MyController(); return vc }` does, or a wrapper
    /// view it declares. The body returns `any View`, not a generic view: with a view type
    /// declared inside the closure, a generic one sent the compiler into endless recursion.
    @_disfavoredOverload
    public init(name: String?, fileID: String, filePath: String, line: Int, traits: [PreviewTrait],
                body: @escaping @MainActor () -> any View) {
        self.init(name: name, fileID: fileID, filePath: filePath, line: line, traits: traits) { AnyView(body()) }
    }

    /// What a record's function does: the declaration, written into `memory`.
    public static func write(_ declaration: PreviewDeclaration, to memory: UnsafeMutableRawPointer) {
        memory.initializeMemory(as: PreviewDeclaration.self, repeating: declaration, count: 1)
    }
}
