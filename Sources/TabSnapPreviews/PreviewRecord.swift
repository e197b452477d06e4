/// One `#Preview`'s entry in the `tabsnap_previews` section: a tag, a version, and a function
/// that writes the preview's `PreviewDeclaration` into the memory it is given. Constant data,
/// so the linker gathers every module's records into one array the runner reads.
public typealias PreviewRecord = (tag: UInt32, version: UInt32, write: @convention(c) (UnsafeMutableRawPointer) -> Void)

extension PreviewDeclaration {
    /// "tspv": a record of this kind.
    public static let recordTag: UInt32 = 0x7473_7076
    /// The layout of `PreviewDeclaration` the record writes.
    public static let recordVersion: UInt32 = 1
}
