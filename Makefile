# The two commands of README.md: `make demo` (the main job) and `make test`. Both set up first.
# Release builds link the Swift runtime in (--static-swift-stdlib), so the binary runs without the
# toolchain: copied out, installed or in a container it needs only the Debian libraries and fonts.
SWIFT ?= swift
RELEASE_BIN = .build/release/folio

.PHONY: setup build demo test unit-test example-test bench stress goldens clean cluster-test image-test install

setup:
	@./scripts/setup.sh

build: setup
	$(SWIFT) build -c release --product folio --static-swift-stdlib

demo: build
	$(RELEASE_BIN)

# --disable-swift-testing: the suite is XCTest only, so the runner's last line counts the tests
# that ran instead of Swift Testing's "0 tests". --parallel: no test changes the working directory,
# the environment or the app catalog, so every test runs in a process of its own, on all cores.
# `make unit-test` leaves out the end-to-end target (the tests that run `folio` or render whole
# documents): the quick suite, under a minute.
test: setup
	$(SWIFT) test --parallel --disable-swift-testing
	@$(MAKE) --no-print-directory example-test

unit-test: setup
	$(SWIFT) test --parallel --disable-swift-testing --skip FolioEndToEndTests

# The sample package that uses Folio as a library (README: Using Folio as a library): its XCTest and
# Swift Testing tests render a screen and assert its snapshots. It builds in the checkout's .build
# (--scratch-path), where the Folio modules are already compiled, so it adds its own test target and
# a link (~15 s) instead of a second build of Folio (~5 min in a .build of its own).
example-test: setup
	$(SWIFT) test --package-path Examples/SnapshotDemo --scratch-path .build

# Then the server: cards per second and p50 / p99 at 8 connections, and a cached 304 (scripts/bench-serve.sh).
bench: build
	$(RELEASE_BIN) bench
	FOLIO=$(RELEASE_BIN) ./scripts/bench-serve.sh

# Parallel storybooks with layout caches evicting all the time (see scripts/stress-text-cache.sh);
# the unit-level repro of the cairo FreeType race is TextThreadingStressTests.
stress: build
	FOLIO=$(RELEASE_BIN) ./scripts/stress-text-cache.sh

# Record the goldens of every registered story: pictures and frame trees into the store
# (FOLIO_GOLDEN_STORE, else .folio/goldens), their lines into Tests/Goldens/<group>.goldens,
# removing the entries of stories that are gone, then free the store of what no manifest names.
goldens: build
	$(RELEASE_BIN) golden record --prune
	$(RELEASE_BIN) golden gc

# Folio's batch commands on a real one-node Slurm cluster started for the test (not part of `make test`):
# see scripts/cluster-test.sh and README's "Running on a cluster".
cluster-test: build
	FOLIO=$(RELEASE_BIN) ./scripts/cluster-test.sh

# The image's file system, built here without a container runtime or registry: mmdebstrap makes Debian 12
# with the [runtime] packages of scripts/packages.txt, folio and the Templates go in, and a card rendered
# inside it (bubblewrap) must be the card rendered here, byte for byte (deploy/build-image.sh --rootfs-only;
# as root, with Debian's mirror reachable; not part of `make test`: about two minutes after make build).
image-test: build
	./deploy/build-image.sh --rootfs-only

# Installs folio and its Templates under $(PREFIX): $(PREFIX)/bin/folio and $(PREFIX)/share/folio/Templates,
# the man page and the bash, zsh and fish completions (written by the installed folio: folio help --man,
# folio help --completions SHELL), then renders once from outside the checkout.
PREFIX ?= /usr/local
install: build
	./scripts/install.sh $(RELEASE_BIN) $(PREFIX)

clean:
	rm -rf .build Output/*/ Output/*.png Output/*.pdf Output/*.svg
