/// Auto Layout's names that frame-based code meets: a stack view's axis. Constraints themselves
/// are not solved yet (views are placed by their frames).
public enum NSLayoutConstraint {
    public enum Axis: Int, Sendable { case horizontal, vertical }
}
