/// A row or column of arranged subviews, laid out by frame as UIKit's stack view does it for
/// views with intrinsic sizes: along the axis each takes its natural length (`fillEqually`:
/// equal shares; `fill`: the last one takes what is left, `equalSpacing`/`equalCentering`: the
/// room goes between them); across it each fills the stack (`fill`) or sits at its natural size
/// by `alignment`.
open class UIStackView: UIView, @unchecked Sendable {
    public private(set) var arrangedSubviews: [UIView] = []
    public var axis = NSLayoutConstraint.Axis.horizontal { didSet { setNeedsLayout() } }
    public var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    public var alignment = Alignment.fill { didSet { setNeedsLayout() } }
    public var distribution = Distribution.fill { didSet { setNeedsLayout() } }
    public var isLayoutMarginsRelativeArrangement = false

    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// As in UIKit, an arranged view is laid out by the stack, not by its frame.
    public func addArrangedSubview(_ view: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.append(view)
        addSubview(view)
    }

    public func removeArrangedSubview(_ view: UIView) { arrangedSubviews.removeAll { $0 === view } }

    public func setCustomSpacing(_ spacing: CGFloat, after view: UIView) { custom[ObjectIdentifier(view)] = spacing }
    private var custom: [ObjectIdentifier: CGFloat] = [:]

    private var margins: UIEdgeInsets { isLayoutMarginsRelativeArrangement ? layoutMargins : .zero }

    /// A view's natural size: what Auto Layout gave it where its constraints were solved (a
    /// fixed height on a row), else its intrinsic size, else its frame's.
    private func natural(_ v: UIView) -> CGSize {
        if solvedSizes, !v.translatesAutoresizingMaskIntoConstraints, v.frame.size != .zero { return v.frame.size }
        let s = v.intrinsicContentSize
        return CGSize(width: s.width >= 0 ? s.width : v.frame.width, height: s.height >= 0 ? s.height : v.frame.height)
    }

    /// Set once the tree's constraints have been solved: arranged views then have their sizes.
    var solvedSizes = false

    open override var intrinsicContentSize: CGSize {
        let shown = arrangedSubviews.filter { !$0.isHidden }
        let sizes = shown.map(natural)
        let gaps = zip(shown, shown.dropFirst()).map { custom[ObjectIdentifier($0.0)] ?? spacing }.reduce(0, +)
        let m = margins
        if axis == .horizontal {
            return CGSize(width: sizes.map(\.width).reduce(0, +) + gaps + m.left + m.right, height: (sizes.map(\.height).max() ?? 0) + m.top + m.bottom)
        }
        return CGSize(width: (sizes.map(\.width).max() ?? 0) + m.left + m.right, height: sizes.map(\.height).reduce(0, +) + gaps + m.top + m.bottom)
    }

    open override func layoutSubviews() {
        let shown = arrangedSubviews.filter { !$0.isHidden }
        guard !shown.isEmpty else { return }
        let m = margins
        let horizontal = axis == .horizontal
        let length = (horizontal ? bounds.width - m.left - m.right : bounds.height - m.top - m.bottom)
        let across = (horizontal ? bounds.height - m.top - m.bottom : bounds.width - m.left - m.right)
        let gaps = zip(shown, shown.dropFirst()).map { custom[ObjectIdentifier($0.0)] ?? spacing }
        var lengths = shown.map { horizontal ? natural($0).width : natural($0).height }
        var extraGap: CGFloat = 0
        let room = length - lengths.reduce(0, +) - gaps.reduce(0, +)
        switch distribution {
        case .fillEqually:
            let each = (length - gaps.reduce(0, +)) / CGFloat(shown.count)
            lengths = lengths.map { _ in each }
        case .fill, .fillProportionally:
            lengths[lengths.count - 1] = max(0, lengths[lengths.count - 1] + room)
        case .equalSpacing, .equalCentering:
            extraGap = shown.count > 1 ? max(0, room) / CGFloat(shown.count - 1) : 0
        }
        var position = horizontal ? m.left : m.top
        for (i, v) in shown.enumerated() {
            let own = natural(v)
            let crossLength = alignment == .fill ? across : min(across, horizontal ? own.height : own.width)
            let offset: CGFloat
            switch alignment {
            case .fill, .leading, .firstBaseline: offset = 0
            case .center: offset = (across - crossLength) / 2
            case .trailing, .lastBaseline: offset = across - crossLength
            }
            if horizontal {
                v.frame = CGRect(x: position, y: m.top + offset, width: lengths[i], height: crossLength)
            } else {
                v.frame = CGRect(x: m.left + offset, y: position, width: crossLength, height: lengths[i])
            }
            position += lengths[i] + (i < gaps.count ? gaps[i] + extraGap : 0)
        }
    }

    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
}
