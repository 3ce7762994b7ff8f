# The two commands of README.md: `make demo` (the main job) and `make test`. Both set up first.
SWIFT ?= swift
RELEASE_BIN = .build/release/folio

.PHONY: setup build demo test bench goldens clean

setup:
	@./scripts/setup.sh

build: setup
	$(SWIFT) build -c release --product folio

demo: build
	$(RELEASE_BIN)

# --disable-swift-testing: the suite is XCTest only, so the runner's last line counts the tests
# that ran instead of Swift Testing's "0 tests".
test: setup
	$(SWIFT) test --disable-swift-testing

bench: build
	$(RELEASE_BIN) bench

# Record the goldens of every registered target into Tests/Goldens (removing orphaned ones).
goldens: build
	$(RELEASE_BIN) golden record --prune

clean:
	rm -rf .build Output/*/ Output/*.png Output/*.pdf Output/*.svg
