import Foundation

/// Auto Layout for one view tree: every view gets a left, top, width and height unknown (in the
/// root's coordinates); views placed by frame (`translatesAutoresizingMaskIntoConstraints`) and
/// the root are held where they are; the others take their intrinsic sizes at their hugging
/// and compression-resistance priorities; the active constraints in the tree are added in tree
/// order; `CassowarySolver` solves them, and the frames are written back. A constraint that
/// cannot hold with the required ones before it is left out and logged, as UIKit does.
enum AutoLayoutEngine {
    static func hasConstraints(_ view: UIView) -> Bool {
        !view.installedConstraints.isEmpty || view.subviews.contains { hasConstraints($0) }
    }

    struct Unknowns {
        let left, top, width, height: LayoutVariable
    }

    static func solve(root: UIView) {
        // Multi-line labels are as tall as their text at the width they are given: a second pass
        // measures them at the first pass's widths.
        // A stack view is as big as what its arranged views were given: it is measured again
        // with their solved sizes.
        solvePass(root: root)
        let views = preorder(root)
        let stacks = views.compactMap { $0 as? UIStackView }
        if !stacks.isEmpty || views.contains(where: { ($0 as? UILabel)?.numberOfLines != 1 && $0 is UILabel && !$0.translatesAutoresizingMaskIntoConstraints }) {
            for s in stacks { s.solvedSizes = true }
            solvePass(root: root)
        }
    }

    static func preorder(_ v: UIView) -> [UIView] { [v] + v.subviews.flatMap(preorder) }

    private static func solvePass(root: UIView) {
        let views = preorder(root)
        var unknowns: [ObjectIdentifier: Unknowns] = [:]
        for (i, v) in views.enumerated() {
            unknowns[ObjectIdentifier(v)] = Unknowns(left: LayoutVariable("v\(i).left"), top: LayoutVariable("v\(i).top"),
                                                     width: LayoutVariable("v\(i).width"), height: LayoutVariable("v\(i).height"))
        }
        let solver = CassowarySolver()
        func add(_ e: LinearExpression, _ r: LinearConstraint.Relation, _ strength: Double, _ label: String) throws {
            try solver.add(LinearConstraint(expression: e, relation: r, strength: strength, label: label))
        }
        let required = CassowarySolver.required
        for v in views {
            let u = unknowns[ObjectIdentifier(v)]!
            let l = LinearExpression(u.left), t = LinearExpression(u.top), w = LinearExpression(u.width), h = LinearExpression(u.height)
            if v === root || v.translatesAutoresizingMaskIntoConstraints {
                let sup = v === root ? nil : unknowns[ObjectIdentifier(v.superview!)]
                let origin = (x: LinearExpression([], constant: v.frame.minX), y: LinearExpression([], constant: v.frame.minY))
                try? add(l - (sup.map { LinearExpression($0.left) + origin.x } ?? LinearExpression([], constant: 0)), .equal, required, "frame")
                try? add(t - (sup.map { LinearExpression($0.top) + origin.y } ?? LinearExpression([], constant: 0)), .equal, required, "frame")
                try? add(w + -Double(v.frame.width), .equal, required, "frame")
                try? add(h + -Double(v.frame.height), .equal, required, "frame")
                continue
            }
            try? add(w, .greaterOrEqual, required, "width ≥ 0")
            try? add(h, .greaterOrEqual, required, "height ≥ 0")
            let own = intrinsicSize(v)
            if own.width >= 0 {
                try? add(w + -Double(own.width), .lessOrEqual, v.huggingPriority(.horizontal).strength, "hugging")
                try? add(w + -Double(own.width), .greaterOrEqual, v.compressionPriority(.horizontal).strength, "compression")
            }
            if own.height >= 0 {
                try? add(h + -Double(own.height), .lessOrEqual, v.huggingPriority(.vertical).strength, "hugging")
                try? add(h + -Double(own.height), .greaterOrEqual, v.compressionPriority(.vertical).strength, "compression")
            }
        }
        let inTree = Set(views.map(ObjectIdentifier.init))
        for v in views {
            for c in v.installedConstraints {
                guard let first = expression(c.firstItem, c.firstAttribute, unknowns, root: root) else { continue }
                if let item = c.secondItem, let v2 = NSLayoutConstraint.view(of: item), !inTree.contains(ObjectIdentifier(v2)) { continue }
                var rhs = LinearExpression([], constant: Double(c.constant))
                if c.secondItem != nil, c.secondAttribute != .notAnAttribute {
                    guard let second = expression(c.secondItem, c.secondAttribute, unknowns, root: root) else { continue }
                    rhs = second * Double(c.multiplier) + Double(c.constant)
                }
                let relation: LinearConstraint.Relation = c.relation == .equal ? .equal : c.relation == .lessThanOrEqual ? .lessOrEqual : .greaterOrEqual
                do {
                    try add(first - rhs, relation, c.priority.strength, c.description)
                } catch {
                    FileHandle.standardError.write(Data("[LayoutConstraints] Unable to simultaneously satisfy constraints.\nWill attempt to recover by breaking constraint\n\(c)\n".utf8))
                }
            }
        }
        solver.updateVariables()
        let scale = Double(UIScreen.main.scale)
        // Edges land on device pixels, as UIKit rounds them; sizes are whole pixels too.
        for v in views where v !== root && !v.translatesAutoresizingMaskIntoConstraints {
            let u = unknowns[ObjectIdentifier(v)]!, s = unknowns[ObjectIdentifier(v.superview!)]!
            let x = u.left.value - s.left.value, y = u.top.value - s.top.value
            let (x0, y0) = ((x * scale).rounded(), (y * scale).rounded())
            let (x1, y1) = (((x + u.width.value) * scale).rounded(), ((y + u.height.value) * scale).rounded())
            v.frame = CGRect(x: x0 / scale, y: y0 / scale, width: (x1 - x0) / scale, height: (y1 - y0) / scale)
        }
    }

    /// A view's natural size for the solver; a wrapping label's at its current width.
    private static func intrinsicSize(_ v: UIView) -> CGSize {
        if let label = v as? UILabel, label.numberOfLines != 1, label.preferredMaxLayoutWidth == 0, label.frame.width > 0 {
            label.preferredMaxLayoutWidth = label.frame.width
            defer { label.preferredMaxLayoutWidth = 0 }
            return label.intrinsicContentSize
        }
        return v.intrinsicContentSize
    }

    /// An attribute of a view or guide as an expression over the unknowns.
    private static func expression(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, _ unknowns: [ObjectIdentifier: Unknowns],
                                   root: UIView) -> LinearExpression? {
        var insets = UIEdgeInsets.zero
        let view: UIView
        if let guide = item as? UILayoutGuide {
            guard let owner = guide.owningView else { return nil }
            view = owner
            insets = guide.kind == .safeArea ? owner.safeAreaInsetsForLayout(root: root) : guide.kind == .margins ? owner.marginsForLayout(root: root) : .zero
        } else if let v = item as? UIView {
            view = v
        } else {
            return nil
        }
        guard let u = unknowns[ObjectIdentifier(view)] else { return nil }
        let l = LinearExpression(u.left), t = LinearExpression(u.top), w = LinearExpression(u.width), h = LinearExpression(u.height)
        let margins = view.marginsForLayout(root: root)
        let left = l + Double(insets.left), top = t + Double(insets.top)
        let width = w + -Double(insets.left + insets.right), height = h + -Double(insets.top + insets.bottom)
        switch attribute {
        case .left, .leading: return left
        case .right, .trailing: return left + width
        case .top: return top
        case .bottom: return top + height
        case .width: return width
        case .height: return height
        case .centerX: return left + width * 0.5
        case .centerY: return top + height * 0.5
        case .firstBaseline, .lastBaseline:
            if let label = view as? UILabel { return top + Double(label.font.ascender) }
            return top + height
        case .leftMargin, .leadingMargin: return l + Double(margins.left)
        case .rightMargin, .trailingMargin: return l + w + -Double(margins.right)
        case .topMargin: return t + Double(margins.top)
        case .bottomMargin: return t + h + -Double(margins.bottom)
        case .centerXWithinMargins: return l + Double(margins.left) + (w + -Double(margins.left + margins.right)) * 0.5
        case .centerYWithinMargins: return t + Double(margins.top) + (h + -Double(margins.top + margins.bottom)) * 0.5
        case .notAnAttribute: return nil
        }
    }
}
