# TabSnap: `make demo` and `make test` are the two commands; see README.md.
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
OUT ?= out
# Release binaries carry the Swift runtime and Foundation inside them: a render's process starts
# in ~6 ms instead of ~14 (no dynamic loading and binding of libswiftCore and Foundation).
# And they are linked at a fixed address (`-no-pie`): a position-independent 96 MB binary had
# 94,000 relative relocations for the loader to apply at every start, touching ~200 pages;
# `tabsnap --version` took 7.6 ms of CPU, now 3.9, and a render ~1.5 ms less.
# Every release build here passes the same flags, so none rebuilds another's objects.
RELEASE := $(SWIFT) build -c release --static-swift-stdlib -Xlinker -no-pie
# The debug builds here compile each module whole (`-wmo`, its code generation on two threads)
# and keep line tables only (file and line in a crash's backtrace; no variable or type
# information for a debugger): one compiler process per module, where batches of a few files
# each parse and type-check the whole module again, and no full DWARF for swift-syntax and our
# modules. On 2 cores a fresh `make test` builds in ~170 s this way, ~265–290 s with
# `swift build`'s defaults. The cost is incremental builds: a changed file recompiles its whole
# module (a plain `swift build` in .build stays incremental). They build in their own folder, .build-make, so neither
# invalidates the other. (Changed flags in an existing folder rebuild its dependencies with our
# stand-in `Combine` and `OSLog` already there, and Yams's `#if canImport(Combine)` then imports
# ours without its C module: a folder of its own, emptied when these flags change.)
SCRATCH := .build-make
DEBUG_FLAGS := -Xswiftc -gline-tables-only -Xswiftc -wmo -Xswiftc -num-threads -Xswiftc 2
DEBUG := $(SWIFT) build --scratch-path $(SCRATCH) $(DEBUG_FLAGS)
TABSNAP_DEBUG := $(SCRATCH)/debug/tabsnap

.PHONY: scratch setup build test test-data demo bench fuzz fuzz-font fuzz-png fuzz-decoders stress valgrind determinism linkcheck clean app-example install

# Installs what the build needs and the machine lacks (Debian/Ubuntu): libpng-dev, libwebp-dev,
# zlib1g-dev, libdeflate-dev, pkg-config, and python3 for the scripts `make test` runs.
setup:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libpng libwebpmux libwebpdemux zlib libdeflate || ! command -v python3 >/dev/null 2>&1; then \
		echo "Installing libpng-dev, libwebp-dev, zlib1g-dev, libdeflate-dev, pkg-config and python3 with apt-get..."; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libpng-dev libwebp-dev zlib1g-dev libdeflate-dev pkg-config python3; \
	fi
	@command -v $(SWIFT) >/dev/null 2>&1 || { echo "Swift 6 is required: https://swift.org/install"; exit 1; }

# Empties .build-make when it was built with other flags (see DEBUG above).
scratch:
	@if [ "$$(cat $(SCRATCH)/flags 2>/dev/null)" != "$(DEBUG_FLAGS)" ]; then \
		rm -rf $(SCRATCH) && mkdir -p $(SCRATCH) && echo "$(DEBUG_FLAGS)" > $(SCRATCH)/flags; fi

build: setup scratch
	$(DEBUG)

# Unicode's line-breaking conformance test (Debian's unicode-data), which LineBreakingTests reads
# in place; without it that test is skipped with a message.
test-data:
	@if [ ! -f /usr/share/unicode/auxiliary/LineBreakTest.txt ]; then \
		echo "Installing unicode-data with apt-get (Unicode's conformance tests)..."; \
		$(SUDO) apt-get install -y -qq unicode-data >/dev/null 2>&1 || { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq unicode-data; } \
			|| echo "unicode-data not installed: the UAX #14 conformance test will be skipped"; \
	fi

# Swift Testing first (the assertSnapshot front end), then XCTest, whose summary ends the output.
# XCTest runs as one process per core, each with its share of the test classes
# (Scripts/xctest_shards.py): `swift test` runs them one after another on one core.
test: setup test-data scratch
	$(DEBUG) --build-tests
	$(SWIFT) test --scratch-path $(SCRATCH) --skip-build --disable-xctest $(DEBUG_FLAGS)
	python3 Scripts/xctest_shards.py --scratch $(SCRATCH)
	python3 Scripts/gallery_check.py --tabsnap $(TABSNAP_DEBUG)

# Renders every example configuration on three devices in both schemes, the view documents,
# and seed 000's bounce and seed 004's Lottie icons as frames with strips and animated WebPs,
# into out/.
# Builds only the command it runs (not the test-only targets, nor swift-syntax for the preview macro).
demo: setup scratch
	$(DEBUG) --product tabsnap
	@mkdir -p $(OUT)
	$(TABSNAP_DEBUG) render Examples/*.json Examples/*.yaml \
		--device iphone-se --device iphone-15-pro --device ipad-pro-11 --scheme light --scheme dark --out $(OUT)
	$(TABSNAP_DEBUG) render Examples/documents/*.json --device iphone-15-pro --scheme light --scheme dark --out $(OUT)
	$(TABSNAP_DEBUG) render Examples/motion/seed000-bounce.yaml --device iphone-15-pro --scheme light --scheme dark \
		--frames-at 0,0.1,0.13,0.16,0.2,0.23,0.26,0.3,0.5 --bar-only --strip --webp --out $(OUT)/bounce
	$(TABSNAP_DEBUG) render Examples/motion/seed004-lottie.yaml --device iphone-15-pro --scheme light --scheme dark \
		--fps 15 --duration 0.9 --bar-only --strip --webp --out $(OUT)/lottie
	$(TABSNAP_DEBUG) render Examples/assets/shop.yaml Examples/assets/wallet.yaml --device iphone-se --device iphone-15-pro --scheme light --scheme dark --out $(OUT)/assets
	$(TABSNAP_DEBUG) render Examples/locales/seed000.yaml --device iphone-se --scheme light --locale ru --out $(OUT)/locales
	$(TABSNAP_DEBUG) render Examples/documents/dynamic-type.json Examples/style-system.yaml --device iphone-se --scheme light \
		--dynamic-type accessibility3 --out $(OUT)/dynamic-type
	$(TABSNAP_DEBUG) render Examples/rtl/hebrew.yaml Examples/rtl/arabic.yaml --device iphone-15-pro --scheme light --scheme dark --out $(OUT)/rtl

# Release-built figures for every stage; the Pillow row needs python3 with Pillow (optional).
# Then the comparisons and the goal rows: verify as a user runs it, a failing snapshot in debug
# against release, and 340 preview snapshots in a debug swift test (its first run builds a
# package of them in .build/preview-scale, several minutes).
bench: setup
	$(RELEASE) --product tabsnap-bench
	@mkdir -p .build/bench
	TABSNAP_BENCH_DUMP=.build/bench .build/release/tabsnap-bench $(FILTER)
	@if [ -f .build/bench/ui-1290x2796.png ] && python3 -c "import PIL" 2>/dev/null; then \
		python3 Scripts/pillow_size.py .build/bench/ui-1290x2796.png; \
	else echo "(png.size.pillow-optimize skipped: needs python3 with Pillow)"; fi
	$(RELEASE) --product tabsnap
	python3 Scripts/bench_compare.py
	sh Scripts/failing_snapshot_timing.sh
	python3 Scripts/preview_scale.py

# The PNG decoder over all of PngSuite under valgrind (valgrind 3.19 cannot read Swift's DWARF 5,
# hence a release build without debug info in its own folder).
valgrind: setup
	$(SWIFT) build -c release --product tabsnap --scratch-path .build-valgrind -Xswiftc -gnone -Xcc -g0
	valgrind --leak-check=full --errors-for-leak-kinds=definite --error-exitcode=9 \
		.build-valgrind/release/tabsnap inspect ../shared/conformance/pngsuite/*.png > /dev/null; \
		status=$$?; [ $$status -eq 0 ] || [ $$status -eq 2 ]  # 2: the x*.png files are refused, as they must be

# libFuzzer + ASan, FUZZ_TIME seconds each (default 60): the TrueType reader
# (Fuzz/FontReaderFuzz.swift compiled with the reader's own sources, seeded from the committed
# fonts), then the PNG decode path (Fuzz/PNGDecodeFuzz.swift over the C shim and libpng, seeded
# from PngSuite). The shim is always instrumented; libpng is the system's unless LIBPNG_SRC names
# a libpng source tree (e.g. a v1.6.39 checkout), whose files are then built in, instrumented.
FUZZ_TIME ?= 60
FUZZ_DIR := .build/fuzz
FUZZ_CC ?= $(dir $(shell command -v swiftc))clang
FUZZ_READER := ByteReader FontError TableDirectory HeadTable MaxpTable HmtxTable OS2Table CmapTable \
	GlyfTable GlyphOutline KernTable Coverage ClassDef GposTable NameTable CFFTable FontVariations ColorBitmapTable GsubLigatures FontFile \
	FeatureLookups GsubSingle ArabicForms MarkAttachment
FUZZ_RUN := -max_total_time=$(FUZZ_TIME) -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
LIBPNG_SRC ?=
LIBPNG_FILES := png pngerror pngget pngmem pngpread pngread pngrio pngrtran pngrutil pngset pngtrans \
	pngwio pngwrite pngwtran pngwutil
fuzz: fuzz-font fuzz-png fuzz-decoders

fuzz-font:
	@mkdir -p $(FUZZ_DIR)
	swiftc -sanitize=fuzzer,address -parse-as-library -O -g Fuzz/FontReaderFuzz.swift \
		$(addprefix Sources/TabSnapText/,$(addsuffix .swift,$(FUZZ_READER))) \
		-o $(FUZZ_DIR)/font-reader-fuzz 2>&1 | grep -v "Cannot export local symbol" || true
	@test -x $(FUZZ_DIR)/font-reader-fuzz
	sh Fuzz/make_corpus.sh $(FUZZ_DIR)/corpus
	@# Swift's own crash reporter would hang symbolicating under ASan; libFuzzer reports instead.
	SWIFT_BACKTRACE=enable=no $(FUZZ_DIR)/font-reader-fuzz $(FUZZ_DIR)/corpus $(FUZZ_RUN) -max_len=65536 \
		-artifact_prefix=$(FUZZ_DIR)/

fuzz-png: setup
	@mkdir -p $(FUZZ_DIR)/png-obj
	@if [ -n "$(LIBPNG_SRC)" ]; then \
		cp $(LIBPNG_SRC)/scripts/pnglibconf.h.prebuilt $(FUZZ_DIR)/png-obj/pnglibconf.h && \
		for f in $(LIBPNG_FILES); do \
			$(FUZZ_CC) -fsanitize=fuzzer-no-link,address -O1 -g -I$(FUZZ_DIR)/png-obj -I$(LIBPNG_SRC) \
				-c $(LIBPNG_SRC)/$$f.c -o $(FUZZ_DIR)/png-obj/$$f.o || exit 1; \
		done; \
		$(FUZZ_CC) -fsanitize=fuzzer-no-link,address -O1 -g -I$(FUZZ_DIR)/png-obj -I$(LIBPNG_SRC) \
			-ISources/CTabSnapPNG/include -c Sources/CTabSnapPNG/tabsnap_png.c -o $(FUZZ_DIR)/png-obj/tabsnap_png.o; \
		echo "$(addprefix $(FUZZ_DIR)/png-obj/,$(addsuffix .o,$(LIBPNG_FILES))) -lz -ldeflate" > $(FUZZ_DIR)/png-obj/libs; \
	else \
		rm -f $(FUZZ_DIR)/png-obj/png*.o; \
		$(FUZZ_CC) -fsanitize=fuzzer-no-link,address -O1 -g $$(pkg-config --cflags libpng) \
			-ISources/CTabSnapPNG/include -c Sources/CTabSnapPNG/tabsnap_png.c -o $(FUZZ_DIR)/png-obj/tabsnap_png.o; \
		pkg-config --libs libpng libdeflate zlib > $(FUZZ_DIR)/png-obj/libs; \
	fi
	swiftc -sanitize=fuzzer,address -parse-as-library -O -g -import-objc-header Sources/CTabSnapPNG/include/tabsnap_png.h \
		Fuzz/PNGDecodeFuzz.swift $(FUZZ_DIR)/png-obj/tabsnap_png.o $$(cat $(FUZZ_DIR)/png-obj/libs) \
		-o $(FUZZ_DIR)/png-decode-fuzz 2>&1 | grep -v "Cannot export local symbol" || true
	@test -x $(FUZZ_DIR)/png-decode-fuzz
	sh Fuzz/make_png_corpus.sh $(FUZZ_DIR)/png-corpus
	SWIFT_BACKTRACE=enable=no $(FUZZ_DIR)/png-decode-fuzz $(FUZZ_DIR)/png-corpus $(FUZZ_RUN) -max_len=65536 \
		-artifact_prefix=$(FUZZ_DIR)/png-

# Debug and release builds must draw the same pixels: render every example with both and
# compare the decoded pixels' SHA-256 (the PNG bytes are compared too; one zlib, so they match).
determinism: setup scratch
	$(DEBUG) --product tabsnap
	$(RELEASE) --product tabsnap
	rm -rf .build/determinism && mkdir -p .build/determinism
	$(TABSNAP_DEBUG) render Examples/*.json Examples/*.yaml --device iphone-se --device iphone-15-pro \
		--scheme light --scheme dark --out .build/determinism/debug > /dev/null
	.build/release/tabsnap render Examples/*.json Examples/*.yaml --device iphone-se --device iphone-15-pro \
		--scheme light --scheme dark --out .build/determinism/release > /dev/null
	@# Motion (timeline frames, Lottie icons), SVG and PDF icons, the asset-catalog bars
	@# (brand font, custom symbol) and the system bar's standard appearance (its material's blur
	@# runs in C, at -O0 in one build and vectorised in the other) go through the same check, and
	@# `demo`'s test pattern in both PNG profiles (the `small` one as references are written).
	sed -e 's/^style: system$$/style: system\nappearance: standard/' -e 's/^name: style-system$$/name: standard/' \
		Examples/style-system.yaml > .build/determinism/standard.yaml
	grep -q '^appearance: standard' .build/determinism/standard.yaml
	for build in debug release; do \
		if [ $$build = debug ]; then bin=$(TABSNAP_DEBUG); else bin=.build/release/tabsnap; fi; \
		$$bin render .build/determinism/standard.yaml --device iphone-se --device iphone-15-pro \
			--orientation portrait --orientation landscape --scheme light --scheme dark --out .build/determinism/$$build > /dev/null && \
		$$bin demo --out .build/determinism/$$build > /dev/null && \
		$$bin render Examples/motion/seed000-bounce.yaml Examples/motion/seed004-lottie.yaml --device iphone-15-pro \
			--scheme light --scheme dark --frames-at 0.13,0.23 --out .build/determinism/$$build > /dev/null && \
		$$bin lottie Examples/lottie/heart.json --frame 0,5,11,17 --size 90 --out .build/determinism/$$build > /dev/null && \
		$$bin svg Examples/svg/cart.svg --size 24 --size 28 --size 84 --out .build/determinism/$$build > /dev/null && \
		$$bin render Examples/assets/shop.yaml Examples/assets/wallet.yaml --device iphone-15-pro \
			--scheme light --scheme dark --bar-only --out .build/determinism/$$build > /dev/null && \
		$$bin pdf Examples/assets/Shop.xcassets/Home.imageset/home.pdf --scale 2 --scale 3 --out .build/determinism/$$build > /dev/null || exit 1; \
	done
	@cd .build/determinism && for f in debug/*.png; do \
		cmp -s "$$f" "release/$${f#debug/}" || { echo "DIFFERENT: $${f#debug/}"; exit 1; }; \
	done && echo "debug and release renders are byte-identical ($$(ls debug | wc -l) files)"

# An app's own package (Examples/app-package) as a team writes it: views that `import SwiftUI` and
# `import OSLog`, TabSnap's stand-ins linked on Linux only, a snapshot test of its tab bar. It
# builds all of TabSnap again in its own folder (a few minutes), so `make test` leaves it out.
app-example: setup
	cd Examples/app-package && $(SWIFT) build --build-tests && $(SWIFT) test --skip-build

# The CLI links TabSnapEngine, never XCTest or Swift Testing (only TabSnapTesting may).
linkcheck: setup
	$(RELEASE) --product tabsnap
	@if ldd .build/release/tabsnap | grep -i -E 'xctest|testing' || nm .build/release/tabsnap | grep -q -E 'XCTestCase|7Testing4Test'; then \
		echo "tabsnap links a test framework"; exit 1; \
	else echo "tabsnap links neither XCTest nor Swift Testing"; fi

# The fast tabsnap users should run (static Swift runtime, fixed address: the build `make bench`
# measures), installed as $(PREFIX)/bin/tabsnap. CI builds it once and caches .build.
PREFIX ?= /usr/local
install: setup
	$(RELEASE) --product tabsnap
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 0755 .build/release/tabsnap $(DESTDIR)$(PREFIX)/bin/tabsnap
	@echo "installed $(DESTDIR)$(PREFIX)/bin/tabsnap"

clean:
	rm -rf .build $(SCRATCH) $(OUT)

# Mutation fuzzing of the configuration, view-document and SVG-path decoders (deterministic,
# seeded from Examples/): FUZZ_ITERATIONS mutants each (default 200,000), optimised.
FUZZ_ITERATIONS ?= 200000
fuzz-decoders: setup
	TABSNAP_FUZZ_ITERATIONS=$(FUZZ_ITERATIONS) $(SWIFT) test -c release -Xswiftc -enable-testing --filter DecoderFuzzTests

# Issue 17's hostile inputs against the release tabsnap: each within 1 s and 200 MB (needs
# python3 and GNU time).
stress: setup
	$(RELEASE) --product tabsnap
	python3 Scripts/stress.py .build/release/tabsnap

