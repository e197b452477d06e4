import TabSnapLayout

extension EnvironmentValues {
    private enum PresentsSheetsKey: EnvironmentKey { static var defaultValue: Bool { false } }

    /// The snapshot option that draws a declared `sheet` presented when its binding (or item)
    /// says so: `.environment(\.presentsSheets, true)`. Off, a still frame shows the view as it
    /// is before anything is presented.
    public var presentsSheets: Bool {
        get { self[PresentsSheetsKey.self] }
        set { self[PresentsSheetsKey.self] = newValue }
    }

    private enum ElevatedKey: EnvironmentKey { static var defaultValue: Bool { false } }

    /// Inside a presented sheet: UIKit's elevated interface level, whose dark backgrounds are
    /// lighter greys (a grouped list's is 28,28,30 and its rows 44,44,46).
    var isElevated: Bool {
        get { self[ElevatedKey.self] }
        set { self[ElevatedKey.self] = newValue }
    }
}

/// A view with its sheet presented, as iOS 17/18 draws an iPhone sheet: at the large detent
/// the sheet's top sits 10 pt below the status bar and the view behind shrinks into a card
/// under a dimming layer on black; at the medium detent the sheet covers the lower half and the
/// view behind is only dimmed. The sheet has 10 pt top corners on the system background (the
/// elevated grey in dark mode) and a drag indicator when asked or when it has several detents.
/// (*Estimates* from Apple's sheet guidelines: no iOS render of a sheet in ../shared.)
/// The sheet covers the view that declares it, stretched over the safe area: declare it on
/// the screen's root (as apps do).
struct SheetPresenter: View {
    let parent: AnyView
    let sheet: ViewNode

    var body: some View {
        let env = EnvironmentValues.current
        var detents: [PresentationDetent] = []
        var indicator: Bool?
        for t in sheet.traits {
            if case .container(let d as PresentationDetentsTrait) = t, detents.isEmpty { detents = d.detents }
            if case .container(let d as DragIndicatorTrait) = t, indicator == nil { indicator = d.visible }
        }
        let statusBar = env.device.map { $0.safeAreaInsets(env.orientation).top } ?? 20
        let showsIndicator = indicator ?? (detents.count > 1)
        // Views are built and laid out on one thread; the reader's closure only runs there.
        nonisolated(unsafe) let sheet = self.sheet
        // The presenting screen is a hosting controller's view: the whole screen, the view centred
        // in it on the system background, so a view without a background of its own (a preview's
        // `Text`) is neither pushed to the bottom nor drawn over the black behind the screen.
        nonisolated(unsafe) let parent = AnyView(self.parent.frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color(light: .white, dark: .black).ignoresSafeArea()))
        let shown = detents
        return GeometryReader { proxy in
            let full = Double(proxy.size.height) + proxy.safeAreaInsets.top + proxy.safeAreaInsets.bottom
            let height = SheetPresenter.height(of: shown, screen: full, top: statusBar + 10)
            let large = height >= full - statusBar - 10 - 0.5
            ZStack(alignment: .bottom) {
                Color.black.ignoresSafeArea()
                if large {
                    parent
                        .clipShape(RoundedRectangle(cornerRadius: 10, style: .continuous))
                        .scaleEffect(0.92, anchor: .center)
                        .offset(y: statusBar * 0.35)
                } else {
                    parent
                }
                Color.black.opacity(large ? 0.12 : 0.2).ignoresSafeArea()
                ZStack(alignment: .top) {
                    AnyView(node: sheet).environment(\.isElevated, true)
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top).padding(.top, showsIndicator ? 13 : 0)
                    if showsIndicator {
                        Capsule().fill(Color.tertiary).frame(width: 36, height: 5).padding(.top, 5)
                    }
                }
                .frame(height: height)
                .background(Color(light: .white, dark: Color(r: 28, g: 28, b: 30)))
                .clipShape(RoundedRectangle(cornerRadius: 10, style: .continuous))
                .padding(.bottom, -12)
                .ignoresSafeArea(edges: .bottom)
            }
        }
    }

    /// The smallest of the detents: medium is half the screen; none given is large.
    static func height(of detents: [PresentationDetent], screen: Double, top: Double) -> Double {
        let large = screen - top
        let heights = detents.map { d -> Double in
            if d == .medium { return screen / 2 }
            if d.name.hasPrefix("fraction "), let f = Double(d.name.dropFirst(9)) { return screen * f }
            if d.name.hasPrefix("height "), let h = Double(d.name.dropFirst(7)) { return h }
            return large
        }
        return min(heights.min() ?? large, large) + 12
    }
}
