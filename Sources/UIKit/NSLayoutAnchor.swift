/// An edge, centre or size of a view or layout guide, from which constraints are made
/// (`a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 16)`).
public class NSLayoutAnchor: @unchecked Sendable {
    let item: AnyObject
    let attribute: NSLayoutConstraint.Attribute

    init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor?, multiplier: CGFloat = 1, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
                           attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
}

public final class NSLayoutXAxisAnchor: NSLayoutAnchor, @unchecked Sendable {
    public func constraint(equalTo a: NSLayoutXAxisAnchor, constant c: CGFloat = 0) -> NSLayoutConstraint { make(.equal, a, constant: c) }
    public func constraint(greaterThanOrEqualTo a: NSLayoutXAxisAnchor, constant c: CGFloat = 0) -> NSLayoutConstraint { make(.greaterThanOrEqual, a, constant: c) }
    public func constraint(lessThanOrEqualTo a: NSLayoutXAxisAnchor, constant c: CGFloat = 0) -> NSLayoutConstraint { make(.lessThanOrEqual, a, constant: c) }
    /// The system spacing (8 pt) times `multiplier` after `a`.
    public func constraint(equalToSystemSpacingAfter a: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { make(.equal, a, constant: 8 * multiplier) }
}

public final class NSLayoutYAxisAnchor: NSLayoutAnchor, @unchecked Sendable {
    public func constraint(equalTo a: NSLayoutYAxisAnchor, constant c: CGFloat = 0) -> NSLayoutConstraint { make(.equal, a, constant: c) }
    public func constraint(greaterThanOrEqualTo a: NSLayoutYAxisAnchor, constant c: CGFloat = 0) -> NSLayoutConstraint { make(.greaterThanOrEqual, a, constant: c) }
    public func constraint(lessThanOrEqualTo a: NSLayoutYAxisAnchor, constant c: CGFloat = 0) -> NSLayoutConstraint { make(.lessThanOrEqual, a, constant: c) }
    public func constraint(equalToSystemSpacingBelow a: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { make(.equal, a, constant: 8 * multiplier) }
}

public final class NSLayoutDimension: NSLayoutAnchor, @unchecked Sendable {
    public func constraint(equalTo a: NSLayoutDimension, constant c: CGFloat = 0) -> NSLayoutConstraint { make(.equal, a, constant: c) }
    public func constraint(greaterThanOrEqualTo a: NSLayoutDimension, constant c: CGFloat = 0) -> NSLayoutConstraint { make(.greaterThanOrEqual, a, constant: c) }
    public func constraint(lessThanOrEqualTo a: NSLayoutDimension, constant c: CGFloat = 0) -> NSLayoutConstraint { make(.lessThanOrEqual, a, constant: c) }
    public func constraint(equalTo a: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint { make(.equal, a, multiplier: m, constant: c) }
    public func constraint(greaterThanOrEqualTo a: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, a, multiplier: m, constant: c)
    }
    public func constraint(lessThanOrEqualTo a: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, a, multiplier: m, constant: c)
    }
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, constant: c) }
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, constant: c) }
}
