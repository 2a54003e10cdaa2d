# RefreshKit: `make run` opens the playground, `make test` runs the whole suite.
# Every target installs the Debian packages it needs first (only the missing ones).

SWIFT        ?= swift
RELEASE_BIN   = .build/release/refresh-playground
APT_PACKAGES  = pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libcairo2-dev librlottie-dev \
                fonts-dejavu-core fonts-wqy-microhei xvfb xauth xdotool chromium
TEST_FLAGS   ?=
ARGS         ?=
SOAK_SECONDS ?= 120
SOAK_SEED    ?=
MEMORY_CYCLES ?= 1000
# Where the tests' golden mismatches go (RefreshSnapshotTesting's default for this package), and
# what a failed test step prints: the review report's address when a golden failed.
REVIEW_DIR    = $(CURDIR)/.build/snapshot-review
REVIEW_HINT   = if ls $(REVIEW_DIR)/*.json >/dev/null 2>&1; then \
                  echo "golden mismatches: file://$(REVIEW_DIR)/index.html (accept: swift run refresh-goldens accept --all)"; fi

# On CI (CI=true) a missing golden fails and is not recorded (swift-snapshot-testing's record mode
# `never`); elsewhere it is recorded, as swift-snapshot-testing does by default, for you to look at.
ifneq ($(filter true 1,$(CI)),)
export SNAPSHOT_TESTING_RECORD ?= never
endif

# The unit test modules, each run by `swift test` in a process of its own (UNIT_TESTS below): with
# `--skip` or `--filter`, SwiftPM hands the test process every selected test's name in one argument,
# and all of them together (about 1,650) passed Linux's 128 KiB limit on one argument.
UNIT_TEST_MODULES = $(filter-out RefreshEndToEndTests,$(notdir $(wildcard Tests/*Tests)))
UNIT_TESTS = status=0; for m in $(UNIT_TEST_MODULES); do \
               $(SWIFT) test --skip-build --disable-swift-testing --filter "^$$m\\." $(TEST_FLAGS) || status=1; \
             done; [ $$status = 0 ]

FUZZ_SECONDS ?= 60
FUZZ_CONFIG  ?= release
FUZZ_TARGETS  = fuzz-json fuzz-replay-script fuzz-replay-run fuzz-manifest fuzz-image fuzz-lottie

.PHONY: deps build release run example test unit goldens snapshots-changed snapshots bench soak sanitize assets images diagrams fuzz docs docs-serve clean

## deps: install the missing Debian packages (instant when everything is there)
deps:
	@missing=""; \
	for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "make deps: installing$$missing"; \
	  sudo=""; [ "$$(id -u)" = 0 ] || sudo=sudo; \
	  $$sudo apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	fi

## build: the window build (REFRESH_WINDOW_BUILD=1, Package.swift): release, with RefreshCodec and
## RefreshPlaygroundCommands, which no frame runs, unoptimised and the test-only packages left out, so a fresh clone
## opens its first window soonest (docs/benchmark.md, "Build time")
build: deps
	REFRESH_WINDOW_BUILD=1 $(SWIFT) build -c release --product refresh-playground

## release: the playground with every module optimised, as a package depending on RefreshKit builds it: what the
## benchmark and the soak measure
release: deps
	$(SWIFT) build -c release --product refresh-playground

## run: open the playground window (ARGS="--example list.plain --size 390x844")
run: build
	$(RELEASE_BIN) $(ARGS)

## example: build the second program, Examples/HelloRefresh, and its tests (the library products only; its own .build)
example: deps
	$(SWIFT) build --package-path Examples/HelloRefresh --build-tests

## test: the whole suite: the unit tests (core, codecs, SDL layer, replay, screenshots…), the repository's
## checks, then the end-to-end tests under Xvfb (real windows, the example program, the documentation's programs)
test: deps example
	@# `swift build --build-tests` also builds every snippet under Snippets/ (SwiftPM 6.3 builds snippets
	@# with the package's other executables; `swift test` does too): the code the DocC articles show
	@# with @Snippet and the README and docs/ quote cannot stop compiling. About 3 s for the 7 snippets once the
	@# libraries are built; SnippetProgramTests runs them, DocumentationCodeTests checks the README and docs/ quote them.
	$(SWIFT) build --build-tests
	@# Every golden mismatch of the run lands in $(REVIEW_DIR) (docs/review.md); a failed step prints the
	@# report's address, then fails. Chromium (in APT_PACKAGES) opens that report in ReviewReportBrowserTests.
	@rm -rf $(REVIEW_DIR)
	@echo "unit tests: $(UNIT_TEST_MODULES)"
	@$(UNIT_TESTS) || { $(REVIEW_HINT); exit 1; }
	@# RefreshEndToEndTests as a whole, in a process of its own under xvfb-run: SDL's video state is
	@# process-wide, and its tests that open windows in the test process need the display (the playground,
	@# the second program and the snippets run on an Xvfb of their own each).
	xvfb-run -a -s "-screen 0 1024x768x24" $(SWIFT) test --skip-build --disable-swift-testing \
	  --filter RefreshEndToEndTests || { $(REVIEW_HINT); exit 1; }
	@# The second program's own tests, written as a library user writes them (RefreshTesting); its
	@# mismatches go to the same review folder.
	REFRESH_SNAPSHOT_REVIEW_DIR=$(REVIEW_DIR) $(SWIFT) test --package-path Examples/HelloRefresh --skip-build --disable-swift-testing || { $(REVIEW_HINT); exit 1; }

## unit: the unit and repository tests alone (no display needed), each test module in a process of its own
unit: deps
	$(SWIFT) build --build-tests
	@$(UNIT_TESTS)

## goldens: list the orphaned goldens (docs/review.md, "Golden hygiene") after `make test` wrote its ledger; fails on any
goldens: deps
	$(SWIFT) build --product refresh-goldens
	.build/debug/refresh-goldens orphans --dir $(REVIEW_DIR)

## snapshots-changed: re-record only the goldens that no longer match, and still fail (look at each, then run again)
snapshots-changed: deps
	$(SWIFT) build --build-tests
	@export SNAPSHOT_TESTING_RECORD=failed; $(UNIT_TESTS); status=$$?; \
	  git status --short -- '*__Snapshots__*'; exit $$status

## snapshots: re-record every golden (the playground's screenshots and recorded sessions, RefreshSnapshotTesting's
## own goldens), then look at each one before committing
snapshots: deps
	$(SWIFT) build --build-tests
	-SNAPSHOT_TESTING_RECORD=all $(SWIFT) test --skip-build --disable-swift-testing --filter ScreenshotTests \
	  --filter RecordedSessionTests --filter 'RefreshSnapshotTestingTests\..*/testGolden'
	@echo "Goldens re-recorded in the __Snapshots__ folders beside their tests (git status lists them):"
	@echo "open each one and look before committing."

## bench: headless frame-cost benchmark, window start-up, input latency and pacing under Xvfb (one: ARGS="--scenario latency-drag")
bench: release
	xvfb-run -a -s "-screen 0 1280x1024x24" $(RELEASE_BIN) bench $(ARGS)

## soak: the invariant soak (docs/soak.md): SOAK_SECONDS of random sessions on every example, each
## failure minimized to a replay script in artifacts/soak (SOAK_SEED=N reruns a printed seed); then
## resident memory over MEMORY_CYCLES full refresh cycles
soak: release
	$(RELEASE_BIN) soak --seconds $(SOAK_SECONDS) $(if $(SOAK_SEED),--seed $(SOAK_SEED)) --out artifacts/soak
	$(RELEASE_BIN) soak --memory-cycles $(MEMORY_CYCLES)

# The suites that need no display: the core, the codecs, and the playground's replay, scene and soak tests, less
# the ones that compare pixels (goldens, damage against full repaints): long under a sanitizer, and about drawing.
empty :=
space := $(empty) $(empty)
SANITIZE_PIXEL_CLASSES = %ScreenshotTests %EquivalenceTests RecordedSessionTests DamageExtentTests
SANITIZE_CLASSES = $(filter-out $(SANITIZE_PIXEL_CLASSES), \
                     $(shell sed -n 's/^\(nonisolated \)\{0,1\}final class \([A-Za-z0-9]*Tests\): XCTestCase.*/\2/p' \
                       Tests/RefreshPlaygroundTests/Replay/*.swift Tests/RefreshPlaygroundTests/Scene/*.swift \
                       Tests/RefreshPlaygroundTests/Soak/*.swift))
SANITIZE_FILTER  = --filter '^RefreshCoreTests\.' --filter '^RefreshCodecTests\.' \
                   --filter '^RefreshPlaygroundTests\.($(subst $(space),|,$(strip $(SANITIZE_CLASSES))))/'
ASAN_BIN         = .build-asan/debug/refresh-playground
LSAN_OPTIONS_SUPP = suppressions=$(CURDIR)/Tests/sanitizers/lsan.supp

## sanitize: the core, codec, replay, scene and soak suites under AddressSanitizer and ThreadSanitizer, each
## in its own build folder (.build-asan, .build-tsan); LeakSanitizer on a soak and 200 memory cycles
## run by the ASan-built playground (docs/soak.md, "Sanitizers"); not part of `make test`
sanitize: deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	$(SWIFT) build --sanitize=address --scratch-path .build-asan --product refresh-playground
	@# XCTest keeps every test case alive through references LeakSanitizer cannot follow: leaks are
	@# checked on the playground's own runs below instead.
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan \
	  --disable-swift-testing $(SANITIZE_FILTER)
	ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=$(LSAN_OPTIONS_SUPP) $(ASAN_BIN) soak --sessions 1 --seed 1 --out artifacts/soak-asan
	ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=$(LSAN_OPTIONS_SUPP) $(ASAN_BIN) soak --memory-cycles 200
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan \
	  --disable-swift-testing $(SANITIZE_FILTER)

## images: regenerate the README's pictures in docs/images with the playground itself (look at them before committing)
images: build
	rm -rf artifacts/images && mkdir -p docs/images
	$(RELEASE_BIN) replay docs/scripts/readme-images.json --out artifacts/images
	$(RELEASE_BIN) replay docs/scripts/list-pulled.json --out artifacts/images
	$(RELEASE_BIN) replay docs/scripts/readme-animation.json --out artifacts/images \
	   --animation docs/images/header-refresh.gif --animation-fps 25
	cp artifacts/images/header-pulling.png artifacts/images/header-gif-refreshing.png \
	   artifacts/images/footer-back-dark.png artifacts/images/trailer-pulling.png \
	   artifacts/images/placement-behind-pulling.png artifacts/images/placement-front-refreshing.png \
	   artifacts/images/placement-scale-pulling.png artifacts/images/two-level-release.png docs/images/
	cp artifacts/images/pulled.png docs/images/list-pulled.png
	$(RELEASE_BIN) filmstrip --example header.normal --out docs/images/filmstrip-header-normal.png
	@echo "docs/images regenerated: open each one and look before committing."

## diagrams: redraw the pictures of docs/architecture.md: the playground's folder graph (its .dot written from the
## sources by PlaygroundFolderGraphTests), then every docs/images/*.dot as an SVG beside it (needs Graphviz's dot)
diagrams: deps
	@command -v dot >/dev/null || { echo "make diagrams: needs Graphviz (apt-get install graphviz)"; exit 1; }
	$(SWIFT) build --build-tests
	FOLDER_GRAPH_RECORD=1 $(SWIFT) test --skip-build --disable-swift-testing --filter PlaygroundFolderGraphTests
	for f in docs/images/*.dot; do dot -Tsvg "$$f" -o "$${f%.dot}.svg" || exit 1; done

## assets: regenerate the PNG sequences, arrow and GIF in Assets/ (look at them before committing)
assets: deps
	$(SWIFT) run refresh-assets Assets

## fuzz: build the libFuzzer targets with AddressSanitizer and run each for FUZZ_SECONDS (default 60)
## on a fresh copy of its seed corpus under artifacts/fuzz (docs/fuzzing.md); fails on a crash, keeping the input
fuzz: deps
	@for t in $(FUZZ_TARGETS); do \
	  REFRESH_FUZZ=1 $(SWIFT) build -c $(FUZZ_CONFIG) --scratch-path .build-fuzz \
	    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING --product $$t || exit 1; \
	done
	Tests/Fuzz/run-fuzzers.sh .build-fuzz/$(FUZZ_CONFIG) $(FUZZ_SECONDS) $(FUZZ_TARGETS)

## docs: the DocC documentation of RefreshCore, RefreshSDL, RefreshTesting and RefreshSnapshotTesting
## (swift-docc-plugin) as one static site in DOCS_DIR/site, its landing page linking the four; fails on any
## DocC warning, then headless Chromium renders its pages served over http (.ci/check-docs)
DOCS_DIR  ?= .build/docs
DOCS_PORT ?= 8000
docs: deps
	rm -rf $(DOCS_DIR)/site && mkdir -p $(DOCS_DIR)
	$(SWIFT) package --allow-writing-to-directory $(DOCS_DIR) generate-documentation \
	  --target RefreshCore --target RefreshSDL --target RefreshTesting --target RefreshSnapshotTesting \
	  --enable-experimental-combined-documentation --transform-for-static-hosting \
	  --output-path $(DOCS_DIR)/site --warnings-as-errors
	@# DocC's pages load their scripts and data from the server's root: the site's own root page sends a
	@# browser on to them, or, opened from disk, says how to serve the site.
	cp docs/site-index.html $(DOCS_DIR)/site/index.html
	.ci/check-docs $(DOCS_DIR)/site
	@echo "Read it: make docs-serve, then http://localhost:$(DOCS_PORT)/documentation/"

## docs-serve: serve the site make docs wrote on http://localhost:DOCS_PORT/documentation/ (Ctrl+C stops it)
docs-serve:
	@test -f $(DOCS_DIR)/site/index.html || { echo "make docs-serve: run make docs first"; exit 1; }
	@echo "http://localhost:$(DOCS_PORT)/documentation/"
	python3 -m http.server --bind 127.0.0.1 $(DOCS_PORT) -d $(DOCS_DIR)/site

# What swift format reads (style and rules in .swift-format) and the library modules whose public API is kept in
# api/: the products, and RefreshCodec, whose public image decoder protocol and registry a format plugs into.
FORMAT_PATHS = Sources Tests Snippets $(wildcard Examples) Package.swift
API_MODULES  = RefreshCore RefreshCodec RefreshSDL RefreshTesting RefreshSnapshotTesting

.PHONY: format lint api-baseline api-check

## format: rewrite the sources in the style of .swift-format
format:
	$(SWIFT) format format --in-place --recursive --parallel $(FORMAT_PATHS)

## lint: list what differs from .swift-format's style and rules (missing doc comments included); fails on any finding
lint:
	$(SWIFT) format lint --strict --recursive --parallel $(FORMAT_PATHS)

## api-baseline: write the public API of the library products to api/*.api (commit it with a deliberate API change)
api-baseline: deps
	@for m in $(API_MODULES); do $(SWIFT) build --target $$m || exit 1; done
	SWIFT=$(SWIFT) api/api-baseline.sh write $(API_MODULES)

## api-check: fail when the public API differs from api/*.api, listing what was removed or changed and what was added
api-check: deps
	@for m in $(API_MODULES); do $(SWIFT) build --target $$m || exit 1; done
	SWIFT=$(SWIFT) api/api-baseline.sh check $(API_MODULES)

clean:
	rm -rf .build .build-asan .build-tsan .build-fuzz artifacts Examples/HelloRefresh/.build
