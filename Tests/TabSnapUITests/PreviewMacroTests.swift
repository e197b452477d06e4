#if canImport(SwiftUI)
import SwiftUI
#else
import TabSnapUI
import TabSnapPreviews
#endif
import XCTest
@testable import TabSnapTesting

// A view file as apps write it, ending with its previews in each form SwiftUI accepts.
struct PreviewedBadge: View {
    var count: Int
    var body: some View {
        Text("\(count)").font(.caption2.bold()).foregroundColor(.white)
            .padding(.horizontal, 6).padding(.vertical, 2)
            .background(Capsule().fill(Color.red))
    }
}

#Preview {
    PreviewedBadge(count: 3)
}

#Preview("Many", traits: .sizeThatFitsLayout) {
    VStack {
        PreviewedBadge(count: 12)
        PreviewedBadge(count: 120)
    }
}

#Preview(traits: .landscapeLeft, .fixedLayout(width: 80, height: 40)) {
    PreviewedBadge(count: 1).preferredColorScheme(.dark)
}

/// The file above compiles with `#Preview` (its bodies type-checked as view builders), and the
/// view it previews snapshots as any other.
final class PreviewMacroTests: XCTestCase {
    func testViewWithPreviewsSnapshots() {
        let checks = assertSnapshot(of: PreviewedBadge(count: 3), layout: .sizeThatFits, devices: [.iPhone15Pro], schemes: [.light])
        XCTAssertEqual(checks.first?.actualSize?.height, 53, "an 11 pt caption2 line (13.3 pt) plus 2 pt padding above and below, at 3x")
    }
}
