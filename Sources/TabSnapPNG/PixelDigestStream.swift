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

    /// The digest of everything added: what `PixelDigest(image)` says of the whole image.
    public func finish() -> PixelDigest {
        var d = digest
        pending.withUnsafeBufferPointer { d.add($0) }
        return d
    }
}
