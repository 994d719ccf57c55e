#!/usr/bin/env bash
# Peak resident memory of `cvtidy check` for every output format, over generated corpora of
# 2,000 and 20,000 CVs (bench/README.md, "Report memory"). Memory must stay flat as the
# corpus grows: inputs are streamed, and every reporter streams or keeps bounded per-file state.
#
#   bench/report_memory.sh                              # build/cvtidy, 2000 and 20000 CVs
#   bench/report_memory.sh build/cvtidy 2000 20000 200000  # 200,000: about 1 GB of CVs
#   bench/report_memory.sh --fix build/cvtidy 2000 20000   # also `fix --jobs 1` (slow: fsyncs)
#
# Rows: `check --jobs 1` (text report), then each format at `--jobs 2` with --output, then with
# --fix, `fix --jobs 1`, last, as it rewrites the corpus. The HTML page of 200,000 CVs is about 10 GB in
# the temporary directory.
set -euo pipefail
with_fix=0
if [[ "${1:-}" == --fix ]]; then
  with_fix=1
  shift
fi
cvtidy="${1:-build/cvtidy}"
shift || true
sizes=("$@")
((${#sizes[@]})) || sizes=(2000 20000)
gen="$(dirname "$cvtidy")/gen_corpus"
[[ -x "$cvtidy" && -x "$gen" ]] || { echo "report_memory.sh: needs $cvtidy and $gen" >&2; exit 2; }
[[ -x /usr/bin/time ]] || { echo "report_memory.sh: needs /usr/bin/time (Debian: time)" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The formats `check --help` lists: "Output format: github, html, ... (default: text)".
formats=$("$cvtidy" check --help | sed -n 's/.*Output format: \([a-z, ]*\) (default.*/\1/p' | tr -d ',')
# Runs the command after $1 (the row's label) and prints its peak RSS and wall time.
measure() {
  local label="$1" n="$2"
  shift 2
  /usr/bin/time -f '%M %e' -o "$work/time" "$@" >/dev/null 2>&1 || true
  read -r kb seconds < <(tail -n 1 "$work/time")  # after any "exited with status" line
  printf '%-16s %8d %9.1f MB %10s\n' "$label" "$n" "$(echo "$kb / 1024" | bc -l)" "$seconds"
}
printf '%-16s %8s %12s %10s\n' run files "peak RSS" seconds
for n in "${sizes[@]}"; do
  "$gen" --count "$n" --seed 1 "$work/cvs-$n" >/dev/null 2>&1
  measure "check -j1" "$n" "$cvtidy" check --jobs 1 --today 2026-11-24 "$work/cvs-$n"
  for format in $formats; do
    measure "check -j2 $format" "$n" "$cvtidy" check --jobs 2 --today 2026-11-24 \
      --format "$format" --output "$work/report" "$work/cvs-$n"
    rm -f "$work/report"
  done
  if ((with_fix)); then
    measure "fix -j1" "$n" "$cvtidy" fix --jobs 1 --today 2026-11-24 "$work/cvs-$n"
  fi
  rm -rf "$work/cvs-$n"
done
