import TabSnapCore

/// Why a PNG could not be read or written. Each case says what is wrong in words a user can
/// act on; where libpng explained the problem, its own message is kept.
public enum PNGError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The data does not start with the PNG signature.
    case notPNG
    /// The data ends before the image does.
    case truncated(String)
    /// A chunk's CRC does not match its contents.
    case badCRC(String)
    /// libpng refused the data: a bad header, chunk or compressed stream.
    case invalid(String)
    /// The header asks for an image over the configured limits; nothing was allocated.
    case tooLarge(width: Int, height: Int, limits: PNGLimits)
    /// A chunk, the text, or the compressed image data is over its budget (the message names
    /// which, the size and the limit); refused before the work.
    case overLimit(String)
    /// Memory ran out inside libpng.
    case outOfMemory(String)
    /// The pixels could not be encoded.
    case encodeFailed(String)
    /// Reading or writing the file failed.
    case file(FileError)

    public var description: String {
        switch self {
        case .notPNG: return "not a PNG file (the signature is wrong)"
        case .truncated(let m): return "truncated PNG: \(m)"
        case .badCRC(let m): return "corrupt PNG, CRC mismatch: \(m)"
        case .invalid(let m): return "invalid PNG: \(m)"
        case .tooLarge(let w, let h, let l):
            // 2³¹ × 2³¹ × 4 bytes overflows Int (it printed a negative size).
            let (pixels, o1) = w.multipliedReportingOverflow(by: h), (bytes, o2) = pixels.multipliedReportingOverflow(by: 4)
            let size = o1 || o2 ? "over 8 EiB" : PNGLimits.mebibytes(bytes)
            return "PNG is \(w)x\(h) (\(size) decoded as RGBA), over the limit of \(l.maxWidth)x\(l.maxHeight) "
                + "and \(l.maxPixels) pixels (\(PNGLimits.mebibytes(l.maxPixels &* 4))) per image; "
                + "raise it with \(PNGLimits.pixelsVariable)=N or PNGLimits(maxPixels:)"
        case .overLimit(let m): return "PNG over a limit: \(m)"
        case .outOfMemory(let m): return "out of memory decoding PNG: \(m)"
        case .encodeFailed(let m): return "cannot encode PNG: \(m)"
        case .file(let e): return e.description
        }
    }
}
