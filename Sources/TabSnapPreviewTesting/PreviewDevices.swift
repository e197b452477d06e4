import TabSnapLayoutEngine

/// Xcode's device names (`.previewDevice("iPhone SE (3rd generation)")`) to TabSnap's catalog:
/// the same letters and digits, the generation and size in parentheses aside.
enum PreviewDevices {
    static func device(named name: String) -> Device? {
        if let d = Devices.named(name) { return d }
        func key(_ s: String) -> String {
            var out = ""
            var depth = 0
            for c in s.lowercased() {
                if c == "(" { depth += 1 } else if c == ")" { depth -= 1 } else if depth == 0, c.isLetter || c.isNumber { out.append(c) }
            }
            return out
        }
        let k = key(name)
        return Devices.all.first { key($0.name) == k || key($0.id) == k }
    }
}
