import TabSnapCore

/// The change viewer the report and the gallery share: a changed region, reference and new
/// image side by side (or a slider, or an onion skin) with the difference, enlarged to a useful
/// size; `j` and `k` move between the page's changes (`[data-change]`), most changed first.
/// Each picture is a region of an image file drawn by CSS, so a crop needs no file of its own
/// (the gallery cuts from full screens; the report shows the crop files it already has).
enum ChangeViewer {
    /// A region of an image, in its pixels.
    struct Picture {
        let path: String
        let x: Int, y: Int, w: Int, h: Int
        let imageWidth: Int, imageHeight: Int

        /// The whole image.
        init(path: String, width: Int, height: Int) {
            self.init(path: path, x: 0, y: 0, w: width, h: height, imageWidth: width, imageHeight: height)
        }

        init(path: String, x: Int, y: Int, w: Int, h: Int, imageWidth: Int, imageHeight: Int) {
            self.path = path
            self.x = x; self.y = y; self.w = max(1, w); self.h = max(1, h)
            self.imageWidth = imageWidth; self.imageHeight = imageHeight
        }

        /// The changed area of an image (`ReviewCrop.changedArea`, as the report's crop files are
        /// cut), or the whole image when no box is known.
        static func around(_ box: PixelRect?, path: String, width: Int, height: Int) -> Picture {
            let canvas = PixelRect(x0: 0, y0: 0, x1: width, y1: height)
            let r = box.map { ReviewCrop.changedArea($0, in: canvas) } ?? canvas
            return Picture(path: path, x: r.x0, y: r.y0, w: r.x1 - r.x0, h: r.y1 - r.y0, imageWidth: width, imageHeight: height)
        }

        func div(_ scale: Double, top: Bool = false) -> String {
            func px(_ v: Int) -> String { "\(Int((Double(v) * scale).rounded()))px" }
            let style = "width:\(px(w));height:\(px(h));background-image:url('\(JUnitXML.escape(path))');"
                + "background-size:\(px(imageWidth)) \(px(imageHeight));background-position:-\(px(x)) -\(px(y))"
            return "<div class=\"cut\(top ? " top" : "")\" style=\"\(style)\"></div>"
        }
    }

    /// How many times a region is shown: a small one enlarged, its longer side towards 360 px
    /// (up to 8×); one that would not fit beside the others (a whole screen) shown smaller.
    static func scale(_ p: Picture) -> Double {
        let longer = Double(max(p.w, p.h / 2))
        return longer <= 360 ? min(8, max(1, (360 / longer).rounded(.down))) : min(1, 560 / Double(p.w), 640 / Double(p.h))
    }

    /// `origin`: where the picture's region lies in the screen, when the picture is a crop file.
    static func html(heading: String, expected: Picture, actual: Picture, diff: Picture?, origin: (x: Int, y: Int)? = nil) -> String {
        let k = scale(actual)
        let shown = k == 1 ? "" : (k > 1 ? ", shown \(Int(k))×" : ", shown smaller")
        let at = origin ?? (actual.x, actual.y)
        return """
        <div class="viewer">
        <h4>\(JUnitXML.escape(heading)) <small>\(actual.w)×\(actual.h) px at (\(at.x), \(at.y))\(shown)</small></h4>
        <div class="modes"><button class="on" data-mode="side">Side by side</button><button data-mode="slider">Slider</button><button data-mode="onion">Onion skin</button></div>
        <div class="view side"><figure><figcaption>Reference</figcaption>\(expected.div(k))</figure><figure><figcaption>New</figcaption>\(actual.div(k))</figure>\(diff.map { "<figure><figcaption>Difference</figcaption>\($0.div(k))</figure>" } ?? "")</div>
        <div class="view slider" hidden><div class="stack">\(actual.div(k))\(expected.div(k, top: true))</div><label>reference ◀ <input type="range" min="0" max="100" value="50" data-control="clip"> ▶ new</label></div>
        <div class="view onion" hidden><div class="stack">\(actual.div(k))\(expected.div(k, top: true))</div><label>new <input type="range" min="0" max="100" value="50" data-control="opacity"> reference</label></div>
        </div>

        """
    }

    static let css = """
    .viewer h4{margin:10px 0 6px}.viewer h4 small{font-weight:400;color:#6c6c70}
    .modes button{border:1px solid #8e8e93;background:#fff;border-radius:6px;padding:3px 10px;cursor:pointer}.modes button.on{background:#007aff;color:#fff;border-color:#007aff}
    .viewer .view{display:flex;gap:16px;flex-wrap:wrap;margin-top:8px}.viewer .view[hidden]{display:none}.viewer .view.slider,.viewer .view.onion{flex-direction:column}
    .cut{background-repeat:no-repeat;image-rendering:pixelated;border:1px solid #c7c7cc;background-color:#fff}
    .stack{position:relative;display:inline-block}.stack .top{position:absolute;left:0;top:0}
    [data-change]:focus{outline:3px solid #007aff}.keys{margin-left:12px;color:#6c6c70}
    """

    static let script = """
    (function(){
    document.querySelectorAll('.viewer').forEach(function(v){
      v.querySelectorAll('.modes button').forEach(function(b){b.addEventListener('click',function(){
        v.querySelectorAll('.modes button').forEach(function(o){o.classList.toggle('on',o===b);});
        v.querySelectorAll('.view').forEach(function(w){w.hidden=!w.classList.contains(b.getAttribute('data-mode'));});});});
      v.querySelectorAll('input[type=range]').forEach(function(r){var top=r.closest('.view').querySelector('.top');
        function upd(){if(r.getAttribute('data-control')==='clip'){top.style.clipPath='inset(0 '+(100-r.value)+'% 0 0)';}else{top.style.opacity=r.value/100;}}
        r.addEventListener('input',upd);upd();});
    });
    var at=-1;
    document.addEventListener('keydown',function(ev){
      if(ev.target.type==='search'||ev.target.type==='text'||(ev.key!=='j'&&ev.key!=='k'))return;
      var all=Array.prototype.filter.call(document.querySelectorAll('[data-change]'),function(c){return !c.classList.contains('hidden');});
      if(!all.length)return;
      at=ev.key==='j'?Math.min(at+1,all.length-1):Math.max(at-1,0);
      all[at].focus();all[at].scrollIntoView({block:'start'});ev.preventDefault();
    });
    })();
    """
}
