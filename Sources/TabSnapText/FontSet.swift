import Foundation

/// The font files a render may name (`Font.custom`, a configuration's `titleFont`), as a value.
/// Each file is read once for the process (`FontRegistry` keeps what it read), but a name is
/// looked up only among the set's own files, so two renders with different fonts never see
/// each other's.
public struct FontSet: Hashable, Sendable {
    /// Absolute paths, sorted: the same files give the same set, whatever their order.
    public let paths: [String]
    private let members: Set<String>

    /// Reads every file (once per process); a file that is not a font is an error naming it.
    public init(_ paths: [String]) throws {
        for path in paths { _ = try FontRegistry.shared.register(path) }
        self.init(absolute: paths.map(FontRegistry.absolute))
    }

    private init(absolute: [String]) {
        paths = Array(Set(absolute)).sorted()
        members = Set(absolute)
    }

    public static let none = FontSet(absolute: [])

    /// Every file the process has read so far (for a caller that registered fonts itself).
    public static var loaded: FontSet { FontSet(absolute: FontRegistry.shared.paths) }

    /// This set and `other`'s files.
    public func adding(_ other: FontSet) -> FontSet { FontSet(absolute: paths + other.paths) }

    /// The face for a family or PostScript name among these files (see `FontRegistry.face`).
    public func face(_ name: String, weight: Int, italic: Bool) -> FontFace? {
        members.isEmpty ? nil : FontRegistry.shared.face(name, weight: weight, italic: italic, among: members)
    }

    public func has(_ name: String) -> Bool { face(name, weight: 400, italic: false) != nil }

    /// The families of these files, sorted, for messages.
    public var names: [String] { members.isEmpty ? [] : FontRegistry.shared.names(among: members) }
}
