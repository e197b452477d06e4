import Foundation

public enum Orientation: String, Sendable, CaseIterable, Codable { case portrait, landscape }

public enum DeviceIdiom: String, Sendable, Codable { case phone, pad }

/// A screen to render on: size in points (portrait), scale, safe areas and keyboard height.
///
/// Metrics come from public device-preview projects (../shared/GUIDE.md §3); values marked
/// unverified there are defaults a configuration can override, not truths.
public struct Device: Hashable, Sendable {
    public let id: String
    public let name: String
    public let idiom: DeviceIdiom
    /// Portrait size in points.
    public let portraitSize: CGSize
    public let scale: Double
    /// Portrait top and bottom insets.
    public let portraitInsets: (top: Double, bottom: Double)
    /// Landscape left, right and bottom insets.
    public let landscapeInsets: (left: Double, right: Double, bottom: Double)
    /// Keyboard height with the suggestion bar, portrait and landscape.
    public let keyboardHeight: (portrait: Double, landscape: Double)
    /// Why a device written as a string literal names no screen; rendering on it fails with this.
    public let problem: DeviceError?

    public static func == (a: Device, b: Device) -> Bool { a.id == b.id && a.portraitSize == b.portraitSize && a.scale == b.scale }
    public func hash(into h: inout Hasher) { h.combine(id) }

    public func size(_ o: Orientation) -> CGSize {
        o == .portrait ? portraitSize : CGSize(width: portraitSize.height, height: portraitSize.width)
    }

    public func safeAreaInsets(_ o: Orientation) -> EdgeInsets {
        switch o {
        case .portrait: return EdgeInsets(top: portraitInsets.top, leading: 0, bottom: portraitInsets.bottom, trailing: 0)
        case .landscape:
            // iPads keep their status bar in landscape; iPhones hide it.
            let top = idiom == .pad ? portraitInsets.top : 0
            return EdgeInsets(top: top, leading: landscapeInsets.left, bottom: landscapeInsets.bottom, trailing: landscapeInsets.right)
        }
    }

    /// Pixel size of a render in an orientation.
    public func pixelSize(_ o: Orientation) -> (width: Int, height: Int) {
        let s = size(o)
        return (Int((Double(s.width) * scale).rounded()), Int((Double(s.height) * scale).rounded()))
    }

    public func container(_ o: Orientation, keyboard: Bool, keyboardHeight override: Double? = nil) -> LayoutContainer {
        let k = keyboard ? (override ?? (o == .portrait ? keyboardHeight.portrait : keyboardHeight.landscape)) : 0
        return LayoutContainer(size: size(o), safeAreaInsets: safeAreaInsets(o), keyboardHeight: k, scale: scale)
    }

    public init(id: String, name: String, idiom: DeviceIdiom, points: (Double, Double), scale: Double,
                portrait: (top: Double, bottom: Double), landscape: (left: Double, right: Double, bottom: Double),
                keyboard: (portrait: Double, landscape: Double)) {
        self.id = id
        self.name = name
        self.idiom = idiom
        self.portraitSize = CGSize(width: points.0, height: points.1)
        self.scale = scale
        self.portraitInsets = portrait
        self.landscapeInsets = landscape
        self.keyboardHeight = keyboard
        self.problem = nil
    }

    /// A device that could not be resolved: a placeholder that carries the error.
    init(unresolved spec: String, _ error: DeviceError) {
        id = spec
        name = spec
        idiom = .phone
        portraitSize = .zero
        scale = 1
        portraitInsets = (0, 0)
        landscapeInsets = (0, 0, 0)
        keyboardHeight = (0, 0)
        problem = error
    }

    /// The device itself, or its problem thrown.
    public func resolved() throws(DeviceError) -> Device {
        if let problem { throw problem }
        return self
    }
}

/// `"iphone-se"` where a device is expected: the catalog id or custom spec, resolved at once; a
/// misspelt one becomes a device whose snapshots fail with the message (and a suggestion).
extension Device: ExpressibleByStringLiteral {
    public init(stringLiteral spec: String) {
        do { self = try Devices.resolve(spec) } catch { self = Device(unresolved: spec, error) }
    }
}

/// The catalog as typed values, so `devices: [.iPhoneSE, .iPhone15Pro]` is checked by the
/// compiler; the string ids stay for file names, manifests and the CLI.
extension Device {
    public static let iPhoneSE = Devices.named("iphone-se")!
    public static let iPhone13Mini = Devices.named("iphone-13-mini")!
    public static let iPhone14 = Devices.named("iphone-14")!
    public static let iPhone15 = Devices.named("iphone-15")!
    public static let iPhone15Pro = Devices.named("iphone-15-pro")!
    public static let iPhone15ProMax = Devices.named("iphone-15-pro-max")!
    public static let iPhone16Plus = Devices.named("iphone-16-plus")!
    public static let iPhone16Pro = Devices.named("iphone-16-pro")!
    public static let iPhone16ProMax = Devices.named("iphone-16-pro-max")!
    public static let iPad10 = Devices.named("ipad-10")!
    public static let iPadPro11 = Devices.named("ipad-pro-11")!
    public static let iPadPro12_9 = Devices.named("ipad-pro-12-9")!

    /// A screen of your own, in points (portrait), with portrait top and bottom insets; its id
    /// is the CLI's spec, e.g. `360x780@3:44,30` (written `360x780_3_44_30` in file names).
    public static func custom(width: Double, height: Double, scale: Double, insets: (top: Double, bottom: Double) = (0, 0)) -> Device {
        let f = Devices.fmtInt
        let spec = "\(f(width))x\(f(height))@\(f(scale))" + (insets == (0, 0) ? "" : ":\(f(insets.top)),\(f(insets.bottom))")
        return Device(stringLiteral: spec)
    }
}

/// The device catalog and custom screens.
public enum Devices {
    public static let all: [Device] = [
        Device(id: "iphone-se", name: "iPhone SE (2nd/3rd gen)", idiom: .phone, points: (375, 667), scale: 2,
               portrait: (20, 0), landscape: (0, 0, 0), keyboard: (260, 200)),
        Device(id: "iphone-13-mini", name: "iPhone 13 mini", idiom: .phone, points: (375, 812), scale: 3,
               portrait: (50, 34), landscape: (50, 50, 21), keyboard: (336, 209)),
        Device(id: "iphone-14", name: "iPhone 14", idiom: .phone, points: (390, 844), scale: 3,
               portrait: (47, 34), landscape: (47, 47, 21), keyboard: (336, 209)),
        Device(id: "iphone-15", name: "iPhone 15", idiom: .phone, points: (393, 852), scale: 3,
               portrait: (59, 34), landscape: (59, 59, 21), keyboard: (336, 209)),
        Device(id: "iphone-15-pro", name: "iPhone 15 Pro", idiom: .phone, points: (393, 852), scale: 3,
               portrait: (59, 34), landscape: (59, 59, 21), keyboard: (336, 209)),
        Device(id: "iphone-15-pro-max", name: "iPhone 15 Pro Max", idiom: .phone, points: (430, 932), scale: 3,
               portrait: (59, 34), landscape: (59, 59, 21), keyboard: (345, 219)),
        Device(id: "iphone-16-plus", name: "iPhone 16 Plus", idiom: .phone, points: (430, 932), scale: 3,
               portrait: (59, 34), landscape: (59, 59, 21), keyboard: (345, 219)),
        Device(id: "iphone-16-pro", name: "iPhone 16 Pro", idiom: .phone, points: (402, 874), scale: 3,
               portrait: (62, 34), landscape: (62, 62, 21), keyboard: (335, 209)),
        Device(id: "iphone-16-pro-max", name: "iPhone 16 Pro Max", idiom: .phone, points: (440, 956), scale: 3,
               portrait: (62, 34), landscape: (62, 62, 21), keyboard: (345, 219)),
        Device(id: "ipad-10", name: "iPad (10th gen)", idiom: .pad, points: (820, 1180), scale: 2,
               portrait: (24, 20), landscape: (0, 0, 20), keyboard: (380, 440)),
        Device(id: "ipad-pro-11", name: "iPad Pro 11\"", idiom: .pad, points: (834, 1194), scale: 2,
               portrait: (24, 20), landscape: (0, 0, 20), keyboard: (380, 440)),
        Device(id: "ipad-pro-12-9", name: "iPad Pro 12.9\"", idiom: .pad, points: (1024, 1366), scale: 2,
               portrait: (24, 20), landscape: (0, 0, 20), keyboard: (403, 460)),
    ]

    public static func named(_ id: String) -> Device? { all.first { $0.id == id } }

    /// A custom screen's sides in points and its pixels: a 4096×4096 pixel frame is 64 MB, two of
    /// them per render, one render per core.
    public static let maxPoints = 4096.0
    public static let maxPixels = 4096.0 * 4096.0

    /// A catalog id, or a custom screen `WIDTHxHEIGHT@SCALE` with optional portrait insets
    /// `:TOP,BOTTOM` (e.g. `393x852@3:59,34`). Custom screens are phones unless 700+ points wide.
    public static func resolve(_ spec: String) throws(DeviceError) -> Device {
        if let d = named(spec) { return d }
        let parts = spec.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let size = parts.first ?? ""
        guard let at = size.firstIndex(of: "@"), let x = size.firstIndex(of: "x"), x < at,
              let w = Double(size[..<x]), let h = Double(size[size.index(after: x)..<at]),
              let s = Double(size[size.index(after: at)...]), w > 0, h > 0, w <= maxPoints, h <= maxPoints, [1, 2, 3].contains(s) else {
            let hint = suggestion(for: spec).map { "did you mean \"\($0)\"? " } ?? ""
            throw DeviceError(spec: spec, message: "unknown device; \(hint)use one of \(all.map(\.id).joined(separator: ", ")), or WIDTHxHEIGHT@SCALE (scale 1, 2 or 3) with optional :TOP,BOTTOM insets")
        }
        var insets = (top: 0.0, bottom: 0.0)
        if parts.count == 2 {
            let n = parts[1].split(separator: ",").map { Double($0) }
            // Finite and inside the screen: `inf` or 1e308 made every frame NaN.
            guard n.count == 2, let t = n[0], let b = n[1], t.isFinite, b.isFinite, t >= 0, b >= 0, t + b < h else {
                throw DeviceError(spec: spec, message: "insets must be :TOP,BOTTOM in points that leave part of the screen, e.g. 393x852@3:59,34")
            }
            insets = (t, b)
        }
        let pixels = w * s * h * s
        guard pixels <= maxPixels else {
            throw DeviceError(spec: spec, message: "renders \(fmtInt(w * s))x\(fmtInt(h * s)) = \(fmtInt((pixels / 1e6).rounded())) Mpx; "
                              + "the limit is 16.8 Mpx, 4096x4096 pixels (a render holds two 4-byte frames per pixel, "
                              + "on every core at once); the largest catalog device, ipad-pro-12-9, is 5.6 Mpx")
        }
        let pad = min(w, h) >= 700
        return Device(id: spec, name: "Custom \(fmtInt(w))x\(fmtInt(h))@\(fmtInt(s))", idiom: pad ? .pad : .phone,
                      // A notched screen (a bottom inset) keeps its notch's inset on both sides in
                      // landscape; a screen without one has none there.
                      points: (w, h), scale: s, portrait: insets,
                      landscape: insets.bottom > 0 ? (insets.top, insets.top, 21) : (0, 0, 0),
                      keyboard: (pad ? 380 : 336, pad ? 440 : 209))
    }

    /// The catalog id closest to a misspelt one: the same letters and digits (`iPhone15Pro`,
    /// `iphone 15 pro`), else within two edits of them.
    static func suggestion(for spec: String) -> String? {
        func key(_ s: String) -> [Character] { s.lowercased().filter { $0.isLetter || $0.isNumber } }
        let k = key(spec)
        guard !k.isEmpty else { return nil }
        if let same = all.first(where: { key($0.id) == k }) { return same.id }
        let scored = all.map { ($0.id, editDistance(key($0.id), k)) }.filter { $0.1 <= 2 }
        return scored.min { $0.1 < $1.1 }?.0
    }

    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var row = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return a.isEmpty ? b.count : row[b.count]
    }

    public static func fmtInt(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}

public struct DeviceError: Error, CustomStringConvertible, Sendable {
    public let spec: String
    public let message: String
    public var description: String { "device \"\(spec)\": \(message)" }
}
