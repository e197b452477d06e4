import TabSnapEngine
import TabSnapPreviewTesting
import Testing

/// The preview runner under Swift Testing: a crashing preview is isolated in a worker started
/// with `--testing-library swift-testing`, and the preview after it still renders.
@Suite struct SwiftTestingPreviewTests {
    @Test func crashingPreviewIsIsolated() {
        let checks = PreviewSnapshots.verifyAll(devices: [.iPhone15Pro], schemes: [.light], files: ["Crashing"])
        #expect(checks.count == 2)
        let crash = checks.first { $0.id == "PreviewCatalog/Crashing/Crashes" }
        #expect(crash?.status == .error)
        #expect(crash?.message.contains("Index out of range") == true)
        #expect(checks.last?.status == .passed)
    }
}
