import Dispatch
import Foundation
import TabSnapCore
import TabSnapDiff
import TabSnapPNG
import TabSnapRaster

/// Compares one rendered image with its reference file under a record mode, writing the
/// reference or the failure artifacts as the mode says. Shared by `assertSnapshot` and
/// `tabsnap verify`/`record`, so both judge a snapshot the same way.
public struct SnapshotVerifier: Sendable {
    /// Exact unless a test, scope or manifest asks for tolerance.
    public var matching: SnapshotMatching
    /// Folder for `<stem>.actual|expected|diff|composite.png`; nil writes no artifacts.
    public var artifactsDirectory: String?
    /// Draws the labelled review strip; nil skips it.
    public var composite: ReviewComposite?
    /// Whether a failure's review crops (its tab bar, its changed area) are written as files of
    /// their own; without, only their regions are kept, and the report cuts them from the full
    /// pictures (`ChangeViewer`).
    public var cropFiles = true
    /// How a recorded reference is encoded: `.small` (what is committed), or `.fast`.
    public var recordProfile: PNGProfile = .small

    public init(matching: SnapshotMatching = .exact, artifactsDirectory: String?,
                composite: ReviewComposite? = ReviewComposite.shared) {
        self.matching = matching
        self.artifactsDirectory = artifactsDirectory
        self.composite = composite
    }

    /// Renders and checks every job under `mode` on up to `threads` threads. The checks come back
    /// in the jobs' order whatever the thread count, so a serial and a parallel run agree.
    public func check(_ jobs: [SnapshotJob], mode: RecordMode, threads: Int = 1) -> [SnapshotCheck] {
        let threads = min(max(1, threads), jobs.count)
        let streak = FailureStreak()
        guard threads > 1 else { return jobs.map { check($0, mode: mode, streak: streak) } }
        let slots = Slots<SnapshotCheck>(count: jobs.count)
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            while let i = counter.next(below: jobs.count) { slots.set(i, check(jobs[i], mode: mode, streak: streak)) }
        }
        return slots.values
    }

    func check(_ job: SnapshotJob, mode: RecordMode, streak: FailureStreak = FailureStreak()) -> SnapshotCheck {
        let rendered: RenderedImage
        do {
            if let prepare = job.prepare {
                let prepared = try prepare()
                // Banded, a passing snapshot holds no frame, and each band is drawn, hashed and
                // checked while it is in cache, where a whole 16 MB frame is written and then
                // read back from memory. One that fails is then drawn twice (banded for its
                // digest, then whole), so after a failure the next is drawn whole first.
                if !streak.lastFailed, let passed = passesByDigest(prepared, job) {
                    streak.note(failed: false)
                    removeArtifacts(job.artifactStem)
                    return noting(prepared.warnings, in: passed)
                }
                rendered = prepared.draw()
            } else {
                rendered = try job.render()
            }
        } catch {
            return SnapshotCheck(id: job.id, status: .error, reference: job.reference,
                                 message: "\(job.source): rendering \(job.id) failed: \(error)")
        }
        var result = check(rendered.image, id: job.id, reference: job.reference, artifactStem: job.artifactStem, mode: mode,
                           recordCommand: job.recordCommand, review: rendered.review, digest: rendered.digest)
        result.contrast = rendered.contrast
        streak.note(failed: result.status == .failed)
        // The rendered frame is done with: the next render draws into it.
        FrameMemory.recycle(rendered.image.pixels)
        return noting(rendered.warnings, in: result)
    }

    /// Rows per band when a passing snapshot is hashed band by band: the list is walked once
    /// per band, so bands are large; a frame-width band of 384 rows is at most ~4 MB.
    static let digestBandRows = 384

    /// Passed, when the reference is one TabSnap stamped (its image data unchanged since) with
    /// the digest of exactly the pixels `prepared` draws; the screen is drawn and hashed a band
    /// at a time, so no frame is held. Nil in every other case: the caller draws the whole
    /// frame and compares it as usual (and judges a size mismatch, a failure or a record).
    func passesByDigest(_ prepared: PreparedSnapshot, _ job: SnapshotJob) -> SnapshotCheck? {
        guard let bytes = try? AtomicFile.read(job.reference), let header = try? PNGDecoder.header(bytes),
              header.width == prepared.width, header.height == prepared.height,
              let stamped = ReferenceDigest.trustedPixels(bytes) else { return nil }
        // Stored bytes are straight ones only on a little-endian machine.
        guard UInt32(1).littleEndian == 1 else { return nil }
        var digest = PixelDigestStream(width: prepared.width, height: prepared.height)
        var contrast = prepared.contrast
        var y = 0
        while y < prepared.height {
            let end = min(prepared.height, y + Self.digestBandRows)
            guard var band = prepared.rows(y..<end), band.image.width == prepared.width, band.firstRow <= y,
                  band.rows.upperBound >= end else { return nil }
            // Hashed as stored while opaque (a screen is opaque throughout), checked in the same
            // pass; from the first translucent pixel on, made straight first (the rows are this
            // band's own).
            band.image.pixels.withUnsafeMutableBufferPointer { px in
                let rowBytes = prepared.width * 4
                let rows = UnsafeMutableBufferPointer(rebasing: px[((y - band.firstRow) * rowBytes)..<((end - band.firstRow) * rowBytes)])
                let taken = digest.addOpaque(UnsafeBufferPointer(rows))
                if taken < rows.count {
                    let rest = UnsafeMutableBufferPointer(rebasing: rows[taken...])
                    Canvas.straighten(stored: rest)
                    digest.add(UnsafeBufferPointer(rest))
                }
            }
            contrast?.add(band.image, firstRow: band.firstRow, rows: y..<end)
            FrameMemory.recycle(band.image.pixels)
            y = end
        }
        guard digest.finish().description == stamped else { return nil }
        var result = SnapshotCheck(id: job.id, status: .passed, reference: job.reference)
        result.actualSize = ImageSize(width: prepared.width, height: prepared.height)
        result.expectedSize = result.actualSize
        result.differentPixels = 0
        result.ratio = 0
        result.contrast = contrast?.result
        return result
    }

    /// `warnings` (characters no bundled font has) added to a check's message.
    func noting(_ warnings: [String], in check: SnapshotCheck) -> SnapshotCheck {
        guard !warnings.isEmpty else { return check }
        var result = check
        result.warnings = warnings
        let lines = warnings.map { "warning: \($0)" }.joined(separator: "\n")
        result.message = result.message.isEmpty ? lines : result.message + "\n" + lines
        return result
    }

    /// - Parameters:
    ///   - artifactStem: the artifact name without suffix, e.g. `Examples/seed000.iphone-se.dark`.
    ///   - recordCommand: how a person records this reference in a mode (quoted in failures).
    ///   - review: the part of `actual` the scene's module names (a tab bar), for a failure's crop.
    public func check(_ actual: RGBAImage, id: String, reference: String, artifactStem: String, mode: RecordMode,
                      recordCommand: (RecordMode) -> String, review: ReviewRegion? = nil, digest: PixelDigest? = nil) -> SnapshotCheck {
        let result = compare(actual, id: id, reference: reference, artifactStem: artifactStem, mode: mode, recordCommand: recordCommand,
                             review: review, digest: digest)
        // A snapshot that matches (or was just recorded) leaves no failure pictures behind from
        // an earlier run, so the artifacts folder only ever shows what fails now.
        if result.status == .passed || result.status == .recorded { removeArtifacts(artifactStem) }
        return result
    }

    /// Removes an earlier run's failure pictures of `stem`; nothing to do when the folder they
    /// would be in does not exist (most passing runs), which saves ten failed unlinks.
    func removeArtifacts(_ stem: String) {
        guard let dir = artifactsDirectory else { return }
        let first = "\(dir)/\(stem).\(Self.artifactKinds[0]).png"
        guard AtomicFile.exists(String(first[..<first.lastIndex(of: "/")!])) else { return }
        for kind in Self.artifactKinds { try? FileManager.default.removeItem(atPath: "\(dir)/\(stem).\(kind).png") }
    }

    /// Every artifact a failure may leave: the four pictures and the two crops' three each.
    static let artifactKinds = ["expected", "actual", "diff", "composite"]
        + ["region", "change"].flatMap { crop in ["expected", "actual", "diff"].map { "\(crop).\($0)" } }

    private func compare(_ actual: RGBAImage, id: String, reference: String, artifactStem: String, mode: RecordMode,
                         recordCommand: (RecordMode) -> String, review: ReviewRegion?, digest: PixelDigest?) -> SnapshotCheck {
        var result = SnapshotCheck(id: id, status: .passed, reference: reference)
        result.actualSize = ImageSize(width: actual.width, height: actual.height)

        guard FileManager.default.fileExists(atPath: reference) else {
            if mode != .never { return record(actual, into: result, note: "no reference existed") }
            return uncompared(actual, result, .missing, "No reference at \(reference) (record mode never).",
                              "Record it with: \(recordCommand(.missing))", artifactStem)
        }

        let bytes: [UInt8]
        let expected: RGBAImage
        do {
            bytes = try AtomicFile.read(reference)
            // The header first: a reference of another size fails whatever its pixels, and one
            // larger than the actual image is not worth decoding (a 32 KB PNG can claim 1 GiB).
            let header = try PNGDecoder.header(bytes)
            result.expectedSize = ImageSize(width: header.width, height: header.height)
            if header.width > actual.width || header.height > actual.height {
                return sizeMismatch(actual, result, bytes: bytes, mode: mode, artifactStem: artifactStem, recordCommand: recordCommand)
            }
            // A reference TabSnap stamped, whose image data is unchanged, says what its pixels
            // hash to: equal to the actual image's, the snapshot passes without decoding.
            if header.width == actual.width, header.height == actual.height,
               let stamped = ReferenceDigest.trustedPixels(bytes), stamped == (digest ?? PixelDigest(actual)).description {
                result.differentPixels = 0
                result.ratio = 0
                return result
            }
            expected = try PNGDecoder.decode(bytes).image
        } catch {
            if mode == .all || mode == .failed { return record(actual, into: result, note: "the old reference was unreadable") }
            // Record replaces a file; something else under the reference's name (a folder, a
            // FIFO) is the user's to move first, or the suggested command would fail too.
            var st = stat()
            let notAFile = stat(reference, &st) == 0 && (st.st_mode & S_IFMT) != S_IFREG
            let hint = notAFile ? "Move it out of the way, then record it: \(recordCommand(.missing))"
                : "Replace it with: \(recordCommand(.failed))"
            return uncompared(actual, result, .error, "The reference \(reference) cannot be read: \(error).", hint, artifactStem)
        }
        result.expectedSize = ImageSize(width: expected.width, height: expected.height)
        defer { FrameMemory.recycle(expected.pixels) }

        // Record modes need only the count; otherwise a failure is drawn for its artifacts.
        let writesArtifacts = artifactsDirectory != nil && mode != .all && mode != .failed
        let counted = matching.compare(expected, actual, drawingFailures: writesArtifacts)
        result.differentPixels = counted.differentPixels
        result.ratio = counted.ratio
        result.boundingBox = counted.boundingBox
        if counted.passed {
            counted.diffImage.map { FrameMemory.recycle($0.pixels) }
            if mode == .all && counted.differentPixels > 0 { return record(actual, into: result, note: "record mode all") }
            return result
        }
        if mode == .all || mode == .failed {
            return record(actual, into: result, note: "it differed: \(Self.describe(counted))")
        }
        let diffImage = counted.diffImage

        result.status = .failed
        result.expectedArtifact = writeArtifact(bytes: bytes, artifactStem, "expected", into: &result)
        result.actualArtifact = writeArtifact(actual, artifactStem, "actual", into: &result)
        if let diff = diffImage { result.diffArtifact = writeArtifact(diff, artifactStem, "diff", into: &result) }
        writeCrops(expected: expected, actual: actual, diff: diffImage, region: review, stem: artifactStem,
                   unequalRows: counted.unequalRows, into: &result)
        if let composite, artifactsDirectory != nil {
            do {
                let strip = try composite.encode(expected: expected, actual: actual, diff: diffImage,
                                                 title: "\(id): \(Self.describe(counted))", unequalRows: counted.unequalRows)
                result.compositeArtifact = writeArtifact(bytes: strip, artifactStem, "composite", into: &result)
            } catch {
                result.message += (result.message.isEmpty ? "" : "\n") + "(could not draw the review strip: \(error))"
            }
        }
        // A failure's other frames are done with too: the next snapshot's render and decode
        // reuse them instead of faulting fresh pages.
        if let diff = diffImage { FrameMemory.recycle(diff.pixels) }
        var lines = ["Snapshot \(id) does not match \(reference): \(Self.describe(counted)); \(matching.failedLimits(counted))."]
        for (label, path) in [("expected", result.expectedArtifact), ("actual", result.actualArtifact),
                              ("diff", result.diffArtifact), ("composite", result.compositeArtifact)] {
            if let path { lines.append("  \(label):\(String(repeating: " ", count: 10 - label.count))\(path)") }
        }
        lines.append("If the change is intended, re-record with: \(recordCommand(.failed))")
        result.message = result.message.isEmpty ? lines.joined(separator: "\n") : lines.joined(separator: "\n") + "\n" + result.message
        return result
    }

    /// A reference larger than the actual image on some side fails on its header alone: no
    /// pixel count, diff or composite (they would cost the reference's full decode); the
    /// reference file itself is kept as the expected artifact.
    private func sizeMismatch(_ actual: RGBAImage, _ result: SnapshotCheck, bytes: [UInt8], mode: RecordMode, artifactStem: String,
                              recordCommand: (RecordMode) -> String) -> SnapshotCheck {
        var result = result
        let sizes = "sizes differ: reference \(result.expectedSize.map { "\($0)" } ?? "?"), actual \(result.actualSize.map { "\($0)" } ?? "?")"
        if mode == .all || mode == .failed { return record(actual, into: result, note: "it differed: \(sizes)") }
        result.status = .failed
        result.expectedArtifact = writeArtifact(bytes: bytes, artifactStem, "expected", into: &result)
        result.actualArtifact = writeArtifact(actual, artifactStem, "actual", into: &result)
        var lines = ["Snapshot \(result.id) does not match \(result.reference): \(sizes) "
            + "(the larger reference was read to its header only: no diff or composite)."]
        for (label, path) in [("expected", result.expectedArtifact), ("actual", result.actualArtifact)] {
            if let path { lines.append("  \(label):\(String(repeating: " ", count: 10 - label.count))\(path)") }
        }
        lines.append("If the change is intended, re-record with: \(recordCommand(.failed))")
        result.message = result.message.isEmpty ? lines.joined(separator: "\n") : lines.joined(separator: "\n") + "\n" + result.message
        return result
    }

    /// `1,234 pixels differ (0.52%), bounding box 10,20 300x40` or the size mismatch.
    public static func describe(_ r: DiffResult) -> String {
        var s = "\(grouped(r.differentPixels)) pixel\(r.differentPixels == 1 ? "" : "s") differ (\(percent(r.ratio)))"
        if let box = r.boundingBox { s += ", bounding box \(box)" }
        if r.sizeMismatch { s += "; sizes differ: reference \(r.sizeA), actual \(r.sizeB)" }
        return s
    }

    /// A limit or measure for a message: at most four decimals, no trailing zeros (0.98, 2, 5.3121).
    static func trimmed(_ v: Double) -> String {
        var s = String(format: "%.4f", v)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s == "-0" ? "0" : s
    }

    static func percent(_ ratio: Double) -> String {
        let p = ratio * 100
        if p > 0 && p < 0.01 { return "<0.01%" }
        return String(format: "%.2f%%", p)
    }

    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n))
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return out
    }

    /// A snapshot that could not be compared: the actual image is kept for review.
    private func uncompared(_ actual: RGBAImage, _ result: SnapshotCheck, _ status: SnapshotCheck.Status, _ headline: String,
                            _ hint: String, _ artifactStem: String) -> SnapshotCheck {
        var result = result
        result.status = status
        result.actualArtifact = writeArtifact(actual, artifactStem, "actual", into: &result)
        result.message = headline + "\n" + (result.actualArtifact.map { "  actual:    \($0)\n" } ?? "") + hint
        return result
    }

    private func record(_ actual: RGBAImage, into result: SnapshotCheck, note: String) -> SnapshotCheck {
        result.recorded(note: note) {
            // Stamped with its pixels' digest, so a later passing verify need not decode it.
            let png = try PNGEncoder.encode(actual, profile: recordProfile, text: [("Software", "TabSnap")])
            try AtomicFile.write(ReferenceDigest.stamp(png, pixels: PixelDigest(actual)), to: result.reference)
        }
    }

    /// Writes a `fast` artifact of `image`, or of its part inside `region`; a problem is
    /// appended to the message instead of hiding the comparison's own verdict.
    func writeArtifact(_ image: RGBAImage, region: PixelRect? = nil, _ stem: String, _ kind: String,
                       into result: inout SnapshotCheck) -> String? {
        artifactPNG(image, region: region, stem, kind, into: &result).flatMap { writeArtifact(bytes: $0, stem, kind, into: &result) }
    }

    /// The bytes `writeArtifact` would write (nil, noted in the message, when they cannot be made).
    func artifactPNG(_ image: RGBAImage, region: PixelRect? = nil, _ stem: String, _ kind: String,
                     into result: inout SnapshotCheck) -> [UInt8]? {
        guard let dir = artifactsDirectory else { return nil }
        do { return try PNGEncoder.encode(image, region: region ?? image.bounds, profile: .fast) } catch {
            result.message += (result.message.isEmpty ? "" : "\n") + "(could not write \(dir)/\(stem).\(kind).png: \(error))"
            return nil
        }
    }

    /// `source`, an artifact this run wrote, under the artifact name for `kind` too (`AtomicFile.link`).
    func linkArtifact(_ source: String, _ stem: String, _ kind: String, into result: inout SnapshotCheck) -> String? {
        storeArtifact(stem, kind, into: &result) { try AtomicFile.link(source, to: $0) }
    }

    func writeArtifact(bytes: [UInt8], _ stem: String, _ kind: String, into result: inout SnapshotCheck) -> String? {
        storeArtifact(stem, kind, into: &result) { try AtomicFile.write(bytes, to: $0, durable: false) }
    }

    /// The artifact's path once `store` has put it there; a problem is noted in the message.
    private func storeArtifact(_ stem: String, _ kind: String, into result: inout SnapshotCheck,
                               _ store: (String) throws -> Void) -> String? {
        guard let dir = artifactsDirectory else { return nil }
        let path = "\(dir)/\(stem).\(kind).png"
        do { try store(path); return path } catch {
            result.message += (result.message.isEmpty ? "" : "\n") + "(could not write \(path): \(error))"
            return nil
        }
    }
}
