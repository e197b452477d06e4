import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview { … }` on Linux. Its arguments are type-checked against the macro's signature
/// before it expands (so the preview's views must compile, as in Xcode), and it expands to
/// nothing: a snapshot test renders the views it names itself.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}

@main
struct TabSnapPreviewPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self]
}
