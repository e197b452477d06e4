import Foundation
import TabSnapDocument
import TabSnapText
import TabSnapCore
import TabSnapLayoutEngine

/// The values of view documents that the schema layer does not know: expressions, alignments,
/// rectangles, and the cases of Layout's enums.
extension DocumentDecoder {
    /// Numbers are finite and within ±100,000 (points, counts, factors), so no later step meets
    /// NaN or a length that overflows.
    static let anyNumber = -100_000.0...100_000
    static let size = 0.0...100_000
    static let signedSize = -100_000.0...100_000

    static let horizontalAlignments: [HorizontalAlignment] = [.leading, .center, .trailing]
    static let verticalAlignments: [VerticalAlignment] = [.top, .center, .bottom, .firstTextBaseline]
    static let truncationModes: [TruncationMode] = [.head, .middle, .tail]
    static let cornerStyles: [RoundedCornerStyle] = [.circular, .continuous]

    /// A number within `range`, or a string: "infinity" only where SwiftUI allows it
    /// (`maxWidth`…), else an expression over the variables in scope (`width / 5`).
    func number(_ v: SchemaValue, _ range: ClosedRange<Double> = Self.anyNumber, infinity: Bool = false) -> Double? {
        guard case .string(let s) = v.json else { return v.number(range) }
        if SchemaValue.isInfinity(s) {
            guard infinity else { v.fail("\"infinity\" is only allowed for maxWidth and maxHeight"); return nil }
            return v.number(range, infinity: true)
        }
        do {
            let value = try Expression.evaluate(s.trimmingCharacters(in: .whitespaces), vars)
            // A GeometryReader's content is first read with placeholder sizes, only to check it:
            // an expression's range is checked when the real size is known, at layout.
            if probing { return value.isFinite ? value : nil }
            return v.with(.number(value)).number(range)
        } catch {
            v.fail("expected a number, \"infinity\" or an expression: \(error.message)")
            return nil
        }
    }

    func alignmentValue(_ v: SchemaValue) -> Alignment? {
        v.oneOf(Alignment.named.keys.sorted()).flatMap { Alignment.named[$0] }
    }

    /// [x, y, width, height]
    func rect(_ v: SchemaValue) -> CGRect? {
        guard let items = v.array("[x, y, width, height]") else { return nil }
        guard items.count == 4 else { v.fail("expected [x, y, width, height], got \(items.count) items"); return nil }
        let n = items.compactMap { number($0) }
        return n.count == 4 ? CGRect(x: n[0], y: n[1], width: n[2], height: n[3]) : nil
    }
}
