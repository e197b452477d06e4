/// Receives the scan converter's output: runs of one coverage value on one row. Rows arrive
/// top to bottom, runs left to right and never overlap.
protocol SpanSink {
    mutating func span(x: Int, y: Int, count: Int, alpha: Int)
}
