import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("name", traits: …) { body }` on Linux: a record in the `tabsnap_previews` section
/// whose function writes the preview's declaration (name, file, line, traits, body), so the
/// runner finds every preview of every linked module without a list. `@Previewable` variables
/// of the body become the stored properties of a view made for the preview, with the rest of
/// the body as its `body`, as Xcode does.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        var name: ExprSyntax = "nil"
        var traits: [String] = []
        var closure = node.trailingClosure
        var inTraits = false
        for argument in node.arguments {
            switch argument.label?.text {
            case "traits": inTraits = true; traits.append(argument.expression.trimmedDescription)
            case "body": closure = argument.expression.as(ClosureExprSyntax.self)
            case nil where inTraits: traits.append(argument.expression.trimmedDescription)
            case nil: name = argument.expression.trimmed
            default: break
            }
        }
        guard let closure else {
            throw MessageError("#Preview needs a body: #Preview(\"Name\") { MyView() }")
        }
        let fileID = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let filePath = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .filePath)
        guard let file = fileID?.file, let path = filePath?.file, let line = fileID?.line else {
            throw MessageError("#Preview: no source location")
        }

        // `@Previewable` declarations become a view's properties; the rest is its body.
        var state: [String] = []
        var rest: [String] = []
        for item in closure.statements {
            if let variable = item.item.as(VariableDeclSyntax.self),
               variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable" }) {
                let kept = variable.attributes.filter { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "Previewable" }
                state.append(variable.with(\.attributes, kept).trimmedDescription)
            } else {
                rest.append(item.trimmedDescription)
            }
        }
        let record = context.makeUniqueName("preview")
        let write: String
        if state.isEmpty {
            write = """
            TabSnapPreviews.PreviewDeclaration.write(TabSnapPreviews.PreviewDeclaration(name: \(name), fileID: \(file), filePath: \(path), line: \(line), traits: [\(traits.joined(separator: ", "))]) \(closure.trimmedDescription), to: memory)
            """
        } else {
            write = """
            struct Previewable: TabSnapUI.View {
                \(state.joined(separator: "\n    "))
                var body: some TabSnapUI.View {
                    \(rest.joined(separator: "\n        "))
                }
            }
            TabSnapPreviews.PreviewDeclaration.write(TabSnapPreviews.PreviewDeclaration(name: \(name), fileID: \(file), filePath: \(path), line: \(line), traits: [\(traits.joined(separator: ", "))]) { Previewable() }, to: memory)
            """
        }
        return ["""
        @section("tabsnap_previews") @used private let \(record): TabSnapPreviews.PreviewRecord = (0x7473_7076, 1, { memory in
            \(raw: write)
        })
        """]
    }
}

/// `@Previewable`: read by `#Preview`, which moves the variable into the preview's view; it
/// adds nothing itself.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}

struct MessageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

@main
struct TabSnapPreviewPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self]
}
