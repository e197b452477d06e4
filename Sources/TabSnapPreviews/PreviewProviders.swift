import CTabSnapPreviewSections
import TabSnapLayout
import TabSnapUI

/// The types that conform to `PreviewProvider`, read from the Swift runtime's protocol
/// conformance records (the `swift5_protocol_conformances` section), and their views.
struct PreviewProviders {
    let module: String
    let type: any PreviewProvider.Type
    let typeName: String

    /// Each view of `previews` (the views of a top-level `Group` or `ForEach` one by one),
    /// named by `.previewDisplayName` or its place.
    @MainActor var previews: [DiscoveredPreview] {
        let views = Self.views(of: type)
        return views.enumerated().map { index, node in
            let settings = Self.settings(node)
            var traits: [PreviewTrait] = []
            for s in settings {
                switch s {
                case .layout(.sizeThatFits): traits.append(.sizeThatFitsLayout)
                case .layout(.fixed(let w, let h)): traits.append(.fixedLayout(width: Double(w), height: Double(h)))
                case .orientation(let o): traits.append(PreviewTrait(kind: .orientation(o)))
                default: break
                }
            }
            var name = String(index + 1)
            var device: String?
            for s in settings {
                if case .displayName(let n?) = s, !n.isEmpty { name = n }
                if case .device(let d?) = s { device = d.rawValue }
            }
            return DiscoveredPreview(module: module, file: typeName, name: name, line: 0, filePath: "", traits: traits, device: device,
                                     order: index, body: { AnyView(node: node) })
        }
    }

    @MainActor static func views(of type: any PreviewProvider.Type) -> [ViewNode] {
        func node<P: PreviewProvider>(_ p: P.Type) -> ViewNode { makeNode(P.previews) }
        return split(node(type))
    }

    /// A `Group` of previews (or a `ForEach`) is several, and a modifier on the group is on
    /// each of them, as in Xcode; anything else is one.
    static func split(_ node: ViewNode) -> [ViewNode] {
        switch node.kind {
        case .empty: return []
        case .group(let items): return items.flatMap(split)
        case .modified(let child, let modifier):
            let parts = split(child)
            return parts.count > 1 ? parts.map { ViewNode(.modified($0, modifier)) } : [node]
        default: return [node]
        }
    }

    /// The preview settings on a view's outer modifiers, outermost first.
    static func settings(_ node: ViewNode) -> [PreviewSetting] {
        var out: [PreviewSetting] = []
        var n = node
        while case .modified(let child, let modifier) = n.kind {
            if case .trait(.container(let s as PreviewSetting)) = modifier { out.append(s) }
            n = child
        }
        return out
    }

    /// Every conformance to TabSnapUI's `PreviewProvider` linked in (generic types, which have
    /// no single view, are left out).
    static func all() -> [PreviewProviders] {
        guard let start = tabsnap_conformances_start(), let stop = tabsnap_conformances_stop(), stop > start else { return [] }
        var found: [PreviewProviders] = []
        var record = start
        while record < stop {
            defer { record += 4 }
            let conformance = relative(record)
            guard let proto = indirectable(conformance), name(of: proto) == "PreviewProvider",
                  let protoModule = parent(of: proto), name(of: protoModule) == "TabSnapUI" else { continue }
            // The type reference's kind is in bits 3–5 of the conformance's flags.
            let flags = (conformance + 12).loadUnaligned(as: UInt32.self)
            let descriptor: UnsafeRawPointer
            switch (flags >> 3) & 7 {
            case 0: descriptor = relative(conformance + 4)
            case 1: descriptor = relative(conformance + 4).loadUnaligned(as: UnsafeRawPointer.self)
            default: continue
            }
            // A generic type's context descriptor has bit 7 of its flags set.
            guard descriptor.loadUnaligned(as: UInt32.self) & 0x80 == 0,
                  let metadata = tabsnap_type_for_descriptor(descriptor),
                  let type = unsafeBitCast(metadata, to: Any.Type.self) as? any PreviewProvider.Type else { continue }
            found.append(PreviewProviders(module: moduleName(of: descriptor), type: type, typeName: name(of: descriptor) ?? "\(type)"))
        }
        return found.sorted { ($0.module, $0.typeName) < ($1.module, $1.typeName) }
    }

    // Context descriptors: flags (4 bytes), parent (a relative pointer that may be indirect),
    // name (a relative pointer to a C string).
    static func relative(_ p: UnsafeRawPointer) -> UnsafeRawPointer { p + Int(p.loadUnaligned(as: Int32.self)) }

    static func indirectable(_ p: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = p.loadUnaligned(as: Int32.self)
        guard offset != 0 else { return nil }
        let target = p + Int(offset & ~1)
        return offset & 1 == 0 ? target : target.loadUnaligned(as: UnsafeRawPointer?.self)
    }

    static func parent(of descriptor: UnsafeRawPointer) -> UnsafeRawPointer? { indirectable(descriptor + 4) }

    static func name(of descriptor: UnsafeRawPointer) -> String? {
        // Only modules, extensions' extended contexts aside, and nominal types carry a name here.
        let kind = descriptor.loadUnaligned(as: UInt32.self) & 0x1F
        guard kind == 0 || kind >= 16 || kind == 3 else { return nil }
        return String(cString: relative(descriptor + 8).assumingMemoryBound(to: CChar.self))
    }

    /// The module at the root of a descriptor's parents.
    static func moduleName(of descriptor: UnsafeRawPointer) -> String {
        var d = descriptor
        var hops = 0
        while let p = parent(of: d), hops < 32 { d = p; hops += 1 }
        return name(of: d) ?? ""
    }
}
