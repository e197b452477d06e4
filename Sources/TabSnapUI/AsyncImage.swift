import Foundation
import TabSnapLayout

/// SwiftUI's `AsyncImage` at rest: a snapshot never loads from the network, so it shows what
/// the view shows before the image arrives: the placeholder, the content for `.empty`, or the
/// default grey fill.
public struct AsyncImage: View, @unchecked Sendable {
    let shown: ViewNode

    public init(url: URL?, scale: CGFloat = 1) {
        shown = Rectangle().fill(Color.secondarySystemFill).node
    }
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) {
        shown = makeNode(placeholder())
    }
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> AnyView) {
        shown = content(.empty).node
    }

    public var body: some View { AnyView(node: shown) }
}
