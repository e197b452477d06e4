/// The views a view document may make in one layout, GeometryReader contents included: they are
/// built during layout, each by a decoder of its own, so without a count shared through the
/// layout a reader inside a ForEach inside a reader multiplied past `DocumentDecoder.maxNodes`
/// (100 × 100 × 100 views from 149 bytes). One per layout call, used on that call's thread.
final class DocumentBudget: @unchecked Sendable {
    var used = 0
    @TaskLocal static var current: DocumentBudget?
}
