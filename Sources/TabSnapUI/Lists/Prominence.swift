import TabSnapLayout

/// SwiftUI's `Prominence` (`.headerProminence`).
public enum Prominence: Hashable, Sendable { case standard, increased }
