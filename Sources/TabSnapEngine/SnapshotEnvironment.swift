import Foundation

/// The environment variables TabSnap reads, as a plain value so tests can inject them instead
/// of mutating the process environment (which other threads may be reading).
public struct SnapshotEnvironment: Sendable, Equatable {
    public var variables: [String: String]

    public init(_ variables: [String: String] = [:]) { self.variables = variables }

    /// The process's own environment.
    public static var process: SnapshotEnvironment { SnapshotEnvironment(ProcessInfo.processInfo.environment) }

    public subscript(name: String) -> String? { variables[name] }

    /// `CI=true` (or `1`): references are never recorded by default.
    public var isCI: Bool { Self.truthy(variables["CI"]) }
    /// `GITHUB_ACTIONS=true`: failures are also printed as workflow annotations.
    public var isGitHubActions: Bool { Self.truthy(variables["GITHUB_ACTIONS"]) }
    /// `TABSNAP_RECORD=all|failed|missing|never`, else swift-snapshot-testing's
    /// `SNAPSHOT_TESTING_RECORD` (the same four names), so a team's habit works in either; an
    /// unknown value is ignored (and reported by `recordModeProblem`).
    public var recordMode: RecordMode? { recordVariable.flatMap { RecordMode(rawValue: variables[$0]!.lowercased()) } }
    public var recordModeProblem: String? {
        guard let name = recordVariable, let raw = variables[name], recordMode == nil else { return nil }
        return "\(name)=\(raw) is not one of all, failed, missing, never"
    }
    /// The variable that sets the record mode: the first of the two that is set and not empty.
    public var recordVariable: String? {
        ["TABSNAP_RECORD", "SNAPSHOT_TESTING_RECORD"].first { !(variables[$0] ?? "").isEmpty }
    }
    /// `TABSNAP_RECORD_PNG=fast`: references are recorded with the fast PNG profile (several
    /// times larger files, written in milliseconds even in a debug build, where the small
    /// profile takes seconds a screen); `tabsnap repack` makes them small later, pixels kept.
    public var recordsFast: Bool { variables["TABSNAP_RECORD_PNG"]?.lowercased() == "fast" }
    /// `TABSNAP_ARTIFACTS`: where failure artifacts go.
    public var artifactsDirectory: String? { variables["TABSNAP_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 } }

    static func truthy(_ v: String?) -> Bool {
        guard let v = v?.lowercased() else { return false }
        return v == "true" || v == "1" || v == "yes"
    }
}
