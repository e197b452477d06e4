# TabSnap: `make demo` and `make test` are the two commands; see README.md.
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
OUT ?= out

.PHONY: setup build test demo bench fuzz clean

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
	$(SWIFT) test --skip-build

demo: build
	@mkdir -p $(OUT)
	$(SWIFT) run tabsnap demo --out $(OUT)

bench: setup
	$(SWIFT) build -c release --product tabsnap-bench
	.build/release/tabsnap-bench

clean:
	rm -rf .build $(OUT)
