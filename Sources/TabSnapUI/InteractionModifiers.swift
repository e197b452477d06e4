// Interactions a still frame does not perform: drag and drop, submitting a field, keyboard
// shortcuts, the pointer. They compile as written and change nothing.
extension View {
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> ModifiedView { accepted("onDrag") }
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> ModifiedView { accepted("onDrag") }
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider]) -> Bool) -> ModifiedView { accepted("onDrop") }
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> ModifiedView { accepted("onDrop") }
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> ModifiedView { accepted("onSubmit") }
    public func submitLabel(_ submitLabel: SubmitLabel) -> ModifiedView { accepted("submitLabel") }
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> ModifiedView { accepted("keyboardShortcut") }
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> ModifiedView { accepted("keyboardShortcut") }
    public func onHover(perform action: @escaping (Bool) -> Void) -> ModifiedView { accepted("onHover") }
    public func hoverEffect(_ effect: HoverEffect = .automatic) -> ModifiedView { accepted("hoverEffect") }
}

public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The return key's label on the keyboard.
public enum SubmitLabel: Hashable, Sendable { case done, go, send, join, route, search, `return`, next, `continue` }

public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public let character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }
    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
}

public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = EventModifiers(rawValue: 1)
    public static let control = EventModifiers(rawValue: 2)
    public static let option = EventModifiers(rawValue: 4)
    public static let command = EventModifiers(rawValue: 8)
    public static let all: EventModifiers = [.shift, .control, .option, .command]
}

public struct KeyboardShortcut: Hashable, Sendable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

public enum HoverEffect: Hashable, Sendable { case automatic, highlight, lift }
