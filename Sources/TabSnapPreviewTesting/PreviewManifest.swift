import Foundation
import TabSnapCore
import TabSnapDocument
import TabSnapEngine
import TabSnapLayout

/// The preview variants a package keeps in a file instead of in the test (`previews.yaml`, or
/// JSON), read by `PreviewSnapshots.assertAll(manifest:)`:
///
///     devices: [iphone-se, iphone-15-pro]
///     schemes: [light, dark]
///     orientations: [portrait]
///     locales: [en, ar]
///     dynamicTypeSizes: [large, accessibility3]
///     layoutDirections: [leftToRight, rightToLeft]
///     exclude: ["App/Legacy/*"]
///     precision: {"App/Charts/*": 0.99}
///
/// Every key is optional; an unknown key or a value of the wrong kind is an error naming the
/// file, the field and what was expected.
public struct PreviewManifest: Sendable {
    public var devices: [Device]?
    public var schemes: [ColorScheme] = [.light, .dark]
    public var orientations: [Orientation] = [.portrait]
    public var locales: [String] = []
    public var dynamicTypeSizes: [DynamicTypeSize] = []
    public var layoutDirections: [LayoutDirection] = [.leftToRight]
    public var exclude: [String] = []
    /// Per-preview precision (the share of pixels that must match), by id pattern.
    public var precision: [(pattern: String, value: Double)] = []

    static let keys = ["devices", "schemes", "orientations", "locales", "dynamicTypeSizes", "layoutDirections", "exclude", "precision"]

    public init() {}

    public static func load(_ path: String) throws -> PreviewManifest {
        let root: JSONValue
        do { root = try DocumentReader.read(path) } catch { throw FileError(path: path, reason: "\(error)") }
        guard case .object(let pairs) = root else { throw FileError(path: path, reason: "expected a mapping of \(keys.joined(separator: ", "))") }
        var m = PreviewManifest()
        func fail(_ field: String, _ expected: String, _ got: JSONValue) -> FileError {
            FileError(path: path, reason: "\(field): expected \(expected), found \(got.kindName)")
        }
        func strings(_ key: String, _ value: JSONValue) throws -> [String] {
            guard case .array(let items) = value else { throw fail(key, "a list of strings", value) }
            return try items.enumerated().map { i, item in
                guard case .string(let s) = item else { throw fail("\(key)[\(i)]", "a string", item) }
                return s
            }
        }
        func named<T: RawRepresentable & CaseIterable>(_ key: String, _ value: JSONValue, _ type: T.Type) throws -> [T] where T.RawValue == String {
            try strings(key, value).enumerated().map { i, s in
                guard let v = T(rawValue: s) else {
                    throw FileError(path: path, reason: "\(key)[\(i)]: \"\(s)\" is not one of \(T.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                return v
            }
        }
        for (key, value) in pairs {
            switch key {
            case "devices":
                m.devices = try strings(key, value).enumerated().map { i, s in
                    do { return try Devices.resolve(s) } catch { throw FileError(path: path, reason: "devices[\(i)]: \(error)") }
                }
            case "schemes": m.schemes = try named(key, value, ColorScheme.self)
            case "orientations": m.orientations = try named(key, value, Orientation.self)
            case "locales": m.locales = try strings(key, value)
            case "dynamicTypeSizes": m.dynamicTypeSizes = try named(key, value, DynamicTypeSize.self)
            case "layoutDirections": m.layoutDirections = try named(key, value, LayoutDirection.self)
            case "exclude": m.exclude = try strings(key, value)
            case "precision":
                guard case .object(let entries) = value else { throw fail(key, "a mapping of preview pattern to a number from 0 to 1", value) }
                m.precision = try entries.map { pattern, v in
                    guard case .number(let n) = v, n >= 0, n <= 1 else { throw fail("precision[\"\(pattern)\"]", "a number from 0 to 1", v) }
                    return (pattern, n)
                }
            default:
                throw FileError(path: path, reason: "unknown key \"\(key)\"; expected \(keys.joined(separator: ", "))")
            }
        }
        return m
    }
}
