import ArgumentParser
import Foundation
import TabSnapCore
import TabSnapDisplayList
import TabSnapDocument
import TabSnapEngine
import TabSnapLayout
import TabSnapPNG
import TabSnapTabBar
import TabSnapText
import TabSnapWebP

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render tab configurations or view documents to PNG.",
        discussion: """
        Each input is a tab configuration (JSON or YAML with `items`) or a view document (with a \
        `body`). Configurations render once per device, orientation and colour scheme into \
        --out (a folder), named NAME.DEVICE[.landscape][.keyboard][.bar].SCHEME.png; a view \
        document renders to --out itself when it ends in .png.

        Exit codes: 0 rendered everything; 2 an input, device or output was bad (each problem \
        is reported with its file and place).

        Examples:
          tabsnap render Examples/seed000-ru.json --device iphone-se --device iphone-15-pro --scheme dark
          tabsnap render Examples/*.json --device ipad-pro-11 --orientation landscape --out out
          tabsnap render Examples/style-circle.yaml --keyboard --bar-only --out out
          tabsnap render Examples/documents/profile-card.json --size 393x852@3 --safe-area 59,0,34,0 --keyboard 336 --scheme light --out out/card.png --frames
          tabsnap render Examples/style-system.yaml --out out --display-list
          tabsnap render Examples/seed000-en.json --device iphone-15-pro-max --scheme light --format svg --out out
          tabsnap render Examples/motion/seed000-bounce.yaml --scheme light --frames-at 0,0.05,0.1,0.15,0.2,0.3 --strip --webp --out out
          tabsnap render Examples/motion/seed000-bounce.yaml --scheme dark --fps 30 --duration 0.5 --bar-only --out out

        Timelines: an input with a `timeline:` (state changes at given times, each with an \
        animation) renders frames at --time, --frames-at or --fps with --duration, each named \
        NAME.DEVICE….tSECONDSs.SCHEME.png (t0.150s); --strip adds a labelled strip of the \
        frames and --webp an animated preview, one of each per device and scheme.
        """
    )

    @Argument(help: "Tab configurations or view documents (.json, .yaml, .yml).")
    var inputs: [String]

    @Option(name: .long, help: "Device id (see `tabsnap devices`) or WIDTHxHEIGHT@SCALE[:TOP,BOTTOM]; repeatable. Default iphone-15-pro.")
    var device: [String] = []

    @Option(name: .long, help: "Custom screen WIDTHxHEIGHT@SCALE, as --device (for view documents).")
    var size: String?

    @Option(name: .long, help: "Safe-area insets TOP,LEADING,BOTTOM,TRAILING in points for --size.")
    var safeArea: String?

    @Option(name: .long, help: "light or dark; repeatable. Default both, as verify renders them.")
    var scheme: [ColorScheme] = []

    @Option(name: .long, help: "portrait or landscape; repeatable. Default portrait.")
    var orientation: [Orientation] = []

    @Flag(name: .long, help: "Show the keyboard (`--keyboard HEIGHT` also sets its height in points).")
    var keyboard = false

    @Option(name: .customLong("keyboard-height"), parsing: .unconditional, help: .hidden)
    var keyboardHeight: Double?

    @Flag(name: .long, help: "Write only the bar, from its top edge to the bottom of the screen.")
    var barOnly = false

    @Option(name: .long, help: "Output folder, or a .png file for a single render. Default out.")
    var out: String = "out"

    @Flag(name: .long, help: "Print each render's laid-out frames (`--frames json` for JSON).")
    var frames = false

    @Flag(name: .customLong("frames-json"), help: .hidden)
    var framesJSON = false

    @Flag(name: .customLong("display-list"), help: "Print each render's display list: every drawing item in device pixels, as stable text.")
    var displayList = false

    @Option(name: .long, help: "png, or svg: the display list as an SVG document (text as glyph outlines), for drawing the same scene with another renderer.")
    var format: OutputFormat = .png

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable { case png, svg }

    @Option(name: .long, help: "A timeline's frame at this many seconds; repeatable.")
    var time: [Double] = []

    @Option(name: .customLong("frames-at"), help: "A timeline's frames at these seconds, e.g. 0,0.05,0.1,0.2.")
    var framesAt: String?

    @Option(name: .long, help: "A timeline's frames at this rate from 0 to --duration.")
    var fps: Double?

    @Option(name: .long, help: "Seconds of frames for --fps (default: the last change plus 0.5 s).")
    var duration: Double?

    @OptionGroup var resourceFiles: ResourceOptions

    @Option(name: .long, help: ArgumentHelp("The locale to render in (ru, ar-EG, …): Text(\"key\") and title {key: …} are looked up in its language, and ar, he, fa, ur … lay out right to left. Repeat it for several: each render is then made in every locale, the locale in its file name (NAME.DEVICE.LOCALE.SCHEME.png).", valueName: "id"))
    var locale: [String] = []

    /// The one locale given, which renders keep their plain names in.
    var oneLocale: String? { locale.count == 1 ? locale[0] : nil }

    @Option(name: .customLong("dynamic-type"), help: ArgumentHelp("The content size category to render at (xSmall … large … accessibility5): text styles, relative custom fonts and @ScaledMetric follow it.", valueName: "size"))
    var dynamicType: DynamicTypeSize?

    @Option(name: .customLong("missing-glyphs"), help: "warn (default): a character no bundled font has is a warning naming it; error: the render fails.")
    var missingGlyphs: MissingGlyphs = .warn

    enum MissingGlyphs: String, ExpressibleByArgument, CaseIterable { case warn, error }

    @Option(name: .customLong("missing-keys"), help: "warn (default): a key no string table has is shown as written, with a warning; error: the render fails.")
    var missingKeys: MissingGlyphs = .warn

    @Option(name: .customLong("missing-symbols"), help: "warn (default): an Image(systemName:) name no icon set has is drawn as a placeholder, with a warning; error: the render fails.")
    var missingSymbols: MissingGlyphs = .warn

    @Flag(name: .long, help: "With frames: also write NAME….SCHEME.strip.png, the frames side by side, each labelled with its time.")
    var strip = false

    @Flag(name: .long, help: "With frames: also write NAME….SCHEME.webp, an animated preview a browser plays.")
    var webp = false

    /// The frame times asked for; nil for still renders.
    func frameTimes(lastChange: Double) throws -> [Double]? {
        var times = time
        if let framesAt {
            for part in framesAt.split(separator: ",", omittingEmptySubsequences: false) {
                guard let t = Double(part.trimmingCharacters(in: .whitespaces)) else {
                    throw CLIError("--frames-at \(framesAt): expected seconds separated by commas, e.g. 0,0.05,0.1")
                }
                times.append(t)
            }
        }
        if let fps { times += ViewTimeline.times(fps: fps, duration: duration ?? lastChange + 0.5) }
        guard !times.isEmpty else { return nil }
        guard times.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 3600 }) else { throw CLIError("frame times must be seconds from 0 to 3600") }
        let sorted = Array(Set(times.map { ($0 * 1000).rounded() / 1000 })).sorted()
        guard sorted.count <= AnimatedWebP.maxFrames else { throw CLIError("\(sorted.count) frames: at most \(AnimatedWebP.maxFrames)") }
        return sorted
    }

    func validate() throws {
        try OutputPath.check(out)
        if let fps, !(fps > 0 && fps <= 240) { throw ValidationError("--fps \(fps): expected frames per second above 0 and at most 240") }
        if duration != nil && fps == nil { throw ValidationError("--duration goes with --fps") }
        if let duration, !(duration >= 0 && duration <= 60) { throw ValidationError("--duration \(duration): expected seconds from 0 to 60") }
        let framed = !time.isEmpty || framesAt != nil || fps != nil
        if (strip || webp) && !framed { throw ValidationError("--strip and --webp need frames: give --time, --frames-at or --fps") }
        if framed && format == .svg { throw ValidationError("--format svg writes one still scene; frames are PNG") }
        if let h = keyboardHeight, !(h > 0 && h < 2000) {
            throw ValidationError("--keyboard \(h): expected a keyboard height in points, more than 0 and under 2000")
        }
        if safeArea != nil {
            guard size != nil else { throw ValidationError("--safe-area applies to a custom --size screen; catalog devices have their own insets") }
            _ = try customInsets()
        }
    }

    func run() throws {
        let files = try resourceFiles.load()
        let library: FontResources
        do { library = try FontResources.bundled(images: PNGImageLoader()) } catch { throw CLIError("\(error)") }
        let resources = RenderResources(library, fonts: files.fonts, assetCatalogs: files.assetCatalogs, stringTables: files.stringTables)
        var jobs: [Job] = []
        var problems: [String] = []
        let devices = try resolveDevices()
        let schemes = scheme.isEmpty ? ColorScheme.allCases : scheme
        let orientations = orientation.isEmpty ? [Orientation.portrait] : orientation
        let single = out.lowercased().hasSuffix("." + format.rawValue)
        // Several locales: every render in each, the locale in its name (one locale is put in
        // the configuration or environment, and names nothing).
        let axes = RenderAxes(devices: devices, orientations: orientations, locales: locale.count > 1 ? locale : [], schemes: schemes)
        for input in inputs {
            let firstJob = jobs.count
            defer { for j in firstJob..<jobs.count { jobs[j].input = input } }
            let doc: JSONValue
            do { doc = try DocumentReader.read(input) } catch { problems.append("\(error)"); continue }
            let base = (input as NSString).deletingLastPathComponent
            if doc["body"] != nil {
                do {
                    let node = try ViewDocument.decode(doc, file: input)
                    let timeline = try ViewDocument.decodeTimeline(doc, file: input)
                    let times = try frameTimes(lastChange: timeline?.lastChange ?? 0)
                    if times != nil && timeline == nil { throw CLIError("\(input): frames need a timeline, and this document has no `timeline:`") }
                    let layout = ViewLayout(.device, hosted: false, keyboard: keyboard, keyboardHeight: keyboardHeight, safeAreaInsets: try customInsets())
                    for r in axes.targets {
                        let scenes: [RenderScene] = if let timeline, let times { times.map { .viewFrame(timeline, time: $0, layout: layout) } }
                                              else { [.view(node, layout: layout)] }
                        for scene in scenes {
                            jobs.append(Job(scene: scene, target: target(r), name: Self.stem(input), base: base.isEmpty ? "." : base, locale: r.locale))
                        }
                    }
                } catch { problems.append("\(error)") }
            } else {
                do {
                    var timeline = try TabBarConfigDecoder.decodeTimeline(doc, name: Self.stem(input), file: input)
                    timeline = timeline.mapConfigs { config in
                        var config = config
                        if keyboard { config.keyboard.shown = true }
                        if let h = keyboardHeight { config.keyboard.shown = true; config.keyboard.height = h }
                        return config
                    }
                    let times = try frameTimes(lastChange: timeline.lastChange)
                    if times != nil && timeline.states.count == 1 {
                        throw CLIError("\(input): frames need a timeline, and this configuration has no `timeline:`")
                    }
                    for r in axes.targets {
                        let scenes: [RenderScene] = if let times { times.map { .configurationFrame(timeline, time: $0) } }
                                              else { [.configuration(timeline.first)] }
                        for scene in scenes {
                            jobs.append(Job(scene: scene, target: target(r), name: timeline.first.name, base: nil, locale: r.locale))
                        }
                    }
                } catch { problems.append("\(error)") }
            }
        }
        if !problems.isEmpty { throw CLIError(problems.joined(separator: "\n")) }
        if single && jobs.count != 1 {
            throw CLIError("--out \(out) is one file, but there are \(jobs.count) renders; give a folder instead")
        }
        let outputs = jobs.map { job -> String in
            if single { return out }
            let png = job.fileName(keyboard: keyboard || keyboardHeight != nil, barOnly: barOnly)
            return out + "/" + (format == .png ? png : String(png.dropLast(3)) + format.rawValue)
        }
        // Two renders must never write the same file (two inputs with one name, say).
        var seen: [String: Int] = [:]
        for (i, o) in outputs.enumerated() {
            if let first = seen[o] {
                throw CLIError("\(inputs.count > 1 ? "two inputs" : "two renders") would both write \(o) (jobs \(first + 1) and \(i + 1)); give them different names")
            }
            seen[o] = i
        }
        let results = renderAll(jobs, outputs: outputs, resources: resources)
        var failed: [String] = []
        for (i, result) in results.enumerated() {
            switch result {
            case .success(let snapshot):
                let failing = RenderWarning.failing(snapshot.displayList.warnings, glyphs: missingGlyphs == .error, keys: missingKeys == .error,
                                                    symbols: missingSymbols == .error)
                if !failing.isEmpty {
                    let option = failing.contains(where: { !RenderWarning.isMissingKey($0) && !RenderWarning.isMissingSymbol($0) }) ? "--missing-glyphs error"
                        : failing.contains(where: RenderWarning.isMissingSymbol) ? "--missing-symbols error" : "--missing-keys error"
                    failed.append(CLIError.about(jobs[i].input, failing.joined(separator: "; ")) + " (\(option); rendering \(outputs[i]))")
                    continue
                }
                for w in snapshot.displayList.warnings {
                    FileHandle.standardError.write(Data("warning: \(CLIError.about(jobs[i].input, w)) (rendering \(outputs[i]))\n".utf8))
                }
                print("wrote \(outputs[i])")
                if frames { print(FramesDump.text(snapshot.tree), terminator: "") }
                if framesJSON { print(FramesDump.json(snapshot.tree), terminator: "") }
                if displayList { print(snapshot.displayList.text, terminator: "") }
            case .failure(let message):
                failed.append(CLIError.about(jobs[i].input, message) + " (rendering \(outputs[i]))")
            }
        }
        if !failed.isEmpty { throw CLIError(failed.joined(separator: "\n")) }
        if strip || webp { try writeAnimations(jobs, results) }
    }

    /// One strip and one preview per timeline, device, orientation and scheme, frames in time order.
    func writeAnimations(_ jobs: [Job], _ results: [Outcome]) throws {
        var groups: [(stem: String, frames: [(time: Double, image: RGBAImage)])] = []
        var index: [String: Int] = [:]
        for (job, result) in zip(jobs, results) {
            guard let t = job.time, case .success(let rendered) = result, let image = rendered.image else { continue }
            let stem = job.name(keyboard: keyboard || keyboardHeight != nil, barOnly: barOnly, frame: nil).stem
            if index[stem] == nil { index[stem] = groups.count; groups.append((stem, [])) }
            groups[index[stem]!].frames.append((t, image))
        }
        for group in groups {
            let frames = group.frames.sorted { $0.time < $1.time }
            if strip {
                let path = "\(out)/\(group.stem).strip.png"
                let picture = FrameStrip.shared.make(frames.map { ($0.image, FrameStrip.label(seconds: $0.time)) })
                do { try PNGEncoder.write(picture, to: path, profile: .fast, durable: false) } catch { throw CLIError("\(path): \(error)") }
                print("wrote \(path)")
            }
            if webp {
                let path = "\(out)/\(group.stem).webp"
                // Each frame shows until the next begins; the last for the mean step (or 1/30 s).
                let times = frames.map(\.time)
                let step = times.count > 1 ? (times.last! - times.first!) / Double(times.count - 1) : 1.0 / 30
                let animation = frames.indices.map { i in
                    AnimatedWebP.Frame(frames[i].image, durationMs: max(1, Int(((i + 1 < times.count ? times[i + 1] - times[i] : step) * 1000).rounded())))
                }
                do { try AtomicFile.write(try AnimatedWebP.encode(animation), to: path, durable: false) } catch { throw CLIError("\(path): \(error)") }
                print("wrote \(path)")
            }
        }
    }

    /// A render's layout and display list, and its image unless it went straight to the file
    /// band by band (`streamed`).
    struct Rendered {
        let tree: LaidOutView
        let displayList: DisplayList
        let image: RGBAImage?
    }

    enum Outcome { case success(Rendered), failure(String) }

    /// Renders on all cores; results come back in job order, so output never depends on timing.
    func renderAll(_ jobs: [Job], outputs: [String], resources: RenderResources) -> [Outcome] {
        let results = ResultsBox<Outcome>(count: jobs.count)
        let progress = Progress(total: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { i in
            results.set(i, render(jobs[i], to: outputs[i], resources: resources))
            progress.step(outputs[i])
        }
        progress.finish()
        return results.values
    }

    /// A render's target: the axes' device, orientation and scheme, in its own locale (one of
    /// several `--locale`s) or the one `--locale`, at `--dynamic-type`; applied after a
    /// configuration's own locale and content size, as every target's are.
    func target(_ r: RenderTarget) -> RenderTarget {
        var t = r
        t.locale = r.locale ?? oneLocale
        t.dynamicTypeSize = dynamicType
        return t
    }

    func render(_ job: Job, to path: String, resources: RenderResources) -> Outcome {
        do throws(any Error) {
            // A whole still screen that is only written as a PNG is drawn and deflated band by
            // band (the same bytes, no full frame held); everything else draws the full image.
            let streams = format == .png && !barOnly && !strip && !webp && job.time == nil
            let jobResources = try job.base.map { try documentResources(resources, base: $0) } ?? resources
            let renderer = Renderer(resources: jobResources)
            let glyphs = jobResources.library.glyphCache
            let text = [(key: "Software", value: "TabSnap")] + job.pngText
            if streams {
                let (tree, list) = try renderer.prepare(job.scene, job.target)
                return .success(try write(tree, list, to: path, text: text, glyphs: glyphs))
            }
            return .success(try output(try renderer.snapshot(job.scene, job.target, barOnly: barOnly), to: path, text: text, glyphs: glyphs))
        } catch {
            return .failure("\(error)")
        }
    }

    /// Writes a drawn snapshot in the chosen format.
    func output(_ snapshot: Snapshot, to path: String, text: [(key: String, value: String)], glyphs: GlyphCache) throws -> Rendered {
        switch format {
        case .png: try PNGEncoder.write(snapshot.image, to: path, profile: .fast, text: text, durable: false)
        case .svg:
            if barOnly { throw CLIError("--format svg writes the whole screen; --bar-only crops pixels and has no SVG form") }
            let svg = try snapshot.displayList.svg(glyphs: glyphs)
            try AtomicFile.write(Array(svg.utf8), to: path, durable: false)
        }
        return Rendered(tree: snapshot.tree, displayList: snapshot.displayList, image: snapshot.image)
    }

    /// Draws `list` band by band straight into the PNG; a screen that turns out translucent is
    /// drawn whole instead (the `fast` profile keeps alpha only then).
    func write(_ tree: LaidOutView, _ list: DisplayList, to path: String, text: [(key: String, value: String)], glyphs: GlyphCache) throws -> Rendered {
        // Each draw carries `reach` rows of margin on both sides (a blur reads across the cut):
        // in draws four margins tall, at most half as many rows again are drawn. A standard bar's
        // material (a 15 pt blur, 127 px of reach at 3x) had its blur made again for every
        // 64-row band it touched: 90 ms a render, ~30 ms drawn in such groups.
        if try PNGEncoder.writeStreamed(width: list.width, height: list.height, to: path, text: text, durable: false,
                                        drawRows: 4 * list.reach, rows: { list.rows($0, glyphs: glyphs, opaqueOnly: true) }) {
            return Rendered(tree: tree, displayList: list, image: nil)
        }
        let image = list.render(glyphs: glyphs).intoImage()
        try PNGEncoder.write(image, to: path, profile: .fast, text: text, durable: false)
        return Rendered(tree: tree, displayList: list, image: image)
    }

    /// The run's resources with image files read relative to the document's folder.
    func documentResources(_ resources: RenderResources, base: String) throws -> RenderResources {
        guard let fonts = resources.library as? FontResources else { return resources }
        var r = resources
        r.library = try DocumentResources.shared.resources(library: fonts.library, base: base)
        return r
    }

    func resolveDevices() throws -> [Device] {
        var specs = device
        if let size { specs.append(size) }
        if specs.isEmpty { specs = ["iphone-15-pro"] }
        do { return try specs.map { spec throws(DeviceError) in try Devices.resolve(spec) } } catch { throw CLIError("\(error)") }
    }

    func customInsets() throws -> EdgeInsets? {
        guard let safeArea else { return nil }
        let n = safeArea.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        // Finite and at most the largest screen side: `inf` or 1e308 made every frame NaN.
        guard n.count == 4, n.allSatisfy({ $0 != nil && $0!.isFinite && $0! >= 0 && $0! <= Devices.maxPoints }) else {
            throw CLIError("--safe-area \(safeArea): expected TOP,LEADING,BOTTOM,TRAILING in points (0 to \(Int(Devices.maxPoints)) each), e.g. 59,0,34,0")
        }
        return EdgeInsets(top: n[0]!, leading: n[1]!, bottom: n[2]!, trailing: n[3]!)
    }

    static func stem(_ path: String) -> String {
        let file = (path as NSString).lastPathComponent
        return (file as NSString).deletingPathExtension
    }

    /// One render: a scene on a target, named for its file.
    struct Job {
        var scene: RenderScene
        var target: RenderTarget
        /// The configuration's or view document's name.
        var name: String
        /// A view document's folder, which its image files are read relative to; nil for a
        /// configuration.
        var base: String?
        /// The locale among several `--locale`s, which the file's name carries; nil otherwise.
        var locale: String?
        /// The file it came from: what an error or warning names, not the picture it writes.
        var input = ""

        init(scene: RenderScene, target: RenderTarget, name: String, base: String?, locale: String?) {
            self.scene = scene
            self.target = target
            self.name = name
            self.base = base
            self.locale = locale
        }

        func fileName(keyboard: Bool, barOnly: Bool) -> String {
            name(keyboard: keyboard, barOnly: barOnly, frame: time.map { "t" + Snapshotting<ViewTimeline>.timeName($0) }).fileName
        }

        /// The frame's time; nil for a still render.
        var time: Double? {
            switch scene {
            case .configurationFrame(_, let t), .viewFrame(_, let t, _): return t
            case .configuration, .view: return nil
            }
        }

        /// What the PNG's text chunks say about the render.
        var pngText: [(key: String, value: String)] {
            let d = target.device
            var text: [(key: String, value: String)] = base == nil
                ? [("Configuration", name), ("Device", d.id), ("Orientation", target.orientation.rawValue), ("Scheme", target.scheme.rawValue),
                   ("Scale", Devices.fmtInt(d.scale))]
                : [("Device", d.id), ("Scheme", target.scheme.rawValue), ("Scale", Devices.fmtInt(d.scale))]
            if let time { text.append(("Time", FrameStrip.label(seconds: time))) }
            return text
        }

        /// The name of the render, with `frame` (or the strip's and preview's `strip`, `nil`) in
        /// the suffix; a configuration's bar-only render says `bar`.
        func name(keyboard: Bool, barOnly: Bool, frame: String?) -> SnapshotName {
            let bar = barOnly && base == nil ? ["bar"] : []
            let suffix = (bar + [locale, frame].compactMap { $0 }).joined(separator: ".")
            return SnapshotName(name: name, device: target.device.id, orientation: target.orientation, scheme: target.scheme, keyboard: keyboard,
                                suffix: suffix.isEmpty ? nil : suffix)
        }
    }
}

extension ColorScheme: ExpressibleByArgument {}
extension Orientation: ExpressibleByArgument {}
extension DynamicTypeSize: ExpressibleByArgument {}

/// Results written from several threads, each to its own slot.
final class ResultsBox<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ v: Value) { lock.lock(); slots[i] = v; lock.unlock() }
    var values: [Value] { slots.map { $0! } }
}

/// A one-line progress counter on a terminal when there are several outputs; silent otherwise
/// (CI logs stay clean).
final class Progress: @unchecked Sendable {
    private let total: Int
    private var done = 0
    private let lock = NSLock()
    private let enabled: Bool

    init(total: Int) {
        self.total = total
        enabled = total > 1 && isatty(2) != 0
    }

    func step(_ name: String) {
        guard enabled else { return }
        lock.lock()
        done += 1
        let line = "\r[\(done)/\(total)] \(name)"
        FileHandle.standardError.write(Data((line.count > 100 ? String(line.prefix(100)) : line + String(repeating: " ", count: 100 - line.count)).utf8))
        lock.unlock()
    }

    func finish() {
        if enabled { FileHandle.standardError.write(Data("\r\(String(repeating: " ", count: 101))\r".utf8)) }
    }
}

/// One set of resources per document folder (image paths are relative to it), shared by all
/// renders of documents in that folder so fonts, icon names and glyph masks load once.
final class DocumentResources: @unchecked Sendable {
    static let shared = DocumentResources()
    private var byFolder: [String: FontResources] = [:]
    private let lock = NSLock()

    func resources(library: FontLibrary, base: String) throws -> FontResources {
        lock.lock()
        defer { lock.unlock() }
        if let r = byFolder[base] { return r }
        let r = try FontResources(library: library, baseDirectory: base, images: PNGImageLoader())
        byFolder[base] = r
        return r
    }
}
