import Foundation

/// `import OSLog` on Linux: `Logger` as apps write it (`Logger(subsystem:category:)`,
/// `logger.info("…\(value, privacy: .public)")`). A snapshot has no system log: messages are
/// dropped, or written to standard error when `TABSNAP_OSLOG=stderr` is set, one line each.
public struct Logger: Sendable {
    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    public init() { self.init(subsystem: "", category: "") }
    public init(_ log: OSLog) { self.init(subsystem: log.subsystem, category: log.category) }

    public func log(_ message: OSLogMessage) { write(.default, message) }
    public func log(level: OSLogType, _ message: OSLogMessage) { write(level, message) }
    public func trace(_ message: OSLogMessage) { write(.debug, message) }
    public func debug(_ message: OSLogMessage) { write(.debug, message) }
    public func info(_ message: OSLogMessage) { write(.info, message) }
    public func notice(_ message: OSLogMessage) { write(.default, message) }
    public func warning(_ message: OSLogMessage) { write(.error, message) }
    public func error(_ message: OSLogMessage) { write(.error, message) }
    public func critical(_ message: OSLogMessage) { write(.fault, message) }
    public func fault(_ message: OSLogMessage) { write(.fault, message) }

    private func write(_ level: OSLogType, _ message: OSLogMessage) {
        guard ProcessInfo.processInfo.environment["TABSNAP_OSLOG"] == "stderr" else { return }
        let line = "[\(subsystem)\(category.isEmpty ? "" : ":" + category)] \(level.name): \(message.text)\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}

/// The older `OSLog` handle (`OSLog(subsystem:category:)`, `.default`).
public final class OSLog: Sendable {
    public let subsystem: String
    public let category: String
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }
    public convenience init(subsystem: String, category: Category) { self.init(subsystem: subsystem, category: category.rawValue) }
    public static let `default` = OSLog(subsystem: "", category: "")
    public static let disabled = OSLog(subsystem: "", category: "")

    /// The categories Instruments treats apart.
    public struct Category: RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }
}

/// A log level.
public struct OSLogType: Equatable, Sendable {
    let name: String
    public static let `default` = OSLogType(name: "default")
    public static let info = OSLogType(name: "info")
    public static let debug = OSLogType(name: "debug")
    public static let error = OSLogType(name: "error")
    public static let fault = OSLogType(name: "fault")
}

/// How an interpolated value may appear in the log; a snapshot's log shows every value.
public struct OSLogPrivacy: Equatable, Sendable {
    public static let `public` = OSLogPrivacy()
    public static let `private` = OSLogPrivacy()
    public static let sensitive = OSLogPrivacy()
    public static let auto = OSLogPrivacy()
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy() }
    public static func sensitive(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy() }
    public static func auto(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy() }
    public struct Mask: Equatable, Sendable {
        public static let hash = Mask()
        public static let none = Mask()
    }
}

/// Alignment and number formats of interpolated values, accepted as written.
public struct OSLogStringAlignment: Sendable {
    public static let none = OSLogStringAlignment()
    public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
    public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
}

public enum OSLogIntegerFormatting: Sendable {
    case decimal, hex, octal
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> Self { .decimal }
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0) -> Self { .hex }
}

public enum OSLogFloatFormatting: Sendable {
    case fixed, exponential, hybrid
    public static func fixed(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> Self { .fixed }
}

/// A log message with interpolated values (`"\(count, privacy: .public) items"`).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    public let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: Interpolation) { text = stringInterpolation.text }

    public struct Interpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none,
                                                    privacy: OSLogPrivacy = .auto) {
            text += "\(value())"
        }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting,
                                                                   align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            text += "\(value())"
        }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: @autoclosure @escaping () -> T, format: OSLogFloatFormatting,
                                                                         align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            text += "\(Double(value()))"
        }
    }
}

/// `os_log("…", log: log, type: .error)`, the function form. The arguments follow the format
/// string rather than filling it: a format that does not match its arguments cannot crash a test.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {
    Logger(log).log(level: type, OSLogMessage(stringLiteral: formatted(message, args)))
}

/// `os_log(.error, log: log, "…", args)`: the type first.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: StaticString, _ args: CVarArg...) {
    Logger(log).log(level: type, OSLogMessage(stringLiteral: formatted(message, args)))
}

/// `os_log(.info, "\(value) items")`: an interpolated message.
@_disfavoredOverload
public func os_log(_ type: OSLogType = .default, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: OSLogMessage) {
    Logger(log).log(level: type, message)
}

func formatted(_ message: StaticString, _ args: [CVarArg]) -> String {
    args.isEmpty ? "\(message)" : "\(message) [" + args.map { "\($0)" }.joined(separator: ", ") + "]"
}
