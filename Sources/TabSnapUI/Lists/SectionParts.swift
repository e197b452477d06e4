import TabSnapLayout

/// What a `Section` tells the list (or lazy stack) it stands in: its header, rows and footer.
struct SectionParts: ContainerTrait {
    let header: ViewNode?
    let content: ViewNode
    let footer: ViewNode?
    /// `Section(isExpanded:)`: false shows the header alone.
    let isExpanded: Bool

    var summary: String { "Section" }
}
