import CTabSnapPreviewSections
import TabSnapLayout
import TabSnapUI

/// Every preview linked into the running executable, found with no list to keep: the records
/// `#Preview` leaves in the `tabsnap_previews` section, and the `PreviewProvider` conformances
/// in the Swift runtime's conformance records (how Xcode finds both). In a stable order:
/// module, file, then source order (providers by type name).
public enum PreviewRegistry {
    @MainActor public static func all() -> [DiscoveredPreview] {
        let declared = declarations()
        var found: [DiscoveredPreview] = []
        // Unnamed previews are numbered in source order within their file.
        let byFile = Dictionary(grouping: declared, by: \.fileID)
        for fileID in byFile.keys.sorted() {
            var unnamed = 0
            for d in byFile[fileID]!.sorted(by: { $0.line < $1.line }) {
                let parts = fileID.split(separator: "/", maxSplits: 1).map(String.init)
                let module = parts.count == 2 ? parts[0] : ""
                let fileName = parts.last ?? fileID
                let file = fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
                let name: String
                if let n = d.name, !n.isEmpty { name = n } else { unnamed += 1; name = String(unnamed) }
                found.append(DiscoveredPreview(module: module, file: file, name: name, line: d.line, filePath: d.filePath,
                                               traits: d.traits, device: nil, body: d.body))
            }
        }
        found += PreviewProviders.all().flatMap(\.previews)
        return found.sorted { ($0.module, $0.file, $0.order, $0.name) < ($1.module, $1.file, $1.order, $1.name) }
    }

    /// The `#Preview` records of the executable, each checked for its tag and version.
    static func declarations() -> [PreviewDeclaration] {
        guard let start = tabsnap_previews_start(), let stop = tabsnap_previews_stop(), stop > start else { return [] }
        let stride = MemoryLayout<PreviewRecord>.stride
        let count = (stop - start) / stride
        let records = start.assumingMemoryBound(to: PreviewRecord.self)
        var out: [PreviewDeclaration] = []
        for i in 0..<count {
            let record = records[i]
            guard record.tag == PreviewDeclaration.recordTag, record.version == PreviewDeclaration.recordVersion else { continue }
            let memory = UnsafeMutablePointer<PreviewDeclaration>.allocate(capacity: 1)
            record.write(UnsafeMutableRawPointer(memory))
            out.append(memory.move())
            memory.deallocate()
        }
        return out
    }
}
