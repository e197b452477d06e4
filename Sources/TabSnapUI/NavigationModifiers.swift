import TabSnapLayout

extension View {
    /// A search field under the navigation bar's title, showing the text or the prompt.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> ModifiedView {
        let shown = text.wrappedValue.isEmpty ? (prompt?.string ?? "Search") : text.wrappedValue
        return containerTrait(NavigationBarTrait(kind: .search(shown)))
    }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> ModifiedView {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> ModifiedView {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> ModifiedView {
        searchable(text: text, placement: placement, prompt: prompt)
    }
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> ModifiedView { accepted("searchSuggestions") }
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> ModifiedView { accepted("searchScopes") }

    /// `.toolbarBackground(.red, for: .navigationBar)`: the bar drawn on that colour.
    public func toolbarBackground(_ color: Color, for bars: ToolbarPlacement...) -> ModifiedView {
        bars.contains { $0.name == "navigationBar" } ? containerTrait(NavigationBarTrait(kind: .background(color))) : accepted("toolbarBackground")
    }
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> ModifiedView {
        bars.contains { $0.name == "navigationBar" } ? containerTrait(NavigationBarTrait(kind: .background(nil))) : accepted("toolbarBackground")
    }
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> ModifiedView { accepted("toolbarColorScheme") }
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> ModifiedView { navigationBarTitleDisplayMode(mode.mode) }
    public func toolbarRole(_ role: ToolbarRole) -> ModifiedView { accepted("toolbarRole") }

    public func navigationBarHidden(_ hidden: Bool) -> ModifiedView {
        hidden ? containerTrait(NavigationBarTrait(kind: .hidden)) : accepted("navigationBarHidden")
    }
    /// The older spelling of `navigationTitle` with its display mode.
    public func navigationBarTitle(_ title: Text) -> ModifiedView { navigationTitle(title) }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> ModifiedView { navigationTitle(Text(titleKey)) }
    @_disfavoredOverload public func navigationBarTitle<S: StringProtocol>(_ title: S) -> ModifiedView { navigationTitle(String(title)) }
    public func navigationBarTitle(_ title: Text, displayMode: TitleDisplayMode) -> ModifiedView {
        AnyView(navigationTitle(title)).navigationBarTitleDisplayMode(displayMode)
    }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: TitleDisplayMode) -> ModifiedView {
        AnyView(navigationTitle(Text(titleKey))).navigationBarTitleDisplayMode(displayMode)
    }
    /// The older spelling of toolbar items: leading and trailing views.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> ModifiedView {
        toolbar {
            ToolbarItem(placement: .topBarLeading) { AnyView(leading) }
            ToolbarItem(placement: .topBarTrailing) { AnyView(trailing) }
        }
    }
    public func navigationBarItems<L: View>(leading: L) -> ModifiedView {
        toolbar { ToolbarItem(placement: .topBarLeading) { AnyView(leading) } }
    }
    public func navigationBarItems<T: View>(trailing: T) -> ModifiedView {
        toolbar { ToolbarItem(placement: .topBarTrailing) { AnyView(trailing) } }
    }
}
