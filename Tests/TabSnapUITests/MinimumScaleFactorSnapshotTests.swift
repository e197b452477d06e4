#if canImport(SwiftUI)
import SwiftUI
#else
import TabSnapUI
#endif
import XCTest
@testable import TabSnapTesting

/// `.minimumScaleFactor(_:)` as Apple's documentation shows it: a one-line label beside a
/// 250 pt field shrinks to fit the room left (on an iPhone SE less room, so smaller), and a
/// balance in a card that shrinks no further than its floor and is then cut.
final class MinimumScaleFactorSnapshotTests: XCTestCase {
    struct Labels: View {
        @State private var field = ""
        var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                HStack {
                    Text("This is a very long label:")
                        .lineLimit(1)
                        .minimumScaleFactor(0.5)
                    TextField("My Long Text Field", text: $field)
                        .frame(width: 250, height: 50, alignment: .center)
                }
                HStack {
                    Text("This is a very long label:").lineLimit(1)
                    TextField("My Long Text Field", text: $field)
                        .frame(width: 250, height: 50, alignment: .center)
                }
                VStack(alignment: .leading, spacing: 4) {
                    Text("Balance").font(.subheadline).foregroundStyle(.secondary)
                    Text("$1,234,567,890.12")
                        .font(.system(size: 44, weight: .bold))
                        .lineLimit(1)
                        .minimumScaleFactor(0.4)
                    Text("$1,234,567,890,123,456.78 USD")
                        .font(.system(size: 44, weight: .bold))
                        .lineLimit(1)
                        .minimumScaleFactor(0.6)
                }
                .padding()
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.15)))
            }
            .padding()
        }
    }

    func testLabelsShrinkToFit() {
        assertSnapshot(of: Labels(), devices: [.iPhoneSE, .iPhone15Pro], schemes: [.light, .dark])
    }
}
