/// Dynamic Type: the point size of every text style at every content size category, as Apple
/// publishes them (Human Interface Guidelines → Typography → Specifications, "iOS, iPadOS
/// Dynamic Type sizes" and "larger accessibility type sizes"; read from two captures of the
/// page that agree on all 132 cells, and matching UIFont.preferredFont measured in the iOS 13.3
/// simulator on 131 of them: caption2 at accessibility5 measured 41 pt, the HIG says 40).
extension Font {
    /// SwiftUI's text styles.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable, Codable {
        case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

        /// Points at each category, xSmall … accessibility5 (`DynamicTypeSize.allCases` order).
        var sizes: [Double] {
            switch self {
            case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
            }
        }

        /// The style's size at `category`, in points.
        public func size(at category: DynamicTypeSize) -> Double { sizes[DynamicTypeSize.allCases.firstIndex(of: category)!] }

        /// The distance between the baselines of wrapped lines in this style at `size`. At the
        /// default category these are the HIG's leadings (Typography → Specifications: body and
        /// headline 17/22, subheadline 15/20, footnote 13/18, caption 12/16, caption2 11/13,
        /// callout 16/21, title3 20/25, title2 22/28, title 28/34, large title 34/41; iOS 18
        /// wraps a headline 22 pt apart and a subheadline 20). Other sizes follow the same
        /// curve (linear between those sizes, 41/34 of the size above 34 pt): an estimate.
        public static func lineHeight(size: Double) -> Double {
            let table: [(size: Double, height: Double)] = [(11, 13), (12, 16), (13, 18), (15, 20), (16, 21), (17, 22), (20, 25),
                                                           (22, 28), (28, 34), (34, 41)]
            guard size > table[0].size else { return size * table[0].height / table[0].size }
            for i in 1..<table.count where size <= table[i].size {
                let (a, b) = (table[i - 1], table[i])
                return a.height + (b.height - a.height) * (size - a.size) / (b.size - a.size)
            }
            return size * 41 / 34
        }

        /// `value` (given at the default category, `large`) scaled as this style scales at
        /// `category`: what `Font.custom(_:size:relativeTo:)` and `@ScaledMetric` draw.
        public func scale(_ value: Double, to category: DynamicTypeSize) -> Double {
            let base = size(at: .large), scaled = size(at: category)
            return value == base ? scaled : value * scaled / base
        }
    }

    /// This font at a content size category: a text style's font takes the style's size there,
    /// a custom font relative to a style scales with it, a fixed size stays.
    public func sized(for category: DynamicTypeSize) -> Font {
        guard let textStyle else { return self }
        var f = self
        f.size = textStyle.scale(baseSize, to: category)
        return f
    }
}

extension DynamicTypeSize {
    /// `size` held inside `range`, as `.dynamicTypeSize(_:)` with a range does.
    package func clamped(to range: ClosedRange<DynamicTypeSize>) -> DynamicTypeSize { min(max(self, range.lowerBound), range.upperBound) }
}
