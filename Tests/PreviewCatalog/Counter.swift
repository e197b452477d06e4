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

/// The older way to give a preview state: a wrapper view declared inside it, returned.
#Preview("Wrapped", traits: .fixedLayout(width: 320, height: 120)) {
    struct Wrapper: View {
        @State var tickets = 5
        var body: some View { Counter(value: $tickets) }
    }
    return Wrapper()
}
