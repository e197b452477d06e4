import SwiftUI

// What every SwiftUI file takes for granted (issue 40, part 2), in SwiftUI's own spelling:
// property wrappers, environment actions, presentations at rest, UIKit-backed text settings,
// shorthand shapes and transitions, iOS 18 tab customisation. `CommonGroundTests` renders it.
struct ProfileForm: View {
    enum Field: Hashable { case name, email }

    @FocusState private var nameFocused: Bool
    @FocusState private var field: Field?
    @AppStorage("username") private var username = "Guest"
    @AppStorage("visits") private var visits = 0
    @AppStorage("theme") private var theme: Theme = .system
    @SceneStorage("draft") private var draft = ""
    @Environment(\.dismiss) private var dismiss
    @Environment(\.presentationMode) private var presentationMode
    @Environment(\.openURL) private var openURL
    @Environment(\.editMode) private var editMode
    @Environment(\.isSearching) private var isSearching
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var email = ""
    @State private var password = "secret"
    @State private var showRename = false
    @State private var showDelete = false
    @State private var importing = false
    @State private var newName = ""
    @GestureState private var drag = CGSize.zero

    enum Theme: String { case system, light, dark }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Hello, \(username)").font(.title2.bold())
            Text("\(visits) visits · \(theme.rawValue) · \(draft.isEmpty ? "no draft" : draft)")
                .foregroundStyle(.secondary)
            Text("\(scenePhase == .active ? "active" : "inactive"), \(isSearching ? "searching" : "not searching"), \(editMode?.wrappedValue.isEditing == true ? "editing" : "not editing"), \(presentationMode.wrappedValue.isPresented ? "presented" : "root")")
                .font(.footnote)
            TextField("Email", text: $email)
                .focused($field, equals: .email)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocapitalization(.none)
                .autocorrectionDisabled()
                .textContentType(.emailAddress)
                .submitLabel(.next)
                .onSubmit { field = .name }
            SecureField("Password", text: $password)
                .focused($nameFocused)
                .textContentType(.password)
            HStack(spacing: 12) {
                Button("Rename") { showRename = true }
                    .keyboardShortcut("r", modifiers: [.command, .shift])
                Button("Delete", role: .destructive) { showDelete = true }
                    .keyboardShortcut(.defaultAction)
                Button("Help") { openURL(URL(string: "https://example.com/help")!) }
                Button("Close") { dismiss() }
            }
            HStack(spacing: 8) {
                Rectangle().fill(.blue).frame(width: 44, height: 28).clipShape(.rect(cornerRadius: 8))
                    .offset(x: drag.width, y: drag.height)
                    .gesture(DragGesture(minimumDistance: 4).updating($drag) { value, state, _ in state = value.translation }.onEnded { _ in })
                    .simultaneousGesture(TapGesture(count: 2).onEnded {})
                Rectangle().fill(.orange).frame(width: 44, height: 28).clipShape(.capsule)
                Rectangle().fill(.green).frame(width: 28, height: 28).clipShape(.circle)
                Text("Tag").padding(.horizontal, 10).padding(.vertical, 4).background(.pink.opacity(0.2), in: .capsule)
                    .transition(.asymmetric(insertion: .move(edge: .bottom).combined(with: .opacity), removal: .scale))
            }
            .onDrag { NSItemProvider(object: "tag" as NSString) }
            .onDrop(of: [.text, .url], isTargeted: nil) { _ in true }
            .onHover { _ in }
            .contextMenu {
                Button("Copy") {}
                Button("Share") {}
            }
        }
        .padding(20)
        .task(id: username) {}
        .sheet(isPresented: $showRename) { Text("Rename sheet") }
        .fullScreenCover(isPresented: $importing) { Text("Cover") }
        .popover(isPresented: $showDelete, arrowEdge: .top) { Text("Popover") }
        .alert("Rename", isPresented: $showRename) {
            TextField("New name", text: $newName)
            Button("Save") {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("Enter a new name.")
        }
        .confirmationDialog("Delete the profile?", isPresented: $showDelete, titleVisibility: .visible) {
            Button("Delete", role: .destructive) {}
        }
        .fileImporter(isPresented: $importing, allowedContentTypes: [.pdf, .image]) { _ in }
    }
}

/// iOS 18 tabs with customisation: ids, sections and behaviours compile, and a snapshot draws the
/// default arrangement.
struct CustomizableTabs: View {
    @AppStorage("tabs") private var customization = TabViewCustomization()

    var body: some View {
        TabView {
            Tab("Profile", image: "person") { ProfileForm() }
                .customizationID("profile")
            Tab("Inbox", systemImage: "tray") { Text("Inbox") }
                .customizationID("inbox")
                .badge(2)
            TabSection("More") {
                Tab("Settings", systemImage: "gearshape") { Text("Settings") }
                    .customizationID("settings")
            }
            .customizationBehavior(.disabled, for: .sidebar, .tabBar)
        }
        .tabViewCustomization($customization)
    }
}
