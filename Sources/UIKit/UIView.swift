import TabSnapUI

/// A UIKit view: a rectangle in its superview's coordinates with a background, a layer (corners,
/// border, shadow) and subviews, laid out by frames (`layoutSubviews` runs before drawing, so a
/// subclass that places its subviews there is drawn as placed). A view is a SwiftUI view too:
/// `assertSnapshot(of: myView)` draws it at its frame's size, or filling the screen when it has
/// none.
open class UIView: UIResponder, View, LayoutAnchors, Hashable, KeyValueObservable, @unchecked Sendable {
    public var frame: CGRect {
        didSet {
            keyValueObservers.changed(self)
            guard frame.size != oldValue.size else { return }
            setNeedsLayout()
            if oldValue.size != .zero { resizeSubviews(from: oldValue.size) }
        }
    }
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    public var backgroundColor: UIColor? { didSet { keyValueObservers.changed(self) } }
    public var alpha: CGFloat = 1 { didSet { keyValueObservers.changed(self) } }
    public var isHidden = false { didSet { keyValueObservers.changed(self) } }
    public let keyValueObservers = KeyValueObservers()
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    public let layer = CALayer()
    public var contentMode = ContentMode.scaleToFill
    public var autoresizingMask: AutoresizingMask = []
    public var translatesAutoresizingMaskIntoConstraints = true
    public var isUserInteractionEnabled = true
    public var tag = 0
    public var accessibilityIdentifier: String?
    public var accessibilityLabel: String?
    public var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// The colour of the view's template images and controls; inherited from the superview.
    public var tintColor: UIColor! {
        get { ownTint ?? superview?.tintColor ?? .systemBlue }
        set { ownTint = newValue }
    }
    private var ownTint: UIColor?

    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    private var needsLayout = true

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }
    public override convenience init() { self.init(frame: .zero) }
    /// Views from a storyboard or nib: there are none on Linux, so this is a view of no size.
    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
    }

    public func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        setNeedsLayout()
    }

    public func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
    }

    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: (subviews.firstIndex { $0 === sibling } ?? subviews.count - 1) + 1)
    }

    public func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
    }

    public func sendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
    }

    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// UIKit's autoresizing: what the view grew by goes to its subviews' flexible margins and
    /// sizes, shared among those a mask marks flexible in proportion to their lengths.
    private func resizeSubviews(from old: CGSize) {
        let dw = frame.width - old.width, dh = frame.height - old.height
        for v in subviews where v.translatesAutoresizingMaskIntoConstraints && !v.autoresizingMask.isEmpty {
            let m = v.autoresizingMask
            func share(_ d: CGFloat, _ lead: CGFloat, _ length: CGFloat, _ trail: CGFloat, _ flex: (Bool, Bool, Bool)) -> (CGFloat, CGFloat) {
                let parts = [(flex.0, lead), (flex.1, length), (flex.2, trail)].filter(\.0).map(\.1)
                guard !parts.isEmpty else { return (0, 0) }
                let total = parts.reduce(0, +)
                func part(_ on: Bool, _ v: CGFloat) -> CGFloat { on ? (total > 0 ? d * v / total : d / CGFloat(parts.count)) : 0 }
                return (part(flex.0, lead), part(flex.1, length))
            }
            let (dx, dW) = share(dw, v.frame.minX, v.frame.width, old.width - v.frame.maxX,
                                 (m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin)))
            let (dy, dH) = share(dh, v.frame.minY, v.frame.height, old.height - v.frame.maxY,
                                 (m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin)))
            v.frame = CGRect(x: v.frame.minX + dx, y: v.frame.minY + dy, width: v.frame.width + dW, height: v.frame.height + dH)
        }
    }

    /// The view's natural size, or `noIntrinsicMetric` on an axis without one.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    public static let noIntrinsicMetric: CGFloat = -1

    open func sizeThatFits(_ size: CGSize) -> CGSize {
        let s = intrinsicContentSize
        return CGSize(width: s.width < 0 ? frame.width : s.width, height: s.height < 0 ? frame.height : s.height)
    }

    /// The intrinsic size changed: lay out again before drawing.
    open func invalidateIntrinsicContentSize() { setNeedsLayout() }
    public func sizeToFit() { frame.size = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)) }

    /// Places the subviews; a subclass overrides it to lay them out by frame.
    open func layoutSubviews() {}
    public func setNeedsLayout() { needsLayout = true }
    public func layoutIfNeeded() {
        if superview == nil, needsLayout, AutoLayoutEngine.hasConstraints(self) { AutoLayoutEngine.solve(root: self) }
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for v in subviews { v.layoutIfNeeded() }
    }
    open func setNeedsDisplay() {}

    // MARK: Auto Layout

    /// Active constraints this view holds (those between it and its subviews, or within them).
    var installedConstraints: [NSLayoutConstraint] = []
    public var constraints: [NSLayoutConstraint] { installedConstraints }
    public func addConstraint(_ c: NSLayoutConstraint) { c.isActive = true }
    public func addConstraints(_ cs: [NSLayoutConstraint]) { NSLayoutConstraint.activate(cs) }
    public func removeConstraint(_ c: NSLayoutConstraint) { c.isActive = false }
    public func removeConstraints(_ cs: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(cs) }
    public func updateConstraints() {}
    public func setNeedsUpdateConstraints() { setNeedsLayout() }

    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }

    public private(set) lazy var safeAreaLayoutGuide = UILayoutGuide(kind: .safeArea, owner: self)
    public private(set) lazy var layoutMarginsGuide = UILayoutGuide(kind: .margins, owner: self)
    /// Nil: UIKit's default (8 pt; a controller's root view 16 pt across on an iPhone, 20 on an iPad).
    public var layoutMargins: UIEdgeInsets {
        get { ownMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        set { ownMargins = newValue }
    }
    private var ownMargins: UIEdgeInsets?
    public var insetsLayoutMarginsFromSafeArea = true

    private var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    private var compression: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    public func setContentHuggingPriority(_ p: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { hugging[axis] = p }
    public func setContentCompressionResistancePriority(_ p: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { compression[axis] = p }
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { huggingPriority(axis) }
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { compressionPriority(axis) }
    /// UIKit's defaults: 250 hugging and 750 compression resistance (a label hugs at 251).
    func huggingPriority(_ axis: NSLayoutConstraint.Axis) -> UILayoutPriority { hugging[axis] ?? (self is UILabel || self is UIImageView ? UILayoutPriority(251) : .defaultLow) }
    func compressionPriority(_ axis: NSLayoutConstraint.Axis) -> UILayoutPriority { compression[axis] ?? .defaultHigh }

    /// The insets of this view's safe area, from the root's (the device's) where the view
    /// reaches into it, by its current frame.
    func safeAreaInsetsForLayout(root: UIView) -> UIEdgeInsets {
        let w = UIWindow().safeAreaInsets, e = root.extraSafeArea
        let screen = UIEdgeInsets(top: w.top + e.top, left: w.left + e.left, bottom: w.bottom + e.bottom, right: w.right + e.right)
        guard self !== root else { return screen }
        var origin = frame.origin
        var p = superview
        while let v = p, v !== root { origin.x += v.frame.minX; origin.y += v.frame.minY; p = v.superview }
        return UIEdgeInsets(top: max(0, screen.top - origin.y), left: max(0, screen.left - origin.x),
                            bottom: max(0, origin.y + frame.height - (root.frame.height - screen.bottom)),
                            right: max(0, origin.x + frame.width - (root.frame.width - screen.right)))
    }

    /// The layout margins, measured from the safe area where they are (UIKit's default).
    func marginsForLayout(root: UIView) -> UIEdgeInsets {
        var m = ownMargins ?? (self === root
            ? UIEdgeInsets(top: 0, left: UIDevice.current.userInterfaceIdiom == .pad ? 20 : 16, bottom: 0, right: UIDevice.current.userInterfaceIdiom == .pad ? 20 : 16)
            : UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        if insetsLayoutMarginsFromSafeArea {
            let s = safeAreaInsetsForLayout(root: root)
            m = UIEdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
        }
        return m
    }

    /// Bars a container draws over a controller's root view, added to the device's safe area.
    var extraSafeArea = UIEdgeInsets.zero

    /// The safe area: the device's and the bars over the controller's view, where this view
    /// reaches into them.
    public var safeAreaInsets: UIEdgeInsets {
        var root: UIView = self
        while let s = root.superview { root = s }
        return safeAreaInsetsForLayout(root: root)
    }
    public var traitCollection: UITraitCollection { UITraitCollection.current }
    public var window: UIWindow? { UIWindow() }

    /// What the view itself draws between its background and its subviews (a label's text, an
    /// image view's image), at its bounds' size; nothing for a plain view.
    open func drawnContent() -> AnyView? { nil }

    /// The view and its subviews as SwiftUI draws them, `bounds`-sized, top-leading.
    public func drawn() -> AnyView {
        let size = bounds.size
        let radius = Double(layer.cornerRadius)
        let corner: RoundedCornerStyle = layer.cornerCurve == .continuous ? .continuous : .circular
        // The layer's corner radius rounds the background whether or not it clips the subviews.
        var content = AnyView(ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: radius, style: corner).fill(backgroundColor?.color ?? layer.backgroundColor?.color ?? .clear)
            if let own = drawnContent() { own }
            ForEach(Array(subviews.enumerated().filter { !$0.element.isHidden }), id: \.offset) { _, sub in
                sub.drawn().offset(x: sub.frame.minX, y: sub.frame.minY)
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading))
        if layer.masksToBounds {
            content = AnyView(content.clipShape(RoundedRectangle(cornerRadius: radius, style: corner)))
        }
        if layer.borderWidth > 0, let border = layer.borderColor {
            content = AnyView(content.overlay(RoundedRectangle(cornerRadius: radius, style: corner).strokeBorder(border.color, lineWidth: layer.borderWidth)))
        }
        if layer.shadowOpacity > 0, let shadow = layer.shadowColor {
            content = AnyView(content.shadow(color: shadow.color.opacity(Double(layer.shadowOpacity)), radius: layer.shadowRadius,
                                             x: layer.shadowOffset.width, y: layer.shadowOffset.height))
        }
        let opacity = Double(alpha) * Double(layer.opacity)
        if opacity < 1 { content = AnyView(content.opacity(opacity)) }
        if overrideUserInterfaceStyle != .unspecified {
            content = AnyView(content.environment(\.colorScheme, overrideUserInterfaceStyle == .dark ? .dark : .light))
        }
        return content
    }

    /// As a SwiftUI view: laid out, then drawn at its frame's size; one with no frame (and a
    /// window) covers the whole screen, safe areas included, as a window's root view does.
    public var body: some View {
        let fillsScreen = frame.size == .zero || self is UIWindow
        if frame.size == .zero { frame.size = UIScreen.main.bounds.size }
        layoutIfNeeded()
        return fillsScreen ? AnyView(drawn().ignoresSafeArea()) : drawn()
    }

    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    public static func == (a: UIView, b: UIView) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
