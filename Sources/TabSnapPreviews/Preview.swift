@_exported import TabSnapUI

/// SwiftUI's `#Preview`: each one becomes a snapshot. It expands to a record in the
/// executable's `tabsnap_previews` section (as Xcode's registers a type the runtime finds), so
/// `PreviewSnapshots.assertAll()` finds every preview of every module linked into a test with
/// no list to keep. The body is a view builder; `@Previewable` variables in it become the state
/// of a view made for the preview. A body that returns a UIKit controller or view
/// (`#Preview { let vc = CartViewController(); return vc }`, which leaves the builder) previews
/// that, as Apple's UIKit overloads do; here controllers and views are views, so one
/// declaration serves both without the overloads' ambiguity. The body returns `any View`, as
/// Apple's does: a generic body type made the compiler recurse without end on a preview that
/// declares a wrapper view inside it and returns one. Add `import TabSnapPreviews` to the
/// `#else` branch of the SwiftUI import, or import TabSnap's `SwiftUI` module, which brings it.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait..., @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "TabSnapPreviewMacros", type: "PreviewMacro")

/// Marks a preview's local variable as its state (`@Previewable @State var count = 0`).
@attached(peer)
public macro Previewable() = #externalMacro(module: "TabSnapPreviewMacros", type: "PreviewableMacro")
