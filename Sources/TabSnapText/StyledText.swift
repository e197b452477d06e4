/// Text in several styles, as a concatenated SwiftUI `Text` or an attributed string holds it:
/// its characters and, from each run's first character on, which style they are set in. A text
/// in one style is one run; every layout takes this form.
public struct StyledText: Sendable {
    public private(set) var characters: [Character]
    /// The first character of each run, ascending; the first is 0 when there are characters.
    private(set) var runStarts: [Int]
    /// Each run's style, as an index into `styles` (runs are told apart by index, never by
    /// comparing styles: two runs in one font may differ in colour).
    private(set) var runStyles: [Int]
    public let styles: [TextStyle]

    /// One run in one style.
    public init(_ characters: [Character], style: TextStyle) {
        self.characters = characters
        runStarts = characters.isEmpty ? [] : [0]
        runStyles = characters.isEmpty ? [] : [0]
        styles = [style]
    }

    /// Runs in order, each in its own style (run `i` is drawn in `styles[i]`); empty runs are
    /// kept out.
    public init(runs: [(text: String, style: TextStyle)]) {
        precondition(!runs.isEmpty, "a styled text has at least one style")
        characters = []
        runStarts = []
        runStyles = []
        styles = runs.map(\.style)
        for (i, run) in runs.enumerated() {
            let chars = Array(run.text)
            guard !chars.isEmpty else { continue }
            runStarts.append(characters.count)
            runStyles.append(i)
            characters += chars
        }
    }

    private init(characters: [Character], runStarts: [Int], runStyles: [Int], styles: [TextStyle]) {
        self.characters = characters
        self.runStarts = runStarts
        self.runStyles = runStyles
        self.styles = styles
    }

    public var count: Int { characters.count }
    public var isEmpty: Bool { characters.isEmpty }
    /// The style index of character `i`.
    func styleIndex(at i: Int) -> Int {
        guard !runStarts.isEmpty else { return 0 }
        var lo = 0, hi = runStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if runStarts[mid] <= i { lo = mid } else { hi = mid - 1 }
        }
        return runStyles[lo]
    }

    /// Characters `range`, in their styles.
    subscript(range: Range<Int>) -> StyledText {
        var starts: [Int] = [], indices: [Int] = []
        for (k, start) in runStarts.enumerated() {
            let end = k + 1 < runStarts.count ? runStarts[k + 1] : characters.count
            let lo = max(start, range.lowerBound), hi = min(end, range.upperBound)
            guard lo < hi else { continue }
            starts.append(lo - range.lowerBound)
            indices.append(runStyles[k])
        }
        return StyledText(characters: Array(characters[range]), runStarts: starts, runStyles: indices, styles: styles)
    }

    /// This text followed by `other` (over the same styles).
    static func + (a: StyledText, b: StyledText) -> StyledText {
        var r = a
        for (k, start) in b.runStarts.enumerated() {
            if r.runStyles.last == b.runStyles[k] { continue }
            r.runStarts.append(a.count + start)
            r.runStyles.append(b.runStyles[k])
        }
        r.characters += b.characters
        return r
    }

    /// `text` in style `index` of the same styles ("…" in the style of the text it stands in).
    func piece(_ text: [Character], style index: Int) -> StyledText {
        StyledText(characters: text, runStarts: text.isEmpty ? [] : [0], runStyles: text.isEmpty ? [] : [index], styles: styles)
    }

    /// The text without the spaces it ends with (or begins with).
    func trimmingTrailingSpaces() -> StyledText {
        var n = count
        while n > 0, characters[n - 1] == " " { n -= 1 }
        return n == count ? self : self[0..<n]
    }
    func trimmingLeadingSpaces() -> StyledText {
        var n = 0
        while n < count, characters[n] == " " { n += 1 }
        return n == 0 ? self : self[n..<count]
    }

    /// Each run: its characters and style index.
    var segments: [(range: Range<Int>, style: Int)] {
        runStarts.enumerated().map { k, start in
            (start..<(k + 1 < runStarts.count ? runStarts[k + 1] : characters.count), runStyles[k])
        }
    }

    /// The style a text with no characters is measured in (its first run's, else the first).
    var leadingStyle: TextStyle { styles[runStyles.first ?? 0] }

    /// Newlines as spaces (one line of text).
    func joiningLines() -> StyledText {
        var r = self
        r.characters = characters.map { $0.isNewline ? " " : $0 }
        return r
    }
}

extension Shaper {
    /// Each run shaped in its own style, one after the other on one line: fonts, kerning and
    /// tracking within a run; the line box grows to the tallest run's. A text in one style is
    /// shaped as it always is.
    public func shape(_ text: StyledText) -> ShapedText {
        guard text.styles.count > 1, !text.isEmpty else { return shape(text.characters, style: text.leadingStyle) }
        var glyphs: [ShapedGlyph] = []
        var metrics: LineMetrics? = nil
        var x = 0.0
        for (range, index) in text.segments {
            let shaped = shape(Array(text.characters[range]), style: text.styles[index])
            for var g in shaped.glyphs {
                g.x += x
                g.cluster += range.lowerBound
                g.run = index
                glyphs.append(g)
            }
            x += shaped.width
            metrics = metrics.map { $0.union(shaped.metrics) } ?? shaped.metrics
        }
        var result = ShapedText(characters: text.characters, glyphs: glyphs, width: x, metrics: metrics!, style: text.leadingStyle)
        result.runStyles = text.styles
        return result
    }
}
