// `import UIKit` on Linux: the part of UIKit that SwiftUI code reaches for (colours, fonts,
// symbol images, the screen and device being rendered, insets) and UIKit's appearance proxies
// for the bars TabSnap draws. An app package depends on this product on Linux only, as on the
// `SwiftUI` product, so files that import UIKit compile as written. `import SwiftUI` brings it
// too, as Apple's SwiftUI does.
@_exported import Foundation
