import CTabSnapSystem

/// Frame-sized arrays (canvases, images): allocated without the zero-fill Swift would do, given
/// huge pages before the first write, then filled once. Faulting a 14 MB frame in 4 KiB pages
/// cost more than drawing the canvas; pixels are the same either way. Inlinable, so the fill
/// is specialised for the element type instead of going through a value witness per element.
public enum FrameMemory {
    /// Below this, pages are not worth advising (and a 2 MiB-aligned interior may not exist).
    @usableFromInline static let hugeThreshold = 4 << 20

    @inlinable
    public static func array<T: BitwiseCopyable>(repeating value: T, count: Int) -> [T] {
        let bytes = count * MemoryLayout<T>.stride
        guard bytes >= hugeThreshold else { return [T](repeating: value, count: count) }
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            tabsnap_advise_huge_pages(buffer.baseAddress, bytes)
            buffer.initialize(repeating: value)
            initialized = count
        }
    }

    /// An array whose every element `body` writes (indices 0..<count, once each); the memory is
    /// advised first, and never zero-filled.
    @inlinable
    public static func array<T: BitwiseCopyable>(count: Int, _ body: (UnsafeMutableBufferPointer<T>) -> Void) -> [T] {
        [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            if count * MemoryLayout<T>.stride >= hugeThreshold { tabsnap_advise_huge_pages(buffer.baseAddress, count * MemoryLayout<T>.stride) }
            body(buffer)
            initialized = count
        }
    }
}
