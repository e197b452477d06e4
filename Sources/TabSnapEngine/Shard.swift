/// `--shard i/n`: the i-th (1-based) of n disjoint slices. Snapshots are dealt round-robin in
/// their stable order, so every snapshot lands in exactly one shard and shards stay balanced.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    public let index: Int
    public let count: Int

    public init(index: Int, count: Int) throws(ShardError) {
        guard count >= 1, (1...count).contains(index) else { throw ShardError(text: "\(index)/\(count)") }
        self.index = index
        self.count = count
    }

    public init(parsing text: String) throws(ShardError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else { throw ShardError(text: text) }
        try self.init(index: i, count: n)
    }

    public static let whole = try! Shard(index: 1, count: 1)

    public func select<T>(_ items: [T]) -> [T] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    public var description: String { "\(index)/\(count)" }
}

public struct ShardError: Error, CustomStringConvertible, Sendable {
    public let text: String
    public var description: String { "--shard \(text): expected i/n with 1 ≤ i ≤ n, e.g. 2/4" }
}
