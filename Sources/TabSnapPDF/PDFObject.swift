/// A PDF object (ISO 32000-1 §7.3). A stream keeps its dictionary and where its raw bytes lie
/// in the buffer it was read from, so nothing is decoded until it is drawn.
public indirect enum PDFObject: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string([UInt8])
    case name(String)
    case array([PDFObject])
    case dictionary([String: PDFObject])
    case stream([String: PDFObject], data: ArraySlice<UInt8>)
    case reference(Int, Int)
    /// An operator in a content stream (`m`, `re`, `cm`, …); never met in a file's objects.
    case keyword(String)

    var number: Double? { if case .number(let n) = self { return n } else { return nil } }
    var integer: Int? {
        guard case .number(let n) = self, n == n.rounded(), abs(n) < 1e12 else { return nil }
        return Int(n)
    }
    var name: String? { if case .name(let n) = self { return n } else { return nil } }
    var array: [PDFObject]? { if case .array(let a) = self { return a } else { return nil } }
    /// A dictionary, or a stream's dictionary.
    var dictionary: [String: PDFObject]? {
        switch self {
        case .dictionary(let d), .stream(let d, _): return d
        default: return nil
        }
    }
}
