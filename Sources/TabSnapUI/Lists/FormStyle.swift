import TabSnapLayout

/// SwiftUI's `FormStyle`.
public protocol FormStyle { var kind: FormStyleKind { get } }

public enum FormStyleKind: Hashable, Sendable { case automatic, grouped, columns }

public struct AutomaticFormStyle: FormStyle { public init() {}; public var kind: FormStyleKind { .automatic } }

public struct GroupedFormStyle: FormStyle { public init() {}; public var kind: FormStyleKind { .grouped } }

public struct ColumnsFormStyle: FormStyle { public init() {}; public var kind: FormStyleKind { .columns } }

extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { .init() } }

extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { .init() } }

extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { .init() } }

extension EnvironmentValues {
    private enum FormStyleKey: EnvironmentKey { static var defaultValue: FormStyleKind { .automatic } }
    var formStyle: FormStyleKind {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}

extension View {
    public func formStyle<S: FormStyle>(_ style: S) -> ModifiedView {
        let kind = style.kind
        return environmentWrite("formStyle") { $0.formStyle = kind }
    }
}
