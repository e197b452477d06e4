import TabSnapCore
import TabSnapDiff

/// The HTML of the report page. Every snapshot appears once in the contact sheet and, when it
/// fails, once more as a card; both carry `data-id` and `data-status`, which the page's script
/// filters on and counts (`ReportAssets.script`).
struct ReportPage {
    let checks: [SnapshotCheck]
    let title: String
    var timelines: [ReportTimeline] = []

    /// The statuses in the order the header counts and filters them.
    static let statuses: [SnapshotCheck.Status] = [.passed, .failed, .missing, .recorded, .error]

    private func e(_ s: String) -> String { JUnitXML.escape(s) }

    var html: String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>TabSnap report: \(e(title))</title>
        <style>\(ReportAssets.css)\(ChangeViewer.css)</style>
        </head>
        <body data-zoom="fit">
        \(header)\(failures)\(timelineSection)\(sheet)<script>\(ReportAssets.script)\(ChangeViewer.script)</script>
        </body>
        </html>

        """
    }

    /// Counts start as the totals (right without script); the script rewrites every
    /// `data-count` from what the filters leave visible.
    var header: String {
        let counts = Self.statuses.map { s in
            "<span data-count=\"\(s.rawValue)\">\(checks.filter { $0.status == s }.count)</span> \(s.rawValue)"
        }
        let buttons = Self.statuses.map { "<button data-filter=\"\($0.rawValue)\">\($0.rawValue.capitalized)</button>" }
        return """
        <header>
        <h1>TabSnap: \(e(title))</h1>
        <p class="tally"><span data-count="all">\(checks.count)</span> of \(checks.count) snapshots shown · \(counts.joined(separator: " · "))</p>
        <nav>
        <button data-filter="all" class="on">All</button><button data-filter="fail">Failures</button>\(buttons.joined())
        <input id="q" type="search" placeholder="filter by name, device, scheme">
        <span class="zoom">Zoom <button data-zoom="fit" class="on">Fit</button><button data-zoom="1">1x</button><button data-zoom="2">2x</button></span>
        <span class="keys">j / k: next / previous failure</span>
        </nav>
        </header>

        """
    }

    /// Failing snapshots as cards, the most changed first, light and dark of one configuration
    /// in adjacent rows.
    var failures: String {
        func changed(_ p: SnapshotPair) -> Int { p.members.map { $0.differentPixels ?? ($0.status == .failed ? 0 : Int.max) }.max() ?? 0 }
        let pairs = SnapshotPair.pairs(checks.filter(\.isFailure)).sorted { (changed($0), $1.key) > (changed($1), $0.key) }
        var html = "<h2>Failures (<span data-count=\"fail\">\(checks.filter(\.isFailure).count)</span>)</h2>\n"
        if pairs.isEmpty { html += "<p class=\"none\">No failures.</p>\n" }
        for pair in pairs {
            html += "<div class=\"pair cards\" data-pair=\"\(e(pair.key))\">\n" + pair.members.map(card).joined() + "</div>\n"
        }
        return html
    }

    /// A failure, led by the change: its changed area enlarged, expected and actual side by
    /// side (or a slider, or an onion skin) with the diff (`ChangeViewer`, as the gallery shows
    /// a change); then the configuration's region, and the full screens one click away.
    func card(_ c: SnapshotCheck) -> String {
        var html = "<section class=\"card fail\" tabindex=\"-1\" data-change data-id=\"\(e(c.id))\" data-status=\"\(c.status.rawValue)\">\n"
        html += "<h3>\(e(c.id)) <span class=\"badge \(c.status.rawValue)\">\(c.status.rawValue)</span></h3>\n"
        html += "<pre>\(e(c.message))</pre>\n"
        if let contrast = c.contrast {
            let required = contrast.required.map { ", required \(SnapshotVerifier.trimmed($0)):1" } ?? ""
            html += "<p class=\"contrast\(contrast.isBelowRequired ? " low" : "")\">\(e(contrast.summary + required))</p>\n"
        }
        if let crop = c.changeCrop, let expected = crop.expected, let actual = crop.actual {
            let w = crop.region.width, h = crop.region.height
            html += ChangeViewer.html(heading: "Changed area", expected: .init(path: expected, width: w, height: h),
                                      actual: .init(path: actual, width: w, height: h), diff: crop.diff.map { .init(path: $0, width: w, height: h) },
                                      origin: (crop.region.x0, crop.region.y0))
        } else if let crop = c.changeCrop, let (expected, actual, diff) = cuts(c, crop.region) {
            html += ChangeViewer.html(heading: "Changed area", expected: expected, actual: actual, diff: diff)
        } else if let expected = c.expectedArtifact, let actual = c.actualArtifact, let size = c.actualSize {
            let e = c.expectedSize ?? size
            html += ChangeViewer.html(heading: "Whole screen", expected: .init(path: expected, width: e.width, height: e.height),
                                      actual: .init(path: actual, width: size.width, height: size.height),
                                      diff: c.diffArtifact.map { .init(path: $0, width: size.width, height: size.height) })
        }
        if let crop = c.regionCrop {
            let name = crop.label ?? "Region", note = "rows \(crop.region.y0)–\(crop.region.y1) of the screen"
            if crop.expected != nil || crop.actual != nil || crop.diff != nil {
                html += crops(name, note, crop)
            } else if let (expected, actual, diff) = cuts(c, crop.region) {
                html += "<div class=\"crop\">\n<h4>\(e(name)) <small>\(e(note))</small></h4>\n<div class=\"row\">\n"
                // Three side by side across the page: a bar as wide as the screen is shown smaller.
                let k = min(1, 360 / Double(max(1, actual.w)))
                for (label, picture) in [("expected", expected), ("actual", actual), ("diff", diff)] {
                    guard let picture else { continue }
                    html += "<figure><figcaption>\(label)</figcaption>\(picture.div(k))</figure>\n"
                }
                html += "</div>\n</div>\n"
            }
        }
        if let expected = c.expectedArtifact, let actual = c.actualArtifact {
            html += "<details><summary>Full screens</summary>\n<div class=\"view side\">\n"
                + "<figure><figcaption>expected</figcaption><img loading=\"lazy\" src=\"\(e(expected))\" alt=\"expected\"></figure>\n"
                + "<figure><figcaption>actual</figcaption><img loading=\"lazy\" src=\"\(e(actual))\" alt=\"actual\"></figure>\n"
                + (c.diffArtifact.map { "<figure><figcaption>diff</figcaption><img loading=\"lazy\" src=\"\(e($0))\" alt=\"diff\"></figure>\n" } ?? "")
                + "</div>\n</details>\n"
        } else if let actual = c.actualArtifact {
            html += "<figure><figcaption>actual (no usable reference)</figcaption><img src=\"\(e(actual))\" alt=\"actual\"></figure>\n"
        } else if let preview = c.preview {
            // Failed for contrast alone: the pixels match, so the snapshot is its reference.
            html += "<figure><figcaption>snapshot (matches its reference)</figcaption><img src=\"\(e(preview))\" alt=\"snapshot\"></figure>\n"
        }
        if let composite = c.compositeArtifact {
            html += "<p><a href=\"\(e(composite))\">composite strip</a></p>\n"
        }
        return html + "</section>\n"
    }

    /// `region` of the failure's full pictures, cut by CSS (a crop without files of its own).
    func cuts(_ c: SnapshotCheck, _ region: PixelRect) -> (ChangeViewer.Picture, ChangeViewer.Picture, ChangeViewer.Picture?)? {
        guard let expected = c.expectedArtifact, let actual = c.actualArtifact, let size = c.actualSize else { return nil }
        let e = c.expectedSize ?? size
        // The diff spans both images: the larger of the two sizes.
        let d = ImageSize(width: max(e.width, size.width), height: max(e.height, size.height))
        func cut(_ path: String, _ s: ImageSize) -> ChangeViewer.Picture {
            ChangeViewer.Picture(path: path, x: region.x0, y: region.y0, w: region.width, h: region.height, imageWidth: s.width, imageHeight: s.height)
        }
        return (cut(expected, e), cut(actual, size), c.diffArtifact.map { cut($0, d) })
    }

    /// One crop's expected, actual and diff in a row, at its own size.
    func crops(_ name: String, _ note: String, _ crop: ReviewCrop) -> String {
        var html = "<div class=\"crop\">\n<h4>\(e(name)) <small>\(e(note))</small></h4>\n<div class=\"row\">\n"
        for (label, path) in [("expected", crop.expected), ("actual", crop.actual), ("diff", crop.diff)] {
            guard let path else { continue }
            html += "<figure><figcaption>\(label)</figcaption><img src=\"\(e(path))\" alt=\"\(e(name)) \(label)\"></figure>\n"
        }
        return html + "</div>\n</div>\n"
    }

    /// Each timeline's frames as a labelled strip beside the animated preview, when there is one.
    var timelineSection: String {
        guard !timelines.isEmpty else { return "" }
        var html = "<h2>Timelines (\(timelines.count))</h2>\n"
        for t in timelines {
            html += "<section class=\"timeline\" data-id=\"\(e(t.key))\"><h3>\(e(t.key)) <small>\(t.frames) frames</small></h3><div class=\"frames\">"
            if let preview = t.preview {
                html += "<figure><img loading=\"lazy\" src=\"\(e(preview))\" alt=\"\(e(t.key)) playing\"><figcaption>preview</figcaption></figure>"
            }
            html += "<figure><a href=\"\(e(t.strip))\"><img loading=\"lazy\" src=\"\(e(t.strip))\" alt=\"\(e(t.key)) frames\"></a><figcaption>frames</figcaption></figure>"
            html += "</div></section>\n"
        }
        return html
    }

    /// Every snapshot, light beside dark.
    var sheet: String {
        var html = "<h2>Contact sheet (<span data-count=\"all\">\(checks.count)</span>)</h2>\n<div class=\"sheet\">\n"
        for pair in SnapshotPair.pairs(checks) {
            html += "<div class=\"pair\" data-pair=\"\(e(pair.key))\">" + pair.members.map(thumb).joined() + "</div>\n"
        }
        return html + "</div>\n"
    }

    func thumb(_ c: SnapshotCheck) -> String {
        var html = "<figure class=\"thumb \(c.isFailure ? "fail" : "pass")\" data-id=\"\(e(c.id))\" data-status=\"\(c.status.rawValue)\">"
        if let preview = c.preview {
            html += "<a href=\"\(e(preview))\"><img loading=\"lazy\" src=\"\(e(preview))\" alt=\"\(e(c.id))\"></a>"
        } else {
            html += "<div class=\"noimg\">no image</div>"
        }
        let warnings = (c.warnings ?? []).map { "<small class=\"warning\">warning: \(e($0))</small>" }.joined()
        return html + "<figcaption>\(e(c.id)) <span class=\"badge \(c.status.rawValue)\">\(c.status.rawValue)</span>\(contrastNote(c))\(warnings)</figcaption></figure>"
    }

    /// A thumbnail's contrast line, `contrast 2.78:1 (Feed title)`; the whole sentence on hover.
    func contrastNote(_ c: SnapshotCheck) -> String {
        guard let contrast = c.contrast else { return "" }
        let short = contrast.lowest.map { "contrast \(ContrastReport.shown($0.ratio)):1 (\($0.item) \($0.part.rawValue))" } ?? "contrast not measured"
        let required = contrast.required.map { ", required \(SnapshotVerifier.trimmed($0)):1" } ?? ""
        return "<small class=\"contrast\(contrast.isBelowRequired ? " low" : "")\" title=\"\(e(contrast.summary + required))\">\(e(short))</small>"
    }
}
