import SwiftUI
import TabSnapCore
import XCTest

/// Content that ignores the safe area is offered the larger frame and anchored at its top-leading
/// corner, as SwiftUI's safe-area-ignoring layout places it: a 50 pt bar at the bottom that
/// ignores the bottom edge keeps its place, so `.clipShape(Capsule())` after it clips a 50 pt
/// capsule around the whole bar (centring the content in the grown frame would leave 33 pt of it
/// inside the capsule and cut the titles).
final class IgnoredSafeAreaPlacementTests: XCTestCase {
    struct Bar: View {
        var body: some View {
            VStack {
                Spacer()
                HStack {
                    ForEach(["Home", "Search", "Profile"], id: \.self) { title in
                        VStack { Image(systemName: "house"); Text(title).font(.caption) }.frame(maxWidth: .infinity)
                    }
                }
                .frame(height: 50)
                .background(Color.blue)
                .ignoresSafeArea(edges: .bottom)
                .clipShape(Capsule())
                .padding(.horizontal, 20)
            }
        }
    }

    func testAFixedBarKeepsItsPlaceAndItsClip() throws {
        let device = try Devices.resolve("iphone-15-pro")
        let shot = try Snapshot.render(makeNode(Bar()), container: device.container(.portrait, keyboard: false), scheme: .light,
                                       environment: device.environment(.portrait), resources: try FontResources.bundled())
        let image = shot.image
        // The blue capsule's rows, down a column of the bar.
        let x = Int((20 + 353.0 / 3) * 3)  // between the first two items, clear of their glyphs
        let blue = (0..<image.height).filter { let p = image[x, $0]; return p.2 > 200 && p.0 < 60 && p.3 > 200 }
        XCTAssertEqual(Double(blue.count) / 3, 50, accuracy: 1, "a 50 pt capsule")
        XCTAssertEqual(Double(blue.first ?? 0) / 3, 852 - 34 - 50, accuracy: 1, "above the home indicator, where the bar was")
        // Every title is inside the capsule: its glyphs lie between the capsule's top and bottom.
        let runs = shot.displayList.items.compactMap { if case .glyphs(let run) = $0 { return run } else { return nil } }
        XCTAssertEqual(runs.map(\.text).filter { ["Home", "Search", "Profile"].contains($0) }, ["Home", "Search", "Profile"])
        let bottom = (blue.last ?? 0) + 1
        for run in runs { for g in run.glyphs { XCTAssertLessThan(g.pixelY, bottom, "\(run.text): its baseline inside the capsule") } }
    }
}
