# TabSnap: `make demo` and `make test` are the two commands; see README.md.
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
OUT ?= out

.PHONY: setup build test demo bench fuzz valgrind clean

# Installs what the build needs and the machine lacks (Debian/Ubuntu): libpng-dev, pkg-config.
setup:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libpng; then \
		echo "Installing libpng-dev and pkg-config with apt-get..."; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libpng-dev pkg-config; \
	fi
	@command -v $(SWIFT) >/dev/null 2>&1 || { echo "Swift 6 is required: https://swift.org/install"; exit 1; }

build: setup
	$(SWIFT) build

test: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-swift-testing

demo: build
	@mkdir -p $(OUT)
	$(SWIFT) run tabsnap demo --out $(OUT)

# Release-built figures for every stage; the Pillow row needs python3 with Pillow (optional).
bench: setup
	$(SWIFT) build -c release --product tabsnap-bench
	@mkdir -p .build/bench
	TABSNAP_BENCH_DUMP=.build/bench .build/release/tabsnap-bench $(FILTER)
	@if [ -f .build/bench/ui-1290x2796.png ] && python3 -c "import PIL" 2>/dev/null; then \
		python3 Scripts/pillow_size.py .build/bench/ui-1290x2796.png; \
	else echo "(png.size.pillow-optimize skipped: needs python3 with Pillow)"; fi

# The PNG decoder over all of PngSuite under valgrind (valgrind 3.19 cannot read Swift's DWARF 5,
# hence a release build without debug info in its own folder).
valgrind: setup
	$(SWIFT) build -c release --product tabsnap --scratch-path .build-valgrind -Xswiftc -gnone -Xcc -g0
	valgrind --leak-check=full --errors-for-leak-kinds=definite --error-exitcode=9 \
		.build-valgrind/release/tabsnap inspect ../shared/conformance/pngsuite/*.png > /dev/null; \
		status=$$?; [ $$status -eq 0 ] || [ $$status -eq 2 ]  # 2: the x*.png files are refused, as they must be

clean:
	rm -rf .build $(OUT)
