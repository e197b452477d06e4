/// The weights we ship Inter in. Other requests map to the nearest of these.
public enum FontWeight: Int, CaseIterable, Hashable, Sendable, Comparable {
    case regular = 400
    case medium = 500
    case semibold = 600
    case bold = 700

    /// The shipped weight nearest to a CSS/OpenType weight (100…900); ties go to the heavier,
    /// so "between regular and medium" (450) reads as medium, like a designer would expect.
    public static func nearest(to weight: Int) -> FontWeight {
        var best = FontWeight.regular
        for w in allCases where abs(w.rawValue - weight) <= abs(best.rawValue - weight) { best = w }
        return best
    }

    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.rawValue < b.rawValue }

    /// The Inter file for this weight.
    var interFileName: String {
        switch self {
        case .regular: return "Inter-Regular.ttf"
        case .medium: return "Inter-Medium.ttf"
        case .semibold: return "Inter-SemiBold.ttf"
        case .bold: return "Inter-Bold.ttf"
        }
    }
}
