import OSLog
import SwiftUI
import TabSnapCore
import XCTest

/// `import SwiftUI` on Linux brings Observation as Apple's does: `@Observable` models in the
/// environment (`.environment(model)`, `@Environment(Model.self)`), `@Bindable` bindings to their
/// properties, and `withObservationTracking`; `import OSLog` gives a `Logger` that compiles as
/// written and stays quiet.
final class ObservationTests: XCTestCase {
    @Observable final class Library {
        var books = 3
        var title = "Reading list"
    }

    struct Shelf: View {
        @Environment(Library.self) private var library
        @Environment(Library.self) private var maybe: Library?
        private let log = Logger(subsystem: "com.example.library", category: "shelf")

        var body: some View {
            @Bindable var library = library
            log.debug("shelf with \(library.books, privacy: .public) books, \(library.title, privacy: .private)")
            return VStack {
                Title(text: $library.title)
                Text("\(library.books) books")
                Text(maybe == nil ? "none" : "found")
            }
        }
    }

    struct Title: View {
        @Binding var text: String
        var body: some View { Text(text) }
    }

    struct Lonely: View {
        @Environment(Library.self) private var maybe: Library?
        var body: some View { Text(maybe == nil ? "none" : "found") }
    }

    func texts(_ view: some View) throws -> [String] {
        let shot = try Snapshot.render(makeNode(view), container: LayoutContainer(size: CGSize(width: 300, height: 200), scale: 2),
                                       scheme: .light, resources: try FontResources.bundled())
        return shot.displayList.items.compactMap { if case .glyphs(let run) = $0 { return run.text } else { return nil } }
    }

    func testTheEnvironmentCarriesObservableModels() throws {
        let library = Library()
        XCTAssertEqual(try texts(Shelf().environment(library)), ["Reading list", "3 books", "found"])
        library.books = 4
        library.title = "Done"
        XCTAssertEqual(try texts(Shelf().environment(library)), ["Done", "4 books", "found"])
        XCTAssertEqual(try texts(Lonely()), ["none"], "the optional form reads nil without a model")
        XCTAssertEqual(try texts(Lonely().environment(library)), ["found"])
        XCTAssertEqual(try texts(Lonely().environment(Library?.none).environment(library)), ["none"], "nil nearer the view takes it out again")
    }

    func testBindableWritesThrough() {
        let library = Library()
        @Bindable var bound = library
        $bound.books.wrappedValue = 9
        XCTAssertEqual(library.books, 9)
    }

    func testObservationTrackingSeesWhatABodyReads() {
        let library = Library()
        let changed = LockedFlag()
        withObservationTracking { _ = library.books } onChange: { changed.set() }
        library.title = "not read"
        XCTAssertFalse(changed.value)
        library.books = 1
        XCTAssertTrue(changed.value)
    }

    final class LockedFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var flag = false
        func set() { lock.lock(); flag = true; lock.unlock() }
        var value: Bool { lock.lock(); defer { lock.unlock() }; return flag }
    }
}
