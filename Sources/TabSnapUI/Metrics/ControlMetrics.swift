import TabSnapLayout

/// Sizes and colours of iOS 17/18's controls at rest, in points, each with where it comes from.
/// `Scripts/screen_conformance.py` measures the ones its iOS renders show.
enum ControlMetrics {
    /// UISwitch: 51 x 31 with a 27 pt knob 2 pt inside the track, the off track 120,120,128 at
    /// 16 % (measured on gs-4 and gs-5, iOS 18: within 0.34 pt).
    static let switchSize = CGSize(width: 51, height: 31)
    static let switchKnob = 27.0
    /// The switch's on track: system green unless tinted.
    static let switchOn = Color.green
    static let switchOff = Color.secondarySystemFill

    /// UISegmentedControl: 32 pt tall, 9 pt corners (7 for the selected segment 2 pt inside),
    /// 13 pt text, semibold when selected.
    static let segmentedHeight = 32.0
    static let segmentedRadius = 9.0
    static let segmentedInset = 2.0
    static let segmentedFont = 13.0

    /// UIStepper: 94 x 32, two 47 pt halves parted by a hairline, 8 pt corners.
    static let stepperSize = CGSize(width: 94, height: 32)
    static let stepperRadius = 8.0

    /// UISlider: a 4 pt track under a 28 pt white knob (the slider is 28 pt tall... the knob's).
    static let sliderHeight = 28.0
    static let sliderTrack = 4.0

    /// The chevron a navigation link's row ends with: SF `chevron.forward`, 13 pt semibold
    /// (*estimate*: UITableViewCell's disclosure indicator), tertiary label colour.
    static let chevronSize = 13.0
    static let chevronColor = Color.tertiary

    /// A compact date picker's and a menu picker's value: 17 pt on a 6 pt-round tertiary fill,
    /// 11 pt in from either side, 34 pt tall (*estimate*, UIDatePicker compact).
    static let compactFieldHeight = 34.0
    static let compactFieldRadius = 6.0
    static let compactFieldPadding = 11.0

    /// ContentUnavailableView, fitted to rss-1 to rss-3 (iOS 18.4, within 0.67 pt but for the
    /// triangle symbol's box): a 48 pt symbol 16.17 pt over the title (title 2, bold), the
    /// description 2.33 pt below it (its lines 20 pt apart, the subheadline's leading), the small actions 20 pt below; without actions 18.67 pt stay below the
    /// description, so the block sits above the centre (rss-1: 191.5 pt in a 400 pt frame);
    /// lines wrap 32 pt in from the sides (rss-3's description breaks where iOS's does).
    static let emptyStateSymbolSize = 48.0
    static let emptyStateSymbolGap = 16.17
    static let emptyStateDescriptionGap = 2.33
    static let emptyStateActionsGap = 20.0
    static let emptyStateBottomWithoutActions = 18.67
    static let emptyStateMargin = 32.0
}
