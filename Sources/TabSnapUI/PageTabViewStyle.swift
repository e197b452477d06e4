import TabSnapLayout

/// SwiftUI's `PageTabViewStyle` (`.tabViewStyle(.page)`): the selected page fills the tab view,
/// with no tab bar, and a page control's dots sit centred near the bottom of the safe area,
/// white for the current page and translucent white for the others (UIPageControl's default
/// look: 7 pt dots whose centres are 16 pt apart; the inset from the bottom is an estimate, not
/// measured against an iOS render). `.automatic` shows the dots when there are two pages or more.
public struct PageTabViewStyle: Hashable, Sendable {
    public enum IndexDisplayMode: Hashable, Sendable { case automatic, always, never }

    public let indexDisplayMode: IndexDisplayMode

    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }

    static let dot: CGFloat = 7
    static let pitch: CGFloat = 16
    static let bottomInset: CGFloat = 12

    static func paged(_ page: some View, pages: Int, selected: Int, index: IndexDisplayMode) -> some View {
        let shows = index == .always || (index == .automatic && pages > 1)
        return page.overlay(alignment: .bottom) {
            if shows {
                HStack(spacing: pitch - dot) {
                    ForEach(0..<pages) { i in
                        Circle().fill(Color.white.opacity(i == selected ? 1 : 0.35)).frame(width: dot, height: dot)
                    }
                }
                .padding(.bottom, bottomInset)
            }
        }
    }
}
