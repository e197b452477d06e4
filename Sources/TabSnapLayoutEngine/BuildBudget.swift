/// The views one layout may build while it runs (GeometryReader contents, a view document's
/// readers): they are built during layout, each by a builder of its own, so without a count
/// shared through the layout a reader inside a ForEach inside a reader multiplied past a
/// builder's own limit (a view document's 100 × 100 × 100 views from 149 bytes). One per layout
/// call, used on that call's thread.
package final class BuildBudget: @unchecked Sendable {
    package var used = 0
    @TaskLocal package static var current: BuildBudget?
}
