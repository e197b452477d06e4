import TabSnapLayout

/// What else a navigation stack's root tells its bar: a search field, the bar's background and
/// visibility, and the older spellings of title and items.
struct NavigationBarTrait: ContainerTrait {
    enum Kind {
        /// `.searchable`: the search field under the title, with its prompt.
        case search(String)
        /// `.toolbarBackground(.visible, for: .navigationBar)` or a style for it.
        case background(Color?)
        /// `.toolbar(.hidden, for: .navigationBar)`, `.navigationBarHidden(true)`.
        case hidden
    }

    let kind: Kind
    var summary: String {
        switch kind {
        case .search(let p): return ".searchable(prompt: \(p))"
        case .background: return ".toolbarBackground(for: .navigationBar)"
        case .hidden: return ".toolbar(.hidden, for: .navigationBar)"
        }
    }
}
