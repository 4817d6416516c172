# c4-audio: the two commands of the README are `make demo` and `make test`.
SWIFT ?= swift
BIN := .build/release/c4-audio
# Release builds link the Swift runtime statically: no dynamic symbol binding at start-up, which
# takes about 4 ms in all, for a command that renders a whole game in about 12 ms.
# No RUNPATH (SwiftPM's $ORIGIN would make the loader try the binary's own folder first) and every symbol
# bound at start (BIND_NOW, read-only relocations), as Debian's hardening asks.
RELEASE := -c release --static-swift-stdlib --disable-local-rpath -Xlinker -z -Xlinker now -Xlinker -z -Xlinker relro

.PHONY: deps test-deps deb-deps fetch deb release size catalogues po-check build demo test check-install install uninstall bench-render bench-solver bench-history bench-import bench-startup bench-speech bench-audio bench-review bench-puzzle book complete-book line-book clean

deps:
	@scripts/install-deps.sh

## What the tests and benchmarks need besides (sound server, tmux, shells, sox, speech-dispatcher, ...).
test-deps:
	@scripts/install-deps.sh test

## The message catalogues: po/LANG.po compiled by msgfmt into Resources/locale/LANG/LC_MESSAGES/c4-audio.mo,
## where the program run from the build tree finds them (installed: PREFIX/share/locale). scripts/update-po.sh
## extracts the messages of the sources into po/c4-audio.pot and merges them into each po/LANG.po.
CATALOGUES := $(patsubst po/%.po,Resources/locale/%/LC_MESSAGES/c4-audio.mo,$(wildcard po/*.po))
catalogues: $(CATALOGUES)
Resources/locale/%/LC_MESSAGES/c4-audio.mo: po/%.po
	@mkdir -p $(dir $@)
	msgfmt --check -o $@ $<

## Fails when po/c4-audio.pot is not what the sources give (the tests run it too).
po-check:
	scripts/update-po.sh --check

build: deps release

## The release binary alone (what `build`, `install` and debian/rules build), with the packager's BUILD_FLAGS.
release: catalogues
	$(SWIFT) build $(RELEASE) $(BUILD_FLAGS) --product c4-audio

## Installs what is missing, builds, plays a bot-against-bot game (fixed seed), shows its board
## and music string, and renders it to demo.wav.
demo: build
	@game=$$($(BIN) selfplay --games 1 --levels hard,hard --seed 2026 --jsonl) && \
	moves=$$(echo "$$game" | sed -E 's/.*"moves":"([1-7]*)".*/\1/') && \
	music=$$(echo "$$game" | sed -E 's/.*"music":"([0-7]*)".*/\1/') && \
	$(BIN) show "$$moves" && \
	echo "moves $$moves" && echo "music $$music" && \
	$(BIN) render --moves "$$moves" --music "$$music" -o demo.wav

## Installs what is missing and runs every test, then checks `make install` (scripts/check-install.sh). The
## PulseAudio replay test and the speech test run on their own after the rest, so that the suite
## does not load the two cores while they play. Everything runs with a private TMPDIR (inside yours), removed afterwards: the tests
## clean up after themselves, and this also takes what others leave there (SwiftPM's locks, the PulseAudio
## client's runtime folder).
test: deps test-deps catalogues
	@tmp=$$(mktemp -d "$${TMPDIR:-/tmp}/c4m.XXXXXX") && trap 'rm -rf "$$tmp"' EXIT && export TMPDIR="$$tmp" && \
	set -x && $(SWIFT) test --skip 'PulseAudioReplayTests|SpokenLinesTests' && \
	$(SWIFT) test --filter PulseAudioReplayTests && \
	$(SWIFT) test --filter SpokenLinesTests && \
	scripts/check-install.sh

## Installs into a temporary prefix and checks the installed program from elsewhere (book, man page, completions).
check-install: test-deps
	scripts/check-install.sh

## Builds and copies, nothing else (no package manager, no network, no sudo): the stripped binary, the note
## banks, the opening book, man pages and bash/zsh/fish completions under PREFIX (default /usr/local; DESTDIR
## for packagers). `make deps` is the one step that installs packages. `make uninstall PREFIX=...` removes them.
## BINDIR (default PREFIX/bin; a distribution may want PREFIX/games) and MANSECTION (default 1; 6 for games).
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
MANSECTION ?= 1
## STRIP= installs the binary with its symbols (as DEB_BUILD_OPTIONS=nostrip does). ZSHDIR: the zsh function's
## folder (Debian's packages: /usr/share/zsh/vendor-completions). MANIFEST= writes no uninstall manifest.
STRIP ?= 1
ZSHDIR ?= $(PREFIX)/share/zsh/site-functions
MANIFEST ?= 1
## Flags a packager adds to every `swift build` (debian/rules: no resolution, its hardening and path maps).
BUILD_FLAGS ?=
install: release
	$(SWIFT) build $(BUILD_FLAGS) --product generate-manual
	C4_INSTALL_PREFIX="$(PREFIX)" C4_BINDIR="$(DESTDIR)$(BINDIR)" C4_MANSECTION="$(MANSECTION)" C4_STRIP="$(STRIP)" \
	  C4_ZSHDIR="$(DESTDIR)$(ZSHDIR)" C4_MANIFEST="$(MANIFEST)" \
	  scripts/install.sh install "$(DESTDIR)$(PREFIX)" $(BIN) .build/debug/generate-manual

uninstall:
	C4_BINDIR="$(DESTDIR)$(BINDIR)" C4_ZSHDIR="$(DESTDIR)$(ZSHDIR)" scripts/install.sh uninstall "$(DESTDIR)$(PREFIX)"

## Fetches the Swift packages Package.resolved pins into .build/checkouts: the one step that may use the network.
## After it, `make deb` (and every build here) needs none.
fetch:
	$(SWIFT) package resolve --only-use-versions-from-resolved-file

## The Debian package (debian/, debhelper): dist/c4-audio_VERSION_amd64.deb and its -dbgsym, checked by lintian
## (no error, no warning). DEB_BUILD_OPTIONS as usual (nocheck skips the tests, nostrip keeps the symbols).
deb: deps deb-deps fetch
	dpkg-buildpackage -us -uc -b
	@version=$$(dpkg-parsechangelog -SVersion) && mkdir -p dist && \
	  mv ../c4-audio_$${version}_amd64.deb ../c4-audio-dbgsym_$${version}_amd64.deb \
	     ../c4-audio_$${version}_amd64.buildinfo ../c4-audio_$${version}_amd64.changes dist/ && \
	  lintian --fail-on error,warning dist/c4-audio_$${version}_amd64.deb && \
	  echo "dist/c4-audio_$${version}_amd64.deb: lintian finds no error and no warning"

## What `make deb` needs besides the build's own packages (debhelper, lintian).
deb-deps:
	@scripts/install-deps.sh deb

## Times `c4-audio render` against sox (release build, hyperfine medians; see scripts/bench-render.sh).
bench-render: test-deps
	scripts/bench-render.sh

## Start-up of --version, show and solve, in English and Dutch (BASELINE=BINARY compares with another build).
bench-startup: test-deps
	scripts/bench-startup.sh

## The live engine's latency and robustness through a private PulseAudio daemon (SECONDS_TO_RUN=600, BUSY=1).
bench-audio: test-deps
	scripts/bench-audio.sh

## Speech latency of play --speak (release build): a move's note -> its spoken line, through a private
## speech-dispatcher and PulseAudio (GAMES=3; scripts/bench-speech.sh).
bench-speech: test-deps
	scripts/bench-speech.sh

## The solver benchmark (release build): Pons' files, empty board, bot move times, ladder.
bench-solver: test-deps
	scripts/bench-solver.sh

## The history store (release build): list and stats over 10,000 games, saving a move (see scripts/bench-history.sh).
bench-history: test-deps
	scripts/bench-history.sh

## `history import` of a seeded 16 MiB input in each layout (release build): games/s and max RSS (see scripts/bench-import.sh).
bench-import: test-deps
	scripts/bench-import.sh

## `c4-audio puzzle ID --answer COLUMN` per process (release build): stored mistakes and seeded puzzles (see scripts/bench-puzzle.sh).
bench-puzzle: test-deps
	scripts/bench-puzzle.sh

## Reviews 20 seeded games against `easy` (release build) and prints the time per game (scripts/bench-review.sh).
bench-review: test-deps
	scripts/bench-review.sh

## Generates (or resumes) the perfect bot's opening book in Resources/book/ (MAX_PLY=N goes deeper).
MAX_PLY ?= 11
book: deps
	$(SWIFT) build $(RELEASE) --product c4-bench
	.build/release/c4-bench book --max-ply $(MAX_PLY) --table-log2 25 --threads 2

## Generates (or resumes, from Resources/book/complete-depthDEPTH.checkpoint) the complete book: the exact score
## of every position with at most DEPTH stones, in Resources/book/complete.c4book (what it held stays until
## derived anew, so a deeper run never shrinks it, and a shallower one is refused); at nice 19, two threads.
DEPTH ?= 9
complete-book: deps
	$(SWIFT) build $(RELEASE) --product c4-bench
	nice -n 19 .build/release/c4-bench complete-book --depth $(DEPTH) --threads 2 --write-every 300

## Generates (or resumes, from Resources/book/lines.checkpoint) the lines book: every position of the lines of
## perfect play (a review's lines, centre first) from every position of at most ROOTS_DEPTH stones that the
## other two books do not answer, in Resources/book/lines.c4book; at nice 19, one solver with a helper thread.
ROOTS_DEPTH ?= 5
line-book: deps
	$(SWIFT) build $(RELEASE) --product c4-bench
	nice -n 19 .build/release/c4-bench line-book --roots-depth $(ROOTS_DEPTH) --threads 2

## What the release binary is made of: its size stripped and unstripped, and its symbols' bytes by owner
## (each Swift module, ICU and its data, BoringSSL, the Unicode tables; scripts/size-report.sh).
size: release
	scripts/size-report.sh

clean:
	rm -rf .build .build-dynamic
