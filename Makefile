# c4-audio: the two commands of the README are `make demo` and `make test`.
SWIFT ?= swift
BIN := .build/release/c4-audio

.PHONY: deps build demo test bench-render bench-solver book clean

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build -c release --product c4-audio

## Installs what is missing, builds, and shows a sample game.
demo: build
	$(BIN) show 4455667

## Installs what is missing and runs every test.
test: deps
	$(SWIFT) test

## Times `c4-audio render` against sox (release build, hyperfine medians; see scripts/bench-render.sh).
bench-render: deps
	scripts/bench-render.sh

## The solver benchmark (release build): Pons' files, empty board, bot move times, ladder.
bench-solver: deps
	scripts/bench-solver.sh

## Generates (or resumes) the perfect bot's opening book in Resources/book/.
book: deps
	$(SWIFT) build -c release --product c4-bench
	.build/release/c4-bench book --max-ply 9 --table-log2 25

clean:
	rm -rf .build
