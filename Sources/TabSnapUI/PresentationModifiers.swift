import Foundation

// Presentations declared on a view compile and leave the still frame as iOS shows it before they
// are presented: the view itself, nothing over it. A sheet is drawn presented when the snapshot
// asks (`.environment(\.presentsSheets, true)`) and its binding or item says so.
extension View {
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> ModifiedView {
        presentingSheet(isPresented.wrappedValue ? makeNode(content()) : nil)
    }
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedView {
        presentingSheet(item.wrappedValue.map { makeNode(content($0)) })
    }

    /// The view, with the sheet drawn over it when there is one and the snapshot presents sheets.
    private func presentingSheet(_ sheet: ViewNode?) -> ModifiedView {
        guard let sheet else { return accepted("sheet") }
        let parent = AnyView(self)
        return AnyView(SheetGate(parent: parent, sheet: sheet)).accepted("sheet")
    }
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> ModifiedView { accepted("fullScreenCover") }
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedView { accepted("fullScreenCover") }
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> ModifiedView { accepted("popover") }
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedView { accepted("popover") }
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedView {
        // Sorted by name so no set order reaches a frame.
        containerTrait(PresentationDetentsTrait(detents: detents.sorted { $0.name < $1.name }))
    }
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> ModifiedView {
        containerTrait(PresentationDetentsTrait(detents: [selection.wrappedValue]))
    }
    public func presentationDragIndicator(_ visibility: Visibility) -> ModifiedView {
        containerTrait(DragIndicatorTrait(visible: visibility == .visible))
    }
    public func presentationCornerRadius(_ radius: CGFloat?) -> ModifiedView { accepted("presentationCornerRadius") }
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> ModifiedView { accepted("presentationBackground") }
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> ModifiedView { accepted("interactiveDismissDisabled") }

    public func alert(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> AnyView) -> ModifiedView { accepted("alert") }
    public func alert(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> AnyView,
                      @ViewBuilder message: () -> AnyView) -> ModifiedView { accepted("alert") }
    public func alert(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> AnyView,
                      @ViewBuilder message: () -> AnyView) -> ModifiedView { accepted("alert") }
    public func alert<T>(_ title: String, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> AnyView,
                         @ViewBuilder message: (T) -> AnyView) -> ModifiedView { accepted("alert") }
    public func alert<T>(_ title: String, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> AnyView) -> ModifiedView {
        accepted("alert")
    }

    public func confirmationDialog(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                   @ViewBuilder actions: () -> AnyView) -> ModifiedView { accepted("confirmationDialog") }
    public func confirmationDialog(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                   @ViewBuilder actions: () -> AnyView, @ViewBuilder message: () -> AnyView) -> ModifiedView { accepted("confirmationDialog") }
    public func confirmationDialog<T>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
                                      @ViewBuilder actions: (T) -> AnyView) -> ModifiedView { accepted("confirmationDialog") }

    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], Error>) -> Void) -> ModifiedView { accepted("fileImporter") }
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (Result<URL, Error>) -> Void) -> ModifiedView { accepted("fileImporter") }
    public func fileExporter<D>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
                                onCompletion: @escaping (Result<URL, Error>) -> Void) -> ModifiedView { accepted("fileExporter") }

    /// The menu shows on a long press; at rest, the view alone.
    public func contextMenu(@ViewBuilder menuItems: () -> AnyView) -> ModifiedView { accepted("contextMenu") }
    public func contextMenu(@ViewBuilder menuItems: () -> AnyView, @ViewBuilder preview: () -> AnyView) -> ModifiedView { accepted("contextMenu") }
}

/// Where a popover points from.
public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor)
    case point(UnitPoint)
    public enum Anchor: Sendable { case bounds }
}

/// A sheet's resting heights.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    public static let medium = PresentationDetent(name: "medium")
    public static let large = PresentationDetent(name: "large")
    public static func fraction(_ f: Double) -> PresentationDetent { PresentationDetent(name: "fraction \(f)") }
    public static func height(_ h: Double) -> PresentationDetent { PresentationDetent(name: "height \(h)") }
}
