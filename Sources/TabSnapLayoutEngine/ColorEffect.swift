import Foundation
import TabSnapRaster

/// SwiftUI's colour effects (`.grayscale`, `.saturation`, `.brightness`, `.contrast`,
/// `.colorMultiply`, `.colorInvert`, `.hueRotation`, `.luminanceToAlpha`): the subtree drawn as
/// one layer, each pixel through a colour matrix in sRGB. The matrices are the Filter Effects
/// ones (CSS `grayscale`, `saturate`, `hue-rotate`, `luminanceToAlpha`, Rec. 709 weights), with
/// SwiftUI's own readings where it differs: brightness adds its amount to each channel, contrast
/// scales about mid-grey.
public enum ColorEffect: Hashable, Sendable {
    case grayscale(Double)
    case saturation(Double)
    case brightness(Double)
    case contrast(Double)
    case colorMultiply(Color)
    case colorInvert
    case hueRotation(radians: Double)
    case luminanceToAlpha

    /// The matrix, with a colour resolved for the scheme it is drawn in.
    func matrix(_ resolve: (Color) -> PixelColor) -> ColorMatrix {
        switch self {
        case .grayscale(let a):
            return Self.saturate(1 - min(max(a, 0), 1))
        case .saturation(let s):
            return Self.saturate(max(s, 0))
        case .brightness(let b):
            return ColorMatrix([1, 0, 0, 0, b, 0, 1, 0, 0, b, 0, 0, 1, 0, b, 0, 0, 0, 1, 0])
        case .contrast(let c):
            let o = 0.5 * (1 - c)
            return ColorMatrix([c, 0, 0, 0, o, 0, c, 0, 0, o, 0, 0, c, 0, o, 0, 0, 0, 1, 0])
        case .colorMultiply(let color):
            let p = resolve(color)
            let (r, g, b, a) = (Double(p.red) / 255, Double(p.green) / 255, Double(p.blue) / 255, Double(p.alpha) / 255)
            return ColorMatrix([r, 0, 0, 0, 0, 0, g, 0, 0, 0, 0, 0, b, 0, 0, 0, 0, 0, a, 0])
        case .colorInvert:
            return ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])
        case .hueRotation(let radians):
            let c = cos(radians), s = sin(radians)
            return ColorMatrix([
                0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
                0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
                0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
                0, 0, 0, 1, 0,
            ])
        case .luminanceToAlpha:
            return ColorMatrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0])
        }
    }

    /// Filter Effects' `saturate(s)`: 1 keeps the colours, 0 is grey by Rec. 709 luminance.
    static func saturate(_ s: Double) -> ColorMatrix {
        ColorMatrix([
            0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
            0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
            0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    var summary: String {
        switch self {
        case .grayscale(let a): return ".grayscale(\(fmt(a)))"
        case .saturation(let s): return ".saturation(\(fmt(s)))"
        case .brightness(let b): return ".brightness(\(fmt(b)))"
        case .contrast(let c): return ".contrast(\(fmt(c)))"
        case .colorMultiply(let c): return ".colorMultiply(\(c))"
        case .colorInvert: return ".colorInvert()"
        case .hueRotation(let r): return ".hueRotation(\(fmt(r)) rad)"
        case .luminanceToAlpha: return ".luminanceToAlpha()"
        }
    }
}
