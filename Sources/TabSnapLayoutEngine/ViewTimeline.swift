import Foundation

/// A view's states over time: the view at time 0, then changes at given times, each made with
/// a transaction (`withAnimation`) or animated by the `.animation(_:value:)` scopes the new
/// state's views carry. A frame at any time shows the newest state with every animatable value
/// (offsets, opacity, frames, padding, scale, rotation, colour views, `animatableData`) where
/// its animations have carried it, springs interrupted in flight keeping their momentum.
///
/// Seed 000's cart bounce: the cart item at offset index 0, then 1 at 0.1 s and 2 at 0.2 s,
/// each change animated by the spring inside `OffsetAnimation`.
public struct ViewTimeline: @unchecked Sendable {
    public struct State: @unchecked Sendable {
        public let time: Double
        public let node: ViewNode
        public let transaction: Transaction?
    }

    public private(set) var states: [State]

    public init(_ node: ViewNode) { states = [State(time: 0, node: node, transaction: nil)] }


    /// The timeline with one more state from `time` on. A change at a time already taken, or
    /// before the last one, is a mistake the caller hears about.
    public func changed(at time: Double, to node: ViewNode, transaction: Transaction? = nil) throws(TimelineError) -> ViewTimeline {
        guard time.isFinite, time > states.last!.time else {
            throw TimelineError(message: "a change at \(time) s must come after the last one (\(states.last!.time) s)")
        }
        var copy = self
        copy.states.append(State(time: time, node: node, transaction: transaction))
        return copy
    }

    /// The state shown at `time`: the last one begun by then.
    public func state(at time: Double) -> Int {
        states.lastIndex(where: { $0.time <= time }) ?? 0
    }

    /// When the last change is made (its animation may run on after it).
    public var lastChange: Double { states.last?.time ?? 0 }

    /// Lays each state out as `layout` does (the root wrapped as the caller renders it) and
    /// calls `frame` for every time in order, inside the pass that animates that time.
    /// Each state is recorded once, before the first time that shows it.
    public func frames<T>(at times: [Double], wrap: (ViewNode) -> ViewNode, layout: (ViewNode) throws -> Void,
                          frame: (Double, ViewNode) throws -> T) rethrows -> [T] {
        let history = AnimationHistory(times: states.map(\.time))
        var recorded = 0
        var out: [T] = []
        for time in times {
            let shown = state(at: time)
            while recorded <= shown {
                let pass = AnimationPass(history: history, state: recorded, time: nil, transaction: states[recorded].transaction)
                try AnimationPass.$current.withValue(pass) { try layout(wrap(states[recorded].node)) }
                recorded += 1
            }
            let pass = AnimationPass(history: history, state: shown, time: time, transaction: nil)
            out.append(try AnimationPass.$current.withValue(pass) { try frame(time, wrap(states[shown].node)) })
        }
        return out
    }

    /// `count` times from `start`, `1 / fps` apart (`--fps 30 --duration 0.5`: 0 … 0.5 s).
    public static func times(fps: Double, duration: Double, start: Double = 0) -> [Double] {
        guard fps > 0, duration >= 0 else { return [start] }
        let count = Int((duration * fps + 1e-9).rounded(.down)) + 1
        return (0..<count).map { start + Double($0) / fps }
    }
}

public struct TimelineError: Error, CustomStringConvertible, Sendable {
    public let message: String
    public var description: String { message }
}

extension Snapshot {
    /// Frames of `timeline` at `times` on `container`, as `render` draws one view.
    public static func render(_ timeline: ViewTimeline, at times: [Double], wrap: (ViewNode) -> ViewNode = { $0 },
                              container: LayoutContainer, scheme: ColorScheme,
                              environment: ((inout EnvironmentValues) -> Void)? = nil,
                              resources: RenderResources) throws(RenderErrors) -> [Snapshot] {
        do {
            return try timeline.frames(at: times, wrap: wrap, layout: { root in
                _ = settle(root, container: container, scheme: scheme, environment: environment, resources: resources)
            }, frame: { _, root in
                try render(root, container: container, scheme: scheme, environment: environment, resources: resources)
            })
        } catch let error as RenderErrors {
            throw error
        } catch {
            preconditionFailure("unexpected \(error)")
        }
    }
}

extension Snapshot {
    /// Timeline frames with the font library alone (no asset catalogs or string tables).
    public static func render(_ timeline: ViewTimeline, at times: [Double], wrap: (ViewNode) -> ViewNode = { $0 },
                              container: LayoutContainer, scheme: ColorScheme,
                              environment: ((inout EnvironmentValues) -> Void)? = nil,
                              resources: LayoutResources) throws(RenderErrors) -> [Snapshot] {
        try render(timeline, at: times, wrap: wrap, container: container, scheme: scheme, environment: environment,
                   resources: RenderResources(resources))
    }
}

/// The time of the timeline frame being laid out, for views that play by themselves (a
/// looping Lottie icon); nil outside a timeline frame (a still snapshot).
public enum TimelineClock {
    public static var now: Double? { AnimationPass.current?.time }
}
