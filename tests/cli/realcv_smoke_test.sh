#!/usr/bin/env bash
# Smoke test over the real CVs beside the checkout, when they are there:
#   ../shared/realcv/src/*.md   Markdown as people write it (front matter, Liquid, raw HTML)
#   ../shared/realcv/ocr/*.txt  OCR of the same pages, printed
#   ../shared/seeds/*           converter output
# They are real people's CVs, so they never get copied into the repository, and this test
# prints only file names, counts and cvtidy's own error lines, never an excerpt of a CV. Every
# run has a time limit (a hang is a failure):
#   0. one batch `cvtidy check --jobs 2` over all of them exits 0 or 1;
#   1. per file, `cvtidy check` exits 0 or 1: not 2 (an error), not a crash, not a timeout;
#   2. `cvtidy fix` on a copy exits 0 or 1, and leaves the file itself untouched;
#   3. a second `fix` of the copy changes nothing (byte for byte): the fixer's fixpoint;
# and no file is reported as input/too-slow (a rule that needs seconds on a real CV is a bug).
# Files listed in tests/cli/realcv_known_failures.txt may fail step 2 with "fixes did not
# converge" (a known rule bug) and are reported as KNOWN instead.
#
# usage: tests/cli/realcv_smoke_test.sh CVTIDY REPO_DIR
#   The folders are looked for in $CVTIDY_SHARED_DIR, else REPO_DIR/../shared. When none has a
#   file it prints `SKIPPED: no real CVs` and exits 0. Exit status: 0 all passed, 1 a failure,
#   2 usage.
set -uo pipefail

if (($# != 2)); then
  echo "usage: $0 CVTIDY REPO_DIR" >&2
  exit 2
fi
cvtidy=$1
repo=$2
if [[ ! -x $cvtidy ]]; then
  echo "realcv_smoke_test: $cvtidy is not an executable" >&2
  exit 2
fi
shared=${CVTIDY_SHARED_DIR:-$repo/../shared}
per_run_limit=10   # seconds; cvtidy's own budget per file is 5
batch_limit=60

files=()
for f in "$shared"/realcv/src/*.md "$shared"/realcv/ocr/*.txt "$shared"/seeds/*; do
  [[ -f $f ]] && files+=("$f")
done
if ((${#files[@]} == 0)); then
  echo "SKIPPED: no real CVs (looked in $shared/realcv/src, $shared/realcv/ocr, $shared/seeds)"
  exit 0
fi
if ! command -v timeout >/dev/null 2>&1; then
  echo "realcv_smoke_test: needs timeout(1) to tell a hang from a slow run" >&2
  exit 2
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/cvtidy-realcv.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

failures=0
fail() {  # fail NAME MESSAGE [LOG]: prints the log's `cvtidy: ...` and input/too-slow lines
  echo "FAIL $1: $2"
  if [[ -n ${3:-} && -s $3 ]]; then
    grep -E '^cvtidy: |\[input/too-slow\]$' "$3" | head -n 5 | cut -c1-240 | sed 's/^/    /'
  fi
  failures=$((failures + 1))
}

# describe RC: what an exit status means.
describe() {
  case $1 in
    0 | 1) echo "exit $1" ;;
    124) echo "timed out (a hang?)" ;;
    2) echo "exit 2 (an error)" ;;
    *) if (($1 > 128)); then echo "killed by signal $(($1 - 128)) (a crash)"; else echo "exit $1"; fi ;;
  esac
}
ok_exit() { [[ $1 == 0 || $1 == 1 ]]; }
too_slow() { grep -q '\[input/too-slow\]' "$1"; }

start=$SECONDS

# 0. The whole set as one batch, as a CI job would run it.
timeout "$batch_limit" "$cvtidy" check --jobs 2 --quiet "${files[@]}" >"$tmp/batch.out" 2>"$tmp/batch.err"
rc=$?
if ! ok_exit "$rc"; then
  fail "batch of ${#files[@]}" "check $(describe "$rc")" "$tmp/batch.err"
elif too_slow "$tmp/batch.out"; then
  fail "batch of ${#files[@]}" "input/too-slow reported" "$tmp/batch.out"
fi

# Known non-converging fixes: "FOLDER/FILE rules" lines, FOLDER/FILE relative to $shared.
declare -A known=()
while read -r path rules; do
  [[ -z $path || $path == \#* ]] && continue
  known[$path]=$rules
done <"$repo/tests/cli/realcv_known_failures.txt"

changed=0
known_seen=0
for file in "${files[@]}"; do
  name=${file#"$shared"/}
  work=$tmp/${name//\//_}
  mkdir -p "$work"
  sum_before=$(cksum <"$file")

  timeout "$per_run_limit" "$cvtidy" check "$file" >"$work/check.out" 2>"$work/check.err"
  rc=$?
  if ! ok_exit "$rc"; then
    fail "$name" "check $(describe "$rc")" "$work/check.err"
  elif too_slow "$work/check.out"; then
    fail "$name" "check reported input/too-slow" "$work/check.out"
  fi

  copy=$work/$(basename "$file")
  cp "$file" "$copy"
  chmod u+w "$copy"  # the shared originals are read-only, and fix refuses those unless root
  timeout "$per_run_limit" "$cvtidy" fix "$copy" >"$work/fix1.out" 2>"$work/fix1.err"
  rc=$?
  known_failure=0
  if [[ -n ${known[$name]:-} ]]; then
    if [[ $rc == 2 ]] && grep -q 'fixes did not converge' "$work/fix1.err"; then
      echo "KNOWN $name: fixes do not converge (${known[$name]}), as listed"
      known_failure=1
      known_seen=$((known_seen + 1))
    elif ok_exit "$rc"; then
      echo "NOTE $name: fix now passes; delete it from tests/cli/realcv_known_failures.txt"
    fi
  fi
  if ((known_failure)); then
    :  # left unchanged, as listed: no fixpoint to check
  elif ! ok_exit "$rc"; then
    fail "$name" "fix $(describe "$rc")" "$work/fix1.err"
  elif too_slow "$work/fix1.out"; then
    fail "$name" "fix reported input/too-slow" "$work/fix1.out"
  else
    cmp -s "$file" "$copy" || changed=$((changed + 1))
    cp "$copy" "$work/after1"
    timeout "$per_run_limit" "$cvtidy" fix "$copy" >"$work/fix2.out" 2>"$work/fix2.err"
    rc=$?
    if ! ok_exit "$rc"; then
      fail "$name" "second fix $(describe "$rc")" "$work/fix2.err"
    elif ! cmp -s "$work/after1" "$copy"; then
      diff -u "$work/after1" "$copy" | grep -c '^[-+][^-+]' >"$work/fix2.count"
      fail "$name" "a second fix changed $(cat "$work/fix2.count") more lines (not a fixpoint)"
    fi
  fi

  if [[ $(cksum <"$file") != "$sum_before" ]]; then
    fail "$name" "the file itself was modified (fix must only touch the copy it was given)"
  fi
done

elapsed=$((SECONDS - start))
if ((failures > 0)); then
  echo "realcv_smoke_test: $failures failure(s) over ${#files[@]} files (${elapsed} s)"
  exit 1
fi
echo "realcv_smoke_test: ${#files[@]} files OK ($known_seen known non-converging fixes), $changed" \
  "changed by fix (${elapsed} s)"
exit 0
