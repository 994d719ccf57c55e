#!/usr/bin/env bash
# A short libFuzzer run of one target over its committed seed corpus, as a ctest test:
#   smoke.sh FUZZER SEED_DIR SECONDS ARTIFACT_DIR
# New inputs go to a scratch directory (the seeds are never written); a crash, a timeout (an
# input slower than 25 s, generous because CI machines are shared) or a leak fails the test and
# leaves the input in ARTIFACT_DIR.
set -euo pipefail
fuzzer=$1 seeds=$2 seconds=$3 artifacts=$4
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$artifacts"
dict=()
[[ -f $seeds.dict ]] && dict=(-dict="$seeds.dict")
# A fixed seed: every run tries the same inputs in the same order (a slower machine stops
# sooner), so a red smoke run is reproducible rather than a new finding of one lucky run.
"$fuzzer" -seed=1 -max_total_time="$seconds" -timeout=25 -rss_limit_mb=2048 -max_len=8192 \
  -print_final_stats=1 -artifact_prefix="$artifacts/$(basename "$fuzzer")-" "${dict[@]}" \
  "$scratch" "$seeds"
