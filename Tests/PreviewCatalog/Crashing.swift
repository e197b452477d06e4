import SwiftUI

/// A view whose body traps (an index out of range), previewed before one that is fine: the
/// runner reports the crash by name and still checks the next preview.
struct CrashingView: View {
    let values: [Int] = []
    var body: some View {
        Text("Item \(values[3])")
    }
}

#Preview("Crashes") {
    CrashingView()
}

#Preview("After the crash", traits: .sizeThatFitsLayout) {
    Text("Rendered after a crash").padding()
}
