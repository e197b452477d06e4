#if canImport(SwiftUI)
import SwiftUI
#else
import TabSnapUI
#endif
import Foundation

// Screens made of the containers, controls and navigation of a real app, each piece in
// SwiftUI's own spelling, drawn at rest (ScreenVocabularyTests).

/// A fixed date for pickers: 2026-11-29 09:41 GMT.
let vocabularyDate = Date(timeIntervalSince1970: 1_795_945_260)

/// A settings form: values, fields, switches, a menu picker, a stepper, a slider, a date, links.
struct VocabularySettings: View {
    @State private var email = ""
    @State private var password = "secret"
    @State private var notifications = true
    @State private var sounds = false
    @State private var theme = "System"
    @State private var count = 3
    @State private var volume = 0.6
    @State private var birthday = vocabularyDate

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    LabeledContent("Name", value: "Ada Lovelace")
                    TextField("Email", text: $email)
                    SecureField("Password", text: $password)
                }
                Section(header: Text("Preferences"), footer: Text("Sounds play for new messages only.")) {
                    Toggle("Notifications", isOn: $notifications)
                    Toggle("Sounds", isOn: $sounds)
                    Picker("Theme", selection: $theme) {
                        ForEach(["System", "Light", "Dark"], id: \.self) { Text($0) }
                    }
                    Stepper("Copies: \(count)", value: $count, in: 1...9)
                    Slider(value: $volume)
                    DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
                }
                Section {
                    NavigationLink("Privacy") { Text("Privacy") }
                    NavigationLink { Text("Help") } label: { Label("Help", systemImage: "questionmark.circle") }
                    Button("Sign Out", role: .destructive) {}
                }
            }
            .navigationTitle("Settings")
        }
    }
}

/// One list in the style given, with a header, a footer and icon rows.
struct VocabularyListStyle: View {
    let style: ListStyleKind
    var body: some View {
        let list = List {
            Section(header: Text("Fruits"), footer: Text("Seasonal picks")) {
                Label("Apple", systemImage: "leaf")
                Label("Banana", systemImage: "sun.max")
                Text("Cherry")
            }
            Section("Vegetables") {
                Text("Carrot")
                Text("Peas").listRowBackground(Color.yellow.opacity(0.3))
            }
        }
        return NavigationStack {
            Group {
                switch style {
                case .plain: list.listStyle(.plain)
                case .grouped: list.listStyle(.grouped)
                case .inset: list.listStyle(.inset)
                case .sidebar: list.listStyle(.sidebar)
                case .insetGrouped: list.listStyle(.insetGrouped)
                }
            }
            .navigationTitle(style.rawValue)
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

/// Controls outside a list: pickers in four styles, progress, gauges, buttons, menus, links.
struct VocabularyControls: View {
    @State private var size = 1
    @State private var flavour = "Mint"
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 14) {
                Picker("Size", selection: $size) {
                    Text("Small").tag(0)
                    Text("Medium").tag(1)
                    Text("Large").tag(2)
                }
                .pickerStyle(.segmented)
                HStack {
                    Text("Flavour")
                    Spacer()
                    Picker("Flavour", selection: $flavour) { ForEach(["Mint", "Lemon"], id: \.self) { Text($0) } }
                }
                Picker("Flavour", selection: $flavour) { ForEach(["Vanilla", "Mint", "Lemon"], id: \.self) { Text($0) } }
                    .pickerStyle(.wheel)
                ProgressView(value: 0.4) { Text("Downloading") }
                HStack(spacing: 24) {
                    ProgressView()
                    Gauge(value: 0.7) { Text("Battery") } currentValueLabel: { Text("70") }.gaugeStyle(.accessoryCircularCapacity)
                    Gauge(value: 0.25) { Text("Storage") } currentValueLabel: { Text("25%") }
                }
                HStack {
                    Button("Bordered") {}.buttonStyle(.bordered)
                    Button("Prominent") {}.buttonStyle(.borderedProminent)
                    Button("Small") {}.buttonStyle(.bordered).controlSize(.small)
                }
                HStack {
                    Button("Large") {}.buttonStyle(.borderedProminent).controlSize(.large)
                    Button("Capsule") {}.buttonStyle(.bordered).buttonBorderShape(.capsule).tint(.red)
                    Button(action: {}) { Image(systemName: "heart.fill") }.buttonStyle(.bordered).buttonBorderShape(.circle)
                }
                HStack(spacing: 20) {
                    Link("Website", destination: URL(string: "https://example.com")!)
                    Menu("Options") { Button("One") {} }
                    ShareLink(item: URL(string: "https://example.com")!)
                }
            }
            .padding()
        }
    }
}

/// Containers: a group box, a disclosure group, a control group, grids and a lazy stack.
struct VocabularyContainers: View {
    @State private var expanded = true
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                GroupBox("Today") { Text("3 tasks left").frame(maxWidth: .infinity, alignment: .leading) }
                DisclosureGroup("Details", isExpanded: $expanded) { Text("Hidden until opened") }
                ControlGroup {
                    Button(action: {}) { Image(systemName: "bold") }
                    Button(action: {}) { Image(systemName: "italic") }
                    Button(action: {}) { Image(systemName: "underline") }
                }
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 70))], spacing: 8) {
                    ForEach(0..<7) { i in
                        RoundedRectangle(cornerRadius: 8).fill(Color.blue.opacity(0.2 + 0.1 * Double(i))).frame(height: 44)
                            .overlay(Text("\(i)"))
                    }
                }
                Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
                    GridRow { Text("Name").bold(); Text("Qty").bold(); Text("Price").bold() }
                    Divider().gridCellColumns(3)
                    GridRow { Text("Apples"); Text("12"); Text("$3.00") }
                    GridRow { Text("Blueberries"); Text("1"); Text("$4.50") }
                }
                ScrollView(.horizontal) {
                    LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 8) {
                        ForEach(0..<8) { i in Capsule().fill(Color.green.opacity(0.3)).frame(width: 60).overlay(Text("\(i)")) }
                    }
                }
                .frame(height: 68)
                ViewThatFits(in: .horizontal) {
                    Text("A label far too long to fit in the space this row has to offer it")
                    Text("Short label")
                }
                .frame(width: 200)
                LazyVStack(alignment: .leading, spacing: 4) {
                    ForEach(["One", "Two", "Three"], id: \.self) { Text($0) }
                }
            }
            .padding()
        }
    }
}

/// A large title with a search field, toolbar items on both sides and a bottom bar.
struct VocabularyNavigation: View {
    @State private var query = ""
    var body: some View {
        NavigationStack {
            List {
                ForEach(["Inbox", "Drafts", "Sent"], id: \.self) { name in
                    NavigationLink(value: name) { Label(name, systemImage: "tray") }
                }
            }
            .navigationTitle("Mailboxes")
            .searchable(text: $query)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { EditButtonStandIn() }
                ToolbarItem(placement: .topBarTrailing) { Button(action: {}) { Image(systemName: "plus") } }
                ToolbarItem(placement: .bottomBar) { Text("Updated just now").font(.caption) }
                ToolbarItem(placement: .keyboard) { Button("Done") {} }
            }
        }
    }
}

/// "Edit" as a bar button.
struct EditButtonStandIn: View {
    var body: some View { Button("Edit") {} }
}

/// A split view on an iPhone: its sidebar in a stack.
struct VocabularySplit: View {
    var body: some View {
        NavigationSplitView {
            List {
                Text("Recents")
                Text("Favourites")
            }
            .navigationTitle("Library")
        } detail: {
            Text("Pick an item")
        }
    }
}

/// Empty states, including the search one.
struct VocabularyEmpty: View {
    var body: some View {
        VStack {
            ContentUnavailableView("No Mail", systemImage: "tray", description: Text("Messages you receive appear here."))
            ContentUnavailableView.search(text: "invoice")
        }
    }
}

/// A screen with a sheet declared on it, presented when the test asks.
struct VocabularySheet: View {
    let detent: PresentationDetent
    var body: some View {
        NavigationStack {
            List { Text("Groceries"); Text("Work") }
                .navigationTitle("Lists")
        }
        .sheet(isPresented: .constant(true)) {
            NavigationStack {
                Form {
                    TextField("Name", text: .constant("Weekend"))
                    Toggle("Pinned", isOn: .constant(true))
                }
                .navigationTitle("New List")
                .navigationBarTitleDisplayMode(.inline)
            }
            .presentationDetents([detent])
        }
    }
}

/// The graphical and compact date pickers for one fixed date.
struct VocabularyDates: View {
    @State private var date = vocabularyDate
    var body: some View {
        VStack(spacing: 12) {
            DatePicker("Starts", selection: $date)
            DatePicker("Day", selection: $date, displayedComponents: .date).datePickerStyle(.graphical)
        }
        .padding()
    }
}

/// A table, which an iPhone shows as a list of its first column, in a list with a top margin.
struct VocabularyTable: View {
    struct Person: Identifiable {
        let id: Int
        let name: String
        let city: String
    }
    let people = [Person(id: 0, name: "Ada Lovelace", city: "London"), Person(id: 1, name: "Grace Hopper", city: "New York"),
                  Person(id: 2, name: "Katherine Johnson", city: "Hampton")]
    var body: some View {
        NavigationStack {
            Table(people) {
                TableColumn("Name", value: \.name)
                TableColumn("City", value: \.city)
            }
            .contentMargins(.top, 8)
            .navigationTitle("People")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}
