/// The light and dark renders of one configuration on one device and orientation, which the
/// report shows together so a scheme-only change is seen at a glance.
struct SnapshotPair {
    /// The id without its scheme: `Suite/config.device[.landscape]`.
    let key: String
    /// Light first, then dark (an id with neither scheme stands alone).
    let members: [SnapshotCheck]

    /// Every check in exactly one pair; pairs in key order, so the page is the same every run.
    static func pairs(_ checks: [SnapshotCheck]) -> [SnapshotPair] {
        var groups: [String: [SnapshotCheck]] = [:]
        for c in checks { groups[split(c.id).key, default: []].append(c) }
        return groups.keys.sorted().map { key in
            SnapshotPair(key: key, members: groups[key]!.sorted { (split($0.id).rank, $0.id) < (split($1.id).rank, $1.id) })
        }
    }

    /// A `SnapshotName` stem ends in its scheme: light ranks 0, dark 1, anything else 2.
    static func split(_ id: String) -> (key: String, rank: Int) {
        for (rank, scheme) in ["light", "dark"].enumerated() where id.hasSuffix("." + scheme) {
            return (String(id.dropLast(scheme.count + 1)), rank)
        }
        return (id, 2)
    }
}
