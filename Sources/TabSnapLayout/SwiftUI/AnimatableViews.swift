import Foundation
import TabSnapLayoutEngine

extension AnimationPass {
    /// A custom view or modifier that is `Animatable`, with its `animatableData` where the
    /// animation has carried it.
    func animatable<V>(_ view: V, key: String) -> V {
        var shown = view
        if let a = shown as? any Animatable, let s = substituted(a, key: key) as? V { shown = s }
        if let host = shown as? any AnimatableModifierHost, let s = host.substitutingModifier(self, key: key + "modifier") as? V { shown = s }
        return shown
    }

    private func substituted<A: Animatable>(_ a: A, key: String) -> A {
        guard A.AnimatableData.self != EmptyAnimatableData.self else { return a }
        var copy = a
        copy.animatableData = value(a.animatableData, key: key)
        return copy
    }
}

/// A view that applies an `Animatable` modifier (`.modifier(_:)`), so a timeline can set the
/// modifier's `animatableData` as SwiftUI does.
protocol AnimatableModifierHost {
    func substitutingModifier(_ pass: AnimationPass, key: String) -> Any
}

extension ModifiedContent: AnimatableModifierHost where Modifier: Animatable {
    func substitutingModifier(_ pass: AnimationPass, key: String) -> Any {
        ModifiedContent(content: content, modifier: pass.animatable(modifier, key: key))
    }
}
