import TabSnapText

/// What a render draws with beyond the view tree: the font library (text, icons, glyph masks,
/// image files), the app's own fonts, asset catalogs and string tables. A plain value, built once by a
/// front end (the CLI from its options, a suite from its manifest, a test from its settings)
/// and passed to every render; the render puts the catalogs and tables in its root environment,
/// so nothing is looked up in a process-wide registry and two renders with different resources
/// can run side by side.
public struct RenderResources: Sendable {
    public var library: LayoutResources
    /// The font files `Font.custom` may name; by default every file the process has read
    /// (`FontRegistry`) when these resources are made.
    public var fonts: FontSet
    public var assetCatalogs: [any AssetLookup]
    public var stringTables: [any StringLookup]

    public init(_ library: LayoutResources, fonts: FontSet = .loaded, assetCatalogs: [any AssetLookup] = [],
                stringTables: [any StringLookup] = []) {
        self.library = library
        self.fonts = fonts
        self.assetCatalogs = assetCatalogs
        self.stringTables = stringTables
    }

    /// These resources with `fonts` too and `catalogs` and `tables` looked up first (a
    /// configuration's own).
    public func adding(fonts more: FontSet = .none, assetCatalogs catalogs: [any AssetLookup], stringTables tables: [any StringLookup]) -> RenderResources {
        RenderResources(library, fonts: fonts.adding(more), assetCatalogs: catalogs + assetCatalogs, stringTables: tables + stringTables)
    }

    /// Puts the fonts, catalogs and tables in a render's root environment.
    public func apply(to env: inout EnvironmentValues) {
        env.text.fonts = fonts
        env.assetCatalogs = AssetCatalogs(assetCatalogs)
        env.stringTables = StringTables(stringTables)
    }
}
