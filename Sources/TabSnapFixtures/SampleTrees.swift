import Foundation
import TabSnapLayout

/// A large synthetic tree for benchmarks.
public enum SampleTrees {
    /// About `count` nodes: rows of padded, framed shapes and texts in nested stacks.
    public static func largeTree(count: Int = 1000) -> AnyView {
        let rows = max(1, count / 13)  // 13 nodes a row
        return AnyView(VStack(spacing: 4) {
            ForEach(0..<rows) { r in
                HStack(spacing: 8) {
                    Circle().frame(width: 24, height: 24)
                    VStack(alignment: .leading, spacing: 2) {
                        Text("Row \(r)").font(.system(size: 15, weight: .semibold))
                        Text("Detail text for row \(r)").font(.caption).lineLimit(1)
                    }
                    Spacer()
                    RoundedRectangle(cornerRadius: 6).frame(width: 40, height: 20)
                }
                .padding(.horizontal, 16)
            }
        })
    }
}
