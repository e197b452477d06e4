import TabSnapCore

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
        <style>\(GalleryAssets.css)</style>
        </head>
        <body data-zoom="m">
        <header>
        <h1>\(e(title))</h1>
        <p class="tally"><span id="shown">\(entries.count)</span> of \(entries.count) previews · \(variants) images\(failing.isEmpty ? "" : " · <b>\(failing.count) changed</b>")</p>
        <nav>
        <input id="q" type="search" placeholder="Search previews: module, file, name, device, scheme" autofocus>
        <span class="zoom">Zoom <button data-zoom="s">S</button><button data-zoom="m" class="on">M</button><button data-zoom="l">L</button></span>
        \(failing.isEmpty ? "" : "<span class=\"keys\">j / k: next / previous change</span>")
        </nav>
        </header>
        \(failureSection(failing))
        <main>
        \(modules)
        </main>
        <p id="none" class="none" hidden>No preview matches.</p>
        <script>\(GalleryAssets.script)</script>
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

    /// One changed variant: its changed region, the reference and the new image side by side
    /// (or a slider, or an onion skin) enlarged; the diff; the full screens one click away.
    func change(_ f: (entry: PreviewGallery.Entry, variant: PreviewGallery.Variant)) -> String {
        let c = f.variant.check!
        let search = e("\(f.entry.id) \(f.variant.label)".lowercased())
        var html = "<article class=\"change\" tabindex=\"-1\" data-search=\"\(search)\">\n"
        html += "<h3>\(e(f.entry.id)) <small>\(e(f.variant.label))</small> <span class=\"badge \(c.status.rawValue)\">\(c.status.rawValue)</span></h3>\n"
        if !c.message.isEmpty { html += "<pre>\(e(c.message))</pre>\n" }
        if let expected = c.expectedArtifact, let actual = c.actualArtifact, let size = c.actualSize {
            let crop = Crop(box: c.boundingBox, width: size.width, height: size.height)
            html += "<div class=\"modes\"><button data-mode=\"side\" class=\"on\">Side by side</button><button data-mode=\"slider\">Slider</button><button data-mode=\"onion\">Onion skin</button></div>\n"
            html += "<div class=\"view side\">" + figure("Reference", expected, crop) + figure("New", actual, crop)
                + (c.diffArtifact.map { figure("Difference", $0, crop) } ?? "") + "</div>\n"
            html += "<div class=\"view slider\" hidden><div class=\"stack\">\(crop.div(expected, extra: ""))\(crop.div(actual, extra: " top"))</div>"
                + "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"Slider between reference and new\"></div>\n"
            html += "<div class=\"view onion\" hidden><div class=\"stack\">\(crop.div(expected, extra: ""))\(crop.div(actual, extra: " top"))</div>"
                + "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"Opacity of the new image\"></div>\n"
            html += "<details><summary>Full screens</summary><div class=\"full\"><figure><figcaption>Reference</figcaption><img loading=\"lazy\" src=\"\(e(expected))\" alt=\"reference\"></figure>"
                + "<figure><figcaption>New</figcaption><img loading=\"lazy\" src=\"\(e(actual))\" alt=\"new\"></figure>"
                + (c.diffArtifact.map { "<figure><figcaption>Difference</figcaption><img loading=\"lazy\" src=\"\(e($0))\" alt=\"difference\"></figure>" } ?? "")
                + "</div></details>\n"
        } else {
            html += "<figure><img loading=\"lazy\" src=\"\(e(f.variant.image))\" alt=\"\(e(f.variant.label))\"></figure>\n"
        }
        return html + "</article>\n"
    }

    func figure(_ caption: String, _ image: String, _ crop: Crop) -> String {
        "<figure><figcaption>\(caption)</figcaption>\(crop.div(image, extra: ""))</figure>"
    }

    /// The changed region (the diff's box and 16 px around it, within the image), enlarged up to
    /// 8× to about 360 px across, drawn from the full image by CSS: no crop files to write.
    struct Crop {
        let x: Int, y: Int, w: Int, h: Int, imageWidth: Int, imageHeight: Int, scale: Double

        init(box: PixelRect?, width: Int, height: Int) {
            let b = box ?? PixelRect(x0: 0, y0: 0, x1: width, y1: height)
            x = max(0, b.x0 - 16)
            y = max(0, b.y0 - 16)
            w = max(1, min(width, b.x1 + 16) - x)
            h = max(1, min(height, b.y1 + 16) - y)
            imageWidth = width
            imageHeight = height
            scale = min(8, max(1, 360 / Double(max(w, h / 2))))
        }

        func div(_ image: String, extra: String) -> String {
            func px(_ v: Double) -> String { "\(Int(v.rounded()))px" }
            let style = "width:\(px(Double(w) * scale));height:\(px(Double(h) * scale));background-image:url('\(JUnitXML.escape(image))');"
                + "background-size:\(px(Double(imageWidth) * scale)) \(px(Double(imageHeight) * scale));"
                + "background-position:-\(px(Double(x) * scale)) -\(px(Double(y) * scale))"
            return "<div class=\"crop\(extra)\" style=\"\(style)\"></div>"
        }
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
