import TabSnapLayout

/// Where a list's parts go on an iPhone, per style and screen width, in points. Every figure is
/// measured on an iOS render in ../shared/conformance/ios-screens (`Scripts/screen_conformance.py`
/// compares ours with them; its output is `Scripts/fixtures/screen_conformance.txt`), or says
/// where it comes from.
struct ListMetrics {
    let style: ListStyleKind
    /// The card's inset from the list's sides (inset styles).
    let margin: Double
    /// The row content's inset inside the row.
    let rowInsets: EdgeInsets
    let minRowHeight: Double
    /// The card's corners (inset styles).
    let cornerRadius: Double
    /// Between a section's card and the next one when the next has no header, and above a
    /// first section without one (*estimate*: UIKit's 35 pt grouped section spacing; no pair in
    /// ../shared shows one).
    let sectionGap: Double
    /// A header is a band this tall (one line) whose text baseline sits `headerBaseline` below
    /// its top; the card follows it. iOS 17.5 and 18.5 (a11y-1, -2, -4): 38.67 and 29.67.
    let headerHeight: Double
    let headerBaseline: Double
    /// Between a card (without a footer) and the next section's header band: 17.67 (a11y-4).
    let gapBeforeHeader: Double
    /// A footer's first baseline below the card (18.33, a11y-1 and -2), and the band's end below
    /// its last line: 15.33 below the baseline on iOS, less the descent of our footnote line.
    let footerBaseline: Double
    let footerBottom: Double
    /// False for a form in columns: rows without separators.
    let showsSeparators: Bool
    let background: Color
    let rowBackground: Color

    /// Above the first section: `.contentMargins(.top, m)` puts it `m` below the list's top
    /// (*estimate*: no iOS 17/18 render here sets one), else the section's own gap.
    let topMargin: Double?

    init(style: ListStyleKind, width: Double, env: EnvironmentValues, topMargin: Double? = nil, showsSeparators: Bool = true) {
        self.topMargin = topMargin
        self.showsSeparators = showsSeparators
        self.style = style
        // The card 20 pt from the screen's sides and the row content 20 pt inside it: text at
        // 40 pt on a 393 and a 402 pt screen (a11y-1, -2). UIKit's layout margins are 16 pt on
        // screens narrower than 390 pt (*estimate* for those: no pair in ../shared).
        let content = width >= 390 ? 20.0 : 16.0
        let inset = style == .insetGrouped || style == .inset || style == .sidebar
        margin = inset ? content : 0
        rowInsets = EdgeInsets(top: 11, leading: content, bottom: 11, trailing: content)
        minRowHeight = env.defaultMinListRowHeight ?? 44
        cornerRadius = inset ? 10 : 0
        let grouped = style != .plain && style != .inset
        switch env.listSectionSpacing {
        case .default: sectionGap = grouped ? 35 : 0
        case .compact: sectionGap = grouped ? 20 : 0
        case .custom(let v): sectionGap = Double(v)
        }
        headerHeight = grouped ? 38.67 : 28
        headerBaseline = grouped ? 29.67 : 21
        gapBeforeHeader = grouped ? 17.67 : 0
        footerBaseline = 18.33
        footerBottom = 12
        // In a sheet (UIKit's elevated level) dark mode lifts each grey a step.
        let elevatedGrey = Color(light: .white, dark: Color(r: 28, g: 28, b: 30))
        if env.isElevated {
            background = grouped ? Color(light: Color(r: 242, g: 242, b: 247), dark: Color(r: 28, g: 28, b: 30)) : elevatedGrey
            rowBackground = grouped ? Color(light: .white, dark: Color(r: 44, g: 44, b: 46)) : elevatedGrey
        } else {
            background = grouped ? .systemGroupedBackground : .systemBackground
            rowBackground = grouped ? .secondarySystemGroupedBackground : .systemBackground
        }
    }

    var isGrouped: Bool { style != .plain && style != .inset }
}
