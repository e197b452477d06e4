/// `::error file=…,title=…::message` lines, which GitHub Actions shows on the changed file.
public enum GitHubAnnotations {
    public static func lines(_ summary: SuiteSummary) -> [String] {
        summary.checks.filter(\.isFailure).map { c in
            "::error file=\(property(c.reference)),title=\(property("Snapshot \(c.id) \(c.status.rawValue)"))::\(data(c.message))"
        }
    }

    /// The workflow-command escapes: `%`, CR and LF everywhere; `:` and `,` in properties.
    static func data(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    static func property(_ s: String) -> String {
        data(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
