import Foundation

// Interactions a still frame does not perform: drag and drop, submitting a field, keyboard
// shortcuts, the pointer, selecting text, focus, scrolling and its keyboard, haptics, a sheet's
// drag. They compile as written and change nothing.
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
    /// Text below can be selected by a long press: nothing shows until it is.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> ModifiedView { accepted("textSelection") }
    public func focusable(_ isFocusable: Bool = true) -> ModifiedView { accepted("focusable") }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> ModifiedView { accepted("scrollDismissesKeyboard") }
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> ModifiedView { accepted("scrollBounceBehavior") }
    /// Where a scroll comes to rest after a swipe: at rest the content stays at its start.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> ModifiedView { accepted("scrollTargetBehavior") }
    public func scrollTargetLayout(isEnabled: Bool = true) -> ModifiedView { accepted("scrollTargetLayout") }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> ModifiedView { accepted("sensoryFeedback") }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool) -> ModifiedView {
        accepted("sensoryFeedback")
    }
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> ModifiedView {
        accepted("presentationBackgroundInteraction")
    }
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> ModifiedView { accepted("presentationContentInteraction") }
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> ModifiedView { accepted("onOpenURL") }
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> ModifiedView { accepted("onKeyPress") }
    public func onKeyPress(action: @escaping (KeyPress) -> KeyPress.Result) -> ModifiedView { accepted("onKeyPress") }
    public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> ModifiedView { accepted("draggable") }
    public func draggable<T, V: View>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> ModifiedView { accepted("draggable") }
    public func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
                                   isTargeted: @escaping (Bool) -> Void = { _ in }) -> ModifiedView { accepted("dropDestination") }
    public func focusSection() -> ModifiedView { accepted("focusSection") }
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic) -> ModifiedView {
        accepted("defaultFocus")
    }
    public func listRowHoverEffectDisabled(_ disabled: Bool = true) -> ModifiedView { accepted("listRowHoverEffectDisabled") }
    /// The source of a zoom transition to a pushed or presented view (iOS 18).
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> ModifiedView { accepted("matchedTransitionSource") }
    public func navigationTransition(_ style: NavigationTransitionStyle) -> ModifiedView { accepted("navigationTransition") }
}

/// A key press a view handles (`.onKeyPress`), and whether it handled it.
public struct KeyPress: Sendable {
    public let key: KeyEquivalent
    public let characters: String
    public let modifiers: EventModifiers
    public enum Result: Sendable { case handled, ignored }
}

public enum DefaultFocusEvaluationPriority: Hashable, Sendable { case automatic, userInitiated }

/// How a pushed or presented view arrives (`.zoom(sourceID:in:)`, iOS 18).
public struct NavigationTransitionStyle: Sendable {
    public static let automatic = NavigationTransitionStyle()
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> NavigationTransitionStyle { NavigationTransitionStyle() }
}

// How a view's drawing is grouped: a still frame draws the same pixels.
extension View {
    /// Composites the view's children before its opacity or blend applies (TabSnap draws an
    /// opacity as one layer already).
    public func compositingGroup() -> ModifiedView { accepted("compositingGroup") }
    /// Renders the view offscreen with Metal on iOS; the same pixels.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> ModifiedView { accepted("drawingGroup") }
    /// Isolates the view's geometry from its parent's animations; a still frame has none.
    public func geometryGroup() -> ModifiedView { accepted("geometryGroup") }
}

extension View where Self: Equatable {
    /// Compares the view with its previous value before updating it; a still frame draws it once.
    public func equatable() -> ModifiedView { accepted("equatable") }
}


/// Whether text can be selected (`.textSelection(.enabled)`).
public protocol TextSelectability: Sendable {}
public struct EnabledTextSelectability: TextSelectability {}
public struct DisabledTextSelectability: TextSelectability {}
extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}
extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// How scrolling dismisses the keyboard.
public enum ScrollDismissesKeyboardMode: Hashable, Sendable { case automatic, immediately, interactively, never }

/// Whether a scroll view bounces when its content fits.
public enum ScrollBounceBehavior: Hashable, Sendable { case automatic, always, basedOnSize }

/// Where a scroll view comes to rest (`.paging`, `.viewAligned`).
public protocol ScrollTargetBehavior: Sendable {}
public struct PagingScrollTargetBehavior: ScrollTargetBehavior { public init() {} }
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public enum LimitBehavior: Hashable, Sendable { case automatic, always, never, alwaysByFew, alwaysByOne }
    public init(limitBehavior: LimitBehavior = .automatic) {}
}
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// A haptic or sound played on a change (`.sensoryFeedback(.success, trigger: done)`).
public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    public enum Weight: Hashable, Sendable { case light, medium, heavy }
    public enum Flexibility: Hashable, Sendable { case rigid, solid, soft }
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
}

/// Whether what lies behind a sheet can be used while it shows.
public struct PresentationBackgroundInteraction: Hashable, Sendable {
    let name: String
    public static let automatic = PresentationBackgroundInteraction(name: "automatic")
    public static let enabled = PresentationBackgroundInteraction(name: "enabled")
    public static let disabled = PresentationBackgroundInteraction(name: "disabled")
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(name: "enabled(upThrough: \(detent.name))")
    }
}

/// Whether swiping a sheet's content resizes the sheet or scrolls the content.
public enum PresentationContentInteraction: Hashable, Sendable { case automatic, resizes, scrolls }

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

// Pointer, search and presentation details a still frame on a phone does not show.
extension View {
    /// A tooltip for a pointer hovering the view (iPad, Mac); nothing hovers in a snapshot.
    public func help(_ text: String) -> ModifiedView { accepted("help") }
    public func help(_ text: Text) -> ModifiedView { accepted("help") }
    public func help(_ key: LocalizedStringKey) -> ModifiedView { accepted("help") }
    /// The text a search suggestion fills the field with when tapped.
    public func searchCompletion(_ completion: String) -> ModifiedView { accepted("searchCompletion") }
    /// How a popover or sheet adapts in a compact size class; a presentation is drawn at rest as
    /// `presentsSheets` asks, not by this.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> ModifiedView { accepted("presentationCompactAdaptation") }
    public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> ModifiedView {
        accepted("presentationCompactAdaptation")
    }
}

public struct PresentationAdaptation: Hashable, Sendable {
    let name: String
    public static let automatic = PresentationAdaptation(name: "automatic")
    public static let none = PresentationAdaptation(name: "none")
    public static let popover = PresentationAdaptation(name: "popover")
    public static let sheet = PresentationAdaptation(name: "sheet")
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}
