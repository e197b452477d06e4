/// When a reference image may be written. Nothing under the snapshot root is overwritten
/// unless the mode in force says so.
public enum RecordMode: String, Sendable, CaseIterable, Codable {
    /// Write every reference (an unchanged one is left as it is: same pixels, no churn).
    case all
    /// Write the references that are missing or do not match.
    case failed
    /// Write only the references that do not exist yet (the default off CI).
    case missing
    /// Write nothing; a missing reference fails (the default on CI).
    case never

    /// Where the mode came from; a mode set in code never records on CI.
    public enum Source: String, Sendable { case call, scope, environment, `default` }

    /// The mode in force: the call's, else the scope's, else `TABSNAP_RECORD`, else `missing`
    /// — except under `CI=true`, where only an explicit `TABSNAP_RECORD` may record, so a
    /// `record: .all` left in a test never rewrites references on CI.
    public static func resolve(call: RecordMode?, scope: RecordMode?, environment: SnapshotEnvironment)
        -> (mode: RecordMode, source: Source) {
        if let fromEnv = environment.recordMode, environment.isCI { return (fromEnv, .environment) }
        if environment.isCI { return (.never, .default) }
        if let call { return (call, .call) }
        if let scope { return (scope, .scope) }
        if let fromEnv = environment.recordMode { return (fromEnv, .environment) }
        return (.missing, .default)
    }
}
