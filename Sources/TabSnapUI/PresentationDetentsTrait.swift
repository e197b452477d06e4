import TabSnapLayout

/// `.presentationDetents`: the heights a sheet rests at; it is drawn at the smallest.
struct PresentationDetentsTrait: ContainerTrait {
    let detents: [PresentationDetent]
    var summary: String { ".presentationDetents" }
}
