# Conveniences over scripts/ (which is what the README and CI use).
.PHONY: run test bench build demo clean

run:
	scripts/run

test:
	scripts/test

bench:
	scripts/bench

build:
	scripts/deps && swift build -c release

demo: build
	mkdir -p out && .build/release/flourish replay Assets/demo.flourish --out out/demo.png

clean:
	rm -rf .build out
