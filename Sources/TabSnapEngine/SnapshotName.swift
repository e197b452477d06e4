import TabSnapLayout
import TabSnapTabBar

/// The one naming rule for snapshots, shared by `tabsnap render`, the suite runner and
/// `assertSnapshot`, so a reference recorded one way is found by the others:
/// `NAME.DEVICE[.landscape][.keyboard][.SUFFIX].SCHEME` (SUFFIX is `bar` for bar-only renders).
public struct SnapshotName: Sendable, Equatable {
    /// A configuration's name, or `test[.name]` for `assertSnapshot`.
    public var name: String
    public var device: String
    public var orientation: Orientation
    public var scheme: ColorScheme
    public var keyboard: Bool
    /// A strategy's suffix (`bar`), so two strategies never share a reference.
    public var suffix: String?

    public init(name: String, device: String, orientation: Orientation, scheme: ColorScheme, keyboard: Bool = false,
                suffix: String? = nil) {
        self.name = name
        self.device = device
        self.orientation = orientation
        self.scheme = scheme
        self.keyboard = keyboard
        self.suffix = suffix
    }

    /// The file name without `.png`; also the snapshot's id in results.
    public var stem: String {
        var parts = [name, device.replacingOccurrences(of: "/", with: "_")]
        if orientation == .landscape { parts.append("landscape") }
        if keyboard { parts.append("keyboard") }
        if let suffix, !suffix.isEmpty { parts.append(suffix) }
        parts.append(scheme.rawValue)
        return parts.joined(separator: ".")
    }

    public var fileName: String { stem + ".png" }
}
