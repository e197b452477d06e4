import CTabSnapSystem
import Foundation

/// Frame-sized byte arrays (canvases, images): handed out again after a snapshot is done with
/// them, or allocated without the zero-fill Swift would do and given huge pages before their
/// first write. Faulting a fresh 14 MB frame in 4 KiB pages cost more than drawing it, and a
/// verify renders hundreds; the pool keeps up to four frames per core resident (a failing
/// snapshot holds four at once: actual, expected, diff and review strip; with one per core,
/// a verify of 100 failures took 100,000 page faults, with four 21,000, for ~10 MB more at its
/// peak) and returns the rest (frames above 4 MB are their own mappings, see
/// `tabsnap_keep_large_buffers`). Pixels
/// are the same whichever memory they land in: every byte is written by `body`.
public enum FrameMemory {
    /// Below this, pages are not worth advising and frames are not pooled.
    static let hugeThreshold = 4 << 20

    /// A `count`-byte array whose every byte `body` writes (indices 0..<count, once each).
    public static func bytes(count: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Void) -> [UInt8] {
        if count >= hugeThreshold, var reused = pool.take(atLeast: count) {
            if reused.count > count {
                reused.removeLast(reused.count - count)  // the capacity stays
            } else if reused.count < count {
                reused.append(contentsOf: repeatElement(0, count: count - reused.count))
            }
            reused.withUnsafeMutableBufferPointer { body($0) }
            return reused
        }
        return fresh(count: count, body)
    }

    /// Gives a frame that nothing will read again back for the next `bytes(count:)`. Harmless
    /// if something still holds it: writing the reused array then copies it first.
    public static func recycle(_ frame: [UInt8]) {
        guard frame.capacity >= hugeThreshold else { return }
        pool.put(frame)
    }

    /// A fresh array, advised to huge pages before `body` first writes it; never zero-filled.
    /// A pooled frame reserves a quarter more than its count, so a somewhat larger request (a
    /// decode wants its image plus a byte a row; the next device of a suite is a little larger)
    /// still finds it rather than emptying the pool: 100 differing full screens of five devices
    /// took 21,000 page faults, 13,600 with the room. Pages are only faulted when written, so
    /// the room costs address space, not memory (verify's peak RSS did not move).
    static func fresh(count: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Void) -> [UInt8] {
        let room = count >= hugeThreshold ? count + count / 4 : count
        return [UInt8](unsafeUninitializedCapacity: room) { buffer, initialized in
            if count >= hugeThreshold { tabsnap_advise_huge_pages(buffer.baseAddress, room) }
            body(UnsafeMutableBufferPointer(rebasing: buffer[0..<count]))
            initialized = count
        }
    }

    static let pool = FramePool(limit: max(2, 4 * ProcessInfo.processInfo.activeProcessorCount))
}

/// Recycled frames, at most `limit` (about what the cores hold in flight): a request takes the
/// smallest that is large enough; a request none fits empties the pool; a full pool drops its
/// smallest.
final class FramePool: @unchecked Sendable {
    private let lock = ShortLock()
    private var frames: [[UInt8]] = []
    let limit: Int

    init(limit: Int) { self.limit = limit }

    func take(atLeast count: Int) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        var best: Int? = nil
        for (i, f) in frames.enumerated() where f.capacity >= count {
            if best == nil || f.capacity < frames[best!].capacity { best = i }
        }
        guard let best else {
            // None is large enough: the caller allocates a new frame, so let the smaller ones go
            // rather than hold frames in flight plus a pool of them.
            frames.removeAll()
            return nil
        }
        return frames.remove(at: best)
    }

    func put(_ frame: [UInt8]) {
        lock.lock()
        frames.append(frame)
        if frames.count > limit, let smallest = frames.indices.min(by: { frames[$0].capacity < frames[$1].capacity }) {
            frames.remove(at: smallest)
        }
        lock.unlock()
    }
}
