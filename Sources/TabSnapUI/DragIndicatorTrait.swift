import TabSnapLayout

/// `.presentationDragIndicator(.visible)`.
struct DragIndicatorTrait: ContainerTrait {
    let visible: Bool
    var summary: String { ".presentationDragIndicator" }
}
