import TabSnapLayout

/// The text measurer the layout rows use: the bundled fonts, as real renders use them (its
/// measurement cache is warm after the warm-up runs, as it is in a long verify).
enum BenchMeasuring {
    static let shared: LayoutMeasuring = try! FontResources.bundled()
}
