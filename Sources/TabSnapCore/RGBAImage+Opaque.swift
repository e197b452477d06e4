extension RGBAImage {
    /// Whether every pixel of R, G, B, A bytes has alpha 255: also true of a canvas's stored
    /// (premultiplied) words on a little-endian machine, whose fourth byte is the alpha. Read a
    /// word at a time, so a frame is one pass.
    public static func allOpaque(_ rgba: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = rgba.baseAddress else { return true }
        return UnsafeRawPointer(base).withMemoryRebound(to: UInt32.self, capacity: rgba.count / 4) { w in
            var all = UInt32.max
            for i in 0..<(rgba.count / 4) { all &= w[i] }
            // The AND of every pixel's bytes: its fourth byte is every alpha's AND.
            return withUnsafeBytes(of: all) { $0[3] } == 255
        }
    }
}
