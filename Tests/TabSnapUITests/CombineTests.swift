import Combine
import Foundation
import SwiftUI
import TabSnapCore
import XCTest

/// `import Combine` with `import SwiftUI`, as a view model file has them: one `ObservableObject`
/// and `@Published` (OpenCombine's, which SwiftUI re-exports), publishers and operators in
/// Apple's spelling, and views that hold the model and `onReceive` its publishers.
final class CombineTests: XCTestCase {
    final class SearchModel: ObservableObject {
        @Published var query = ""
        @Published var results: [String] = []
        private var bag = Set<AnyCancellable>()

        init() {
            $query
                .debounce(for: .milliseconds(5), scheduler: DispatchQueue.main)
                .removeDuplicates()
                .map { $0.isEmpty ? [] : [$0.uppercased()] }
                .sink { [weak self] in self?.results = $0 }
                .store(in: &bag)
        }
    }

    struct Results: View {
        @StateObject var model = SearchModel()
        @State private var ticks = 0

        var body: some View {
            VStack {
                Text(model.results.first ?? "no results")
                Text("\(ticks) ticks")
            }
            .onReceive(model.$results) { _ in ticks += 1 }
            .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in ticks += 1 }
            .onReceive(NotificationCenter.default.publisher(for: .init("refresh"))) { _ in }
        }
    }

    func testPublishersAndOperatorsRunAsInCombine() {
        var seen: [Int] = []
        let subject = PassthroughSubject<Int, Never>()
        let current = CurrentValueSubject<Int, Never>(7)
        let bag = [subject.filter { $0 > 1 }.sink { seen.append($0) }, current.sink { seen.append($0) },
                   Just(3).map { $0 * 10 }.sink { seen.append($0) }]
        subject.send(1)
        subject.send(2)
        current.value = 8
        XCTAssertEqual(seen, [7, 30, 2, 8])
        XCTAssertEqual(bag.count, 3)

        let model = SearchModel()
        var changes = 0
        let watch = model.objectWillChange.sink { changes += 1 }
        model.query = "bird"
        XCTAssertEqual(changes, 1, "setting a @Published property sends objectWillChange")
        let done = expectation(description: "debounced")
        let debounced = model.$results.dropFirst().sink { if $0 == ["BIRD"] { done.fulfill() } }
        wait(for: [done], timeout: 5)
        _ = (watch, debounced)
    }

    func testAViewHoldsTheModelAndDrawsItsState() throws {
        let shot = try Snapshot.render(makeNode(Results()), container: LayoutContainer(size: CGSize(width: 200, height: 100), scale: 2),
                                       scheme: .light, resources: try FontResources.bundled())
        let texts = shot.displayList.items.compactMap { if case .glyphs(let run) = $0 { return run.text } else { return nil } }
        // A still frame: the model's initial state, and no onReceive action has run.
        XCTAssertEqual(texts, ["no results", "0 ticks"])
    }
}
