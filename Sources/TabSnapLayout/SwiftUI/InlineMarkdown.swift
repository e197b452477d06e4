import Foundation

/// The inline Markdown SwiftUI reads in a `Text` made from a string literal or a
/// `LocalizedStringKey` (AttributedString's `.inlineOnlyPreservingWhitespace`): `*emphasis*`
/// and `_emphasis_` italic, `**strong**` and `__strong__` bold, `~~strikethrough~~`, `` `code` ``,
/// `[links](url)` and backslash escapes, by CommonMark's rules for delimiter runs (which `*` and
/// `_` may open or close, the rule of three). Whitespace and line breaks stay as written; block
/// syntax (headings, lists) is left as text, as SwiftUI leaves it.
struct InlineMarkdown {
    struct Style: Hashable, Sendable {
        var italic = false
        var bold = false
        var strikethrough = false
        var code = false
        var link: String? = nil
    }

    /// Runs of text, each in one style, in order; adjacent runs in the same style are merged.
    /// Characters read for Markdown: as many as text shapes (`Shaper.maxCharacters`); the rest
    /// of a longer string is never drawn.
    static let maxCharacters = 20_000
    /// The longest link destination read as a link.
    static let maxLinkLength = 2_000

    static func runs(_ source: String) -> [(text: String, style: Style)] {
        let items = parse(Array(source.prefix(maxCharacters)))
        var out: [(text: String, style: Style)] = []
        for item in items where !item.text.isEmpty {
            if let last = out.last, last.style == item.style {
                out[out.count - 1].text += item.text
            } else {
                out.append((item.text, item.style))
            }
        }
        return out
    }

    /// Whether `source` has a character Markdown could give meaning to (most titles have none).
    static func mightStyle(_ source: String) -> Bool {
        source.contains { $0 == "*" || $0 == "_" || $0 == "~" || $0 == "`" || $0 == "[" || $0 == "\\" }
    }

    private final class Item {
        var text: String
        var style: Style
        /// A delimiter run: its character, characters left, length as written, and whether it
        /// may open or close.
        var delimiter: Character?
        var count = 0
        var original = 0
        var canOpen = false
        var canClose = false
        init(text: String, style: Style = Style()) {
            self.text = text
            self.style = style
        }
    }

    private static func isPunctuation(_ c: Character?) -> Bool {
        guard let c else { return false }
        return c.isPunctuation || c.isSymbol
    }
    private static func isSpace(_ c: Character?) -> Bool { c.map { $0.isWhitespace } ?? true }

    /// A link's text is read once more inside it, with links off (CommonMark: a link holds no
    /// link), so nesting never goes deeper than one.
    private static func parse(_ chars: [Character], links: Bool = true) -> [Item] {
        let closing = links ? closingBrackets(chars) : []
        var items: [Item] = []
        var text = ""
        func flush() {
            if !text.isEmpty { items.append(Item(text: text)) }
            text = ""
        }
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "\\", i + 1 < chars.count, chars[i + 1].isASCII, isPunctuation(chars[i + 1]) {
                text.append(chars[i + 1])
                i += 2
                continue
            }
            if c == "`" {
                var n = 0
                while i + n < chars.count, chars[i + n] == "`" { n += 1 }
                if let end = codeSpanEnd(chars, from: i + n, ticks: n) {
                    flush()
                    var content = String(chars[(i + n)..<end]).map { $0.isNewline ? " " : $0 }
                    if content.count > 1, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                        content = Array(content.dropFirst().dropLast())
                    }
                    var style = Style()
                    style.code = true
                    items.append(Item(text: String(content), style: style))
                    i = end + n
                } else {
                    text += String(repeating: "`", count: n)
                    i += n
                }
                continue
            }
            if links, c == "[", let (close, urlEnd, url) = link(chars, at: i, closing: closing) {
                flush()
                for item in parse(Array(chars[(i + 1)..<close]), links: false) {
                    if item.style.link == nil { item.style.link = url }
                    items.append(item)
                }
                i = urlEnd + 1
                continue
            }
            if c == "*" || c == "_" || c == "~" {
                var n = 0
                while i + n < chars.count, chars[i + n] == c { n += 1 }
                let before: Character? = i > 0 ? chars[i - 1] : nil
                let after: Character? = i + n < chars.count ? chars[i + n] : nil
                let left = !isSpace(after) && (!isPunctuation(after) || isSpace(before) || isPunctuation(before))
                let right = !isSpace(before) && (!isPunctuation(before) || isSpace(after) || isPunctuation(after))
                flush()
                let d = Item(text: String(repeating: String(c), count: n))
                d.delimiter = c
                d.count = n
                d.original = n
                if c == "_" {
                    d.canOpen = left && (!right || isPunctuation(before))
                    d.canClose = right && (!left || isPunctuation(after))
                } else {
                    d.canOpen = left
                    d.canClose = right
                }
                // A strikethrough takes one or two tildes.
                if c == "~" && n > 2 { d.canOpen = false; d.canClose = false }
                items.append(d)
                i += n
                continue
            }
            text.append(c)
            i += 1
        }
        flush()
        processEmphasis(items)
        return items
    }

    /// The index of the backtick run of exactly `ticks` that closes a code span, if any.
    private static func codeSpanEnd(_ chars: [Character], from start: Int, ticks: Int) -> Int? {
        var j = start
        while j < chars.count {
            if chars[j] == "`" {
                var n = 0
                while j + n < chars.count, chars[j + n] == "`" { n += 1 }
                if n == ticks { return j }
                j += n
            } else {
                j += 1
            }
        }
        return nil
    }

    /// `[text](destination)` at `i`: the closing bracket, the closing parenthesis and the
    /// destination (a title after it is dropped).
    private static func link(_ chars: [Character], at i: Int, closing: [Int]) -> (Int, Int, String)? {
        guard i < closing.count, closing[i] >= 0 else { return nil }
        let close = closing[i]
        guard close + 1 < chars.count, chars[close + 1] == "(" else { return nil }
        var k = close + 2, parens = 0
        let destinationEnd = min(chars.count, close + 2 + maxLinkLength)
        while k < destinationEnd {
            if chars[k] == "(" { parens += 1 }
            if chars[k] == ")" {
                if parens == 0 { break }
                parens -= 1
            }
            k += 1
        }
        guard k < destinationEnd else { return nil }
        let inside = String(chars[(close + 2)..<k]).trimmingCharacters(in: .whitespaces)
        let destination = inside.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
        return (close, k, destination.hasPrefix("<") && destination.hasSuffix(">") ? String(destination.dropFirst().dropLast()) : destination)
    }

    /// For each "[", the index of the "]" that closes it (brackets nest; escaped ones do not
    /// count), else -1: one pass with a stack, so unclosed brackets cost linear time.
    private static func closingBrackets(_ chars: [Character]) -> [Int] {
        var closing = [Int](repeating: -1, count: chars.count)
        var open: [Int] = []
        var j = 0
        while j < chars.count {
            if chars[j] == "\\" { j += 2; continue }
            if chars[j] == "[" { open.append(j) }
            if chars[j] == "]", let o = open.popLast() { closing[o] = j }
            j += 1
        }
        return closing
    }

    /// The index of the first element of sorted `a` that is at least `v`.
    private static func lowerBound(_ a: [Int], _ v: Int) -> Int {
        var lo = 0, hi = a.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if a[mid] < v { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// CommonMark's "process emphasis": each closer, from the left, pairs with the nearest
    /// opener of its character that may pair with it; what lies between takes the style.
    private static func processEmphasis(_ items: [Item]) {
        // The delimiters still open, by position, so a closer looks only at them; and, per kind
        // of closer, the position below which no opener can pair with it (CommonMark's
        // "openers bottom"), so a string of unmatched delimiters costs linear time, not square.
        var open: [Int] = items.indices.filter { items[$0].delimiter != nil }
        var bottom: [String: Int] = [:]
        // Each pair adds its style from just after its opener to just before its closer: kept as
        // differences and summed once at the end, so nested pairs cost no more than flat ones.
        var italic = [Int](repeating: 0, count: items.count + 1)
        var bold = italic, strike = italic
        var c = 0
        while c < items.count {
            let closer = items[c]
            guard let ch = closer.delimiter, closer.canClose, closer.count > 0 else { c += 1; continue }
            let kind = "\(ch)\(closer.canOpen)\(closer.original % 3)"
            let floor = bottom[kind] ?? -1
            var found: Int? = nil
            var k = lowerBound(open, c) - 1
            while k >= 0, open[k] > floor {
                let o = open[k]
                let opener = items[o]
                if opener.delimiter == ch, opener.canOpen, opener.count > 0 {
                    let oddMatch = (opener.canClose || closer.canOpen) && (opener.original + closer.original) % 3 == 0
                        && !(opener.original % 3 == 0 && closer.original % 3 == 0)
                    let tildes = ch != "~" || opener.count == closer.count
                    if !oddMatch && tildes { found = o; break }
                }
                k -= 1
            }
            guard let o = found else {
                bottom[kind] = c - 1
                c += 1
                continue
            }
            let opener = items[o]
            let n = ch == "~" ? closer.count : (opener.count >= 2 && closer.count >= 2 ? 2 : 1)
            if ch == "~" {
                strike[o + 1] += 1; strike[c] -= 1
            } else if n == 2 {
                bold[o + 1] += 1; bold[c] -= 1
            } else {
                italic[o + 1] += 1; italic[c] -= 1
            }
            // Delimiters inside a pair can no longer pair across it.
            open.removeSubrange(lowerBound(open, o + 1)..<lowerBound(open, c))
            opener.count -= n
            closer.count -= n
            opener.text = String(repeating: String(ch), count: opener.count)
            closer.text = String(repeating: String(ch), count: closer.count)
            if closer.count == 0 { c += 1 }
        }
        var (i, b, t) = (0, 0, 0)
        for k in items.indices {
            i += italic[k]; b += bold[k]; t += strike[k]
            if i > 0 { items[k].style.italic = true }
            if b > 0 { items[k].style.bold = true }
            if t > 0 { items[k].style.strikethrough = true }
        }
    }
}
