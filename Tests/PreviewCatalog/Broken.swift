import SwiftUI

/// A preview that cannot render (an image its bundle does not have), beside one that can: the
/// runner reports the first by name and still checks the second.
#Preview("Missing asset", traits: .sizeThatFitsLayout) {
    Image("no-such-asset-in-this-package")
}

#Preview("Fine", traits: .sizeThatFitsLayout) {
    Text("Still rendered").padding()
}
