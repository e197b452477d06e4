/// One Auto Layout relation: `first.attribute (relation) second.attribute × multiplier +
/// constant`, at a priority. Active constraints are solved with the rest of their views' tree
/// before it is drawn (`CassowarySolver`).
public final class NSLayoutConstraint: CustomStringConvertible, @unchecked Sendable {
    public let firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public let secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    public var constant: CGFloat
    public var priority = UILayoutPriority.required
    public var identifier: String?

    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
    }

    /// Active constraints are kept by the view that holds both items (or the first's).
    public var isActive: Bool {
        get { owner?.installedConstraints.contains { $0 === self } ?? false }
        set {
            if newValue {
                guard !isActive else { return }
                owner = Self.commonOwner(firstItem, secondItem)
                owner?.installedConstraints.append(self)
                owner?.setNeedsLayout()
            } else {
                owner?.installedConstraints.removeAll { $0 === self }
                owner = nil
            }
        }
    }
    private weak var owner: UIView?

    public static func activate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = true } }
    public static func deactivate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = false } }

    static func view(of item: AnyObject?) -> UIView? { (item as? UIView) ?? (item as? UILayoutGuide)?.owningView }

    private static func commonOwner(_ a: AnyObject?, _ b: AnyObject?) -> UIView? {
        guard let va = view(of: a) else { return view(of: b) }
        guard let vb = view(of: b) else { return va }
        var ancestors: [UIView] = []
        var p: UIView? = va
        while let v = p { ancestors.append(v); p = v.superview }
        p = vb
        while let v = p { if ancestors.contains(where: { $0 === v }) { return v }; p = v.superview }
        return va
    }

    public var description: String {
        func name(_ item: AnyObject?) -> String {
            guard let item else { return "" }
            return "\(type(of: item)):\(String(UInt(bitPattern: ObjectIdentifier(item).hashValue) & 0xFFFF, radix: 16))"
        }
        let rhs = secondItem == nil ? "\(constant)" : "\(name(secondItem)).\(secondAttribute)" + (multiplier != 1 ? " × \(multiplier)" : "") + (constant != 0 ? " + \(constant)" : "")
        return "<NSLayoutConstraint \(name(firstItem)).\(firstAttribute) \(relation.symbol) \(rhs)" + (priority < .required ? " @\(Int(priority.rawValue))" : "") + ">"
    }

    public enum Attribute: Int, Sendable, CustomStringConvertible {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        public var description: String { String(describing: Self.names[rawValue] ?? "none") }
        static let names: [Int: String] = [1: "left", 2: "right", 3: "top", 4: "bottom", 5: "leading", 6: "trailing", 7: "width", 8: "height",
                                           9: "centerX", 10: "centerY", 11: "lastBaseline", 12: "firstBaseline"]
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal, greaterThanOrEqual
        var symbol: String { self == .equal ? "==" : self == .lessThanOrEqual ? "<=" : ">=" }
    }

    public enum Axis: Int, Sendable { case horizontal, vertical }
}
