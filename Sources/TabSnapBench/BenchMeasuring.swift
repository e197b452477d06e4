import TabSnapLayout

/// The text measurer the layout rows use.
enum BenchMeasuring {
    static let shared: LayoutMeasuring = FixedAdvanceMeasuring()
}
