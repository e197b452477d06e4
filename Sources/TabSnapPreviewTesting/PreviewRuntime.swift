#if canImport(Testing)
import Testing
#endif

/// Which test framework runs the current test.
enum PreviewRuntime {
    /// Under Swift Testing a worker is started with `--testing-library swift-testing`.
    static var isSwiftTesting: Bool {
        #if canImport(Testing)
        return Test.current != nil
        #else
        return false
        #endif
    }
}
