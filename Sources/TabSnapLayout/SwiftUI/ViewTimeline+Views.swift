import Foundation
import TabSnapLayoutEngine

extension ViewTimeline {
    public init<V: View>(_ view: V) { self.init(makeNode(view)) }

    /// The timeline with the view `body` builds from `time` on, made with `animation` (or with
    /// the animation of a `withAnimation` that `body` wraps its view in).
    public func change<V: View>(at time: Double, animation: Animation? = nil, @ViewBuilder to body: () -> V) -> ViewTimeline {
        let (view, recorded) = TransactionBox.capture { body() }
        let transaction = animation.map { Transaction(animation: $0) } ?? recorded
        do { return try changed(at: time, to: makeNode(view), transaction: transaction) } catch {
            preconditionFailure("ViewTimeline: \(error)")
        }
    }
}
