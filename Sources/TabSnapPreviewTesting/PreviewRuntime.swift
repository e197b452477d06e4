#if canImport(Testing)
import Testing
#endif

/// Which test framework runs the current test.
enum PreviewRuntime {
    /// Under Swift Testing the previews run in the test's own process: its command line has no
    /// XCTest filter that picks the one test for a worker.
    static var isSwiftTesting: Bool {
        #if canImport(Testing)
        return Test.current != nil
        #else
        return false
        #endif
    }
}
