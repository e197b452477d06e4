#if canImport(SwiftUI)
import SwiftUI
#else
import TabSnapUI
#endif

// The rest of the list: a TabView app shell written with the remaining APIs, as an app would.

final class Inbox: ObservableObject {
    @Published var unread = 12
}

struct HeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

struct Tap: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .border(Color.gray, width: 1)
            .onTapGesture { configuration.trigger() }
    }
}

struct InboxPage: View {
    @ObservedObject var inbox: Inbox
    @Environment(\.dynamicTypeSize) var typeSize
    @Environment(\.sizeCategory) var category
    @State private var headerHeight: CGFloat = 0
    let rows = ["Alpha", "Beta", "Gamma"]

    var body: some View {
        VStack(spacing: 8) {
            Text("Inbox").font(.largeTitle).italic()
                .background(GeometryReader { geo in Color.clear.preference(key: HeightKey.self, value: geo.size.height) })
            Capsule().fill(AnyShapeStyle(Color.pink)).frame(width: 40, height: headerHeight / 4)
            ForEach(rows, id: \.self) { row in
                HStack {
                    Text(row)
                    Spacer()
                    Image(systemName: "star").symbolEffect(.bounce.up.byLayer, options: .repeat(2), value: inbox.unread)
                }
                .padding(.horizontal)
                .frame(height: 32)
            }
            Button("Mark all read") {}.buttonStyle(Tap()).disabled(inbox.unread == 0)
            Color.orange.frame(width: 30, height: 30).clipped().position(x: 40, y: 20).frame(height: 40)
            Color.purple.aspectRatio(2, contentMode: .fit).frame(width: 60)
                .mask { Circle() }
                .containerShape(RoundedRectangle(cornerRadius: 8))
            Text(typeSize == .large && category == .large ? "large type" : "other type")
                .font(Font.custom("Inter", size: 12))
                .overlay(alignment: .bottomTrailing) { Color.teal.frame(width: 4, height: 4) }
        }
        .onPreferenceChange(HeightKey.self) { headerHeight = $0 }
        .onChange(of: inbox.unread) { _ in }
        .gesture(Int.self)
        .edgesIgnoringSafeArea(.horizontal)
        .safeAreaInset(edge: .top) { Color.clear.frame(height: 8) }
    }
}

struct AppShell: View {
    @StateObject private var inbox = Inbox()
    @State private var tab = "inbox"

    var body: some View {
        TabView(selection: $tab) {
            Tab("Home", systemImage: "house", value: "home") { Color.white }
            Tab("Inbox", systemImage: "message", value: "inbox") { InboxPage(inbox: inbox) }
                .badge(inbox.unread)
            TabSection("More") {
                Tab("Profile", systemImage: "person", value: "profile") { EmptyView() }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
        .tint(.indigo)
        .environment(\.dynamicTypeSize, .large)
    }
}

/// EmptyModifier and `.constant`, as a design system's generic item uses them.
struct Chip<M: ViewModifier>: View {
    @Binding var on: Bool
    let style: M
    var body: some View { Text(on ? "on" : "off").modifier(style) }
}

extension Chip where M == EmptyModifier {
    init(on: Binding<Bool>) {
        self._on = on
        self.style = EmptyModifier()
    }
}

func chipPreview() -> Chip<EmptyModifier> { Chip(on: .constant(true)) }

/// `.onReceive` of a model's publisher and of `Just`, as apps write it.
struct Receiver: View {
    @ObservedObject var inbox: Inbox
    var body: some View {
        Text("\(inbox.unread)")
            .onReceive(inbox.$unread) { _ in }
            .onReceive(inbox.objectWillChange) { _ in }
            .onReceive(Just(1)) { _ in }
    }
}
