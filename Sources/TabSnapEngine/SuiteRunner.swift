import Foundation
import TabSnapDocument
import TabSnapPNG
import TabSnapStrings
import TabSnapAssets
import TabSnapCore
import TabSnapLayout
import TabSnapTabBar
import TabSnapText

/// Renders a manifest's snapshots on several threads and checks each against its reference
/// (through `SnapshotVerifier`, which keeps the cases' order whatever the thread count).
public struct SuiteRunner: Sendable {
    public let manifest: SuiteManifest
    public let resources: FontResources
    /// What every case draws with: the fonts, and the manifest's asset catalogs and string
    /// tables (as an app's bundle serves all its views).
    public let renderResources: RenderResources
    /// Worker threads; default all cores.
    public var jobs: Int
    /// A verify run fails a snapshot whose lowest contrast is below this; default the
    /// manifest's `contrast.minimum` (nil: contrast is reported, never judged).
    public var minimumContrast: Double?

    /// `fonts` (by default every file the process has read) are there beside the manifest's,
    /// and `assetCatalogs` and `stringTables` are looked up before the manifest's (a run's
    /// `--font`, `--assets` and `--strings`).
    public init(manifest: SuiteManifest, resources: FontResources, jobs: Int? = nil, fonts: FontSet = .loaded,
                assetCatalogs: [any AssetLookup] = [], stringTables: [any StringLookup] = []) {
        self.manifest = manifest
        // Images (PNG icons, emoji bitmaps) are always decoded the same way, whoever made the
        // resources: the engine has the PNG codec.
        self.resources = resources.images != nil ? resources
            : (try? FontResources(library: resources.library, baseDirectory: resources.baseDirectory, images: PNGImageLoader())) ?? resources
        self.jobs = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        minimumContrast = manifest.minimumContrast
        let manifestFonts = manifest.fonts.compactMap { try? FontSet([$0]) }.reduce(fonts) { $0.adding($1) }
        renderResources = RenderResources(self.resources, fonts: manifestFonts,
                                          assetCatalogs: assetCatalogs + manifest.assets.compactMap { try? AssetCatalog.cached($0).get() },
                                          stringTables: stringTables + manifest.strings.compactMap { try? StringCatalog(path: $0) })
    }

    /// Every case of the manifest (or one shard of them), sorted by id. Configuration errors
    /// come all at once; a glob that matches nothing is an error too (a typo must not shrink
    /// the suite to nothing).
    public func cases(shard: Shard = .whole) throws -> [SuiteCase] {
        var problems: [String] = []
        var files: [String] = []
        for pattern in manifest.configurations {
            let matches = Glob.expand(manifest.resolve(pattern))
            if matches.isEmpty && !pattern.contains("*") && !pattern.contains("?") {
                problems.append("\(manifest.file): configurations: \(pattern) does not exist")
            }
            for m in matches where !files.contains(m) { files.append(m) }
        }
        if files.isEmpty && problems.isEmpty {
            problems.append("\(manifest.file): configurations: no file matches \(manifest.configurations.joined(separator: ", "))")
        }
        var all: [SuiteCase] = []
        var seen: [String: String] = [:]
        for file in files {
            let timeline: ConfigTimeline
            do { timeline = try TabBarConfigDecoder.decodeTimeline(DocumentReader.read(file), name: TabBarConfigDecoder.name(of: file), file: file) } catch {
                problems.append("\(error)")
                continue
            }
            let baseTimeline = timeline
            // A configuration with a timeline is checked at the manifest's frame times.
            let times: [Double?] = timeline.states.count > 1 && !manifest.frames.isEmpty ? manifest.frames : [nil]
            let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            if let other = seen[name] {
                problems.append("\(file): same name as \(other); references would collide in \(manifest.snapshots)/\(manifest.suite)")
                continue
            }
            seen[name] = file
            let devices = manifest.devices.compactMap { try? Devices.resolve($0) }  // the manifest checked them
            let axes = RenderAxes(devices: devices, orientations: manifest.orientations, locales: manifest.locales,
                                  dynamicTypeSizes: manifest.dynamicTypeSizes, schemes: manifest.schemes)
            for target in axes.targets {
                // In a locale or at a category, the configuration (every state of its timeline) renders in it.
                let timeline = target.nameParts.isEmpty ? baseTimeline : baseTimeline.mapConfigs { config in
                    var c = config
                    if let locale = target.locale { c.locale = locale }
                    if let category = target.dynamicTypeSize { c.dynamicTypeSize = category }
                    return c
                }
                for time in times {
                    let suffix = (target.nameParts + [time.map { "t" + Snapshotting<ViewTimeline>.timeName($0) }].compactMap { $0 }).joined(separator: ".")
                    let id = SnapshotName(name: name, device: target.device.id, orientation: target.orientation, scheme: target.scheme, suffix: suffix).stem
                    let display = "\(manifest.snapshots)/\(manifest.suite)/\(id).png"
                    var c = SuiteCase(id: id, configFile: file, config: timeline.first, device: target.device,
                                      orientation: target.orientation, scheme: target.scheme,
                                      reference: manifest.resolve(display), displayReference: display)
                    c.locale = target.locale
                    if let time {
                        c.timeline = timeline
                        c.time = time
                    }
                    all.append(c)
                }
            }
        }
        if !problems.isEmpty { throw SuiteError(problems: problems) }
        return shard.select(all.sorted { $0.id < $1.id })
    }

    /// Checks every case under `mode` (`.never` for verify); failure artifacts go into
    /// `artifactsDirectory/<suite>/`, with a review composite unless `composite` is false and
    /// crop files of the tab bar and the changed area unless `cropFiles` is false.
    /// Verify also holds each snapshot to `minimumContrast`; recording never fails for contrast.
    public func run(_ cases: [SuiteCase], mode: RecordMode, artifactsDirectory: String?,
                    composite: Bool = true, cropFiles: Bool = true) -> [SnapshotCheck] {
        var verifier = SnapshotVerifier(matching: manifest.matching, artifactsDirectory: artifactsDirectory,
                                        composite: composite ? ReviewComposite(resources: resources) : nil)
        verifier.cropFiles = cropFiles
        let manifestFlag = manifest.file == "tabsnap.yaml" ? "" : " --manifest \(manifest.file)"
        let renderer = Renderer(resources: renderResources)
        let glyphs = renderResources.library.glyphCache
        let jobs = cases.map { c in
            let stem = "\(manifest.suite)/\(c.id)"
            let record: @Sendable (RecordMode) -> String = { "tabsnap record\(manifestFlag) --mode \($0.rawValue) --only \(c.id)" }
            if let timeline = c.timeline, let time = c.time {
                return SnapshotJob(id: c.id, reference: c.reference, artifactStem: stem, source: c.configFile, recordCommand: record,
                                   renderWithRegion: {
                    let target = RenderTarget(device: c.device, orientation: c.orientation, scheme: c.scheme)
                    let snapshot = try renderer.snapshot(.configurationFrame(timeline, time: time), target)
                    let shown = timeline.state(at: time)
                    let context = StyleContext(config: shown, device: c.device, orientation: c.orientation, scheme: c.scheme)
                    return RenderedImage(image: snapshot.image, review: TabBarRenderer.reviewRegion(snapshot),
                                         contrast: BarContrast.measure(context, snapshot), warnings: snapshot.displayList.warnings)
                })
            }
            // A still screen is handed over undrawn: a passing one is hashed band by band.
            return SnapshotJob(id: c.id, reference: c.reference, artifactStem: stem, source: c.configFile, recordCommand: record,
                               prepare: {
                let target = RenderTarget(device: c.device, orientation: c.orientation, scheme: c.scheme)
                let context = StyleContext(config: c.config, target: target)
                let (tree, list) = try renderer.prepare(.configuration(c.config), target)
                let scale = TabBarScene.container(context).scale
                let region = TabBarRenderer.reviewRegion(tree, scale: scale, width: list.width, height: list.height)
                let warnings = list.warnings
                // Handed over band by band as stored: where every pixel is opaque (a screen,
                // whatever its first item is: a gradient or an image fills it as well as a colour)
                // those are its straight bytes, so making them straight first would be a pass for
                // nothing. The digest's pass checks the alphas as it hashes.
                return PreparedSnapshot(width: list.width, height: list.height, rows: { list.rows($0, glyphs: glyphs, opaqueOnly: true) },
                                        draw: {
                                            // An opaque screen is hashed as stored, in one read and no write.
                                            var digest = PixelDigestStream(width: list.width, height: list.height)
                                            let (image, hashed) = list.render(glyphs: glyphs).intoImage(readingOpaque: { digest.add($0) })
                                            return RenderedImage(image: image, review: region,
                                                                 contrast: BarContrast.measure(context, tree, image: image, scale: scale),
                                                                 warnings: warnings, digest: hashed ? digest.finish() : nil)
                                        },
                                        contrast: StreamedBarContrast(context, tree, scale: scale, width: list.width, height: list.height),
                                        warnings: warnings)
            })
        }
        var checks = verifier.check(jobs, mode: mode, threads: self.jobs)
        if mode == .never, let minimumContrast {
            for i in checks.indices { checks[i].require(contrast: minimumContrast, cases[i]) }
        }
        if mode == .never && (manifest.missingGlyphsFail || manifest.missingKeysFail || manifest.missingSymbolsFail) {
            for i in checks.indices {
                checks[i].require(noWarnings: manifest.missingGlyphsFail, keys: manifest.missingKeysFail, symbols: manifest.missingSymbolsFail,
                                  glyphSetting: "missingGlyphs: error", keySetting: "missingKeys: error")
            }
        }
        return checks
    }
}
