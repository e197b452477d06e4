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
        case .empty:
            return node
        case .builtin(let view):
            var shown = view.resolvingChildren { child, place in resolve(child, env, store: store, path: path + place) }
            if let pass, let animated = (shown ?? view).animated(pass, key: "\(path)|\(level)", scheme: env.colorScheme) { shown = animated }
            return shown.map { ViewNode(.builtin($0)) } ?? node
        case .custom(let view):
            let here = path + "/" + view.name
            return resolve(view.body(in: env, store: store, path: here), env, store: store, path: here)
        case .group(let children):
            let kids = ViewNode.resolved(children) { child, place in resolve(child, env, store: store, path: path + place) }
            return kids.map { ViewNode(.group($0)) } ?? node
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
            var changed = false
            if case .builtin(let b) = modifier,
               let r = b.resolvingContent({ content, place in resolve(content, env, store: store, path: path + place) }) {
                m = .builtin(r)
                changed = true
            }
            if let pass, let shown = pass.modifier(m, key: key, scheme: env.colorScheme) {
                m = shown
                changed = true
            }
            if c === child && !changed { return node }
            return ViewNode(.modified(c, m))
        }
    }
}
