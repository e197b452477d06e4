#if canImport(SwiftUI)
import SwiftUI
#else
import TabSnapUI
#endif
import TabSnapCore
import XCTest
@testable import TabSnapTesting

/// A text in several styles is one text: `Text + Text` and a string literal's Markdown wrap
/// across their styles, share baselines, and are cut with one "…".
final class StyledTextTests: XCTestCase {
    struct Showcase: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                (Text("By continuing you agree to our ") + Text("Terms of Service").bold().foregroundColor(.blue)
                    + Text(" and acknowledge the ") + Text("Privacy Policy").italic().foregroundColor(.blue) + Text("."))
                    .font(.subheadline)
                Text("Your order **#1042** ships *tomorrow*. [Track it](https://example.com/track) or read `docs` \\*escaped\\*.")
                HStack(alignment: .firstTextBaseline, spacing: 0) {
                    Text("$").font(.title3) + Text("1,299").font(.largeTitle.bold()) + Text(".99").font(.title3).foregroundColor(.secondary)
                }
                (Text("A long headline in bold ").font(.headline) + Text("followed by a caption that is cut at two lines because it goes on and on, past where two lines of it can show on any phone").font(.caption))
                    .lineLimit(2)
            }
            .padding()
        }
    }

    func testRunsWrapAndShareBaselines() {
        assertSnapshot(of: Showcase(), devices: [.iPhoneSE, .iPhone15Pro], schemes: [.light, .dark])
    }
}
