import TabSnapLayout

/// SwiftUI's `PhaseAnimator` (iOS 17): content that cycles through phases, animating between
/// them. A still frame is taken before anything has run, so the content shows its first phase,
/// as the view appears.
public struct PhaseAnimator<Phase: Equatable>: View {
    let content: AnyView

    public init<Phases: Sequence>(_ phases: Phases, @ViewBuilder content: @escaping (Phase) -> AnyView,
                                  animation: @escaping (Phase) -> Animation? = { _ in .default }) where Phases.Element == Phase {
        self.content = phases.first(where: { _ in true }).map(content) ?? AnyView(EmptyView())
    }

    public init<Phases: Sequence, Trigger: Equatable>(_ phases: Phases, trigger: Trigger, @ViewBuilder content: @escaping (Phase) -> AnyView,
                                                      animation: @escaping (Phase) -> Animation? = { _ in .default }) where Phases.Element == Phase {
        self.init(phases, content: content, animation: animation)
    }

    public var body: some View { content }
}

extension View {
    /// The view through its first phase (`.phaseAnimator([false, true]) { view, on in … }`).
    public func phaseAnimator<Phases: Sequence>(_ phases: Phases, @ViewBuilder content: @escaping (AnyView, Phases.Element) -> AnyView,
                                                animation: @escaping (Phases.Element) -> Animation? = { _ in .default }) -> AnyView
        where Phases.Element: Equatable {
        guard let first = phases.first(where: { _ in true }) else { return AnyView(self) }
        return content(AnyView(self), first)
    }

    public func phaseAnimator<Phases: Sequence, Trigger: Equatable>(_ phases: Phases, trigger: Trigger,
                                                                     @ViewBuilder content: @escaping (AnyView, Phases.Element) -> AnyView,
                                                                     animation: @escaping (Phases.Element) -> Animation? = { _ in .default }) -> AnyView
        where Phases.Element: Equatable {
        phaseAnimator(phases, content: content, animation: animation)
    }
}
