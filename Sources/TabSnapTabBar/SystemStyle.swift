import Foundation
import TabSnapLayout
import TabSnapPDF
import TabSnapLottie
import TabSnapSVG

/// UIKit's tab bar as iOS 17/18 draws it (every number in `SystemBarMetrics`, with its source):
/// 49 pt plus the bottom safe area, icons centred 18.67 pt below the top and titles on a
/// baseline 45 pt below it on a portrait iPhone; icon beside title on iPad (50 pt) and a
/// landscape iPhone (32 pt); scroll-edge (no background) or standard (material and hairline)
/// appearance; systemRed badge pills; the `TabView` colours of iOS 18.
struct SystemStyle: TabBarStyle {
    typealias M = SystemBarMetrics
    var hidesWithKeyboard: Bool { true }

    func bar(_ c: StyleContext) -> AnyView {
        let height = c.metric(\.barHeight, M.height(on: c.device, c.orientation))
        let colors = SystemColors(c)
        let items = c.tabs.items.enumerated().map { i, item -> AnyView in
            let selected = i == c.tabs.selected
            let ink = colors.ink(item, selected: selected, c)
            let content = c.sideBySide ? AnyView(sideBySideItem(item, selected: selected, c, colors, ink))
                : AnyView(stackedItem(item, selected: selected, c, colors, ink))
            return AnyView(content.opacity(ink.opacity))
        }
        let row = HStack(spacing: 0) { ForEach(items.indices) { items[$0] } }
            .frame(maxWidth: .infinity)
            .frame(height: height)
        guard c.config.appearance == .standard else { return AnyView(row) }
        // The hairline sits in the device-pixel row just above the bar's frame, across the
        // whole screen (landscape insets included).
        let hairline = 1 / c.device.scale
        return AnyView(ZStack(alignment: .top) {
            row
            colors.separator.frame(height: hairline).offset(y: -hairline).ignoresSafeArea(.container, edges: .horizontal)
        }
        .background(colors.background))
    }

    /// Icon centred 18.67 pt below the top, title on a baseline 45 pt below it (a custom image
    /// centred at 19 with its title at 46); the badge pill's top 3 pt below the bar's top.
    func stackedItem(_ item: TabItem, selected: Bool, _ c: StyleContext, _ colors: SystemColors, _ ink: ItemInk) -> some View {
        let name = c.icon(for: item, selected: selected)
        let isFile = name.map { SystemStyle.isImageFile($0, c) } ?? false
        let iconSize = c.metric(\.iconSize, isFile ? M.imageSize : M.symbolSize)
        // A custom image and its title move together: +19/+45 over a home indicator, +20/+46
        // in a bar with no bottom inset (the two references disagree by that point).
        let inset = c.device.safeAreaInsets(c.orientation).bottom > 0
        let centerY = isFile ? (inset ? M.imageCenterY : M.imageCenterYWithoutInset) : M.symbolCenterY
        let baseline = isFile && !inset ? M.titleBaselineUnderImageWithoutInset : M.titleBaseline
        let badgeLeft = name == nil ? M.badgeLeftWithoutIcon : M.badgeLeftWithIcon
        return ZStack(alignment: .top) {
            if name != nil || item.lottie != nil {
                TabIcon(name: name, original: item.originalIcon, lottie: item.lottie, selected: selected).foregroundColor(ink.icon ?? .primary)
                    .frame(width: iconSize, height: iconSize)
                    .padding(.top, centerY - iconSize / 2)
                    .offset(x: item.iconOffset.x, y: item.iconOffset.y)
            }
            if !item.title.isEmpty {
                item.titleText.font(SystemStyle.titleFont(c, selected: selected, size: M.titleSize))
                    .lineLimit(1).foregroundColor(ink.title ?? .primary)
                    .firstTextBaseline(at: baseline)
            }
            badge(item.badge, colors, item.badgeColor).offset(x: badgeLeft + BadgeView.width / 2 + item.iconOffset.x, y: M.badgeTop + item.iconOffset.y)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }

    /// Icon beside the title, centred in the bar; the pill rises above the icon so the title
    /// stays readable.
    func sideBySideItem(_ item: TabItem, selected: Bool, _ c: StyleContext, _ colors: SystemColors, _ ink: ItemInk) -> some View {
        let pad = c.device.idiom == .pad
        let iconSize = c.metric(\.iconSize, pad ? M.symbolSize - 2 : M.compactSymbolSize)
        let name = c.icon(for: item, selected: selected)
        let icon = IconWithBadge(icon: name, lottie: item.lottie, selected: selected, size: iconSize, color: ink.icon ?? .primary,
                                 badge: badge(item.badge, colors, item.badgeColor), badgeRise: 9)
            .offset(x: item.iconOffset.x, y: item.iconOffset.y)
        let title = item.titleText.font(SystemStyle.titleFont(c, selected: selected, size: pad ? M.padTitleSize : M.titleSize))
            .lineLimit(1).foregroundColor(ink.title ?? .primary)
        return HStack(spacing: M.sideBySideSpacing) {
            if name != nil || item.lottie != nil { icon }
            if !item.title.isEmpty { title }
        }
        .frame(maxWidth: pad ? M.padItemMaxWidth : .infinity, maxHeight: .infinity)
    }

    func ink(_ c: StyleContext, _ item: TabItem, selected: Bool) -> ItemInk {
        SystemColors(c).ink(item, selected: selected, c)
    }

    func badge(_ badge: Badge, _ colors: SystemColors, _ own: Color? = nil) -> BadgeView {
        BadgeView(badge: badge, background: own ?? colors.badge, foreground: colors.badgeText, fontSize: M.badgeTextSize, minHeight: M.badgeHeight,
                  padding: M.badgePadding)
    }

    /// A custom image rather than a symbol: a PNG or PDF file, or an asset catalog's image,
    /// laid out with the metrics UIKit gives custom tab images.
    static func isImageFile(_ name: String, _ c: StyleContext) -> Bool {
        let lower = name.lowercased()
        if name.hasPrefix(TabBarConfigDecoder.assetPrefix) {
            // No catalog has it: the bundled symbol of that name, laid out as a symbol.
            guard let image = AssetCatalogs(c.config.catalogs).image(named: String(name.dropFirst(TabBarConfigDecoder.assetPrefix.count))) else { return false }
            return !image.isSymbol
        }
        return lower.hasSuffix(".png") || lower.hasSuffix(".pdf")
    }

    /// The title font: 10 pt medium by default; the selected title may have its own.
    static func titleFont(_ c: StyleContext, selected: Bool, size: Double) -> Font {
        let m = c.config.metrics
        let base = m.titleFont(size: m.titleSize ?? size, weight: m.titleWeight ?? .medium)
        guard selected else { return base }
        return m.titleFont(size: m.selectedTitleSize ?? base.size, weight: m.selectedTitleWeight ?? base.weight)
    }
}

/// The system style's colours for a render: the configuration's overrides, else iOS 18's.
struct SystemColors {
    let tint, unselected, badge, badgeText, separator: Color
    let title, selectedTitle: Color?
    let background: AnyShapeStyle

    init(_ c: StyleContext) {
        tint = c.color(\.tint, SystemBarMetrics.selectedTint)
        unselected = c.color(\.unselected, SystemBarMetrics.unselected)
        badge = c.color(\.badge, .red)
        badgeText = c.color(\.badgeText, .white)
        separator = c.color(\.separator, light: SystemBarMetrics.hairlineLight, dark: SystemBarMetrics.hairlineDark)
        title = c.optionalColor(\.title)
        selectedTitle = c.optionalColor(\.selectedTitle)
        // A configured bar colour is drawn flat; the default is the standard material.
        if let flat = c.optionalColor(\.barBackground) { background = AnyShapeStyle(flat) } else { background = AnyShapeStyle(SystemBarMetrics.standardMaterial) }
    }

    /// The tint when selected, else the unselected colour, under the title overrides; a
    /// disabled item dimmed. Stacked, an `original` icon keeps its colours (a symbol in the
    /// primary colour); side by side every icon is tinted, as `IconWithBadge` draws it.
    func ink(_ item: TabItem, selected: Bool, _ c: StyleContext) -> ItemInk {
        let color = selected ? tint : unselected
        var icon: Color? = color
        if item.originalIcon && !c.sideBySide {
            icon = c.icon(for: item, selected: selected).map { SystemStyle.isImageFile($0, c) } == true ? nil : .primary
        }
        return ItemInk(title: selected ? (selectedTitle ?? color) : (title ?? color), icon: icon,
                       opacity: item.disabled ? SystemBarMetrics.disabledOpacity : 1)
    }
}

/// A tab's template icon filling its frame (a bundled symbol, or a PNG file), or an empty
/// space of the same size when the tab has no icon.
struct TabIcon: View {
    let name: String?
    var original = false
    var lottie: TabLottie? = nil
    var selected = false

    var body: some View {
        if let lottie {
            LottieIcon(lottie: lottie, selected: selected)
        } else if let name {
            if name.lowercased().hasSuffix(".png") {
                Image(pngFile: name).resizable().renderingMode(original ? .original : .template)
            } else if name.lowercased().hasSuffix(".svg") {
                Image(svgFile: name).resizable().renderingMode(original ? .original : .template)
            } else if name.lowercased().hasSuffix(".pdf") {
                // UIKit draws a custom tab image at its own size, centred in the icon's place.
                Image(pdfFile: name).renderingMode(original ? .original : .template)
            } else if name.hasPrefix(TabBarConfigDecoder.assetPrefix) {
                let asset = String(name.dropFirst(TabBarConfigDecoder.assetPrefix.count))
                let image = EnvironmentValues.current.assetCatalogs.image(named: asset)
                if image?.isSymbol == true {
                    // A custom symbol fills the symbol's place, as a system one does.
                    Image(asset).resizable().renderingMode(original ? .original : .template)
                } else if image == nil, !original {
                    // A name no catalog has draws the bundled symbol of that name, in its place.
                    Image(systemName: asset).resizable().renderingMode(.template)
                } else {
                    Image(asset).renderingMode(original ? .original : .template)
                }
            } else {
                Image(systemName: name).resizable().renderingMode(.template)
            }
        } else {
            Color.clear
        }
    }
}

/// An icon (or nothing) with a badge pinned near its top-trailing corner.
struct IconWithBadge: View {
    let icon: String?
    var lottie: TabLottie? = nil
    var selected = false
    let size: Double
    let color: Color
    let badge: BadgeView
    /// How far above the icon's top the badge starts.
    var badgeRise: Double = 3

    var body: some View {
        TabIcon(name: icon, lottie: lottie, selected: selected)
        .foregroundColor(color)
        .frame(width: size, height: size)
        // A pill starts just right of the icon's centre; a dot sits on its top-right corner.
        .overlay(badge.offset(x: badge.badge == .dot ? size - 5 : size * 0.5 + 4, y: -badgeRise), alignment: .topLeading)
    }
}

/// A tab's Lottie icon: resting on `progress`, or on `selectedProgress` when selected, tinted
/// with the foreground colour; becoming selected plays it over the animation's own duration
/// (a timeline shows the frames), deselecting jumps back.
struct LottieIcon: View {
    let lottie: TabLottie
    let selected: Bool

    var body: some View {
        var view = LottieView(file: lottie.file).currentProgress(selected ? lottie.selectedProgress : lottie.progress)
        if let tint = lottie.tint { view = view.valueProvider(nil, for: tint) }
        let seconds = (try? LottieAnimation.cached(lottie.file).get()).map { $0.duration * abs(lottie.selectedProgress - lottie.progress) } ?? 0
        return view.animation(selected && seconds > 0 ? .linear(duration: seconds) : nil, value: selected)
    }
}
