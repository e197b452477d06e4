import Foundation

/// Signposts mark intervals and events for Instruments. A snapshot runs under no Instruments, so
/// they record nothing; the code between them runs as written (`withIntervalSignpost` calls its
/// closure and returns its result).
public struct OSSignposter: Sendable {
    public init() {}
    public init(subsystem: String, category: String) {}
    public init(subsystem: String, category: OSLog.Category) {}
    public init(logger: Logger) {}
    public init(logHandle: OSLog) {}

    public static let disabled = OSSignposter()
    public var isEnabled: Bool { false }

    public func makeSignpostID() -> OSSignpostID { .exclusive }
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID { OSSignpostID(UInt64(UInt(bitPattern: ObjectIdentifier(object)))) }

    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState { OSSignpostIntervalState(id: id) }
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) -> OSSignpostIntervalState {
        OSSignpostIntervalState(id: id)
    }
    public func beginAnimationInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState { OSSignpostIntervalState(id: id) }
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage) {}
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) {}

    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T) rethrows -> T {
        try task()
    }
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage,
                                        around task: () throws -> T) rethrows -> T {
        try task()
    }
}

/// Which interval or event a signpost belongs to.
public struct OSSignpostID: Hashable, Sendable, Comparable {
    public let rawValue: UInt64
    public init(_ value: UInt64) { rawValue = value }
    public init(log: OSLog) { rawValue = 0xEEEE_B0B5_B2B2_EEEE }
    public init(log: OSLog, object: AnyObject) { rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object))) }
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    public static let invalid = OSSignpostID(0)
    public static let null = OSSignpostID(UInt64.max)
    public static func < (a: OSSignpostID, b: OSSignpostID) -> Bool { a.rawValue < b.rawValue }
}

/// An interval begun and not yet ended.
public struct OSSignpostIntervalState: Sendable {
    public let signpostID: OSSignpostID
    init(id: OSSignpostID) { signpostID = id }
}

public enum OSSignpostType: Sendable { case begin, end, event }

/// `os_signpost(.begin, log: log, name: "Load")`, the function form.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive) {}

public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: CVarArg...) {}
