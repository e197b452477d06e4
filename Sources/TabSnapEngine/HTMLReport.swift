import Foundation
import TabSnapCore

/// A static review page, `index.html` plus `img/`: no network, inline CSS and JS. Failures come
/// first with expected and actual side by side, a slider and an onion skin; then a contact
/// sheet of every snapshot. Several results folders (shards) merge into one page.
public enum HTMLReport {
    /// Copies each check's images from its results folder into `reportDir/img/` and writes the
    /// page; returns the merged checks in id order (a later folder wins for the same id).
    @discardableResult
    public static func build(from results: [(dir: String, summary: SuiteSummary)], into reportDir: String) throws -> [SnapshotCheck] {
        var merged: [String: SnapshotCheck] = [:]
        var suites: [String] = []
        for (dir, summary) in results {
            if !suites.contains(summary.suite) { suites.append(summary.suite) }
            for check in summary.checks {
                var c = check
                let key = "\(summary.suite)/\(check.id)"
                func bring(_ path: String?, _ kind: String) throws -> String? {
                    guard let path else { return nil }
                    let source = path.hasPrefix("/") ? path : dir + "/" + path
                    guard AtomicFile.exists(source) else { return nil }
                    let target = "img/\(key).\(kind).png"
                    try FileCopy.linkOrCopy(source, to: reportDir + "/" + target)
                    return target
                }
                c.preview = try bring(check.preview, "preview")
                c.expectedArtifact = try bring(check.expectedArtifact, "expected")
                c.actualArtifact = try bring(check.actualArtifact, "actual")
                c.diffArtifact = try bring(check.diffArtifact, "diff")
                c.compositeArtifact = try bring(check.compositeArtifact, "composite")
                c.id = key
                merged[key] = c
            }
        }
        let checks = merged.keys.sorted().map { merged[$0]! }
        try AtomicFile.write(page(checks, title: suites.joined(separator: ", ")), to: reportDir + "/index.html")
        return checks
    }

    static func page(_ checks: [SnapshotCheck], title: String) -> String {
        let e = JUnitXML.escape
        let failures = checks.filter(\.isFailure)
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>TabSnap report: \(e(title))</title>
        <style>\(css)</style>
        </head>
        <body>
        <header>
        <h1>TabSnap: \(e(title))</h1>
        <p class="tally">\(checks.count) snapshots · \(failures.count) failing · \(checks.filter { $0.status == .passed }.count) passed</p>
        <nav>
        <button data-filter="all" class="on">All</button>
        <button data-filter="fail">Failures</button>
        <button data-filter="pass">Passed</button>
        <input id="q" type="search" placeholder="filter by name, device, scheme">
        </nav>
        </header>

        """
        html += "<h2>Failures (\(failures.count))</h2>\n"
        if failures.isEmpty { html += "<p class=\"none\">No failures.</p>\n" }
        for c in failures {
            html += "<section class=\"card fail\" data-id=\"\(e(c.id))\">\n<h3>\(e(c.id)) <span class=\"badge \(c.status.rawValue)\">\(c.status.rawValue)</span></h3>\n"
            html += "<pre>\(e(c.message))</pre>\n"
            if let expected = c.expectedArtifact, let actual = c.actualArtifact {
                html += """
                <div class="modes"><button class="on" data-mode="side">Side by side</button><button data-mode="slider">Slider</button><button data-mode="onion">Onion skin</button>\(c.diffArtifact != nil ? "<button data-mode=\"diff\">Diff</button>" : "")</div>
                <div class="view side">
                <figure><figcaption>expected</figcaption><img src="\(e(expected))" alt="expected"></figure>
                <figure><figcaption>actual</figcaption><img src="\(e(actual))" alt="actual"></figure>
                </div>
                <div class="view slider" hidden>
                <div class="stack"><img src="\(e(actual))" alt="actual"><img class="top" src="\(e(expected))" alt="expected"></div>
                <label>expected ◀ <input type="range" min="0" max="100" value="50" data-control="clip"> ▶ actual</label>
                </div>
                <div class="view onion" hidden>
                <div class="stack"><img src="\(e(actual))" alt="actual"><img class="top" src="\(e(expected))" alt="expected"></div>
                <label>actual <input type="range" min="0" max="100" value="50" data-control="opacity"> expected</label>
                </div>

                """
                if let diff = c.diffArtifact {
                    html += "<div class=\"view diff\" hidden><figure><figcaption>diff</figcaption><img src=\"\(e(diff))\" alt=\"diff\"></figure></div>\n"
                }
            } else if let actual = c.actualArtifact {
                html += "<figure><figcaption>actual (no usable reference)</figcaption><img src=\"\(e(actual))\" alt=\"actual\"></figure>\n"
            }
            if let composite = c.compositeArtifact {
                html += "<p><a href=\"\(e(composite))\">composite strip</a></p>\n"
            }
            html += "</section>\n"
        }
        html += "<h2>Contact sheet (\(checks.count))</h2>\n<div class=\"sheet\">\n"
        for c in checks {
            let kind = c.isFailure ? "fail" : "pass"
            html += "<figure class=\"thumb \(kind)\" data-id=\"\(e(c.id))\">"
            if let preview = c.preview {
                html += "<a href=\"\(e(preview))\"><img loading=\"lazy\" src=\"\(e(preview))\" alt=\"\(e(c.id))\"></a>"
            } else {
                html += "<div class=\"noimg\">no image</div>"
            }
            html += "<figcaption>\(e(c.id)) <span class=\"badge \(c.status.rawValue)\">\(c.status.rawValue)</span></figcaption></figure>\n"
        }
        html += "</div>\n<script>\(script)</script>\n</body>\n</html>\n"
        return html
    }

    static let css = """
    body{font:14px/1.4 -apple-system,system-ui,sans-serif;margin:0 24px 48px;background:#f2f2f7;color:#1c1c1e}
    header{position:sticky;top:0;background:#f2f2f7;padding:8px 0;border-bottom:1px solid #c7c7cc;z-index:2}
    h1{font-size:20px;margin:8px 0}nav button,.modes button{border:1px solid #8e8e93;background:#fff;border-radius:6px;padding:4px 10px;cursor:pointer}
    nav button.on,.modes button.on{background:#007aff;color:#fff;border-color:#007aff}#q{margin-left:12px;padding:4px 8px;width:260px}
    .card{background:#fff;border-radius:10px;padding:12px 16px;margin:16px 0;box-shadow:0 1px 3px #0002}
    pre{white-space:pre-wrap;background:#f2f2f7;padding:8px;border-radius:6px;font-size:12px}
    .view{display:flex;gap:16px;margin-top:8px;flex-wrap:wrap}.view[hidden]{display:none}.view.slider,.view.onion{flex-direction:column}
    figure{margin:0}figcaption{font-weight:600;margin-bottom:4px}
    .view img{max-height:70vh;max-width:100%;background:repeating-conic-gradient(#ddd 0 25%,#fff 0 50%) 0 0/16px 16px;border:1px solid #c7c7cc}
    .stack{position:relative;display:inline-block}.stack img.top{position:absolute;left:0;top:0}
    .sheet{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:12px}
    .thumb{background:#fff;border-radius:8px;padding:6px;border:2px solid transparent;font-size:11px;word-break:break-all}
    .thumb.fail{border-color:#ff3b30}.thumb img{width:100%;height:auto;display:block}.noimg{height:120px;display:flex;align-items:center;justify-content:center;color:#8e8e93}
    .badge{font-size:11px;border-radius:4px;padding:1px 5px;color:#fff;background:#34c759}.badge.failed,.badge.missing,.badge.error{background:#ff3b30}.badge.recorded{background:#ff9500}
    .hidden{display:none!important}
    """

    static let script = """
    (function(){
    var filter='all',q=document.getElementById('q');
    function apply(){var t=q.value.toLowerCase();
    document.querySelectorAll('[data-id]').forEach(function(el){var fail=el.classList.contains('fail');
    var ok=(filter==='all'||(filter==='fail'&&fail)||(filter==='pass'&&!fail))&&el.getAttribute('data-id').toLowerCase().indexOf(t)>=0;
    el.classList.toggle('hidden',!ok);});}
    document.querySelectorAll('nav button').forEach(function(b){b.addEventListener('click',function(){
    document.querySelectorAll('nav button').forEach(function(x){x.classList.remove('on')});b.classList.add('on');filter=b.getAttribute('data-filter');apply();});});
    q.addEventListener('input',apply);
    document.querySelectorAll('.card').forEach(function(card){
    card.querySelectorAll('.modes button').forEach(function(b){b.addEventListener('click',function(){
    card.querySelectorAll('.modes button').forEach(function(x){x.classList.remove('on')});b.classList.add('on');
    card.querySelectorAll('.view').forEach(function(v){v.hidden=!v.classList.contains(b.getAttribute('data-mode'));});});});
    card.querySelectorAll('input[type=range]').forEach(function(r){var top=r.closest('.view').querySelector('img.top');
    function upd(){var v=r.value;if(r.getAttribute('data-control')==='clip'){top.style.clipPath='inset(0 '+(100-v)+'% 0 0)';}else{top.style.opacity=v/100;}}
    r.addEventListener('input',upd);upd();});});
    })();
    """
}
