import Foundation
import TabSnapLottie
import TabSnapUI
import UIKit

/// lottie-ios's UIKit view, drawn by TabSnap's Lottie renderer: its animation (by name from a
/// bundle, as lottie-ios loads it, or given) at `currentProgress`, fitted to its bounds by
/// `contentMode`, with colour value providers by key path. A still frame shows the progress the
/// view is at: `play()` runs no clock, so an animation that was played once shows its last frame.
open class LottieAnimationView: UIView, @unchecked Sendable {
    public var animation: LottieAnimation? {
        didSet { loadError = nil }
    }
    /// Why the named animation could not be had; drawing fails the render saying so.
    private var loadError: String?
    public var loopMode = LottieLoopMode.playOnce
    public var animationSpeed: CGFloat = 1
    public var currentProgress: CGFloat = 0
    public var backgroundBehavior = LottieBackgroundBehavior.pause
    public var shouldRasterizeWhenIdle = false
    public private(set) var isAnimationPlaying = false
    private var providers: [(keypath: String, color: LottieColor)] = []

    /// The animation `name.json` from `bundle`, or, where the bundle has no such resource (a
    /// Linux test runs from a bundle that holds none of the app's files), the first file of that
    /// name under the working directory (the package), searched in path order.
    public init(name: String, bundle: Bundle = .main, imageProvider: Any? = nil, animationCache: Any? = nil) {
        super.init(frame: .zero)
        contentMode = .scaleAspectFit
        if let path = bundle.path(forResource: name, ofType: "json") ?? Self.find(name + ".json") {
            switch LottieAnimation.cached(path) {
            case .success(let a): animation = a
            case .failure(let e): loadError = "Lottie animation \(name): \(e)"
            }
        } else {
            loadError = "no Lottie animation named \(name) (\(name).json is in neither the bundle nor the package)"
        }
        if let a = animation { frame.size = CGSize(width: a.width, height: a.height) }
    }

    public init(animation: LottieAnimation?) {
        self.animation = animation
        super.init(frame: animation.map { CGRect(x: 0, y: 0, width: $0.width, height: $0.height) } ?? .zero)
        contentMode = .scaleAspectFit
    }

    public convenience init() { self.init(animation: nil) }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .scaleAspectFit
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentMode = .scaleAspectFit
    }

    open override var intrinsicContentSize: CGSize {
        animation.map { CGSize(width: $0.width, height: $0.height) } ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Plays to the end; a still frame has no clock, so the view shows where the play ends.
    public func play(completion: ((Bool) -> Void)? = nil) {
        currentProgress = loopMode == .loop ? currentProgress : 1
        completion?(true)
    }

    public func play(fromProgress: CGFloat? = nil, toProgress: CGFloat, loopMode: LottieLoopMode? = nil, completion: ((Bool) -> Void)? = nil) {
        currentProgress = toProgress
        completion?(true)
    }

    public func stop() { currentProgress = 0 }
    public func pause() {}

    /// A fixed colour for the colour properties `keypath` matches (`**.Fill 1.**.Color`).
    public func setValueProvider(_ provider: ColorValueProvider, keypath: AnimationKeypath) {
        providers.removeAll { $0.keypath == keypath.string }
        providers.append((keypath.string, provider.color))
    }

    /// Prints the animation's layer key paths, as lottie-ios does, for finding a provider's path.
    public func logHierarchyKeypaths() {
        guard let animation else { return }
        for path in animation.keypaths { print(path) }
    }

    open override func drawnContent() -> AnyView? {
        if let loadError { return AnyView(node: ViewNode(.problem(loadError))) }
        var view = LottieView(animation: animation).currentProgress(Double(currentProgress))
        for p in providers { view = view.valueProvider(Color(red: p.color.r, green: p.color.g, blue: p.color.b, opacity: p.color.a), for: p.keypath) }
        let size = bounds.size
        switch contentMode {
        case .scaleToFill, .scaleAspectFill:
            return AnyView(view.frame(width: size.width, height: size.height).clipped())
        default:
            return AnyView(view.frame(width: size.width, height: size.height))
        }
    }

    /// `name` in the working directory's tree (hidden folders and `.build` skipped), first in
    /// path order, six levels deep at most.
    static func find(_ name: String) -> String? {
        let fm = FileManager.default
        let key = fm.currentDirectoryPath + "|" + name
        lock.lock()
        if let known = found[key] { lock.unlock(); return known }
        lock.unlock()
        let result = walk(name, fm)
        lock.lock()
        found[key] = .some(result)
        lock.unlock()
        return result
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var found: [String: String?] = [:]

    private static func walk(_ name: String, _ fm: FileManager) -> String? {
        func search(_ dir: String, _ depth: Int) -> String? {
            let candidate = dir + "/" + name
            if fm.fileExists(atPath: candidate) { return candidate }
            guard depth < 6, let entries = try? fm.contentsOfDirectory(atPath: dir) else { return nil }
            for e in entries.sorted() where !e.hasPrefix(".") {
                var isDir: ObjCBool = false
                let path = dir + "/" + e
                if fm.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue, let found = search(path, depth + 1) { return found }
            }
            return nil
        }
        return search(fm.currentDirectoryPath, 0)
    }
}

/// lottie-ios's older name for the view.
public typealias AnimationView = LottieAnimationView
