import Foundation

// What Apple's Foundation (or Dispatch) has and swift-corelibs-foundation lacks, that view code
// reaches for. Each answers as a phone running the app would.

extension ProcessInfo {
    /// The app runs on an iPhone or iPad in a snapshot, not on a Mac.
    public var isiOSAppOnMac: Bool { false }
    public var isMacCatalystApp: Bool { false }
}

public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1_000
public let USEC_PER_SEC: UInt64 = 1_000_000

extension NSMutableAttributedString {
    public convenience init() { self.init(string: "") }
}

extension UserDefaults {
    /// Key-value coding's setter, which Apple's UserDefaults answers as `set(_:forKey:)`.
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
}
