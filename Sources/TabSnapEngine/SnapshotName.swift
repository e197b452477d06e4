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

    /// The file name without `.png`; also the snapshot's id in results. Only `[A-Za-z0-9._-]`
    /// reach it (Windows checkouts and CI artifact uploads refuse `:`, `,` and others): every
    /// other character becomes `_`, so a custom device `360x780@3:44,30` is `360x780_3_44_30`.
    public var stem: String {
        var parts = [Self.portable(name), Self.portable(device)]
        if orientation == .landscape { parts.append("landscape") }
        if keyboard { parts.append("keyboard") }
        if let suffix, !suffix.isEmpty { parts.append(suffix) }
        parts.append(scheme.rawValue)
        return parts.joined(separator: ".")
    }

    public var fileName: String { stem + ".png" }

    /// `s` with every character outside `[A-Za-z0-9._-]` replaced by `_`.
    public static func portable(_ s: String) -> String {
        String(s.unicodeScalars.map { c -> Character in
            let v = c.value
            let ok = (0x30...0x39).contains(v) || (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v) || c == "." || c == "-" || c == "_"
            return ok ? Character(c) : "_"
        })
    }
}
