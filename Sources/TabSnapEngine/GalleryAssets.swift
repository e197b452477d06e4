/// The gallery's inline CSS and script: nothing from the network, so the folder works zipped,
/// uploaded or opened from disk.
enum GalleryAssets {
    static let css = """
    body{font:14px/1.4 -apple-system,system-ui,sans-serif;margin:0 24px 48px;background:#f2f2f7;color:#1c1c1e}
    header{position:sticky;top:0;background:#f2f2f7ee;padding:8px 0;border-bottom:1px solid #c7c7cc;z-index:2}
    h1{font-size:20px;margin:8px 0}h2{margin:24px 0 8px}h3{margin:16px 0 8px;font-size:15px}h4{margin:0 0 6px;font-size:13px}
    nav button{border:1px solid #8e8e93;background:#fff;border-radius:6px;padding:3px 10px;cursor:pointer}nav button.on{background:#007aff;color:#fff;border-color:#007aff}
    #q{padding:5px 8px;width:min(420px,60vw)}.zoom{margin-left:12px}.keys{margin-left:12px;color:#6c6c70}
    .preview{display:inline-block;vertical-align:top;background:#fff;border-radius:10px;padding:10px;margin:0 12px 12px 0;box-shadow:0 1px 3px #0002}
    .preview.failing{outline:2px solid #ff3b30}
    .variants{display:flex;gap:10px;align-items:flex-start}
    figure{margin:0}figcaption{font-size:11px;color:#6c6c70;margin-top:3px}
    .variants img{display:block;height:auto;background:repeating-conic-gradient(#ddd 0 25%,#fff 0 50%) 0 0/12px 12px;border:1px solid #d1d1d6}
    body[data-zoom=s] .variants img{max-width:110px;max-height:240px}body[data-zoom=m] .variants img{max-width:200px;max-height:440px}
    body[data-zoom=l] .variants img{max-width:400px;max-height:880px}
    figure[data-status=failed] img,figure[data-status=error] img,figure[data-status=missing] img{border-color:#ff3b30}
    .change{background:#fff;border-radius:10px;padding:12px 16px;margin:12px 0;box-shadow:0 1px 3px #0002}
    .change h3{margin:0 0 8px}.change small{font-weight:400;color:#6c6c70}
    .full{display:flex;gap:12px;flex-wrap:wrap}.full img{max-width:300px;height:auto;border:1px solid #c7c7cc}
    pre{white-space:pre-wrap;background:#f2f2f7;padding:8px;border-radius:6px;font-size:12px}
    .badge{font-size:11px;border-radius:4px;padding:1px 5px;color:#fff;background:#ff3b30;font-weight:400}
    .hidden{display:none!important}.none{color:#6c6c70}
    """

    /// Search (hides previews, files and modules with nothing left, and changes) and zoom; the
    /// changes' own controls are `ChangeViewer.script`'s.
    static let script = """
    (function(){
    var q=document.getElementById('q'),shown=document.getElementById('shown'),none=document.getElementById('none');
    function filter(){
      var t=q.value.trim().toLowerCase(),n=0;
      document.querySelectorAll('[data-search]').forEach(function(el){
        var hit=!t||el.getAttribute('data-search').indexOf(t)>=0;el.classList.toggle('hidden',!hit);
        if(hit&&el.classList.contains('preview'))n++;});
      document.querySelectorAll('section.file,section.module,#changes').forEach(function(s){
        s.classList.toggle('hidden',!s.querySelector('[data-search]:not(.hidden)'));});
      shown.textContent=n;none.hidden=n>0;
    }
    q.addEventListener('input',filter);
    document.querySelectorAll('.zoom button').forEach(function(b){b.addEventListener('click',function(){
      document.body.setAttribute('data-zoom',b.getAttribute('data-zoom'));
      document.querySelectorAll('.zoom button').forEach(function(o){o.classList.toggle('on',o===b);});});});
    filter();
    })();
    """
}
