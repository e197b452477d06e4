import Foundation
import TabSnapCore
import TabSnapDisplayList
import TabSnapDocument
import TabSnapRaster

/// The view tree every way in (the Swift DSL, view documents, tab-bar styles) is turned into.
///
/// A node is a class so one layout pass can cache sizes by identity: stacks ask each child for
/// its size several times (at 0, at infinity, at its share), and without a cache nested stacks
/// would cost 3^depth.
public final class ViewNode: @unchecked Sendable {
    public enum ShapeKind: Hashable, Sendable {
        case rectangle
        case roundedRectangle(cornerRadius: Double, style: RoundedCornerStyle)
        case circle
        case ellipse
        case capsule
        /// A shape of the app's own (`Shape.path(in:)`).
        case custom(CustomShapeOutline)
        /// The part of a shape's outline between two fractions of its length (`trim(from:to:)`).
        indirect case trimmed(ShapeKind, from: Double, to: Double)
    }

    public enum ImageSource: Hashable, Sendable {
        /// An icon by name (SF Symbols-style or the bundled icon set's own name).
        case icon(String)
        /// SVG path data in a view box.
        case path(String, viewBox: CGRect)
        /// A PNG file.
        case file(String)
        /// `Image("name")`: an asset catalog's image, else a bundled icon of that name;
        /// `explicitMode` when `.renderingMode` was given (else the catalog's intent holds).
        case asset(String, explicitMode: Bool)
    }

    /// What the node is. Views the engine draws and lays out itself are `builtin` (one type
    /// each, in BuiltinViews/); the other kinds are how trees are put together.
    package enum Kind: @unchecked Sendable {
        case empty
        /// Several views side by side in the enclosing stack (a builder block, ForEach).
        case group([ViewNode])
        case modified(ViewNode, Modifier)
        /// A view with a body of its own, built under the environment at layout time.
        case custom(CustomView)
        /// A geometry reader: its content is built from the size (and safe area) it is given.
        case geometry(@Sendable (GeometryProxy) -> ViewNode)
        case builtin(any BuiltinView)
    }

    package let kind: Kind
    /// For a geometry reader read from a view document: the content as written, so the
    /// document can be written back out.
    package var documentTemplate: JSONValue?
    /// An `.alignmentGuide` is among this view's own modifiers: set once, as the node is made
    /// (its child already is), so a stack asks its children's guides only when one may set one.
    package let setsAlignmentGuide: Bool
    package init(_ kind: Kind) {
        self.kind = kind
        if case .modified(let child, let modifier) = kind {
            if case .builtin(let m) = modifier, m is AlignmentGuideModifier { setsAlignmentGuide = true } else { setsAlignmentGuide = child.setsAlignmentGuide }
        } else {
            setsAlignmentGuide = false
        }
    }

    public static let empty = ViewNode(.empty)

    /// The node's children in a stack: groups are flattened and empty views dropped, as a
    /// SwiftUI stack does with a TupleView, ForEach and EmptyView. A modifier on a group applies
    /// to each of its views (`Group { A; B }.padding()` is `A.padding()` and `B.padding()`), so
    /// a modified group flattens into its modified views.
    package var flattened: [ViewNode] {
        switch kind {
        case .group(let items): return items.flatMap { $0.flattened }
        case .empty: return []
        case .modified(let child, let modifier):
            guard child.isGroup else { return [self] }
            return child.flattened.map { ViewNode(.modified($0, modifier)) }
        default: return [self]
        }
    }

    /// A group, possibly under modifiers.
    private var isGroup: Bool {
        switch kind {
        case .group: return true
        case .modified(let child, _): return child.isGroup
        default: return false
        }
    }

    /// A Spacer, possibly under traits (which do not change what it is).
    var isSpacer: Bool {
        switch kind {
        case .builtin(let v): return v is SpacerNode
        case .modified(let child, .trait): return child.isSpacer
        default: return false
        }
    }

    /// `layoutPriority` set on this view or on the view it modifies (modifiers pass it up, as
    /// SwiftUI's traits do).
    var layoutPriority: Double {
        if case .modified(let child, let m) = kind {
            if case .layoutPriority(let p) = m { return p }
            return child.layoutPriority
        }
        return 0
    }
}

/// How a shape's outline is stroked: SwiftUI's line width, caps, joins and `strokeBorder`'s
/// inset.
public struct LineStyle: Hashable, Sendable {
    public var width: Double
    public var cap: LineCapStyle
    public var join: LineJoinStyle
    public var miterLimit: Double
    public var dash: [Double]
    public var dashPhase: Double
    /// `strokeBorder`: the stroke lies inside the shape's frame.
    public var inset: Bool

    public init(width: Double = 1, cap: LineCapStyle = .butt, join: LineJoinStyle = .miter, miterLimit: Double = 10,
                dash: [Double] = [], dashPhase: Double = 0, inset: Bool = false) {
        self.width = width; self.cap = cap; self.join = join; self.miterLimit = miterLimit
        self.dash = dash; self.dashPhase = dashPhase; self.inset = inset
    }
}

public enum LineCapStyle: String, Hashable, Sendable, Codable, CaseIterable { case butt, round, square }
public enum LineJoinStyle: String, Hashable, Sendable, Codable, CaseIterable { case miter, round, bevel }

public enum RoundedCornerStyle: String, Hashable, Sendable, Codable { case circular, continuous }

/// What a modifier does. Modifiers wrap a view, as SwiftUI's ModifiedContent does. Those that
/// size, place or draw are `builtin` (one type each, in BuiltinModifiers/); the others change
/// the environment or tell containers something.
package enum Modifier: @unchecked Sendable {
    case environment(EnvironmentChange)
    case layoutPriority(Double)
    /// A name for finding the view in the laid-out tree; no effect on layout or drawing.
    case id(String)
    /// Information for a container (a tab's tag, label and badge) or a modifier a still frame
    /// accepts without effect (gestures, tasks, accessibility); no effect on layout or drawing.
    case trait(ViewTrait)
    case builtin(any BuiltinModifier)
}

/// What a view tells its container, or a modifier a still frame accepts without effect.
public enum ViewTrait: @unchecked Sendable {
    /// `.tag(_:)`; `implicit` for the id a `ForEach` gives each of its views.
    case tag(AnyHashable, implicit: Bool)
    /// `.tabItem { … }`: the tab's label.
    case tabItem(ViewNode)
    /// `.badge(_:)`: the text, "" for an empty pill, nil for none.
    case badge(String?)
    /// `.toolbar(.hidden, for: .tabBar)` and friends: which bar, and whether it shows.
    case toolbarVisibility(bar: String, visible: Bool)
    /// `.toolbarBackground(.visible, for: .tabBar)`: the bar's background always shows (the
    /// standard appearance) or never does.
    case toolbarBackground(bar: String, visible: Bool)
    /// `.navigationTitle(_:)`: the title the enclosing navigation stack's bar shows.
    case navigationTitle(String)
    /// `.navigationBarTitleDisplayMode(_:)`: `large`, `inline` or `automatic`.
    case navigationTitleDisplayMode(String)
    /// `.toolbar { … }`: items for the enclosing navigation bar.
    case toolbar(ViewNode)
    /// A `ToolbarItem`'s placement in the bar (`automatic`, `topBarLeading`, `principal`, …).
    case toolbarPlacement(String)
    /// A modifier with no effect on a still frame, by its name (`onTapGesture`, `task`, …).
    case accepted(String)
    /// `.zIndex(_:)`: drawing order among siblings (higher on top; ties keep their order).
    case zIndex(Double)
    /// `.preference(key:value:)`.
    case preference(PreferenceValue)
    /// `.onPreferenceChange(_:perform:)`.
    case onPreferenceChange(PreferenceAction)
    /// `.animation(_:value:)`: the animation changes under it are made with.
    case animation(AnimationScope)
    /// `.transaction(_:)`: changes the transaction for the changes under it.
    case transaction((inout Transaction) -> Void)
    /// What a container defined above the engine reads from its children (a list row's insets
    /// and background, a section's header and footer).
    case container(any ContainerTrait)
}

/// Information a container in a module above the engine reads from its children's traits.
public protocol ContainerTrait: Sendable {
    /// The modifier as written, for frames dumps: `.listRowInsets(…)`.
    var summary: String { get }
}

public enum ContentMode: String, Hashable, Sendable, Codable, CaseIterable { case fit, fill }

/// A filter over a subtree's drawing; lengths in points.
public enum ViewFilter: Hashable, Sendable {
    case shadow(color: Color, radius: Double, x: Double, y: Double)
    case blur(radius: Double)
    /// A colour effect on every pixel (`.grayscale`, `.saturation`, …).
    case color(ColorEffect)
}

/// A drawing-only transform about an anchor in the view's frame.
public enum DrawingEffect: Hashable, Sendable {
    /// Clockwise on screen, in radians.
    case rotation(radians: Double, anchor: UnitPoint)
    case scale(x: Double, y: Double, anchor: UnitPoint)
    /// `.flipsForRightToLeftLayoutDirection(true)`: mirrored about the centre where the view's
    /// layout direction is right to left.
    case flipsForRightToLeft
}

extension ViewNode {
    /// `nodes` with each resolved (`resolve` is given the node and its place, `/0`, `/1`, …),
    /// or nil when every one came back as it was.
    package static func resolved(_ nodes: [ViewNode], _ resolve: (ViewNode, String) -> ViewNode) -> [ViewNode]? {
        let out = nodes.enumerated().map { resolve($0.element, "/\($0.offset)") }
        return zip(out, nodes).allSatisfy { $0 === $1 } ? nil : out
    }

    /// The traits set on this view by the modifiers wrapping it, outermost first.
    public var traits: [ViewTrait] {
        var out: [ViewTrait] = []
        var n = self
        while case .modified(let child, let m) = n.kind {
            if case .trait(let t) = m { out.append(t) }
            n = child
        }
        return out
    }

    /// The view's drawing order among its siblings (`.zIndex`), 0 by default.
    public var zIndex: Double {
        for t in traits { if case .zIndex(let z) = t { return z } }
        return 0
    }

    /// The view's tag: an explicit `.tag` wins over the id `ForEach` gives it.
    public var tag: AnyHashable? {
        var implicitTag: AnyHashable?
        for t in traits {
            if case .tag(let v, let implicit) = t {
                if !implicit { return v }
                implicitTag = implicitTag ?? v
            }
        }
        return implicitTag
    }
}

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
public struct FlexibleFrame: Hashable, Sendable {
    public var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    public var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    public var alignment: Alignment

    public init(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                alignment: Alignment = .center) {
        self.minWidth = minWidth; self.idealWidth = idealWidth; self.maxWidth = maxWidth
        self.minHeight = minHeight; self.idealHeight = idealHeight; self.maxHeight = maxHeight
        self.alignment = alignment
    }

    func limits(_ axis: Axis) -> (min: Double?, ideal: Double?, max: Double?) {
        axis == .horizontal ? (minWidth, idealWidth, maxWidth) : (minHeight, idealHeight, maxHeight)
    }
}

/// What a `drawing` view draws into its frame: display items, given the frame's rectangle in
/// points, the transform from points to device pixels, the colour scheme (which picks a
/// scheme's colours) and the foreground colour in force (a template's tint). Lets a module
/// above layout (Lottie) add a view kind.
public protocol ViewDrawing: Sendable {
    /// For frames dumps and documents: `Lottie tabbar_home.json frame 12`.
    var summary: String { get }
    func items(in rect: CGRect, transform: Transform, scheme: ColorScheme, foreground: PixelColor?) -> [DisplayItem]
    /// The items, and a warning for the render when the drawing could not be made whole (a
    /// Lottie frame over its item limit is left empty).
    func drawn(in rect: CGRect, transform: Transform, scheme: ColorScheme, foreground: PixelColor?) -> (items: [DisplayItem], warning: String?)
}

extension ViewDrawing {
    public func drawn(in rect: CGRect, transform: Transform, scheme: ColorScheme, foreground: PixelColor?) -> (items: [DisplayItem], warning: String?) {
        (items(in: rect, transform: transform, scheme: scheme, foreground: foreground), nil)
    }
}
