import Foundation
import TabSnapLayout

/// The date picker styles of iOS.
public enum DatePickerStyleKind: Hashable, Sendable { case compact, graphical, wheel }

/// SwiftUI's `DatePickerStyle`.
public protocol DatePickerStyle { var kind: DatePickerStyleKind { get } }

public struct CompactDatePickerStyle: DatePickerStyle { public init() {}; public var kind: DatePickerStyleKind { .compact } }

public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {}; public var kind: DatePickerStyleKind { .graphical } }

public struct WheelDatePickerStyle: DatePickerStyle { public init() {}; public var kind: DatePickerStyleKind { .wheel } }

public typealias DefaultDatePickerStyle = CompactDatePickerStyle

extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { .init() }
    public static var automatic: CompactDatePickerStyle { .init() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }

extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }

extension EnvironmentValues {
    private enum DatePickerStyleKey: EnvironmentKey { static var defaultValue: DatePickerStyleKind { .compact } }
    var datePickerStyle: DatePickerStyleKind {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> ModifiedView {
        let kind = style.kind
        return environmentWrite("datePickerStyle") { $0.datePickerStyle = kind }
    }
}
