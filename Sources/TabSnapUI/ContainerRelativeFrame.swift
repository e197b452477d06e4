import TabSnapLayout

/// `.containerRelativeFrame(_:)` (iOS 17): the view framed to a share of its container's size
/// along the axes given: all of it, `span` of `count` columns `spacing` apart, or what a closure
/// makes of it. The container is the window's safe area (a scroll view or list inside it is not
/// measured apart: they fill the width in most screens); a view sized alone keeps its own size.
struct ContainerRelativeFrame: View {
    let content: AnyView
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    var body: some View {
        guard let container = EnvironmentValues.current.containerSize else { return content }
        func along(_ axis: Axis, _ set: Axis.Set, _ total: CGFloat) -> CGFloat? {
            guard axes.contains(set) else { return nil }
            let v = length(total, axis)
            return v.isFinite ? max(0, v) : nil
        }
        return AnyView(content.frame(width: along(.horizontal, .horizontal, container.width),
                                     height: along(.vertical, .vertical, container.height), alignment: alignment))
    }
}

extension View {
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> AnyView {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> AnyView {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let n = CGFloat(max(1, count)), s = CGFloat(max(1, span))
            return (length - spacing * (n - 1)) / n * s + spacing * (s - 1)
        }
    }
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> AnyView {
        AnyView(ContainerRelativeFrame(content: AnyView(self), axes: axes, alignment: alignment, length: length))
    }
}
