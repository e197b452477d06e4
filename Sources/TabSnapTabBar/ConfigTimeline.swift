import Foundation
import TabSnapCore
import TabSnapDocument
import TabSnapLayout

/// A tab configuration over time (issue 14). Its `timeline:` lists changes, each at a time in
/// seconds, setting fields by the paths error messages use (`selected`, `items[4].badge`,
/// `items[4].iconOffset`) and made with an animation:
///
///     timeline:
///       - at: 0.1
///         animation: {curve: spring, response: 0.15, dampingFraction: 0.75}
///         set: {items[4].iconOffset: [0, 4], items[4].badge: 1}
///
/// Each state is the whole configuration after its changes, checked as a configuration is.
public struct ConfigTimeline: Sendable {
    public struct State: Sendable {
        public let time: Double
        public let transaction: Transaction?
        public let config: TabBarConfig
    }

    public let states: [State]

    /// The same timeline with every state's configuration changed by `transform` (a CLI's
    /// `--keyboard`, say).
    public func mapConfigs(_ transform: (TabBarConfig) -> TabBarConfig) -> ConfigTimeline {
        ConfigTimeline(states: states.map { State(time: $0.time, transaction: $0.transaction, config: transform($0.config)) })
    }

    /// The state shown at `time`.
    public func state(at time: Double) -> TabBarConfig {
        states.last(where: { $0.time <= time })?.config ?? states[0].config
    }

    /// The configuration at time 0.
    public var first: TabBarConfig { states[0].config }

    /// When the last change is made.
    public var lastChange: Double { states.last?.time ?? 0 }

    /// The screens of every state on one device, orientation and scheme, as a view timeline.
    public func views(device: Device, orientation: Orientation, scheme: ColorScheme) -> ViewTimeline {
        var timeline = ViewTimeline(TabBarScene.view(StyleContext(config: states[0].config, device: device, orientation: orientation,
                                                                  scheme: scheme)))
        for state in states.dropFirst() {
            let view = TabBarScene.view(StyleContext(config: state.config, device: device, orientation: orientation, scheme: scheme))
            // Times were checked to increase when the timeline was read.
            timeline = try! timeline.changed(at: state.time, to: makeNode(view), transaction: state.transaction)
        }
        return timeline
    }
}

extension TabBarConfigDecoder {
    static let changeKeys = ["at", "animation", "set"]

    /// A configuration document with its `timeline:` (one state when it has none).
    public static func decodeTimeline(_ doc: JSONValue, name: String, file: String = "<config>") throws(DocumentErrors) -> ConfigTimeline {
        var base = doc
        var changes: JSONValue? = nil
        if case .object(let pairs) = doc {
            changes = pairs.first { $0.key == "timeline" }?.value
            base = .object(pairs.filter { $0.key != "timeline" })
        }
        let first = try decode(base, name: name, file: file)
        guard let changes else { return ConfigTimeline(states: [.init(time: 0, transaction: nil, config: first)]) }

        let errors = SchemaErrors()
        var states = [ConfigTimeline.State(time: 0, transaction: nil, config: first)]
        var current = base
        let list = SchemaValue(changes, path: "timeline", errors: errors).array("a list of changes, each {at, animation, set}") ?? []
        if list.isEmpty && errors.count == 0 { errors.add("timeline", "expected at least one change") }
        var last = 0.0
        for change in list {
            guard let o = change.object(keys: changeKeys, expected: "a change {at: seconds, animation: …, set: {path: value}}") else { continue }
            guard let at = o.required("at", missing: "missing 'at' (seconds after the first state)")?.number(0...3600) else { continue }
            if at <= last { o["at"]?.fail("expected a time after \(SchemaValue.format(last)) s (changes come in order, after 0)") }
            last = max(last, at)
            var transaction: Transaction? = nil
            if let a = o["animation"], let animation = AnimationDecoder.decode(a) { transaction = Transaction(animation: animation) }
            guard let set = o.required("set", missing: "missing 'set' (the fields this change sets, by path)")?
                .object(keys: nil, expected: "an object of paths and values, like {\"selected\": \"Cart\"}") else { continue }
            for (path, value) in set.entries {
                do { current = try JSONPatch.set(current, path: path, to: value.json) } catch { value.fail("\(error)") }
            }
            do {
                states.append(.init(time: at, transaction: transaction, config: try decode(current, name: name, file: file)))
            } catch {
                for problem in error.errors { errors.add(change.path, "the configuration after this change: \(problem)") }
            }
        }
        try errors.check(file: file)
        return ConfigTimeline(states: states)
    }
}

/// Sets a value inside a document by a path of keys and indices (`items[4].badge`).
enum JSONPatch {
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    enum Step: Equatable { case key(String), index(Int) }

    static func steps(_ path: String) throws(Problem) -> [Step] {
        var steps: [Step] = []
        for part in path.split(separator: ".", omittingEmptySubsequences: false) {
            var rest = Substring(part)
            let key = rest.prefix { $0 != "[" }
            guard !key.isEmpty else { throw Problem(description: "expected a path like items[4].badge, got \"\(path)\"") }
            steps.append(.key(String(key)))
            rest = rest.dropFirst(key.count)
            while rest.hasPrefix("[") {
                guard let close = rest.firstIndex(of: "]"), let n = Int(rest[rest.index(after: rest.startIndex)..<close]), n >= 0 else {
                    throw Problem(description: "expected an index like [4] in \"\(path)\"")
                }
                steps.append(.index(n))
                rest = rest[rest.index(after: close)...]
            }
            guard rest.isEmpty else { throw Problem(description: "expected a path like items[4].badge, got \"\(path)\"") }
        }
        return steps
    }

    static func set(_ doc: JSONValue, path: String, to value: JSONValue) throws(Problem) -> JSONValue {
        try set(doc, steps(path)[...], to: value, at: "")
    }

    private static func set(_ doc: JSONValue, _ steps: ArraySlice<Step>, to value: JSONValue, at: String) throws(Problem) -> JSONValue {
        guard let step = steps.first else { return value }
        switch (step, doc) {
        case (.key(let k), .object(var pairs)):
            let here = at.isEmpty ? k : at + "." + k
            if let i = pairs.firstIndex(where: { $0.key == k }) {
                pairs[i].value = try set(pairs[i].value, steps.dropFirst(), to: value, at: here)
            } else {
                guard steps.count == 1 else { throw Problem(description: "\(here) does not exist") }
                pairs.append((k, value))
            }
            return .object(pairs)
        case (.index(let n), .array(var items)):
            guard n < items.count else { throw Problem(description: "\(at) has \(items.count) entries, no [\(n)]") }
            items[n] = try set(items[n], steps.dropFirst(), to: value, at: "\(at)[\(n)]")
            return .array(items)
        case (.key(let k), _):
            throw Problem(description: "\(at.isEmpty ? "the document" : at) is not an object, so it has no '\(k)'")
        case (.index(let n), _):
            throw Problem(description: "\(at) is not a list, so it has no [\(n)]")
        }
    }
}
