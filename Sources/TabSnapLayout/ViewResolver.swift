import Foundation

/// Builds the bodies of custom views, each under the environment where it stands, so the tree
/// layout sees holds only built-in views. Environment modifiers on the way down change what
/// the bodies below them read, exactly as they change layout and drawing.
///
/// Subtrees without custom views come back as the same nodes (layout caches sizes by node
/// identity, and view documents keep their templates).
enum ViewResolver {
    /// `store` keeps state between passes; `path` is the node's place (types and positions);
    /// `level` how deep in a chain of modifiers the node is (a timeline tells two values at
    /// one place apart by it).
    static func resolve(_ node: ViewNode, _ env: EnvironmentValues, store: ViewStateStore? = nil, path: String = "",
                        level: Int = 0) -> ViewNode {
        let pass = AnimationPass.current
        switch node.kind {
        case .color(let color):
            guard let pass else { return node }
            let shown = pass.color(color, in: env.colorScheme, key: "\(path)|\(level)color")
            return shown == color ? node : ViewNode(.color(shown))
        case .empty, .styleFill, .shape, .text, .image, .spacer, .divider, .strokedShape, .problem, .warning, .drawing:
            return node
        case .custom(let view):
            let here = path + "/" + view.name
            return resolve(view.body(in: env, store: store, path: here), env, store: store, path: here)
        case .stack(let axis, let alignment, let spacing, let children):
            let kids = resolve(children, env, store, path)
            return kids.same ? node : ViewNode(.stack(axis, alignment: alignment, spacing: spacing, children: kids.nodes))
        case .zstack(let alignment, let children):
            let kids = resolve(children, env, store, path)
            return kids.same ? node : ViewNode(.zstack(alignment: alignment, children: kids.nodes))
        case .group(let children):
            let kids = resolve(children, env, store, path)
            return kids.same ? node : ViewNode(.group(kids.nodes))
        case .geometry(let content):
            // The content is built at layout, after this pass has left the scopes above it.
            let animation = pass?.animation
            let resolved = ViewNode(.geometry({ proxy in
                let build = { resolve(content(proxy), env, store: store, path: path + "/g") }
                return pass.map { $0.with(animation: animation, build) } ?? build()
            }))
            resolved.documentTemplate = node.documentTemplate
            return resolved
        case .modified(let child, let modifier):
            var inner = env
            if case .environment(let change) = modifier { change.apply(to: &inner) }
            let key = "\(path)|\(level)"
            let resolveChild = { resolve(child, inner, store: store, path: path, level: level + 1) }
            let c: ViewNode
            switch (pass, modifier) {
            case (let pass?, .trait(.animation(let scope))):
                c = pass.scoped(scope, key: key + "anim", resolveChild)
            case (let pass?, .trait(.transaction(let transform))):
                var transaction = Transaction(animation: pass.animation)
                transform(&transaction)
                c = pass.with(animation: transaction.disablesAnimations ? nil : transaction.animation, resolveChild)
            default:
                c = resolveChild()
            }
            var m = modifier
            switch modifier {
            case .background(let content, let a):
                let r = resolve(content, env, store: store, path: path + "/bg")
                if r !== content { m = .background(r, alignment: a) }
            case .overlay(let content, let a):
                let r = resolve(content, env, store: store, path: path + "/ov")
                if r !== content { m = .overlay(r, alignment: a) }
            case .safeAreaInset(let edge, let spacing, let content, let a):
                let r = resolve(content, env, store: store, path: path + "/inset")
                if r !== content { m = .safeAreaInset(edge, spacing: spacing, content: r, alignment: a) }
            case .mask(let content, let a):
                let r = resolve(content, env, store: store, path: path + "/mk")
                if r !== content { m = .mask(r, alignment: a) }
            default:
                break
            }
            var animated = false
            if let pass, let shown = pass.modifier(m, key: key, scheme: env.colorScheme) {
                m = shown
                animated = true
            }
            if c === child, !animated, case .environment = modifier { return node }
            if c === child && !animated && sameContent(m, modifier) { return node }
            return ViewNode(.modified(c, m))
        }
    }

    private static func resolve(_ nodes: [ViewNode], _ env: EnvironmentValues, _ store: ViewStateStore?, _ path: String)
        -> (nodes: [ViewNode], same: Bool) {
        let out = nodes.enumerated().map { resolve($0.element, env, store: store, path: path + "/\($0.offset)") }
        return (out, zip(out, nodes).allSatisfy { $0 === $1 })
    }

    private static func sameContent(_ a: Modifier, _ b: Modifier) -> Bool {
        switch (a, b) {
        case (.background(let x, _), .background(let y, _)), (.overlay(let x, _), .overlay(let y, _)), (.mask(let x, _), .mask(let y, _)):
            return x === y
        case (.safeAreaInset(_, _, let x, _), .safeAreaInset(_, _, let y, _)): return x === y
        default: return true
        }
    }
}
