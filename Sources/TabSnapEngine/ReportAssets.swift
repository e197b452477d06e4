/// The report page's inline CSS and script: nothing loads from the network, so the folder
/// works zipped, uploaded or opened from disk.
enum ReportAssets {
    static let css = """
    body{font:14px/1.4 -apple-system,system-ui,sans-serif;margin:0 24px 48px;background:#f2f2f7;color:#1c1c1e}
    header{position:sticky;top:0;background:#f2f2f7;padding:8px 0;border-bottom:1px solid #c7c7cc;z-index:2}
    h1{font-size:20px;margin:8px 0}nav button{border:1px solid #8e8e93;background:#fff;border-radius:6px;padding:4px 10px;cursor:pointer}
    nav button.on{background:#007aff;color:#fff;border-color:#007aff}#q{margin-left:12px;padding:4px 8px;width:260px}.zoom{margin-left:12px}
    .card{background:#fff;border-radius:10px;padding:12px 16px;margin:16px 0;box-shadow:0 1px 3px #0002}
    .pair.cards{border-left:3px solid #c7c7cc;padding-left:10px;margin:16px 0}.pair.cards .card{margin:8px 0}
    pre{white-space:pre-wrap;background:#f2f2f7;padding:8px;border-radius:6px;font-size:12px}
    .view{display:flex;gap:16px;margin-top:8px;flex-wrap:wrap}.view[hidden]{display:none}
    figure{margin:0}figcaption{font-weight:600;margin-bottom:4px}
    .view img,.crop img{max-height:70vh;max-width:100%;background:repeating-conic-gradient(#ddd 0 25%,#fff 0 50%) 0 0/16px 16px;border:1px solid #c7c7cc}
    .crop h4{margin:12px 0 4px}.crop small{font-weight:400;color:#6c6c70}.crop .row{display:flex;gap:16px;flex-wrap:wrap;align-items:flex-start}
    body:not([data-zoom=fit]) .card img{max-width:none;max-height:none;height:auto;image-rendering:pixelated}
    body:not([data-zoom=fit]) .view,body:not([data-zoom=fit]) .crop .row{flex-wrap:nowrap;overflow-x:auto}
    .timeline .frames{display:flex;gap:12px;align-items:flex-start;overflow-x:auto}.timeline img{max-height:420px;max-width:none;display:block}
    .sheet{display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));gap:12px}.sheet .pair{display:grid;grid-template-columns:1fr 1fr;gap:6px}
    .thumb{background:#fff;border-radius:8px;padding:6px;border:2px solid transparent;font-size:11px;word-break:break-all}
    .thumb.fail{border-color:#ff3b30}.thumb img{width:100%;height:auto;display:block}.noimg{height:120px;display:flex;align-items:center;justify-content:center;color:#8e8e93}
    .badge{font-size:11px;border-radius:4px;padding:1px 5px;color:#fff;background:#34c759}.badge.failed,.badge.missing,.badge.error{background:#ff3b30}.badge.recorded{background:#ff9500}
    .contrast{display:block;color:#6c6c70;font-size:11px;margin-top:2px}p.contrast{font-size:12px;margin:6px 0}.contrast.low{color:#d70015;font-weight:600}
    .hidden{display:none!important}
    """

    /// Filters by status and text, recounts what is visible (`updateCounts`) and zooms the
    /// cards' full screens; each card's change viewer is `ChangeViewer.script`'s.
    static let script = """
    (function(){
    var filter='all',zoom='fit',q=document.getElementById('q'),FAIL={failed:1,missing:1,error:1};
    function visible(el){var s=el.getAttribute('data-status');
    return (filter==='all'||(filter==='fail'&&FAIL[s])||filter===s)&&el.getAttribute('data-id').toLowerCase().indexOf(q.value.toLowerCase())>=0;}
    // Each snapshot is counted once, from its contact-sheet entry, as the filters leave it.
    function updateCounts(){var n={all:0,fail:0,passed:0,failed:0,missing:0,recorded:0,error:0};
    document.querySelectorAll('.thumb[data-status]:not(.hidden)').forEach(function(el){var s=el.getAttribute('data-status');n.all++;n[s]++;if(FAIL[s])n.fail++;});
    document.querySelectorAll('[data-count]').forEach(function(el){el.textContent=n[el.getAttribute('data-count')];});}
    function apply(){document.querySelectorAll('[data-status]').forEach(function(el){el.classList.toggle('hidden',!visible(el));});
    document.querySelectorAll('.pair').forEach(function(p){p.classList.toggle('hidden',!p.querySelector('[data-status]:not(.hidden)'));});
    updateCounts();}
    function pick(sel,b){document.querySelectorAll(sel).forEach(function(x){x.classList.remove('on')});b.classList.add('on');}
    document.querySelectorAll('button[data-filter]').forEach(function(b){b.addEventListener('click',function(){
    pick('button[data-filter]',b);filter=b.getAttribute('data-filter');apply();});});
    q.addEventListener('input',apply);
    // Fit the window, or 1 or 2 screen pixels per image pixel (known once the image has loaded).
    function size(img){img.style.width=zoom==='fit'||!img.naturalWidth?'':img.naturalWidth*zoom+'px';}
    document.querySelectorAll('.card img').forEach(function(img){img.addEventListener('load',function(){size(img);});});
    document.querySelectorAll('button[data-zoom]').forEach(function(b){b.addEventListener('click',function(){
    pick('button[data-zoom]',b);zoom=b.getAttribute('data-zoom');document.body.setAttribute('data-zoom',zoom);
    document.querySelectorAll('.card img').forEach(size);});});
    apply();
    })();
    """
}
