import TabSnapLayout
import TabSnapTabBar

/// One snapshot of a suite: a configuration on a device, in an orientation and a scheme.
public struct SuiteCase: Sendable {
    /// `<config>.<device>[.landscape][.<locale>][.<dynamic type size>].<scheme>` (a `SnapshotName` stem): the reference's file name without `.png`.
    public let id: String
    public let configFile: String
    public let config: TabBarConfig
    /// For a frame of a configuration's timeline: the timeline and the frame's time.
    public var timeline: ConfigTimeline? = nil
    public var time: Double? = nil
    public let device: Device
    public let orientation: Orientation
    public let scheme: ColorScheme
    /// The manifest's locale this case renders in (nil without a `locales:` axis).
    public var locale: String? = nil
    /// The reference PNG (resolved against the manifest's folder).
    public let reference: String
    /// The same path as written relative to the manifest's folder, for messages and annotations.
    public let displayReference: String
}
