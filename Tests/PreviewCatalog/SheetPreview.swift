import SwiftUI

/// A sheet previewed up, as a team previews its sheets: Xcode's canvas draws a sheet whose
/// binding is true presented, and so does the preview runner.
struct ShareOptions: View {
    var body: some View {
        NavigationStack {
            List {
                Label("Copy link", systemImage: "link")
                Label("Message", systemImage: "message")
            }
            .navigationTitle("Share")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview("Sheet up") {
    Text("Behind the sheet")
        .sheet(isPresented: .constant(true)) {
            ShareOptions().presentationDetents([.medium])
        }
}
