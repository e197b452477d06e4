#if canImport(SwiftUI)
import SwiftUI
#else
import TabSnapUI
#endif
import Foundation

// Test views with the structure of the public views whose iOS renders are in
// ../shared/conformance/ios-screens (read at the commits its README names, written anew here;
// the strings are the ones those renders show). `Scripts/screen_conformance.py` compares
// TabSnap's references of these with the iOS renders.

/// a11y-1/2/3: a list of two sections, each with a header, two rows and a footer.
struct ConformanceAccounts: View {
    var body: some View {
        List {
            Section(header: Text("Accounts"), footer: Text("Tap an account to view details")) {
                Text("Checking")
                Text("Savings")
            }
            Section(header: Text("Bills"), footer: Text("Due this month")) {
                Text("Electric")
                Text("Internet")
            }
        }
    }
}

/// a11y-4: sections titled by a string, no footers.
struct ConformanceProduce: View {
    var body: some View {
        List {
            Section("Fruits") {
                Text("Apple")
                Text("Banana")
                Text("Cherry")
            }
            Section("Vegetables") {
                Text("Carrot")
                Text("Peas")
            }
        }
    }
}

/// RSSReader's test harness: the system background under the view, in a stack when asked.
struct ConformanceHarness<Content: View>: View {
    let inNavigation: Bool
    let content: Content
    init(inNavigation: Bool = false, @ViewBuilder content: () -> Content) {
        self.inNavigation = inNavigation
        self.content = content()
    }
    var body: some View {
        ZStack {
            Color(light: .white, dark: .black).ignoresSafeArea()  // systemBackground
            if inNavigation { NavigationStack { content } } else { content }
        }
    }
}

/// rss-10: a segmented filter over a list of feeds, each with a small filled button.
struct ConformanceExplore: View {
    enum Filter: String, CaseIterable { case notAdded = "Not Added", added = "Added" }
    struct Feed: Identifiable { let id: Int; let name: String; let url: String }
    @State private var filter = Filter.notAdded
    let feeds = [
        Feed(id: 0, name: "BBC News", url: "https://feeds.bbci.co.uk/news/world/rss.xml"),
        Feed(id: 1, name: "NBC News", url: "https://feeds.nbcnews.com/nbcnews/public/news"),
        Feed(id: 2, name: "Reuters World News", url: "https://feeds.reuters.com/reuters/worldnews"),
    ]

    var body: some View {
        VStack {
            Picker("Filter", selection: $filter) {
                ForEach(Filter.allCases, id: \.self) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            .padding(.horizontal)
            .padding(.top)
            List {
                ForEach(feeds) { feed in ConformanceFeedSuggestion(name: feed.name, url: feed.url) }
            }
        }
        .navigationTitle("explore_title")
        .navigationBarTitleDisplayMode(.inline)
    }
}

/// rss-6 and rss-10: a suggested feed: its name over its address, and a small filled button.
struct ConformanceFeedSuggestion: View {
    let name: String
    let url: String
    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 4) {
                Text(name).font(.headline)
                Text(url).font(.caption).foregroundStyle(.secondary).lineLimit(1)
            }
            Spacer()
            Button(action: {}) {
                Text("explore_feed_add").font(.caption)
                    .padding(.horizontal, 12).padding(.vertical, 6)
                    .background(Color.blue).foregroundColor(.white).cornerRadius(8)
            }
        }
        .padding(.vertical, 4)
    }
}

/// rss-1 to rss-3 and rss-7: an empty state, with a bordered action or without.
struct ConformanceEmptyState: View {
    let title: String
    let symbol: String
    let message: String
    var action: String?
    var body: some View {
        ContentUnavailableView {
            Label(title, systemImage: symbol)
        } description: {
            Text(message)
        } actions: {
            if let action { Button(action) {}.buttonStyle(.bordered) }
        }
    }
}

/// rss-7: the empty feed list in its stack, with the add button in the bar.
struct ConformanceFeedListEmpty: View {
    var body: some View {
        VStack {
            ConformanceEmptyState(title: "feed_list_no_feeds_title", symbol: "tray.fill", message: "feed_list_no_feeds_description",
                                  action: "feed_list_add_feed")
        }
        .navigationTitle("feed_list_rss_feeds")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button(action: {}) { Label("feed_list_add_feed", systemImage: "plus") }
            }
        }
    }
}

/// rss-4 and rss-6: a form of a heading, a filled text field and a wide disabled button, then
/// suggested feeds on grey cards, in a stack with cancel and add buttons in the bar.
struct ConformanceAddFeed: View {
    @State private var url = "https://feeds.bbci.co.uk/news/world/rss.xml"
    var feeds: [(name: String, url: String)] = []
    /// UIKit's systemGray6, light and dark.
    let fill = Color(light: Color(r: 242, g: 242, b: 247), dark: Color(r: 28, g: 28, b: 30))

    var body: some View {
        VStack {
            ScrollView {
                VStack(spacing: 16) {
                    VStack(alignment: .leading, spacing: 8) {
                        Text("add_feed_url_header").font(.headline)
                        TextField("add_feed_url_placeholder", text: $url)
                            .padding()
                            .background(fill)
                            .cornerRadius(8)
                        Button(action: {}) {
                            HStack { Text("general_add") }
                                .frame(maxWidth: .infinity)
                                .padding()
                                .background(Color.gray)
                                .foregroundColor(.white)
                                .cornerRadius(8)
                        }
                        .padding(.top, 8)
                    }
                    VStack(alignment: .leading, spacing: 16) {
                        Text("Suggested Feeds").font(.headline)
                        VStack(spacing: 12) {
                            ForEach(feeds.indices, id: \.self) { i in
                                ConformanceFeedSuggestion(name: feeds[i].name, url: feeds[i].url).background(fill).cornerRadius(8)
                            }
                        }
                    }
                }
                .padding()
            }
        }
        .navigationTitle("add_feed_title")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("general_cancel") {} }
            ToolbarItem(placement: .confirmationAction) { Button("general_add") {}.disabled(true) }
        }
    }
}

/// ha-1 (iOS 26): a privacy settings list: a centred header row, then two sections of one
/// switch with a footer each, the list's content 4 pt from its top.
struct ConformancePrivacy: View {
    @State private var messaging = true
    @State private var alerts = true
    var body: some View {
        List {
            VStack(spacing: 16) {
                Image(systemName: "lock.fill").resizable().scaledToFit().frame(width: 80, height: 80).foregroundColor(.cyan)
                VStack(spacing: 4) {
                    Text("Privacy").font(.title3.bold())
                    Text("You are in control of your data.").font(.subheadline).foregroundColor(.secondary)
                        .multilineTextAlignment(.center)
                }
                .frame(maxWidth: .infinity)
            }
            .padding(.vertical, 4)
            Section(footer: Text("Firebase Cloud Messaging must be enabled for push notifications to function.")) {
                Toggle("Firebase Cloud Messaging", isOn: $messaging)
            }
            Section(footer: Text("Allows checking for important alerts like security vulnerabilities.")) {
                Toggle("Alerts", isOn: $alerts)
            }
        }
        .contentMargins(.top, 4)
    }
}

/// rss-8: a feed row: a 50 pt image placeholder beside a wrapping headline, a caption and two
/// grey symbol buttons pushed to the trailing edge.
struct ConformanceFeedRow: View {
    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "photo").frame(width: 50, height: 50).cornerRadius(6)
            VStack(alignment: .leading, spacing: 4) {
                Text("This is a very long feed title that should definitely be truncated because it's way too long to fit on a single line")
                    .font(.headline)
                Text("Default test description.").font(.caption).foregroundStyle(.secondary).lineLimit(2)
                HStack {
                    Spacer()
                    Button(action: {}) { Image(systemName: "bell").font(.title2).foregroundColor(.gray) }.buttonStyle(.borderless)
                    Button(action: {}) { Image(systemName: "star").font(.title2).foregroundColor(.gray) }.buttonStyle(.borderless)
                }
            }
        }
        .padding(.vertical, 4)
        .background(Color.white)
    }
}

/// rss-9: an item row: a wrapping headline, a subheadline and the date in a caption.
struct ConformanceItemRow: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("This is an extremely long title that should be truncated or wrapped depending on the layout settings of the FeedItemRow component")
                .font(.headline)
            Text("Short description.").font(.subheadline).lineLimit(3)
            Text(Date(timeIntervalSince1970: 1_746_748_800), style: .date).font(.caption).foregroundStyle(.secondary)
        }
        .padding(.vertical, 6)
        .background(Color.white)
    }
}

/// a11y-5: ten 30 pt grey discs 30 pt apart down the screen.
struct ConformanceDiscs: View {
    var body: some View {
        VStack(spacing: 30) {
            ForEach(0..<10) { _ in
                Rectangle().foregroundColor(Color(white: 2.0 / 3.0)).frame(width: 30, height: 30).cornerRadius(15)
            }
            Spacer()
        }
    }
}

/// gs-4, gs-5: a switch style that draws the system switch without its label, tinted and
/// scaled by the style's size.
struct ConformanceSwitchStyle: ToggleStyle {
    let large: Bool
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Toggle("", isOn: configuration.$isOn)
                .labelsHidden()
                .tint(.red)
                .scaleEffect(x: large ? 51 / 49 : 44 / 49, y: large ? 32 / 31 : 28 / 31)
        }
    }
}

/// gs-6: a checkbox style: a 32 pt square with 6 pt corners, filled red with a white checkmark
/// when on.
struct ConformanceCheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Button(action: {}) {
                ZStack {
                    RoundedRectangle(cornerRadius: 6).fill(configuration.isOn ? Color.red : Color.clear)
                    RoundedRectangle(cornerRadius: 6).strokeBorder(configuration.isOn ? Color.clear : Color.gray, style: StrokeStyle(lineWidth: 1))
                    if configuration.isOn {
                        Image(systemName: "checkmark").resizable().frame(width: 16, height: 12).foregroundColor(.white)
                    }
                }
                .frame(width: 32, height: 32)
            }
        }
    }
}

/// gs-1 to gs-3: a button style drawing its label in white on a red rounded rectangle, with
/// optional symbols beside it, in three sizes.
struct ConformanceButtonStyle: ButtonStyle {
    enum Size { case large, medium, circle }
    let size: Size
    var leftIcon: String?
    var rightIcon: String?

    func makeBody(configuration: Configuration) -> some View {
        let icon: CGFloat = size == .circle ? 24 : 20
        let padding = size == .large ? EdgeInsets(top: 17, leading: 16, bottom: 17, trailing: 16)
            : size == .medium ? EdgeInsets(top: 9, leading: 16, bottom: 9, trailing: 16) : EdgeInsets()
        return HStack(spacing: size == .large ? 8 : size == .medium ? 4 : 0) {
            if let leftIcon { Image(systemName: leftIcon).resizable().scaledToFit().frame(width: icon, height: icon).foregroundColor(.white) }
            configuration.label.foregroundColor(.white).font(.system(size: 17, weight: .medium))
            if let rightIcon { Image(systemName: rightIcon).resizable().scaledToFit().frame(width: icon, height: icon).foregroundColor(.white) }
        }
        .padding(padding)
        .frame(minWidth: size == .circle ? 40 : nil, minHeight: size == .large ? 56 : 40)
        .background(RoundedRectangle(cornerRadius: size == .large ? 16 : 20).fill(Color.red))
    }
}

/// pf-1…3: a symbol and a fixed-size label in a blue rounded pill, padded on yellow.
struct ConformanceCheckedPill: View {
    var body: some View {
        HStack {
            Image(systemName: "checkmark.circle.fill")
            Text("Checked").fixedSize()
        }
        .padding(5)
        .background(RoundedRectangle(cornerRadius: 5).fill(Color.blue))
        .padding(10)
        .background(Color.yellow)
    }
}

/// ha-3: a list of one sensor row: a tinted template icon beside its name and, under it, its
/// state in a secondary subheadline (the app's icon font is not public: a symbol stands in).
struct ConformanceSensorList: View {
    var body: some View {
        List {
            HStack(spacing: 16) {
                Image(systemName: "textformat.abc").foregroundColor(.accentColor)
                VStack(alignment: .leading) {
                    Text("Sensor 1")
                    Text("false").foregroundColor(.secondary).font(.subheadline)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// ha-5: three clearable text fields in a stack: a field and a clear button in a row padded 16 pt,
/// outlined by a 1 pt stroke of a rounded rectangle (12 pt corners); the button hidden (opacity
/// 0, its space kept) while the field is empty.
struct ConformanceClearableFields: View {
    struct Field: View {
        let placeholder: String
        @Binding var text: String
        var body: some View {
            HStack {
                TextField(placeholder, text: $text)
                Button(action: { text = "" }) {
                    Image(systemName: "xmark").foregroundStyle(.gray)
                }
                .opacity(text.isEmpty ? 0 : 1)
            }
            .padding(16)
            .overlay {
                RoundedRectangle(cornerRadius: 12).stroke(Color(white: 224 / 255), lineWidth: 1)
            }
        }
    }

    var body: some View {
        VStack(spacing: 16) {
            Field(placeholder: "Placeholder", text: .constant(""))
            Field(placeholder: "Placeholder", text: .constant("123"))
            Field(placeholder: "Placeholder", text: .constant("https://bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.com"))
        }
        .padding()
    }
}

/// ha-7: a collapsible section, open: a header row (its text, a spacer, the chevron) over the
/// content, in a leading-aligned stack at its default spacing, alone on the screen.
struct ConformanceCollapsible: View {
    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text("This is a header")
                Spacer()
                Image(systemName: "chevron.up")
            }
            .frame(maxWidth: .infinity)
            VStack(alignment: .leading) {
                Text("This is a content")
            }
        }
    }
}
