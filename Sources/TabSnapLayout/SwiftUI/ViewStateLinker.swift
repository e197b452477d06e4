import Foundation
import TabSnapLayoutEngine

/// Finds the state properties of a view (and of the modifiers it holds) and links them to a
/// render's store, by the view's place.
enum ViewStateLinker {
    /// Types found to hold neither state nor a modifier: most views, skipped without reflecting
    /// them again on every layout pass.
    nonisolated(unsafe) private static var stateless: Set<ObjectIdentifier> = []
    private static let lock = NSLock()

    /// Links every state property of `value` (and of a modifier it holds) to the store.
    static func link(_ value: Any, store: ViewStateStore, path: String) {
        let type = ObjectIdentifier(Swift.type(of: value))
        lock.lock()
        let skip = stateless.contains(type)
        lock.unlock()
        if skip { return }
        var holdsAny = false
        for child in Mirror(reflecting: value).children where mayLink(Swift.type(of: child.value)) {
            let label = child.label ?? "_"
            if let property = child.value as? any ViewStateProperty {
                property.link(to: store, key: path + "." + label)
                holdsAny = true
            } else if child.value is any ViewModifier {
                link(child.value, store: store, path: path + "." + label)
                holdsAny = true
            }
        }
        if !holdsAny {
            lock.lock()
            stateless.insert(type)
            lock.unlock()
        }
    }

    /// Whether a stored value of this type can be a state property or a modifier: a value from
    /// the standard library or Foundation (a string, number, array, closure), even in an
    /// Optional, never is. The casts above scanned every conformance record of the binary the
    /// first time they met each such type (~20 µs), for properties most views hold.
    static func mayLink(_ type: Any.Type) -> Bool {
        var name = Substring(_typeName(type, qualified: true))
        // A cast from Any looks inside an Optional, so look at what it wraps.
        while name.hasPrefix("Swift.Optional<") { name = name.dropFirst("Swift.Optional<".count) }
        // A type declared in an extension prints as "(extension in App):Swift.String.Style": it
        // is the user's, whatever it extends.
        if name.hasPrefix("(extension in ") { return true }
        if name.hasPrefix("(") || name.hasPrefix("@") { return false }  // a tuple or a function
        // The module is the name's first component (a user's module may be called FoundationKit).
        let module = name.prefix { $0 != "." && $0 != "<" }
        return !standardModules.contains(String(module))
    }

    private static let standardModules: Set<String> = ["Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization"]
}
