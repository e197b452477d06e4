import TabSnapUI

/// How bundled symbols behave, one row each: weights, scales beside text, variants, rendering
/// modes and variable values (`SymbolBehaviourTests` renders it and measures parts of it).
struct SymbolGallery: View {
    static let weights: [Font.Weight] = [.ultraLight, .light, .regular, .semibold, .black]
    static let values: [Double] = [0, 0.34, 0.67, 1]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 12) {
                ForEach(Self.weights.indices) { i in
                    Image(systemName: "gearshape").font(.system(size: 28, weight: Self.weights[i]))
                }
                ForEach(Self.weights.indices) { i in
                    Image(systemName: "1.circle").font(.system(size: 28, weight: Self.weights[i]))
                }
            }
            HStack(alignment: .firstTextBaseline, spacing: 4) {
                Image(systemName: "star.circle").imageScale(.small)
                Text("Small")
                Image(systemName: "star.circle")
                Text("Medium")
                Image(systemName: "star.circle").imageScale(.large)
                Text("Large")
            }
            .font(.system(size: 17))
            HStack(spacing: 12) {
                Image(systemName: "heart")
                Image(systemName: "heart").symbolVariant(.fill)
                Image(systemName: "heart").symbolVariant(.circle)
                Image(systemName: "heart").symbolVariant(.circle.fill)
                Image(systemName: "heart").symbolVariant(.slash)
                Image(systemName: "house")
                Image(systemName: "house.fill")
            }
            .font(.system(size: 28))
            HStack(spacing: 12) {
                Image(systemName: "cart.badge.plus")
                Image(systemName: "cart.badge.plus").symbolRenderingMode(.hierarchical)
                Image(systemName: "cart.badge.plus").symbolRenderingMode(.palette).foregroundStyle(.green, .orange)
                Image(systemName: "cart.badge.plus").symbolRenderingMode(.multicolor)
                Image(systemName: "bell.badge").symbolRenderingMode(.multicolor)
                Image(systemName: "star.circle.fill").symbolRenderingMode(.hierarchical)
            }
            .font(.system(size: 28))
            .foregroundStyle(.blue)
            HStack(spacing: 12) {
                ForEach(Self.values.indices) { i in Image(systemName: "wifi", variableValue: Self.values[i]) }
                ForEach(Self.values.indices) { i in Image(systemName: "cellularbars", variableValue: Self.values[i]) }
            }
            .font(.system(size: 28))
        }
        .padding(16)
    }
}
