import TabSnapCore

/// The contrast requirement of a verify run (`contrast.minimum`, `--min-contrast`).
extension SnapshotCheck {
    /// Records `minimum` on the check's contrast and, when the lowest title or icon is below it,
    /// fails the check with a message naming the snapshot, the part and both numbers. A pixel
    /// failure or missing reference keeps its status and gains the line; errors and recorded
    /// snapshots are left as they are.
    mutating func require(contrast minimum: Double, _ c: SuiteCase) {
        guard var measured = contrast else { return }
        measured.required = minimum
        contrast = measured
        guard measured.isBelowRequired, let lowest = measured.lowest, let ratio = measured.minimum,
              let background = measured.background else { return }
        let below = measured.parts.filter { $0.ratio < minimum }.count
        let line = "Contrast too low in \(c.config.name) (\(c.configFile)) on \(c.device.id)\(c.orientation == .landscape ? " landscape" : ""), \(c.scheme.rawValue): "
            + "\(lowest.item) \(lowest.part.rawValue) (\(lowest.selected ? "selected" : "unselected")) \(lowest.foreground) on \(background) "
            + "is \(ContrastReport.shown(ratio)):1, below the required \(SnapshotVerifier.trimmed(minimum)):1"
            + (below > 1 ? " (\(below) of \(measured.parts.count) titles and icons are below)." : ".")
        switch status {
        case .passed:
            status = .failed
            message = line
        case .failed, .missing:
            message += "\n" + line
        case .recorded, .error:
            break
        }
    }
}
