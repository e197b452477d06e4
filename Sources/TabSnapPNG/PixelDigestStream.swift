/// `PixelDigest(image)` taken over an image that arrives a few rows at a time (a screen drawn
/// band by band, never held whole): bytes are carried over between pieces until a 32-byte
/// block is complete, so the result is exactly the one-piece digest's.
public struct PixelDigestStream: Sendable {
    private var digest = PixelDigest()
    private var pending: [UInt8] = []

    /// For an image of this size; its RGBA bytes follow through `add`, in order.
    public init(width: Int, height: Int) {
        digest.add(UInt64(width) << 32 | UInt64(height))
        pending.reserveCapacity(64)
    }

    public mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        var from = 0
        if !pending.isEmpty {
            let take = min(32 - pending.count, bytes.count)
            pending.append(contentsOf: UnsafeBufferPointer(start: base, count: take))
            from = take
            guard pending.count == 32 else { return }
            pending.withUnsafeBufferPointer { digest.addBlocks($0) }
            pending.removeAll(keepingCapacity: true)
        }
        let blocks = (bytes.count - from) / 32 * 32
        if blocks > 0 { digest.addBlocks(UnsafeBufferPointer(start: base + from, count: blocks)) }
        pending.append(contentsOf: UnsafeBufferPointer(start: base + from + blocks, count: bytes.count - from - blocks))
    }

    /// `add` of the opaque pixels that lead `bytes` (whole RGBA pixels, as every earlier
    /// piece's), in the same pass that finds them: returns how many bytes it took, all of them
    /// when every pixel is opaque. The caller adds the rest itself (made straight: a canvas's
    /// stored bytes are a pixel's straight ones only where it is opaque).
    public mutating func addOpaque(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return 0 }
        precondition(bytes.count % 4 == 0 && pending.count % 4 == 0, "whole pixels only")
        /// The bytes of the opaque pixels leading the `count` bytes at `start`.
        func opaque(_ start: Int, _ count: Int) -> Int {
            var n = 0
            while n < count, base[start + n + 3] == 255 { n += 4 }
            return n
        }
        var from = 0
        if !pending.isEmpty {
            let want = min(32 - pending.count, bytes.count)
            let take = opaque(0, want)
            pending.append(contentsOf: UnsafeBufferPointer(start: base, count: take))
            guard take == want else { return take }
            from = take
            guard pending.count == 32 else { return from }
            pending.withUnsafeBufferPointer { digest.addBlocks($0) }
            pending.removeAll(keepingCapacity: true)
        }
        let blocks = (bytes.count - from) / 32 * 32
        let taken = blocks > 0 ? digest.addOpaqueBlocks(UnsafeBufferPointer(start: base + from, count: blocks)) : 0
        from += taken
        // What is left of a block that stopped, or the tail: its opaque pixels wait in `pending`.
        let rest = opaque(from, min(bytes.count - from, 32 - 4))
        pending.append(contentsOf: UnsafeBufferPointer(start: base + from, count: rest))
        return from + rest
    }

    /// The digest of everything added: what `PixelDigest(image)` says of the whole image.
    public func finish() -> PixelDigest {
        var d = digest
        pending.withUnsafeBufferPointer { d.add($0) }
        return d
    }
}
