import TabSnapCore
import TabSnapDiff

/// The HTML of the preview gallery (`PreviewGallery`): the changed previews first, each led
/// by its changed region enlarged, then every preview by module and file with its variants side
/// by side. Everything inline; images by relative path.
struct GalleryPage {
    let entries: [PreviewGallery.Entry]
    let title: String

    private func e(_ s: String) -> String { JUnitXML.escape(s) }

    var html: String {
        let variants = entries.reduce(0) { $0 + $1.variants.count }
        let failing = failures
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(e(title))</title>
        <style>\(GalleryAssets.css)\(ChangeViewer.css)</style>
        </head>
        <body data-zoom="m">
        <header>
        <h1>\(e(title))</h1>
        <p class="tally"><span id="shown">\(entries.count)</span> of \(entries.count) previews · \(variants) images\(failing.isEmpty ? "" : " · <b>\(failing.count) changed</b>")</p>
        <nav>
        <input id="q" type="search" placeholder="Search previews: module, file, name, device, scheme">
        <span class="zoom">Zoom <button data-zoom="s">S</button><button data-zoom="m" class="on">M</button><button data-zoom="l">L</button></span>
        \(failing.isEmpty ? "" : "<span class=\"keys\">j / k: next / previous change</span>")
        </nav>
        </header>
        \(failureSection(failing))
        <main>
        \(modules)
        </main>
        <p id="none" class="none" hidden>No preview matches.</p>
        <script>\(GalleryAssets.script)\(ChangeViewer.script)</script>
        </body>
        </html>

        """
    }

    // MARK: Changed previews

    /// Each failing variant, most pixels changed first.
    var failures: [(entry: PreviewGallery.Entry, variant: PreviewGallery.Variant)] {
        entries.flatMap { entry in entry.variants.filter { $0.check?.isFailure == true }.map { (entry, $0) } }
            .sorted { ($0.variant.check?.differentPixels ?? Int.max, $1.entry.id) > ($1.variant.check?.differentPixels ?? Int.max, $0.entry.id) }
    }

    func failureSection(_ failing: [(entry: PreviewGallery.Entry, variant: PreviewGallery.Variant)]) -> String {
        guard !failing.isEmpty else { return "" }
        return "<section id=\"changes\">\n<h2>Changed (\(failing.count))</h2>\n" + failing.map(change).joined() + "</section>\n"
    }

    /// One changed variant, led by its changed region (the shared `ChangeViewer`); the full
    /// screens one click away.
    func change(_ f: (entry: PreviewGallery.Entry, variant: PreviewGallery.Variant)) -> String {
        let c = f.variant.check!
        let search = e("\(f.entry.id) \(f.variant.label)".lowercased())
        var html = "<article class=\"change\" tabindex=\"-1\" data-change data-search=\"\(search)\">\n"
        html += "<h3>\(e(f.entry.id)) <small>\(e(f.variant.label))</small> <span class=\"badge \(c.status.rawValue)\">\(c.status.rawValue)</span></h3>\n"
        if !c.message.isEmpty { html += "<pre>\(e(c.message))</pre>\n" }
        if let expected = c.expectedArtifact, let actual = c.actualArtifact, let size = c.actualSize {
            let new = ChangeViewer.Picture.around(c.boundingBox, path: actual, width: size.width, height: size.height)
            func same(_ path: String, _ s: ImageSize) -> ChangeViewer.Picture {
                ChangeViewer.Picture(path: path, x: new.x, y: new.y, w: new.w, h: new.h, imageWidth: s.width, imageHeight: s.height)
            }
            html += ChangeViewer.html(heading: "Changed area", expected: same(expected, c.expectedSize ?? size), actual: new,
                                      diff: c.diffArtifact.map { same($0, size) })
            html += "<details><summary>Full screens</summary><div class=\"full\"><figure><figcaption>Reference</figcaption><img loading=\"lazy\" src=\"\(e(expected))\" alt=\"reference\"></figure>"
                + "<figure><figcaption>New</figcaption><img loading=\"lazy\" src=\"\(e(actual))\" alt=\"new\"></figure>"
                + (c.diffArtifact.map { "<figure><figcaption>Difference</figcaption><img loading=\"lazy\" src=\"\(e($0))\" alt=\"difference\"></figure>" } ?? "")
                + "</div></details>\n"
        } else {
            html += "<figure><img loading=\"lazy\" src=\"\(e(f.variant.image))\" alt=\"\(e(f.variant.label))\"></figure>\n"
        }
        return html + "</article>\n"
    }

    // MARK: Every preview

    var modules: String {
        var html = ""
        var i = 0
        while i < entries.count {
            let module = entries[i].module
            var j = i
            while j < entries.count, entries[j].module == module { j += 1 }
            html += "<section class=\"module\"><h2>\(e(module))</h2>\n"
            var k = i
            while k < j {
                let file = entries[k].file
                var l = k
                while l < j, entries[l].file == file { l += 1 }
                html += "<section class=\"file\"><h3>\(e(file))</h3>\n" + entries[k..<l].map(preview).joined() + "</section>\n"
                k = l
            }
            html += "</section>\n"
            i = j
        }
        return html
    }

    func preview(_ entry: PreviewGallery.Entry) -> String {
        let search = e(([entry.id] + entry.variants.map(\.label)).joined(separator: " ").lowercased())
        let figures = entry.variants.map { v -> String in
            let status = v.check.map { " data-status=\"\($0.status.rawValue)\"" } ?? ""
            return "<figure\(status)><img loading=\"lazy\" src=\"\(e(v.image))\" alt=\"\(e(entry.name + " " + v.label))\"><figcaption>\(e(v.label))</figcaption></figure>"
        }
        return "<article class=\"preview\(entry.isFailing ? " failing" : "")\" data-search=\"\(search)\"><h4>\(e(entry.name))</h4>"
            + "<div class=\"variants\">\(figures.joined())</div></article>\n"
    }
}
