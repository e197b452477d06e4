/// A rectangle for constraints that draws nothing: a view's safe area and layout margins.
public final class UILayoutGuide: LayoutAnchors, @unchecked Sendable {
    public weak var owningView: UIView?
    public var identifier = ""
    enum Kind { case safeArea, margins, custom }
    let kind: Kind

    init(kind: Kind, owner: UIView?) {
        self.kind = kind
        owningView = owner
    }

    public convenience init() { self.init(kind: .custom, owner: nil) }
}
