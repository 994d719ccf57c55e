#!/usr/bin/env bash
# Peak resident memory of `cvtidy check` for every output format, over generated corpora of
# 2,000 and 20,000 CVs (bench/README.md, "Report memory"). Memory must stay flat as the
# corpus grows: every reporter streams or keeps bounded per-file state.
#
#   bench/report_memory.sh                       # build/cvtidy, 2000 and 20000 CVs
#   bench/report_memory.sh build/cvtidy 500 5000 # other sizes
set -euo pipefail
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
printf '%-8s %8s %12s %10s\n' format files "peak RSS" seconds
for n in "${sizes[@]}"; do
  "$gen" --count "$n" --seed 1 "$work/cvs-$n" >/dev/null 2>&1
  for format in $formats; do
    /usr/bin/time -f '%M %e' -o "$work/time" \
      "$cvtidy" check --today 2026-11-24 --format "$format" --output "$work/report" \
      "$work/cvs-$n" >/dev/null 2>&1 || true
    read -r kb seconds < <(tail -n 1 "$work/time")  # after any "exited with status" line
    printf '%-8s %8d %9.1f MB %10s\n' "$format" "$n" "$(echo "$kb / 1024" | bc -l)" "$seconds"
  done
  rm -rf "$work/cvs-$n"
done
