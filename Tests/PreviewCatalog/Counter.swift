import SwiftUI

/// A stepper bound to state the preview owns, through `@Previewable`.
struct Counter: View {
    @Binding var value: Int
    var body: some View {
        Stepper("Tickets: \(value)", value: $value, in: 0...10).padding()
    }
}

#Preview("Bound", traits: .fixedLayout(width: 320, height: 120)) {
    @Previewable @State var tickets = 3
    Counter(value: $tickets)
}
