#!/usr/bin/env bash
# End-to-end throughput of `cvtidy check`, with `cat` over the same bytes as the floor.
#
# usage: bench/throughput.sh [CVTIDY] [COPIES]
#   CVTIDY  the cvtidy binary (default: build/cvtidy, relative to the repo root)
#   COPIES  copies of the fixtures/_cv corpus to lint (default: 1000)
#
# Builds nothing. Copies every fixtures/_cv CV COPIES times into a temporary tree (100 files
# per subdirectory, the shape of a real batch of CVs), then times, best of 5 runs:
#   1. cvtidy check --jobs 1 TREE     one core
#   2. cvtidy check TREE              default --jobs
#   3. cat TREE/*/*                   reading the same bytes: the I/O floor
#   4. cvtidy check FILE  vs  cat FILE   one CV, process start-up included
#      (target: cvtidy within 2x of cat)
# and prints total bytes, seconds, MB/s and files/s. Uses hyperfine when installed, else
# bash timing (CVTIDY_BENCH_NO_HYPERFINE=1 forces the bash timer); the ~1 ms single-file
# commands get more samples (hyperfine: best of 50; bash: 5 samples of 50 runs each).
# Exits 0 whatever cvtidy finds (check exits 1 when it reports problems); non-zero only when
# the benchmark itself cannot run (no binary, no fixtures, or cvtidy exits 2 or crashes).
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/corpus.sh"
bench_setup throughput.sh "${1:-build/cvtidy}" "${2:-1000}"
runs=5

tmp=$(mktemp -d "${TMPDIR:-/tmp}/cvtidy-bench.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
tree=$tmp/cvs

bench_make_corpus "$tree"

# The single-file case: the largest fixture, closest to a long real CV.
single=""
single_bytes=0
for f in "${fixtures[@]}"; do
  size=$(wc -c <"$f")
  if ((size > single_bytes)); then
    single=$f
    single_bytes=$size
  fi
done

# cvtidy must run (exit 0 or 1) before its speed means anything.
set +e
"$cvtidy" check --jobs 1 "$tree" >/dev/null 2>"$tmp/stderr"
rc=$?
set -e
if ((rc != 0 && rc != 1)); then
  echo "throughput.sh: '$cvtidy check' exited $rc on the corpus; not benchmarking:" >&2
  head -n 20 "$tmp/stderr" >&2
  exit 1
fi

# measure NAME COMMAND...: prints "WALL CPU": the best wall-clock seconds of the runs and the
# CPU seconds (user + system) of one run. On a busy machine wall time stretches with the load
# while CPU time does not, so CPU time is the number to compare across runs there.
if [[ -z ${CVTIDY_BENCH_NO_HYPERFINE:-} ]] && command -v hyperfine >/dev/null 2>&1; then
  timer="hyperfine, best of $runs"
  # json_number FILE KEY: the first number under KEY in hyperfine's JSON export.
  json_number() { grep -o "\"$2\": *[0-9.eE+-]*" "$1" | head -n 1 | sed 's/.*: *//'; }
  measure() {
    local name=$1
    shift
    local json=$tmp/$name.json n=$runs
    # A ~1 ms command needs more samples for its best run to be stable.
    [[ $name == single_* ]] && n=50
    # -N: no intermediate shell, so start-up of a ~1 ms command is not drowned in sh's.
    hyperfine -N -i --style none --warmup 3 --runs "$n" --export-json "$json" \
      -- "$(printf '%q ' "$@")" >/dev/null 2>&1
    local min user system
    min=$(json_number "$json" min)
    user=$(json_number "$json" user)  # hyperfine reports the mean CPU times over the runs
    system=$(json_number "$json" system)
    awk -v w="$min" -v u="$user" -v s="$system" 'BEGIN { printf "%.6f %.6f\n", w, u + s }'
  }
else
  timer="bash, best of $runs"
  # Short commands are repeated `reps` times per sample so the clock resolution and the fork
  # of the loop do not dominate; the result is per invocation.
  measure() {
    local name=$1
    shift
    local reps=1 i r real user sys best_real="" best_cpu=""
    [[ $name == single_* ]] && reps=50
    "$@" >/dev/null 2>&1 || true  # warm-up
    for ((i = 0; i < runs; ++i)); do
      {
        local TIMEFORMAT='%3R %3U %3S'
        time for ((r = 0; r < reps; ++r)); do "$@" >/dev/null 2>&1 || true; done
      } 2>"$tmp/time"
      read -r real user sys <"$tmp/time"
      read -r best_real best_cpu < <(awk -v r="$real" -v c="$(awk -v u="$user" -v s="$sys" \
        'BEGIN { print u + s }')" -v n="$reps" -v br="$best_real" -v bc="$best_cpu" 'BEGIN {
          r /= n; c /= n
          if (br == "" || r < br) br = r
          if (bc == "" || c < bc) bc = c
          printf "%.6f %.6f\n", br, bc
        }')
    done
    echo "$best_real $best_cpu"
  }
fi

cores=$(nproc 2>/dev/null || echo 1)
load=$(cut -d ' ' -f 1 /proc/loadavg 2>/dev/null || echo 0)
echo "cvtidy:   $cvtidy"
echo "corpus:   $files files ($copies copies of ${#fixtures[@]} fixtures), $bytes bytes," \
  "$(((files + 99) / 100)) directories"
echo "timer:    $timer; cores: $cores; load average: $load"
if awk -v l="$load" -v c="$cores" 'BEGIN { exit !(l > c) }'; then
  echo "warning:  the machine is busy (load $load on $cores cores): wall-clock rates are"
  echo "          pessimistic; compare the CPU columns instead"
fi
echo

row() {  # row LABEL "WALL CPU" BYTES FILES
  local wall cpu
  read -r wall cpu <<<"$2"
  awk -v label="$1" -v w="$wall" -v c="$cpu" -v b="$3" -v n="$4" 'BEGIN {
    if (w <= 0) w = 1e-9
    if (c <= 0) c = 1e-9
    printf "%-40s %9.4f %9.4f %9.1f %9.1f %10.0f\n", label, w, c, b / w / 1e6, b / c / 1e6, n / w
  }'
}

printf '%-40s %9s %9s %9s %9s %10s\n' "command" "wall s" "cpu s" "MB/s" "MB/cpu-s" "files/s"
m_j1=$(measure check_j1 "$cvtidy" check --jobs 1 "$tree")
row "cvtidy check --jobs 1 (corpus)" "$m_j1" "$bytes" "$files"
m_jn=$(measure check_jn "$cvtidy" check "$tree")
row "cvtidy check (default jobs)" "$m_jn" "$bytes" "$files"
# cat over thousands of files needs the shell's glob; a shell start-up is noise at this size.
# shellcheck disable=SC2016  # $1 is expanded by the inner bash, on purpose
m_cat=$(measure cat_all bash -c 'cat "$1"/*/* >/dev/null' bash "$tree")
row "cat (corpus)" "$m_cat" "$bytes" "$files"
echo
m_single=$(measure single_check "$cvtidy" check "$single")
row "cvtidy check $(basename "$single")" "$m_single" "$single_bytes" 1
m_single_cat=$(measure single_cat cat "$single")
row "cat $(basename "$single")" "$m_single_cat" "$single_bytes" 1
echo

awk -v j1="$m_j1" -v jn="$m_jn" -v c="$m_cat" -v s="$m_single" -v sc="$m_single_cat" 'BEGIN {
  split(j1, J1, " "); split(jn, JN, " "); split(c, C, " "); split(s, S, " "); split(sc, SC, " ")
  if (JN[1] > 0) printf "parallel speed-up (jobs 1 / default), wall: %.2fx\n", J1[1] / JN[1]
  if (C[1] > 0) printf "check --jobs 1 vs cat over the corpus, wall: %.1fx\n", J1[1] / C[1]
  if (SC[1] > 0) {
    r = S[1] / SC[1]
    printf "single file, start-up included: cvtidy %.2f ms, cat %.2f ms, ratio %.2fx (target <= 2x): %s\n",
      S[1] * 1e3, SC[1] * 1e3, r, (r <= 2 ? "OK" : "OVER")
  }
  if (SC[2] > 0) printf "single file, CPU time: cvtidy %.2f ms, cat %.2f ms, ratio %.2fx\n",
    S[2] * 1e3, SC[2] * 1e3, S[2] / SC[2]
}'
exit 0
