#!/usr/bin/env python3
"""The preview gallery and the verify report in headless Chromium: they load with no console
errors, their images resolve by relative path, search filters, zoom and the change viewer they
share work (each failure led by its changed area), and a gallery of 500 previews stays usable.

Needs Chromium (Debian: `apt-get install chromium`) and Playwright (`pip install playwright`, which
drives that Chromium: no browser download) and Pillow. Without them it says so and exits 0, so
`make test` runs on machines without a browser; `--require` makes their absence an error.

Usage: python3 Scripts/gallery_check.py [--tabsnap .build-make/debug/tabsnap (or .build/debug)] [--require]
"""
import argparse, json, os, re, shutil, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def chromium_path():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        p = shutil.which(name)
        if p:
            return p
    return None


def build(tabsnap, snapshots, out, results=None):
    cmd = [tabsnap, "gallery", *snapshots, "--out", out]
    if results:
        cmd += ["--results", results]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode not in (0, 1):
        raise SystemExit(f"tabsnap gallery failed ({r.returncode}): {r.stderr or r.stdout}")
    return r


def referenced_files(html):
    return re.findall(r'src="([^"]+)"', html) + re.findall(r"url\('([^']+)'\)", html)


def check_files(out):
    html = open(os.path.join(out, "index.html"), encoding="utf-8").read()
    refs = referenced_files(html)
    missing = [r for r in refs if r.startswith(("/", "http:", "https:", "file:")) or not os.path.exists(os.path.join(out, r))]
    assert not missing, f"{out}: images that do not resolve relatively: {missing[:5]}"
    return len(refs)


def synthetic_failure(work, tabsnap):
    """A copy of the project's preview references with one variant changed, and the results a
    run comparing them would write."""
    from PIL import Image, ImageDraw
    snaps = os.path.join(work, "Snapshots")
    shutil.copytree(os.path.join(ROOT, "Snapshots", "Previews-PreviewCatalog"), os.path.join(snaps, "Previews-PreviewCatalog"))
    ref = os.path.join(snaps, "Previews-PreviewCatalog", "CartBadge.Empty.iphone-15-pro.light.png")
    img = Image.open(ref).convert("RGBA")
    actual = img.copy()
    d = ImageDraw.Draw(actual)
    box = (420, 1180, 760, 1260)
    d.rectangle(box, fill=(255, 59, 48, 255))
    art = os.path.join(work, "artifacts")
    os.makedirs(art)
    actual.save(os.path.join(art, "actual.png"))
    diff = Image.new("RGBA", img.size, (255, 255, 255, 255))
    ImageDraw.Draw(diff).rectangle(box, fill=(255, 0, 0, 255))
    diff.save(os.path.join(art, "diff.png"))
    shutil.copy(ref, os.path.join(art, "expected.png"))
    check = {"id": "CartBadge.Empty.iphone-15-pro.light", "status": "failed", "reference": ref,
             "message": "Snapshot does not match reference: 27200 pixels differ.",
             "differentPixels": (box[2] - box[0]) * (box[3] - box[1]),
             "boundingBox": {"x": box[0], "y": box[1], "width": box[2] - box[0], "height": box[3] - box[1]},
             "actualSize": {"width": img.width, "height": img.height},
             "expectedSize": {"width": img.width, "height": img.height},
             "expectedArtifact": os.path.join(art, "expected.png"), "actualArtifact": os.path.join(art, "actual.png"),
             "diffArtifact": os.path.join(art, "diff.png")}
    results = os.path.join(work, "results.json")
    json.dump([check], open(results, "w"))
    return snaps, results


def synthetic_report(work, tabsnap):
    """A verify results folder with one changed snapshot and one that passed, made into the
    HTML report by `tabsnap report`."""
    from PIL import Image, ImageDraw
    res = os.path.join(work, "results")
    os.makedirs(os.path.join(res, "artifacts"))
    os.makedirs(os.path.join(res, "previews"))
    ref = os.path.join(ROOT, "Snapshots", "Previews-PreviewCatalog", "CartBadge.Empty.iphone-15-pro.light.png")
    img = Image.open(ref).convert("RGBA")
    actual = img.copy()
    box = (300, 1200, 860, 1300)
    ImageDraw.Draw(actual).rectangle(box, fill=(52, 199, 89, 255))
    diff = Image.new("RGBA", img.size, (255, 255, 255, 255))
    ImageDraw.Draw(diff).rectangle(box, fill=(255, 0, 0, 255))
    files = {"expected": img, "actual": actual, "diff": diff}
    region = (box[0] - 16, box[1] - 16, box[2] + 16, box[3] + 16)
    for kind, im in files.items():
        im.save(os.path.join(res, "artifacts", f"a.{kind}.png"))
        im.crop(region).save(os.path.join(res, "artifacts", f"a.change.{kind}.png"))
    img.save(os.path.join(res, "previews", "b.png"))
    w, h = img.size
    failing = {"id": "a.iphone-15-pro.light", "status": "failed", "reference": "Snapshots/S/a.iphone-15-pro.light.png",
               "message": "Snapshot does not match reference: 57600 pixels differ.", "differentPixels": 57600,
               "boundingBox": {"x": box[0], "y": box[1], "width": box[2] - box[0], "height": box[3] - box[1]},
               "actualSize": {"width": w, "height": h}, "expectedSize": {"width": w, "height": h},
               "expectedArtifact": "artifacts/a.expected.png", "actualArtifact": "artifacts/a.actual.png", "diffArtifact": "artifacts/a.diff.png",
               "changeCrop": {"region": {"x": region[0], "y": region[1], "width": region[2] - region[0], "height": region[3] - region[1]},
                              "expected": "artifacts/a.change.expected.png", "actual": "artifacts/a.change.actual.png", "diff": "artifacts/a.change.diff.png"},
               "preview": "artifacts/a.expected.png"}
    passing = {"id": "b.iphone-15-pro.light", "status": "passed", "reference": "Snapshots/S/b.iphone-15-pro.light.png", "message": "",
               "preview": "previews/b.png"}
    summary = {"suite": "S", "manifest": "tabsnap.yaml", "shard": "1/1", "total": 2, "passed": 1, "failed": 1, "missing": 0,
               "errors": 0, "recorded": 0, "checks": [failing, passing]}
    json.dump(summary, open(os.path.join(res, "summary.json"), "w"))
    out = os.path.join(work, "report")
    r = subprocess.run([tabsnap, "report", res, "--out", out], capture_output=True, text=True)
    assert r.returncode == 1, f"tabsnap report: {r.returncode} {r.stderr}{r.stdout}"
    return out


def synthetic_big(work, count=500):
    from PIL import Image, ImageDraw
    folder = os.path.join(work, "Snapshots", "Previews-Big")
    os.makedirs(folder)
    for scheme, color in (("light", (255, 255, 255)), ("dark", (0, 0, 0))):
        im = Image.new("RGB", (390, 300), color)
        ImageDraw.Draw(im).rectangle((40, 40, 350, 120), fill=(0, 122, 255))
        im.save(os.path.join(work, f"base.{scheme}.png"))
    for i in range(count):
        for scheme in ("light", "dark"):
            os.link(os.path.join(work, f"base.{scheme}.png"), os.path.join(folder, f"Screen{i // 10}.Preview_{i}.iphone-15-pro.{scheme}.png"))
    return os.path.join(work, "Snapshots")


def browse(page, out):
    errors = []
    page.on("console", lambda m: errors.append(f"console {m.type}: {m.text}") if m.type in ("error", "warning") else None)
    page.on("pageerror", lambda e: errors.append(f"page error: {e}"))
    t0 = time.perf_counter()
    page.goto("file://" + os.path.abspath(os.path.join(out, "index.html")))
    page.wait_for_load_state("load")
    loaded = time.perf_counter() - t0
    return errors, loaded


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tabsnap", default=next((p for p in (os.path.join(ROOT, ".build-make", "debug", "tabsnap"), os.path.join(ROOT, ".build", "debug", "tabsnap")) if os.path.exists(p)), os.path.join(ROOT, ".build-make", "debug", "tabsnap")))
    ap.add_argument("--require", action="store_true")
    a = ap.parse_args()
    chromium = chromium_path()
    try:
        from playwright.sync_api import sync_playwright
        import PIL  # noqa: F401
    except ImportError:
        sync_playwright = None
    if not chromium or sync_playwright is None:
        msg = "gallery check skipped: needs Chromium (apt-get install chromium), Playwright and Pillow (pip install playwright pillow)"
        print(msg)
        return 1 if a.require else 0

    work = tempfile.mkdtemp(prefix="tabsnap-gallery-")
    try:
        real = os.path.join(work, "real")
        build(a.tabsnap, [os.path.join(ROOT, "Snapshots")], real)
        fail_snaps, results = synthetic_failure(os.path.join(work, "f"), a.tabsnap) if os.makedirs(os.path.join(work, "f")) is None else None
        failing = os.path.join(work, "failing")
        r = build(a.tabsnap, [fail_snaps], failing, results)
        assert r.returncode == 1 and "1 changed" in r.stdout, r.stdout
        big = os.path.join(work, "big")
        os.makedirs(os.path.join(work, "b"))
        build(a.tabsnap, [synthetic_big(os.path.join(work, "b"))], big)
        for out in (real, failing, big):
            check_files(out)

        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--allow-file-access-from-files"])
            page = browser.new_page(viewport={"width": 1280, "height": 900})

            # The project's own previews: loads cleanly, images load, search filters.
            errors, _ = browse(page, real)
            total = page.eval_on_selector_all("article.preview", "els => els.length")
            assert total >= 10, f"expected the project's previews, found {total}"
            # Lazy images do not hold back the load event, so wait until each one on the first
            # screen has finished (loaded or failed) before judging it; a busy runner is slow.
            page.wait_for_function("""() => Array.from(document.images).filter(i => i.getBoundingClientRect().top < innerHeight)
                .every(i => i.complete)""", timeout=60000)
            broken = page.evaluate("""() => Array.from(document.images).filter(i => i.getBoundingClientRect().top < innerHeight)
                .filter(i => !(i.complete && i.naturalWidth > 0)).map(i => i.getAttribute('src'))""")
            assert not broken, f"images that did not load: {broken}"
            page.fill("#q", "settingsrow")
            shown = int(page.inner_text("#shown"))
            visible = page.eval_on_selector_all("article.preview", "els => els.filter(e => !e.classList.contains('hidden')).length")
            assert shown == visible == 3, f"search 'settingsrow': counter {shown}, visible {visible}, expected the provider's 3 views"
            page.fill("#q", "no such preview anywhere")
            assert page.is_visible("#none"), "an empty search says so"
            page.fill("#q", "")
            page.click(".zoom button[data-zoom=l]")
            assert page.get_attribute("body", "data-zoom") == "l"
            assert not errors, errors

            # A run with a change: the change leads, its crops load, modes and keys work.
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            errors, _ = browse(page, failing)
            first = page.query_selector("main, #changes")
            assert first and first.get_attribute("id") == "changes", "the changes come before the gallery"
            bg = page.evaluate("() => getComputedStyle(document.querySelector('#changes .cut')).backgroundImage")
            assert "img/" in bg, bg
            ok = page.evaluate("""() => new Promise(r => { const u = getComputedStyle(document.querySelector('#changes .cut')).backgroundImage
                .replace(/^url\\(["']?/, '').replace(/["']?\\)$/, ''); const i = new Image(); i.onload = () => r(i.naturalWidth > 0); i.onerror = () => r(false); i.src = u; })""")
            assert ok, "the change's crop image loads"
            page.click("#changes .modes button[data-mode=slider]")
            assert page.is_visible("#changes .view.slider") and not page.is_visible("#changes .view.side")
            page.fill("#changes .view.slider input", "20")
            page.dispatch_event("#changes .view.slider input", "input")
            clip = page.evaluate("() => document.querySelector('#changes .view.slider .top').style.clipPath")
            assert "80%" in clip, clip
            page.keyboard.press("j")
            focused = page.evaluate("() => document.activeElement.classList.contains('change')")
            assert focused, "j moves to the first change"
            assert not errors, errors

            # The verify report leads with the change too (the same viewer).
            report = synthetic_report(os.path.join(work, "r"), a.tabsnap) if os.makedirs(os.path.join(work, "r")) is None else None
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            errors, _ = browse(page, report)
            card = page.query_selector("section.card.fail")
            assert card, "the failure has a card"
            first_view = page.evaluate("() => { const c = document.querySelector('section.card.fail'); const v = c.querySelector('.viewer, details, figure');"
                                       " return v ? v.className || v.tagName : ''; }")
            assert first_view == "viewer", f"the card leads with the changed area, not {first_view}"
            top = page.evaluate("() => document.querySelector('section.card.fail .viewer').getBoundingClientRect().top")
            assert top < 900, f"the change is on the first screen (at {top:.0f} px)"
            ok = page.evaluate("""() => new Promise(r => { const u = getComputedStyle(document.querySelector('.card .viewer .cut')).backgroundImage
                .replace(/^url\\(["']?/, '').replace(/["']?\\)$/, ''); const i = new Image(); i.onload = () => r(i.naturalWidth > 0); i.onerror = () => r(false); i.src = u; })""")
            assert ok, "the report's change crop loads"
            page.click(".card .viewer .modes button[data-mode=onion]")
            assert page.is_visible(".card .viewer .view.onion")
            page.keyboard.press("j")
            assert page.evaluate("() => document.activeElement.matches('section.card.fail')"), "j moves to the first failure"
            assert not errors, errors

            # 500 previews: loads, search narrows, with the times it took.
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            errors, loaded = browse(page, big)
            n = page.eval_on_selector_all("article.preview", "els => els.length")
            assert n == 500, n
            t0 = time.perf_counter()
            page.fill("#q", "screen7.")
            searched = time.perf_counter() - t0
            shown = int(page.inner_text("#shown"))
            assert shown == 0, f"'screen7.' matches no id (ids are Module/File/Name): {shown}"
            page.fill("#q", "big/screen7/")
            shown = int(page.inner_text("#shown"))
            assert shown == 10, f"'big/screen7/' should leave 10 previews, left {shown}"
            assert not errors, errors
            browser.close()
        print(f"gallery check passed: project gallery {total} previews; a change shown first with crops, slider, onion skin and keys, "
          f"in the gallery and in the verify report; "
              f"500 previews loaded in {loaded:.2f} s, searched in {searched:.2f} s")
        return 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
