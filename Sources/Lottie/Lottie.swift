// `import Lottie` on Linux: lottie-ios's SwiftUI `LottieView` and its UIKit
// `LottieAnimationView` (the older `AnimationView`), drawn by TabSnapLottie. An app package
// depends on this product on Linux only, as on `SwiftUI`.
@_exported import TabSnapLottie
@_exported import UIKit
