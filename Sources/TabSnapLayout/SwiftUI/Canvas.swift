import Foundation
import TabSnapLayoutEngine

/// SwiftUI's `Canvas`: a view that fills the space it is offered and draws with its renderer,
/// given a `GraphicsContext` and its size once laid out. A snapshot runs the renderer once;
/// `symbols` are views the renderer draws by tag (`context.resolveSymbol(id:)`).
public struct Canvas<Symbols: View>: View {
    let renderer: Renderer
    let symbols: Symbols

    /// The renderer kept as a value a layout pass may call (a snapshot draws on one thread).
    struct Renderer: @unchecked Sendable {
        let draw: (inout GraphicsContext, CGSize) -> Void
    }

    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = Renderer(draw: renderer)
        self.symbols = symbols()
    }

    public var body: some View {
        let environment = EnvironmentValues.current
        let symbolNodes = SymbolNodes(nodes: Self.tagged(makeNode(symbols)))
        let renderer = self.renderer
        return GeometryReader { proxy in
            let recorder = GraphicsContext.Recorder()
            var context = GraphicsContext(recorder: recorder, size: proxy.size, environment: environment, symbols: symbolNodes.nodes)
            renderer.draw(&context, proxy.size)
            // `opaque` only promises iOS that the drawing covers the canvas (what it leaves
            // uncovered is undefined there), so the canvas is drawn as it would be without it.
            return AnyView(ZStack(alignment: .topLeading) {
                AnyView(node: ViewNode(.group(recorder.nodes)))
            }
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading))
        }
    }

    struct SymbolNodes: @unchecked Sendable {
        let nodes: [AnyHashable: ViewNode]
    }

    /// The symbol views by their tags (the first view with a tag wins, as a lookup by id finds one).
    static func tagged(_ node: ViewNode) -> [AnyHashable: ViewNode] {
        var out: [AnyHashable: ViewNode] = [:]
        for child in node.flattened {
            if let tag = child.tag, out[tag] == nil { out[tag] = child }
        }
        return out
    }
}

extension Canvas where Symbols == EmptyView {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer, symbols: { EmptyView() })
    }
}

/// How a canvas blends colours; TabSnap blends in sRGB's encoded values (non-linear) always.
public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }
