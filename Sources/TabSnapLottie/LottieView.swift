import Foundation
import TabSnapCore
import TabSnapDisplayList
import TabSnapLayout
import TabSnapRaster

/// lottie-ios's SwiftUI `LottieView`, drawn by TabSnap's Lottie renderer: a frame picked by
/// progress, frame or time, or played by a timeline (`playing`), with colour value providers
/// by key path. Its progress is `animatableData`, so a timeline animates it like any value
/// (a tab's icon playing from 0 to 1 when it becomes selected). It fills the frame it is
/// given, the composition fitted (aspect fit) and centred, as lottie-ios's default.
public struct LottieView: View, Animatable {
    let animation: Result<LottieAnimation, LottieError>
    let source: String
    var progress: Double = 0
    var playback: Playback = .paused
    var providers: [(keyPath: String, color: Color?)] = []

    enum Playback: Sendable {
        case paused
        /// From `from` to `to` (progress), at the animation's frame rate, as the timeline's clock
        /// runs; looping wraps within the range.
        case playing(from: Double?, to: Double, loop: Bool)
    }

    /// As lottie-ios, the animation may be nil (`.filepath` of a file that is not there): the
    /// render then fails saying so.
    public init(animation: LottieAnimation?) {
        self.animation = animation.map { .success($0) } ?? .failure(LottieError(place: "", message: "no animation (a nil LottieAnimation)"))
        source = animation?.name ?? "animation"
    }

    /// Reads a bodymovin JSON file (once per path for the process); a file that cannot be
    /// drawn makes the snapshot fail with its reason.
    public init(file path: String) {
        animation = LottieFiles.load(path)
        source = (path as NSString).lastPathComponent
    }

    public var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    /// lottie-ios's `.currentProgress(_:)`: 0 the first frame, 1 the last.
    public func currentProgress(_ p: Double) -> LottieView { var v = self; v.progress = min(max(p, 0), 1); return v }

    /// lottie-ios's `.currentFrame(_:)`, from the in point.
    public func currentFrame(_ frame: Double) -> LottieView {
        guard case .success(let a) = animation else { return self }
        return currentProgress(a.frameCount > 1 ? frame / Double(a.frameCount - 1) : 0)
    }

    /// lottie-ios's `.currentTime(_:)`, in seconds from the in point.
    public func currentTime(_ seconds: Double) -> LottieView {
        guard case .success(let a) = animation else { return self }
        return currentFrame(seconds * a.frameRate)
    }

    /// Plays from the current progress as a timeline's clock runs (a still snapshot shows the
    /// current progress); `loop` wraps at the end, else it stops on the last frame.
    public func playing(loop: Bool = false) -> LottieView { var v = self; v.playback = .playing(from: nil, to: 1, loop: loop); return v }
    public func looping() -> LottieView { playing(loop: true) }

    /// lottie-ios's play range: `.playing(.fromProgress(0.2, toProgress: 0.8, loopMode: .loop))`.
    public func playing(fromProgress from: Double, toProgress to: Double, loop: Bool = false) -> LottieView {
        var v = self
        v.playback = .playing(from: min(max(from, 0), 1), to: min(max(to, 0), 1), loop: loop)
        return v
    }

    /// lottie-ios's `ColorValueProvider` for a key path (`"**.Fill 1.**.Color"`); the colour
    /// follows the scheme when it is dynamic. Nil: the foreground colour in force (a tint).
    public func valueProvider(_ color: Color?, for keyPath: String) -> LottieView {
        var v = self
        v.providers.append((keyPath, color))
        return v
    }

    public var body: some View {
        switch animation {
        case .failure(let error):
            return AnyView(node: ViewNode(.problem("Lottie \(source): \(error)")))
        case .success(let a):
            let last = Double(max(0, a.frameCount - 1))
            var frame = progress * last
            if case .playing(let from, let to, let loop) = playback {
                // A still snapshot shows where the range starts; a timeline plays it.
                let start = (from ?? progress) * last, end = max(start, to * last)
                frame = start
                if let now = TimelineClock.now {
                    let span = end - start
                    let played = now * a.frameRate
                    frame = start + (loop && span > 0 ? played.truncatingRemainder(dividingBy: span + 1) : min(played, span))
                }
            }
            return AnyView(node: ViewNode(.drawing(LottieDrawing(animation: a, source: source, frame: frame, providers: providers))))
        }
    }
}

/// A Lottie frame as a view's drawing.
struct LottieDrawing: ViewDrawing, @unchecked Sendable {
    let animation: LottieAnimation
    let source: String
    let frame: Double
    let providers: [(keyPath: String, color: Color?)]

    var summary: String { "Lottie \(source) frame \(frame == frame.rounded() ? String(Int(frame)) : String(format: "%.3f", frame))" }

    func items(in rect: CGRect, transform: Transform, scheme: ColorScheme, foreground: PixelColor?) -> [DisplayItem] {
        drawn(in: rect, transform: transform, scheme: scheme, foreground: foreground).items
    }

    func drawn(in rect: CGRect, transform: Transform, scheme: ColorScheme, foreground: PixelColor?) -> (items: [DisplayItem], warning: String?) {
        let overrides = providers.compactMap { p -> LottieColorOverride? in
            if let c = p.color {
                let r = c.resolved(in: scheme)
                return LottieColorOverride(keyPath: p.keyPath, color: PixelColor(r: r.r, g: r.g, b: r.b, a: r.a))
            }
            return foreground.map { LottieColorOverride(keyPath: p.keyPath, color: $0) }
        }
        let (items, complete) = LottieRenderer(colorOverrides: overrides).frameItems(
            animation, frame: frame, x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height),
            transform: transform)
        return (items, complete ? nil : "Lottie \(source): \(LottieRenderer.overLimitWarning)")
    }
}

/// Lottie files read once per path for the process.
enum LottieFiles {
    static let cache = FileCache<Result<LottieAnimation, LottieError>>()

    static func load(_ path: String) -> Result<LottieAnimation, LottieError> {
        cache.value(path) { path in
            do {
                let bytes = try AtomicFile.read(path)
                return Result { () throws(LottieError) in try LottieAnimation(data: bytes, name: (path as NSString).lastPathComponent) }
            } catch {
                return .failure(LottieError(place: "", message: "\(error)"))
            }
        }
    }
}

extension LottieAnimation {
    /// The animation in a file, read once per path for the process (or why it cannot be drawn).
    public static func cached(_ path: String) -> Result<LottieAnimation, LottieError> { LottieFiles.load(path) }
}

// lottie-ios's own spellings, so SwiftUI code written against it compiles unchanged.

/// lottie-ios's `AnimationKeypath(keypath: "**.Fill 1.**.Color")`.
public struct AnimationKeypath: Sendable, Hashable {
    public let string: String
    public init(keypath: String) { string = keypath }
}

/// lottie-ios's colour, components 0…1.
public struct LottieColor: Sendable, Hashable {
    public var r: Double, g: Double, b: Double, a: Double
    public init(r: Double, g: Double, b: Double, a: Double) { self.r = r; self.g = g; self.b = b; self.a = a }
}

/// lottie-ios's `ColorValueProvider(LottieColor(…))` (a fixed colour).
public final class ColorValueProvider: Sendable {
    public let color: LottieColor
    public init(_ color: LottieColor) { self.color = color }
}

/// lottie-ios's loop modes that a timeline can play.
public enum LottieLoopMode: Sendable, Hashable {
    case playOnce
    case loop
}

extension LottieView {
    public func valueProvider(_ provider: ColorValueProvider, for keypath: AnimationKeypath) -> LottieView {
        let c = provider.color
        return valueProvider(Color(red: c.r, green: c.g, blue: c.b, opacity: c.a), for: keypath.string)
    }

    public func playing(loopMode: LottieLoopMode) -> LottieView { playing(loop: loopMode == .loop) }

    /// The view already fills the frame it is given (aspect fit), as a resizable LottieView does.
    public func resizable() -> LottieView { self }
}

extension LottieAnimation {
    /// lottie-ios's `LottieAnimation.filepath(_:)`: nil when the file cannot be read or drawn.
    public static func filepath(_ path: String) -> LottieAnimation? { try? cached(path).get() }
}
