import Foundation
import TabSnapLayout
import enum TabSnapRaster.PortableMath

/// SwiftUI's gauge styles, by how iOS draws them: linear or circular.
public struct GaugeStyleKind: Hashable, Sendable {
    enum Shape: Hashable, Sendable { case linear, circular }
    let shape: Shape
    public static let automatic = GaugeStyleKind(shape: .linear)
    public static let linearCapacity = GaugeStyleKind(shape: .linear)
    public static let accessoryLinear = GaugeStyleKind(shape: .linear)
    public static let accessoryLinearCapacity = GaugeStyleKind(shape: .linear)
    public static let accessoryCircular = GaugeStyleKind(shape: .circular)
    public static let accessoryCircularCapacity = GaugeStyleKind(shape: .circular)
}

extension EnvironmentValues {
    private enum GaugeStyleKey: EnvironmentKey { static var defaultValue: GaugeStyleKind.Shape { .linear } }
    var gaugeStyle: GaugeStyleKind.Shape {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    public func gaugeStyle(_ style: GaugeStyleKind) -> ModifiedView { environmentWrite("gaugeStyle") { $0.gaugeStyle = style.shape } }
}
