import TabSnapUI

/// A navigation bar's button: a title, an image, or one of UIKit's system items (with the
/// titles and symbols iOS shows for them). Its target and action are kept; a still frame taps
/// nothing.
open class UIBarButtonItem: UIBarItem, @unchecked Sendable {
    public var style = Style.plain
    public weak var target: AnyObject?
    public var action: Selector?
    public var tintColor: UIColor?
    public var width: CGFloat = 0
    let systemItem: SystemItem?

    public override init() {
        systemItem = nil
        super.init()
    }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(title: title, image: nil, style: style, target: target, action: action)
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(title: nil, image: image, style: style, target: target, action: action)
    }

    private init(title: String?, image: UIImage?, style: Style, target: Any?, action: Selector?) {
        systemItem = nil
        super.init()
        self.title = title
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public init(barButtonSystemItem item: SystemItem, target: Any?, action: Selector?) {
        systemItem = item
        super.init()
        self.target = target as AnyObject?
        self.action = action
        switch item.look {
        case .text(let t, let bold): title = t; if bold { style = .done }
        case .symbol(let s): image = UIImage(systemName: s)
        }
    }

    /// The button as TabSnap's navigation bar draws it: its symbol, else its title (bold for
    /// `.done`), in its tint or the bar's.
    var drawn: AnyView {
        let ink = tintColor?.color
        let label: AnyView
        if let image {
            label = AnyView(Image(uiImage: image))
        } else {
            label = AnyView(Text(verbatim: title ?? "").fontWeight(style == .done ? .semibold : .regular))
        }
        let button = Button(action: {}) { label }.disabled(!isEnabled)
        return ink.map { AnyView(button.tint($0)) } ?? AnyView(button)
    }

    public enum Style: Int, Sendable { case plain, bordered, done }

    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search,
             refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close

        enum Look { case text(String, bold: Bool), symbol(String) }

        var look: Look {
            switch self {
            case .done: return .text("Done", bold: true)
            case .cancel: return .text("Cancel", bold: false)
            case .edit: return .text("Edit", bold: false)
            case .save: return .text("Save", bold: true)
            case .undo: return .text("Undo", bold: false)
            case .redo: return .text("Redo", bold: false)
            case .add: return .symbol("plus")
            case .compose: return .symbol("square.and.pencil")
            case .reply: return .symbol("arrowshape.turn.up.left")
            case .action: return .symbol("square.and.arrow.up")
            case .organize: return .symbol("folder")
            case .bookmarks: return .symbol("book")
            case .search: return .symbol("magnifyingglass")
            case .refresh: return .symbol("arrow.clockwise")
            case .stop: return .symbol("xmark")
            case .camera: return .symbol("camera")
            case .trash: return .symbol("trash")
            case .play: return .symbol("play.fill")
            case .pause: return .symbol("pause.fill")
            case .rewind: return .symbol("backward.fill")
            case .fastForward: return .symbol("forward.fill")
            case .pageCurl: return .symbol("book.pages")
            case .close: return .symbol("xmark.circle.fill")
            case .flexibleSpace, .fixedSpace: return .text("", bold: false)
            }
        }
    }
}
