import Foundation

/// Draws the parent alone, or with its sheet when the snapshot presents sheets.
struct SheetGate: View {
    let parent: AnyView
    let sheet: ViewNode
    var body: some View {
        guard EnvironmentValues.current.presentsSheets else { return parent }
        return AnyView(SheetPresenter(parent: parent, sheet: sheet))
    }
}
