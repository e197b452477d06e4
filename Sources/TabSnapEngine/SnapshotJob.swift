import TabSnapCore

/// One snapshot for `SnapshotVerifier.check(_:mode:threads:)`: how to render it and where its
/// reference and artifacts go. The suite runner and `verifySnapshot` both describe their
/// snapshots this way, so one loop renders and judges them all.
public struct SnapshotJob: Sendable {
    /// A `SnapshotName` stem.
    public var id: String
    public var reference: String
    /// The artifact name without suffix, e.g. `Examples/seed000.iphone-se.dark`.
    public var artifactStem: String
    /// Named in a render failure: the configuration or test file the value came from.
    public var source: String
    /// How a person records this reference in a mode (quoted in failures).
    public var recordCommand: @Sendable (RecordMode) -> String
    public var render: @Sendable () throws -> RenderedImage
    /// When set, used instead of `render`: the snapshot undrawn, so a passing one can be
    /// checked band by band against its reference's stamped digest.
    public var prepare: (@Sendable () throws -> PreparedSnapshot)?

    public init(id: String, reference: String, artifactStem: String, source: String,
                recordCommand: @escaping @Sendable (RecordMode) -> String, render: @escaping @Sendable () throws -> RGBAImage) {
        self.init(id: id, reference: reference, artifactStem: artifactStem, source: source, recordCommand: recordCommand,
                  renderWithRegion: { RenderedImage(image: try render()) })
    }

    /// For a renderer that also knows where the tab bar is (the suite runner).
    public init(id: String, reference: String, artifactStem: String, source: String,
                recordCommand: @escaping @Sendable (RecordMode) -> String,
                renderWithRegion render: @escaping @Sendable () throws -> RenderedImage) {
        self.id = id
        self.reference = reference
        self.artifactStem = artifactStem
        self.source = source
        self.recordCommand = recordCommand
        self.render = render
    }

    /// For a renderer that can hand over the snapshot undrawn (the suite runner's still screens).
    public init(id: String, reference: String, artifactStem: String, source: String,
                recordCommand: @escaping @Sendable (RecordMode) -> String,
                prepare: @escaping @Sendable () throws -> PreparedSnapshot) {
        self.init(id: id, reference: reference, artifactStem: artifactStem, source: source, recordCommand: recordCommand,
                  renderWithRegion: { try prepare().draw() })
        self.prepare = prepare
    }
}
