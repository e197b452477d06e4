#!/usr/bin/env python3
"""Replays issue 17's and issue 45's tables of hostile inputs against a built `tabsnap` (make stress).

Every row must end with exit 2 and a message of at most 4 KB, or a correct result (exit 0/1 as
the command defines), within one second and 200 MB of peak memory (GNU time's maximum resident set size).
Inputs are made here, in a temporary folder; nothing is committed. Prints one line per row and
exits 1 if any row fails.

Needs: Python 3, GNU time (/usr/bin/time), a built tabsnap (default .build/release/tabsnap).
Run:   make stress   (or: python3 Scripts/stress.py [path/to/tabsnap])
"""
import json
import os
import struct
import zlib
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TABSNAP = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/release/tabsnap"))
SECONDS, MEGABYTES = 1.0, 200
MAX_MESSAGE = 4096  # characters of stderr


def config(items, **extra):
    return json.dumps(dict({"items": items}, **extra))


def document(body):
    return json.dumps({"body": body})


def svg(d):
    return document({"type": "Image", "svg": {"path": d, "viewBox": [0, 0, 24, 24]}, "frame": {"width": 24, "height": 24}})


ITEM = {"title": "Home", "icon": "house"}
FIFO = object()  # a named pipe, made with mkfifo


def chunk(kind, data, length=None):
    body = kind + data
    return struct.pack(">I", len(data) if length is None else length) + body + struct.pack(">I", zlib.crc32(body))


def png(width, height, idat, bit_depth=8, color=6, extra=b""):
    ihdr = struct.pack(">IIBBBBB", width, height, bit_depth, color, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + extra + chunk(b"IDAT", idat) + chunk(b"IEND", b"")


def zeros_compressed(raw_bytes, cap=None):
    """zlib data inflating to `raw_bytes` zeros (or, with `cap`, until the output reaches cap)."""
    z, out, block = zlib.compressobj(9), [], b"\0" * (1 << 20)
    left = raw_bytes
    while left > 0 and (cap is None or sum(map(len, out)) < cap):
        out.append(z.compress(block[:min(left, len(block))]))
        left -= min(left, len(block))
    return b"".join(out) + z.flush()


def rows(work):
    """(row, what, files {name: bytes|str}, argv after tabsnap, allowed exit codes)."""
    out = ["--scheme", "light", "--out", os.path.join(work, "out")]
    tiny = png(1, 1, zlib.compress(b"\0\0\0\0\0"))
    yield ("2", "a 2 GiB tEXt length in 44 bytes", {"len.png": (png(1, 1, b"", extra=chunk(b"tEXt", b"k\0v", 0x7FFFFFFF)))[:44]},
           ["inspect", "len.png"], {2})
    yield ("2", "a 20 MiB tEXt", {"text.png": png(1, 1, zlib.compress(b"\0\0\0\0\0"), extra=chunk(b"tEXt", b"k\0" + b"v" * (20 << 20)))},
           ["inspect", "text.png"], {2})
    yield ("3", "1x1 image, 1 MB of image data", {"bomb.png": png(1, 1, zeros_compressed(1 << 40, cap=1 << 20))}, ["inspect", "bomb.png"], {2})
    big = png(16384, 16384, zeros_compressed((16384 // 8 + 1) * 16384), bit_depth=1, color=0)
    yield ("4", "a 16384x16384 1-bit PNG", {"big.png": big}, ["inspect", "big.png"], {2})
    yield ("4", "diffing it against 1x1", {"big.png": big, "tiny.png": tiny}, ["diff", "big.png", "tiny.png"], {1, 2})
    yield ("4", "a document showing it", {"big.png": big, "img.json": document({"type": "Image", "file": "big.png"})},
           ["render", "img.json"] + out, {2})
    yield ("1", "SVG arc with tiny radii", {"arc.json": svg("M0 0 A1e-200 1e-200 0 0 1 1 1")}, ["render", "arc.json"] + out, {0})
    yield ("1", "SVG arc to huge endpoints", {"far.json": svg("M0 0 A1 1 0 0 1 1e308 1e308")}, ["render", "far.json"] + out, {2})
    yield ("5", "10,000 arcs", {"arcs.json": svg("M0 0" + " a1 1 0 0 1 1 0" * 10000)}, ["render", "arcs.json"] + out, {2})
    yield ("5", "200,000 line segments", {"lines.json": svg("M0 0" + " l1 0" * 200000)}, ["render", "lines.json"] + out, {2})
    yield ("6", "a 1.9 MB title", {"title.json": config([{"title": "Catalog " * 240000, "icon": "house"}])},
           ["render", "title.json"] + out, {0})
    yield ("6", "a 100,000-character icon name", {"icon.json": config([{"title": "A", "icon": "x" * 100000}])},
           ["render", "icon.json"] + out, {2})
    yield ("7", "a 4096x4096@3 device", {"c.json": config([ITEM])}, ["render", "c.json", "--device", "4096x4096@3"] + out, {2})
    yield ("8", "infinite insets", {"c.json": config([ITEM])}, ["render", "c.json", "--device", "393x852@3:inf,inf"] + out, {2})
    yield ("8", "1e308 insets", {"c.json": config([ITEM])}, ["render", "c.json", "--device", "393x852@3:1e308,1"] + out, {2})
    yield ("8", "--safe-area inf", {"d.json": document({"type": "Color", "color": "red"})},
           ["render", "d.json", "--size", "393x852@3", "--safe-area", "inf,0,0,0"] + out, {2})
    yield ("12", "a repeated key", {"dup.json": '{"items": [{"title": "A", "icon": "house", "title": "B"}]}'},
           ["render", "dup.json"] + out, {2})
    yield ("12", "a newline in the name", {"nl.json": config([ITEM], name="a\nb")}, ["render", "nl.json"] + out, {2})
    yield ("12", "100 emoji as the name", {"emoji.json": config([ITEM], name="😀" * 100)}, ["render", "emoji.json"] + out, {2})
    yield ("12", "a non-scalar YAML key", {"key.yaml": "? [a, b]\n: 1\nitems: []\n"}, ["render", "key.yaml"] + out, {2})
    yield ("12", "a 16 MB YAML", {"big.yaml": "items:\n" + "  - {title: Home, icon: house}\n" * 550000},
           ["render", "big.yaml"] + out, {2})
    # A missing input as well, so that if the --out check ever regressed nothing is written to /.
    yield ("12", "--out \"\"", {"c.json": config([ITEM])}, ["render", "c.json", "missing.json", "--scheme", "light", "--out", ""], {2}, "--out")
    yield ("12", "a malformed summary.json", {"r/summary.json": '{"suite": 3}'}, ["report", "r", "--out", os.path.join(work, "rep")], {2})
    yield ("12", "a UTF-8 byte-order mark", {"bom.json": "\ufeff" + config([ITEM])}, ["render", "bom.json"] + out, {0})
    yield ("9", "a FIFO as a configuration", {"fifo.json": FIFO}, ["render", "fifo.json"] + out, {2}, "FIFO")
    yield ("9", "/dev/stdin as a configuration", {}, ["render", "/dev/stdin"] + out, {2})
    yield ("9", "a FIFO as a PNG", {"fifo.png": FIFO}, ["inspect", "fifo.png"], {2}, "FIFO")
    # Issue 14 and 15: Lottie and SVG files.
    rep = {"ty": "rp", "c": {"a": 0, "k": 1000}, "o": {"a": 0, "k": 0}, "m": 1, "tr": {"p": {"a": 0, "k": [0.01, 0]}}}
    rect = {"ty": "rc", "p": {"a": 0, "k": [10, 10]}, "s": {"a": 0, "k": [4, 4]}, "r": {"a": 0, "k": 0}}
    fill = {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}
    nested = {"ty": "gr", "it": [{"ty": "gr", "it": [rect, fill, rep, {"ty": "tr"}]}, rep, {"ty": "tr"}]}
    lottie = lambda layers, assets=[]: json.dumps({"fr": 30, "ip": 0, "op": 30, "w": 100, "h": 100, "assets": assets, "layers": layers})
    yield ("14", "Lottie repeaters in repeaters", {"rep.json": lottie([{"ty": 4, "ks": {}, "shapes": [nested, rep]}])},
           ["lottie", "rep.json", "--size", "180", "--out", os.path.join(work, "out")], {0})
    yield ("14", "a Lottie precomp containing itself",
           {"loop.json": lottie([{"ty": 0, "ks": {}, "refId": "a"}], [{"id": "a", "layers": [{"ty": 0, "ks": {}, "refId": "a"}]}])},
           ["lottie", "loop.json", "--out", os.path.join(work, "out")], {2})
    yield ("14", "a 17 MB Lottie file", {"big.json": " " * (17 << 20)}, ["lottie", "big.json", "--out", os.path.join(work, "out")], {2})
    keys = [{"t": i, "s": [i % 100]} for i in range(120000)]
    yield ("14", "120,000 keyframes", {"keys.json": lottie([{"ty": 4, "ks": {"o": {"a": 1, "k": keys}}, "shapes": []}])},
           ["lottie", "keys.json", "--out", os.path.join(work, "out")], {2})
    fan = "".join(f'<g id="g{i}"><use href="#g{i + 1}"/><use href="#g{i + 1}"/></g>' for i in range(30))
    yield ("15", "SVG use references fanning out", {"fan.svg": f'<svg viewBox="0 0 24 24"><defs>{fan}<rect id="g30" width="1" height="1"/></defs><use href="#g0"/></svg>'},
           ["svg", "fan.svg", "--out", os.path.join(work, "out")], {2})
    yield ("15", "200,000 SVG elements", {"many.svg": "<svg viewBox=\"0 0 24 24\">" + "<rect width=\"1\" height=\"1\"/>" * 200000 + "</svg>"},
           ["svg", "many.svg", "--out", os.path.join(work, "out")], {2})
    yield ("15", "a truncated SVG", {"cut.svg": '<svg viewBox="0 0 24 24"><path d="M0 0L24 24"'}, ["svg", "cut.svg", "--out", os.path.join(work, "out")], {2})
    # Issue 15: PDF icons, asset catalogs, fonts.
    def pdf(content, extra=b""):
        body = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 24 24] /Resources << /XObject << /F 5 0 R >> >> /Contents 4 0 R >>",
                b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(content) + content + b"\nendstream",
                b"<< /Subtype /Form /BBox [0 0 24 24] /Resources << /XObject << /F 5 0 R >> >> /Length 5 >>\nstream\n/F Do\nendstream"]
        out, offsets = bytearray(b"%PDF-1.4\n"), []
        for i, b in enumerate(body):
            offsets.append(len(out))
            out += b"%d 0 obj\n" % (i + 1) + b + b"\nendobj\n"
        xref = len(out)
        out += b"xref\n0 6\n0000000000 65535 f \n" + b"".join(b"%010d 00000 n \n" % o for o in offsets)
        return bytes(out + b"trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % xref + extra)
    pdf_out = ["--out", os.path.join(work, "out")]

    def bomb():
        c, chunk = zlib.compressobj(9), b" " * (1 << 20)
        return b"".join(c.compress(chunk) for _ in range(1024)) + c.flush()
    yield ("15", "a PDF zip bomb (1 GB of content)", {"bomb.pdf": pdf(bomb())},
           ["pdf", "bomb.pdf"] + pdf_out, {2})
    yield ("15", "a PDF form drawing itself", {"self.pdf": pdf(zlib.compress(b"/F Do"))}, ["pdf", "self.pdf"] + pdf_out, {2})
    yield ("15", "2,000,000 PDF operators", {"ops.pdf": pdf(zlib.compress(b"0 0 m " * 400000 + b"n " * 1700000))}, ["pdf", "ops.pdf"] + pdf_out, {2})
    yield ("15", "a PDF nested 100,000 arrays deep", {"deep.pdf": pdf(zlib.compress(b"[" * 100000 + b" 0 d"))}, ["pdf", "deep.pdf"] + pdf_out, {2})
    yield ("15", "a truncated PDF", {"cut.pdf": pdf(zlib.compress(b"0 0 10 10 re f"))[:150]}, ["pdf", "cut.pdf"] + pdf_out, {2})
    yield ("15", "a 17 MB PDF", {"huge.pdf": b"%PDF-1.4\n" + b" " * (17 << 20)}, ["pdf", "huge.pdf"] + pdf_out, {2})
    yield ("15", "an asset catalog colour that is not a number",
           {"cat/A.xcassets/Brand.colorset/Contents.json": '{"colors": [{"color": {"components": {"red": "lots", "green": "0", "blue": "0"}}}]}',
            "cat/c.json": config([ITEM], assets="A.xcassets", colors={"light": {"tint": {"asset": "Brand"}}})},
           ["render", "cat/c.json"] + out, {2})
    yield ("15", "an asset catalog folder nested 40 deep", {"deep/" + "/".join(["d"] * 40) + "/x.txt": "x", "deep/c.json": config([ITEM], assets=".")},
           ["render", "deep/c.json"] + out, {2})
    yield ("15", "a font file that is not a font", {"f/brand.ttf": b"\0\1\0\0" + b"\xff" * 4000, "f/c.json": config([ITEM], fonts="brand.ttf")},
           ["render", "f/c.json"] + out, {2})
    yield ("12", "a negative option value", {"c.json": config([ITEM])},
           ["render", "c.json", "--keyboard", "-5", "--scheme", "light", "--out", os.path.join(work, "out")], {2})
    # Found by a review (2026-11-27, ninth session of issue 18): each crashed, hung or asked
    # for gigabytes before.
    tiny_dash = {"type": "Rectangle", "frame": {"width": 100, "height": 100}, "stroke": {"lineWidth": 1, "dash": [0.000001]}}
    yield ("rv", "a dash of a millionth (view)", {"dash.json": document(tiny_dash)}, ["render", "dash.json"] + out, {0})
    yield ("rv", "a dash of a millionth (SVG)",
           {"dash.svg": '<svg viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="none" stroke="black" stroke-dasharray="0.000001"/></svg>'},
           ["svg", "dash.svg", "--size", "84", "--out", os.path.join(work, "out")], {0})
    yield ("rv", "a dash of a millionth (PDF)", {"dash.pdf": pdf(zlib.compress(b"2 w [0.000001] 0 d 2 2 m 22 22 l S"))}, ["pdf", "dash.pdf"] + pdf_out, {0})
    yield ("rv", "a PDF line cap of 1e20", {"cap.pdf": pdf(zlib.compress(b"99999999999999999999 J 2 w 2 2 m 22 22 l S"))}, ["pdf", "cap.pdf"] + pdf_out, {0})
    yield ("rv", "a Lottie layer type of 1e300", {"ty.json": lottie([{"ty": 1e300, "ks": {}}])},
           ["lottie", "ty.json", "--out", os.path.join(work, "out")], {2})
    yield ("rv", "a Lottie out point of 1e300", {"op.json": lottie([]).replace('"op": 30', '"op": 1e300')},
           ["lottie", "op.json", "--progress", "1", "--out", os.path.join(work, "out")], {2})
    star = {"ty": "sr", "sy": 1, "p": {"a": 0, "k": [50, 50]}, "pt": {"a": 0, "k": 1e7}, "r": {"a": 0, "k": 0},
            "or": {"a": 0, "k": 40}, "os": {"a": 0, "k": 0}, "ir": {"a": 0, "k": 20}, "is": {"a": 0, "k": 0}}
    yield ("rv", "a Lottie star of 10 million points", {"star.json": lottie([{"ty": 4, "ks": {}, "shapes": [star, fill]}])},
           ["lottie", "star.json", "--out", os.path.join(work, "out")], {0})
    levels = [{"id": f"l{i}", "layers": [{"ty": 0, "ks": {}, "refId": f"l{i + 1}"} if i < 10 else {"ty": 4, "ks": {}, "shapes": [rect, fill]}] * 8}
              for i in range(11)]
    yield ("rv", "Lottie precomps 8 wide, 11 deep", {"fan.json": lottie([{"ty": 0, "ks": {}, "refId": "l0"}], levels)},
           ["lottie", "fan.json", "--out", os.path.join(work, "out")], {2})
    cells = {"type": "ForEach", "count": 100, "content": {"type": "Rectangle", "frame": {"width": 1, "height": 1}}}
    readers = {"type": "GeometryReader", "content": {"type": "ForEach", "count": 100, "content": {"type": "GeometryReader", "content": cells}}}
    yield ("rv", "GeometryReaders in ForEach nested", {"geo.json": document({"type": "ForEach", "count": 100, "content": readers})},
           ["render", "geo.json"] + out, {2})
    yield ("rv", "a 1000 pt blur", {"blur.json": document({"type": "Color", "color": "red", "blur": 1000})}, ["render", "blur.json"] + out, {0})
    wide, tall = png(16384, 1, zlib.compress(b"\0" * (16384 * 4 + 1))), png(1, 16384, zlib.compress(b"\0\0\0\0\0" * 16384))
    yield ("rv", "diff 16384x1 against 1x16384", {"wide.png": wide, "tall.png": tall},
           ["diff", "wide.png", "tall.png", "--out", os.path.join(work, "d.png")], {2})
    yield ("rv", "a strip of two 16384x1 frames", {"wide.png": wide}, ["animate", "wide.png", "wide.png", "--strip", os.path.join(work, "s.png")], {2})
    css = "".join(f".c{i}{{fill:#00f}}" for i in range(20000)) + "</style>" + "".join(f'<rect width="1" height="1" class="c{i}"/>' for i in range(20000))
    yield ("rv", "20,000 CSS rules x 20,000 elements", {"css.svg": '<svg viewBox="0 0 24 24"><style>' + css + "</svg>"},
           ["svg", "css.svg", "--out", os.path.join(work, "out")], {0})
    # Issue 45 (a second hostile-input review, 2026-11-29).
    summary = lambda preview: json.dumps({"suite": "S", "manifest": "", "shard": "1/1", "total": 1, "passed": 1, "failed": 0,
                                          "missing": 0, "recorded": 0, "errors": 0, "checks": [
        {"id": "a", "status": "passed", "reference": "a.png", "message": "", "preview": preview}]})
    yield ("45.1", "report: a preview at an absolute path", {"res/summary.json": summary("/etc/hostname")},
           ["report", "res", "--out", os.path.join(work, "rep45")], {2}, "is an absolute path")
    yield ("45.1", "report: a preview through \"..\"", {"res/summary.json": summary("previews/../../secret")},
           ["report", "res", "--out", os.path.join(work, "rep45")], {2}, "goes up a folder")
    yield ("45.2", "an image set file outside the catalog",
           {"esc/A.xcassets/Icon.imageset/Contents.json": '{"images": [{"idiom": "universal", "filename": "../../../secret.svg"}]}',
            "esc/secret.svg": '<svg viewBox="0 0 24 24"><rect width="24" height="24"/></svg>',
            "esc/c.json": config([ITEM], assets="A.xcassets")}, ["render", "esc/c.json"] + out, {2}, "is not in the image set")
    mutual = (b"%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n"
              b"3 0 obj << /Type /Page /MediaBox [0 0 24 24] /Contents [4 0 R 5 0 R] >> endobj\n"
              b"4 0 obj << /Length 5 0 R >>\nstream\n0 0 10 10 re f\nendstream\nendobj\n"
              b"5 0 obj << /Length 4 0 R >>\nstream\n12 12 10 10 re f\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")
    yield ("45.3", "PDF streams whose /Length name each other", {"mutual.pdf": mutual}, ["pdf", "mutual.pdf"] + pdf_out, {0})
    def stringsdict(variables, fmt):
        rules = "".join(f"<key>{k}</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                        f"<key>other</key><string>{v}</string></dict>" for k, v in variables)
        return ('<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>title</key><dict>'
                f"<key>NSStringLocalizedFormatKey</key><string>{fmt}</string>{rules}</dict></dict></plist>")
    letters = "abcdefghijkl"
    nested = [(c, c.upper() + (f"%#@{letters[i + 1]}@" if i + 1 < len(letters) else "")) for i, c in enumerate(letters)]
    keyed = config([{"title": {"key": "title"}, "icon": "house"}], strings="S", locale="en")
    yield ("45.4", ".stringsdict variables nested 12 deep", {"sd/S/en.lproj/Localizable.stringsdict": stringsdict(nested, "%#@a@"), "sd/c.json": keyed},
           ["render", "sd/c.json"] + out, {0})
    names = [f"v{i}" for i in range(30)]
    every = "".join(f"%#@{n}@" for n in names)
    yield ("45.5", ".stringsdict: 30 variables naming all 30", {"fan/S/en.lproj/Localizable.stringsdict": stringsdict([(n, "x" + every) for n in names], every),
                                                               "fan/c.json": keyed}, ["render", "fan/c.json"] + out, {2}, "names itself")
    later = [(n, "x" + "".join(f"%#@{m}@" for m in names[i + 1:])) for i, n in enumerate(names)]
    yield ("45.5", ".stringsdict: 30 variables naming the later ones", {"fan2/S/en.lproj/Localizable.stringsdict": stringsdict(later, every),
                                                                    "fan2/c.json": keyed}, ["render", "fan2/c.json"] + out, {2}, "expand past 10000")
    lines = zlib.compress(b"0 0 m " + b"24 24 l 0 0 l " * 750000 + b"S")
    yield ("45.6", "a PDF path of 1.5 million lines", {"lines.pdf": pdf(lines)}, ["pdf", "lines.pdf", "--scale", "3"] + pdf_out, {2}, "segments")
    yield ("45.7", "a 3.9 MB SVG attribute", {"long.svg": '<svg viewBox="' + "1 " * 1950000 + '"><rect width="1" height="1"/></svg>'},
           ["svg", "long.svg", "--out", os.path.join(work, "out")], {2}, "(3900000 characters)")
    yield ("45.7", "a YAML flow sequence 100,000 deep", {"deep.yaml": "items: " + "[" * 100000 + "]" * 100000 + "\n"},
           ["render", "deep.yaml"] + out, {2}, "nesting deeper than 1000 levels at 1:")
    lol = "".join(f'<!ENTITY l{i} "{("&l%d;" % (i - 1)) * 10}">' for i in range(1, 10))
    yield ("45.8", "an SVG entity-expansion bomb", {"lol.svg": f'<!DOCTYPE svg [<!ENTITY l0 "lol">{lol}]><svg viewBox="0 0 24 24"><title>&l9;</title></svg>'},
           ["svg", "lol.svg", "--out", os.path.join(work, "out")], {2}, "entity-expansion bomb")
    yield ("45.8", "an SVG external entity", {"xxe.svg": '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg viewBox="0 0 24 24"><title>&x;</title></svg>'},
           ["svg", "xxe.svg", "--out", os.path.join(work, "out")], {2}, "external entity x (SYSTEM) refused")
    yield ("45.9", "a document's error names the document", {"bad-doc.json": document({"type": "Image", "file": "missing.png"})},
           ["render", "bad-doc.json", "--size", "100x100@1"] + out, {2}, "bad-doc.json: ")


def run(work, row):
    number, what, files, argv, allowed = row[:5]
    expect = row[5] if len(row) > 5 else ""
    for name, content in files.items():
        path = os.path.join(work, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if os.path.exists(path):
            os.remove(path)
        if content is FIFO:
            os.mkfifo(path)
            continue
        with open(path, "wb") as f:
            f.write(content if isinstance(content, bytes) else content.encode("utf-8"))
    stats = os.path.join(work, "time.txt")
    try:
        p = subprocess.run(["/usr/bin/time", "-f", "%e %M", "-o", stats, TABSNAP] + argv, cwd=work,
                           capture_output=True, timeout=30, stdin=subprocess.PIPE)
        seconds, kilobytes = open(stats).read().split()[-2:]
        seconds, megabytes = float(seconds), int(kilobytes) / 1024
        code, message = p.returncode, p.stderr.decode("utf-8", "replace").strip().splitlines()
    except subprocess.TimeoutExpired:
        seconds, megabytes, code, message = 30.0, 0, None, ["timed out after 30 s"]
    # A message names what was wrong in a few lines, never by repeating a huge value whole.
    ok = (code in allowed and (code != 2 or message) and seconds <= SECONDS and megabytes <= MEGABYTES
          and expect in "\n".join(message) and len("\n".join(message)) <= MAX_MESSAGE)
    shown = (message[-1] if message else "")[:110]
    print(f"{'ok  ' if ok else 'FAIL'} row {number:>2} {what:<32} exit {code}  {seconds:5.2f} s {megabytes:6.0f} MB  {shown}")
    return ok


def main():
    if not os.access(TABSNAP, os.X_OK):
        sys.exit(f"no tabsnap at {TABSNAP}: build it first (make stress does)")
    work = tempfile.mkdtemp(prefix="tabsnap-stress-")
    try:
        results = [run(work, row) for row in rows(work)]
    finally:
        shutil.rmtree(work, ignore_errors=True)
    failed = results.count(False)
    print(f"{len(results) - failed} of {len(results)} rows within {SECONDS:g} s and {MEGABYTES} MB" + (f"; {failed} failed" if failed else ""))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
