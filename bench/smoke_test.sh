#!/usr/bin/env bash
# A smoke test of the benchmark tooling (no timing): peers.sh parses and prints its help,
# the realistic corpus is deterministic, valid UTF-8, about half site pages and half OCR
# prints, and cvtidy runs over it; bench/prh.yml matches rules/venues.toml.
#
# usage: bench/smoke_test.sh GEN_CORPUS CVTIDY SOURCE_DIR
set -euo pipefail
gen_corpus=$1
cvtidy=$2
root=$3

bash -n "$root/bench/peers.sh"
"$root/bench/peers.sh" --help | grep -q -- '--rss-counts'

tmp=$(mktemp -d "${TMPDIR:-/tmp}/cvtidy-bench-smoke.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
"$gen_corpus" --profile realistic --count 60 --seed 7 "$tmp/a" 2>/dev/null
"$gen_corpus" --profile realistic --count 60 --seed 7 "$tmp/b" 2>/dev/null
diff -r "$tmp/a" "$tmp/b" >/dev/null || { echo "FAIL: the realistic corpus differs between two runs"; exit 1; }
"$gen_corpus" --profile realistic --count 60 --seed 8 "$tmp/c" 2>/dev/null
if cmp -s "$tmp/a/$(ls "$tmp/a" | head -n 1)" "$tmp/c/$(ls "$tmp/c" | head -n 1)"; then
  echo "FAIL: seeds 7 and 8 wrote the same first CV"
  exit 1
fi

site=$(find "$tmp/a" -name '*-site.md' | wc -l)
ocr=$(find "$tmp/a" -name '*-ocr.txt' | wc -l)
if ((site < 15 || ocr < 15 || site + ocr != 60)); then
  echo "FAIL: expected about half site pages and half OCR prints, got $site and $ocr"
  exit 1
fi
for f in "$tmp"/a/*; do
  iconv -f UTF-8 -t UTF-8 "$f" >/dev/null 2>&1 || { echo "FAIL: $f is not valid UTF-8"; exit 1; }
done
grep -l -q '^---$' "$tmp"/a/*-site.md || { echo "FAIL: no site page has front matter"; exit 1; }

set +e
"$cvtidy" check --jobs 1 --format json "$tmp/a" >"$tmp/check.json" 2>"$tmp/stderr"
rc=$?
set -e
if ((rc != 0 && rc != 1)); then
  echo "FAIL: cvtidy check exited $rc on the realistic corpus"
  head -n 20 "$tmp/stderr"
  exit 1
fi
grep -q '"ocr/bullet-noise"' "$tmp/check.json" || { echo "FAIL: no ocr/bullet-noise on OCR prints"; exit 1; }
if grep -q '"input/encoding"' "$tmp/check.json"; then
  echo "FAIL: cvtidy skipped a generated file as badly encoded"
  exit 1
fi

if command -v python3 >/dev/null 2>&1 && python3 -c 'import tomllib' 2>/dev/null; then
  python3 "$root/bench/gen_prh.py" "$root/rules/venues.toml" 2>/dev/null | cmp -s - "$root/bench/prh.yml" ||
    { echo "FAIL: bench/prh.yml is stale: python3 bench/gen_prh.py rules/venues.toml > bench/prh.yml"; exit 1; }
fi
echo "bench smoke: OK ($site site pages, $ocr OCR prints)"
