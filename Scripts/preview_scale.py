#!/usr/bin/env python3
"""340 passing preview snapshots in a debug `swift test`, as a team runs them (issue 46).

Seed 002's team has more than 340 screens, each with a snapshot test, and their #Previews
already describe every state. This writes a package of that size into .build/preview-scale/:
34 files of screens (lists with symbols, a form with toggles and a text field, cards in a scroll
view, a settings list, a tab bar), ten #Previews each with their own data, and a test target
with the one line `PreviewSnapshots.assertAll(schemes: [.light])` (one device, the default
iPhone 15 Pro: 340 snapshots). It depends on this checkout by path.

Then, in a debug build (what every team runs): records the references once, quickly
(`TABSNAP_RECORD=missing TABSNAP_RECORD_PNG=fast`: the fast PNG profile; references are stamped
either way, so checking them is the same work), and times `swift test --skip-build` on the
passing suite three times, printing XCTest's own test time (the goal: at most 30 s on 2 cores)
and the wall time of the process. The first build compiles TabSnap in debug in that folder
(several minutes); later runs reuse it.

usage: python3 Scripts/preview_scale.py [--previews 340] [--runs 3]
needs: swift; nothing else.
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, ".build", "preview-scale")

SYMBOLS = ["house", "magnifyingglass", "cart", "person", "bell", "heart", "star", "gear", "bookmark", "tag"]

SCREEN = '''import SwiftUI

struct Item{n}: Identifiable {{
    let id: Int
    let title: String
    let detail: String
    let symbol: String
    let on: Bool
}}

/// Screen {n}: a navigation stack with a list of rows, a form and a card, as apps write them.
struct Screen{n}: View {{
    let title: String
    let items: [Item{n}]
    let kind: Int
    @State private var query = ""

    var body: some View {{
        NavigationStack {{
            switch kind % 4 {{
            case 0:
                List {{
                    Section("Recent") {{
                        ForEach(items) {{ item in
                            HStack(spacing: 12) {{
                                Image(systemName: item.symbol).foregroundStyle(.tint).frame(width: 28)
                                VStack(alignment: .leading, spacing: 2) {{
                                    Text(item.title).font(.body)
                                    Text(item.detail).font(.caption).foregroundStyle(.secondary)
                                }}
                                Spacer()
                                if item.on {{ Image(systemName: "checkmark").foregroundStyle(.green) }}
                            }}
                        }}
                    }}
                }}
                .navigationTitle(title)
            case 1:
                Form {{
                    Section("Account") {{
                        TextField("Name", text: $query)
                        ForEach(items.prefix(4)) {{ item in
                            Toggle(item.title, isOn: .constant(item.on))
                        }}
                    }}
                    Section {{
                        Button("Sign out", role: .destructive) {{}}
                    }} footer: {{
                        Text("{n} — " + title).font(.footnote)
                    }}
                }}
                .navigationTitle(title)
            case 2:
                ScrollView {{
                    VStack(spacing: 16) {{
                        ForEach(items) {{ item in
                            VStack(alignment: .leading, spacing: 8) {{
                                Label(item.title, systemImage: item.symbol).font(.headline)
                                Text(item.detail).font(.subheadline).foregroundStyle(.secondary)
                                HStack {{
                                    Text("#\\(item.id)").font(.caption)
                                    Spacer()
                                    Button("Open") {{}}.buttonStyle(.borderedProminent)
                                }}
                            }}
                            .padding()
                            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 14))
                        }}
                    }}
                    .padding()
                }}
                .navigationTitle(title)
            default:
                TabView {{
                    List(items) {{ item in
                        Label(item.title, systemImage: item.symbol)
                    }}
                    .tabItem {{ Label("Home", systemImage: "house") }}
                    Text(title).tabItem {{ Label("Search", systemImage: "magnifyingglass") }}
                    Text(title).tabItem {{ Label("Profile", systemImage: "person") }}
                        .badge(items.count)
                }}
            }}
        }}
    }}
}}

func items{n}(_ count: Int, seed: Int) -> [Item{n}] {{
    let symbols = {symbols}
    return (0..<count).map {{ i in
        Item{n}(id: seed * 100 + i, title: "Item \\(seed)-\\(i)", detail: "Detail line for row \\(i) of screen {n}",
                symbol: symbols[(i + seed) % symbols.count], on: (i + seed) % 3 == 0)
    }}
}}
'''

PREVIEW = '''
#Preview("State {k}") {{
    Screen{n}(title: "Screen {n}.{k}", items: items{n}({count}, seed: {k}), kind: {kind})
}}
'''


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if os.path.exists(path) and open(path).read() == text:
        return
    with open(path, "w") as f:
        f.write(text)


def generate(previews):
    files = (previews + 9) // 10
    write(os.path.join(WORK, "Package.swift"), f'''// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PreviewScale",
    dependencies: [.package(name: "TabSnap", path: "{ROOT}")],
    targets: [
        .target(name: "Screens", dependencies: [.product(name: "SwiftUI", package: "TabSnap")]),
        .testTarget(name: "ScreensTests", dependencies: [
            "Screens", .product(name: "TabSnapPreviewTesting", package: "TabSnap"),
        ]),
    ]
)
''')
    made = 0
    for n in range(files):
        text = SCREEN.format(n=n, symbols="[" + ", ".join(f'"{s}"' for s in SYMBOLS) + "]")
        for k in range(10):
            if made == previews:
                break
            text += PREVIEW.format(n=n, k=k, count=3 + (k % 5), kind=(n + k) % 4)
            made += 1
        write(os.path.join(WORK, "Sources", "Screens", f"Screen{n}.swift"), text)
    write(os.path.join(WORK, "Tests", "ScreensTests", "PreviewsTests.swift"), '''import TabSnapPreviewTesting
import XCTest

final class PreviewsTests: XCTestCase {
    func testPreviews() {
        PreviewSnapshots.assertAll(schemes: [.light])
    }
}
''')


def swift_test(env_extra, check=True):
    env = dict(os.environ, **env_extra)
    env.pop("CI", None)
    t0 = time.perf_counter()
    p = subprocess.run(["swift", "test", "--skip-build", "--package-path", WORK], env=env, capture_output=True, text=True)
    wall = time.perf_counter() - t0
    out = p.stdout + p.stderr
    m = re.findall(r"Executed (\d+) tests?, with (\d+) failures? .* in ([0-9.]+) \(([0-9.]+)\) seconds", out)
    if check and (p.returncode != 0 or not m):
        sys.exit(f"preview_scale: swift test failed ({p.returncode}):\n{out[-3000:]}")
    return wall, (float(m[-1][2]) if m else None), out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--previews", type=int, default=340)
    ap.add_argument("--runs", type=int, default=3)
    a = ap.parse_args()
    if not shutil.which("swift"):
        print("preview_scale skipped: swift is not on PATH")
        return 0
    generate(a.previews)
    # SwiftPM keeps a path dependency's build plan between builds, and then misses a source
    # file added to TabSnap since (an undefined symbol at link time): plan afresh, it is cheap.
    for stale in ("debug.yaml", "build.db"):
        try:
            os.remove(os.path.join(WORK, ".build", stale))
        except FileNotFoundError:
            pass
    t0 = time.perf_counter()
    b = subprocess.run(["swift", "build", "--build-tests", "--package-path", WORK], capture_output=True, text=True)
    if b.returncode != 0:
        errors = [l for l in (b.stdout + b.stderr).splitlines() if "error:" in l]
        sys.exit("preview_scale: build failed:\n" + "\n".join(errors[:20]))
    print(f"preview_scale: debug build {time.perf_counter() - t0:.0f} s")
    snapshots = os.path.join(WORK, "Snapshots")
    # Untimed, every run: records what is missing and what an earlier TabSnap drew otherwise (a
    # reference left from before a rendering change would fail every timed run).
    wall, _, out = swift_test({"TABSNAP_RECORD": "failed", "TABSNAP_RECORD_PNG": "fast"}, check=False)
    recorded = out.count("Recorded ")
    print(f"preview_scale: {recorded} references recorded in {wall:.0f} s (fast PNG profile; missing or changed)")
    runs = [swift_test({}) for _ in range(a.runs)]
    tests = statistics.median(r[1] for r in runs)
    walls = statistics.median(r[0] for r in runs)
    count = sum(len(fs) for _, _, fs in os.walk(snapshots))
    print(f"{'swift test (debug), ' + str(count) + ' passing preview snapshots: test time':<58} {tests:>10.1f} {'':>10} {'s':<6} {'':>8}   <= 30 s "
          f"(median of {a.runs}; process {walls:.1f} s; {count / tests:.1f} snap/s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
