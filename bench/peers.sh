#!/usr/bin/env bash
# cvtidy against its peers, in one run, on a realistic generated corpus (issue 14).
#
# usage: bench/peers.sh [--cvtidy BIN] [--count N] [--rss-counts "N1 N2 ..."] [--runs N]
#                       [--keep DIR] [--no-setup] [--only TOOLS] [--help]
#   --cvtidy BIN      the cvtidy binary (default build/cvtidy); gen_corpus is taken from the
#                     same directory
#   --count N         files in the timed corpus (default 2000)
#   --rss-counts L    corpus sizes of the peak-RSS row (default "2000 20000"; add 200000 when
#                     disk and time allow: about 1.7 GB and a few minutes)
#   --runs N          timed runs per command (default 5; markdownlint-cli2 and textlint: 3)
#   --keep DIR        build the corpora in DIR and keep them (reused when already there)
#   --no-setup        install nothing: a missing peer is skipped with a warning
#   --only TOOLS      time only these rows (comma-separated: check1,check2,fix1,cat,grep,
#                     codespell,markdownlint,textlint,single,rss)
#
# Setup (skipped with --no-setup): installs the Debian packages codespell, hyperfine and time
# when missing (apt-get, as .ci/setup does), the pinned markdownlint-cli2 and textlint +
# textlint-rule-prh of bench/package.json with `npm ci` into bench/node_modules, and
# regenerates the prh rules from rules/venues.toml (bench/gen_prh.py; bench/prh.yml is the
# committed copy, and a stale one is reported).
#
# Then writes `gen_corpus --profile realistic --count N --seed 1` and times, with hyperfine
# (median of the runs, after a warm-up for the fast commands), every tool over the same files:
#   cvtidy check --jobs 1, check --jobs 2, fix --jobs 1 (on a fresh copy each run);
#   cat and `grep -c` with one alternation (the floors); codespell (its default dictionary);
#   markdownlint-cli2 (its default rules); textlint with textlint-rule-prh (the venue rules);
# each also once under GNU time for its peak RSS. Then one median-sized CV alone, start-up
# included, cvtidy check against cat (hyperfine -N, 100 runs), and the peak RSS of
# `cvtidy check --jobs 1` over corpora of each --rss-counts size.
#
# Prints a Markdown table (median wall seconds, MB/s, CPU seconds, MB per CPU second, peak
# RSS) and the issue's targets with OK or MISS, with the load average before and after. On a
# shared machine wall time stretches with the load; the CPU columns barely move.
# Exits 0 whatever the tools find; non-zero only when the benchmark cannot run.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
cvtidy=$root/build/cvtidy
count=2000
rss_counts="2000 20000"
runs=5
keep=""
setup=1
only=""

usage() { sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d' | sed 's/^# \{0,1\}//'; }
while (($#)); do
  case $1 in
    --cvtidy) cvtidy=$(realpath "$2"); shift 2 ;;
    --count) count=$2; shift 2 ;;
    --rss-counts) rss_counts=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --keep) keep=$2; shift 2 ;;
    --no-setup) setup=0; shift ;;
    --only) only=",$2,"; shift 2 ;;
    -h | --help) usage; exit 0 ;;
    *) echo "peers.sh: unknown argument '$1' (try --help)" >&2; exit 2 ;;
  esac
done
wanted() { [[ -z $only || $only == *",$1,"* ]]; }

gen_corpus=$(dirname "$cvtidy")/gen_corpus
for bin in "$cvtidy" "$gen_corpus"; do
  if [[ ! -x $bin ]]; then
    echo "peers.sh: $bin not found; build it first (Release): ninja -C build cvtidy gen_corpus" >&2
    exit 1
  fi
done

# ---------------------------------------------------------------------------------- setup
debian_packages=(codespell hyperfine time)
if ((setup)); then
  missing=()
  for package in "${debian_packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
      missing+=("$package")
    fi
  done
  if ((${#missing[@]})); then
    echo "peers.sh: installing ${missing[*]}" >&2
    sudo=()
    [[ $(id -u) -ne 0 ]] && sudo=(sudo)
    { "${sudo[@]}" apt-get update -qq &&
      DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq \
        --no-install-recommends "${missing[@]}" >/dev/null; } ||
      echo "peers.sh: warning: could not install ${missing[*]}" >&2
  fi
  if command -v npm >/dev/null 2>&1; then
    # npm ci again only when the lock file changed since the last install.
    if [[ ! -f $here/node_modules/.package-lock.json ||
          $here/package-lock.json -nt $here/node_modules/.package-lock.json ]]; then
      echo "peers.sh: npm ci in bench/" >&2
      (cd "$here" && npm ci --no-audit --no-fund --loglevel=error >/dev/null) ||
        echo "peers.sh: warning: npm ci failed; markdownlint-cli2 and textlint are skipped" >&2
    fi
  else
    echo "peers.sh: warning: no npm; markdownlint-cli2 and textlint are skipped" >&2
  fi
fi
have() { command -v "$1" >/dev/null 2>&1; }
gnu_time=""
[[ -x /usr/bin/time ]] && /usr/bin/time -f %M true >/dev/null 2>&1 && gnu_time=/usr/bin/time
if ! have hyperfine; then
  echo "peers.sh: hyperfine is needed (apt-get install hyperfine)" >&2
  exit 1
fi
markdownlint=$here/node_modules/.bin/markdownlint-cli2
textlint=$here/node_modules/.bin/textlint

if [[ -n $keep ]]; then
  work=$(mkdir -p "$keep" && cd "$keep" && pwd)
else
  work=$(mktemp -d "${TMPDIR:-/tmp}/cvtidy-peers.XXXXXX")
  trap 'rm -rf "$work"' EXIT
fi

prh=$work/prh.yml
python3 "$here/gen_prh.py" "$root/rules/venues.toml" >"$prh" 2>/dev/null
if ! cmp -s "$prh" "$here/prh.yml"; then
  echo "peers.sh: warning: bench/prh.yml is stale (python3 bench/gen_prh.py rules/venues.toml" \
    "> bench/prh.yml); timing with a fresh one" >&2
fi
prh_rules=$(grep -c '^  - expected:' "$prh")
printf '{"rules":{"prh":{"rulePaths":["%s"]}}}\n' "$prh" >"$work/textlintrc.json"

# --------------------------------------------------------------------------------- corpus
# corpus N: the directory of N realistic CVs (seed 1), written once.
corpus() {
  local dir=$work/corpus-$1
  if [[ ! -f $dir/.complete ]]; then
    rm -rf "$dir"
    "$gen_corpus" --profile realistic --count "$1" --seed 1 "$dir" 2>/dev/null
    touch "$dir/.complete"
  fi
  echo "$dir"
}
tree=$(corpus "$count")
bytes=$(cat "$tree"/*.md "$tree"/*.txt | wc -c)
files=$(find "$tree" -type f \( -name '*.md' -o -name '*.txt' \) | wc -l)
site_files=$(find "$tree" -name '*.md' | wc -l)

set +e
"$cvtidy" check --jobs 2 --format json "$tree" >"$work/check.json" 2>"$work/check.stderr"
rc=$?
set -e
if ((rc != 0 && rc != 1)); then
  echo "peers.sh: '$cvtidy check' exited $rc on the corpus; not benchmarking:" >&2
  head -n 20 "$work/check.stderr" >&2
  exit 1
fi
diagnostics=$(grep -o '"rule": *"' "$work/check.json" | wc -l)

load() { cut -d' ' -f1-3 /proc/loadavg; }
load_before=$(load)

# --------------------------------------------------------------------------------- timing
# time_row KEY LABEL RUNS WARMUP PREPARE COMMAND: times COMMAND (a shell command line) with
# hyperfine and once more under GNU time; appends KEY, LABEL, median, cpu, rss_kb, runs
# (tab-separated) to rows.
rows=$work/rows
: >"$rows"
time_row() {
  local key=$1 label=$2 n=$3 warmup=$4 prepare=$5 command=$6
  wanted "$key" || return 0
  echo "peers.sh: timing $label ($n runs)" >&2
  local json=$work/$key.json
  local args=(-i --style none --runs "$n" --warmup "$warmup" --export-json "$json")
  [[ -n $prepare ]] && args+=(--prepare "$prepare")
  hyperfine "${args[@]}" -- "$command" >/dev/null 2>&1
  local stats
  stats=$(python3 -c '
import json, statistics, sys
r = json.load(open(sys.argv[1]))["results"][0]
times = r["times"]
cpu = r["user"] + r["system"]
print("%.6f %.6f" % (statistics.median(times), cpu))' "$json")
  local rss=0
  if [[ -n $gnu_time ]]; then
    [[ -n $prepare ]] && bash -c "$prepare"
    # GNU time exits with the command's status: a linter that found something is not an error.
    rss=$({ $gnu_time -f %M bash -c "$command >/dev/null 2>&1" 2>&1 >/dev/null || true; } |
      tail -n 1)
  fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$key" "$label" "${stats% *}" "${stats#* }" "$rss" "$n" >>"$rows"
}

q() { printf '%q' "$1"; }
t=$(q "$tree")
fixdir=$(q "$work/fix")
time_row check1 "cvtidy check --jobs 1" "$runs" 1 "" "$(q "$cvtidy") check --jobs 1 $t"
time_row check2 "cvtidy check --jobs 2" "$runs" 1 "" "$(q "$cvtidy") check --jobs 2 $t"
time_row fix1 "cvtidy fix --jobs 1" "$runs" 0 "rm -rf $fixdir && cp -r $t $fixdir" \
  "$(q "$cvtidy") fix --jobs 1 $fixdir"
time_row cat "cat" "$runs" 1 "" "cat $t/*.md $t/*.txt"
time_row grep "grep -c -E 'Proceedings|Present'" "$runs" 1 "" \
  "grep -c -E 'Proceedings|Present' $t/*.md $t/*.txt"
if have codespell; then
  time_row codespell "codespell" "$runs" 1 "" "codespell $t"
else
  echo "peers.sh: warning: codespell missing; skipped" >&2
fi
if [[ -x $markdownlint ]]; then
  # From $work, where no .markdownlint-cli2 config file applies: the default rules.
  time_row markdownlint "markdownlint-cli2" 3 0 "" \
    "cd $(q "$work") && $(q "$markdownlint") $(q "$tree/*.md") $(q "$tree/*.txt")"
  time_row textlint "textlint + prh ($prh_rules venue rules)" 3 0 "" \
    "cd $(q "$work") && $(q "$textlint") -c $(q "$work/textlintrc.json") $t"
fi

# One CV of median size, start-up included.
single=$(find "$tree" -type f \( -name '*.md' -o -name '*.txt' \) -printf '%s %p\n' | sort -n |
  awk -v n="$files" 'NR == int((n + 1) / 2) { print $2 }')
single_ms() {
  hyperfine -N -i --style none --warmup 5 --runs 100 --export-json "$work/single.json" \
    -- "$*" >/dev/null 2>&1
  python3 -c '
import json, statistics, sys
times = json.load(open(sys.argv[1]))["results"][0]["times"]
print("%.3f" % (1000 * statistics.median(times)))' \
    "$work/single.json"
}
single_check=""
single_cat=""
if wanted single; then
  echo "peers.sh: timing one file" >&2
  single_check=$(single_ms "$cvtidy" check "$single")
  single_cat=$(single_ms cat "$single")
fi

# Peak RSS of check --jobs 1 as the corpus grows.
rss_rows=()
if wanted rss && [[ -n $gnu_time ]]; then
  for n in $rss_counts; do
    echo "peers.sh: peak RSS over $n files" >&2
    dir=$(corpus "$n")
    kb=$({ $gnu_time -f %M "$cvtidy" check --jobs 1 "$dir" 2>&1 >/dev/null || true; } | tail -n 1)
    rss_rows+=("$n:$kb")
  done
fi
load_after=$(load)

# --------------------------------------------------------------------------------- report
python3 - "$rows" "$bytes" "$files" "$site_files" "$diagnostics" "$load_before" "$load_after" \
  "$single" "$single_check" "$single_cat" "${rss_rows[@]}" <<'PY'
import os, sys
rows_path, total, files, site, diags, load_before, load_after = sys.argv[1:8]
single, single_check, single_cat = sys.argv[8:11]
rss = [tuple(map(int, r.split(":"))) for r in sys.argv[11:]]
total, files, site, diags = int(total), int(files), int(site), int(diags)
rows = {}
order = []
for line in open(rows_path):
    key, label, median, cpu, kb, n = line.rstrip("\n").split("\t")
    rows[key] = dict(label=label, median=float(median), cpu=float(cpu), kb=int(kb), n=int(n))
    order.append(key)
mb = total / 1e6
print(f"Corpus: {files} files ({site} site pages, {files - site} OCR prints), {mb:.1f} MB, "
      f"{diags / max(files, 1):.1f} diagnostics per CV. Load average before {load_before}, "
      f"after {load_after}.\n")
if order or single_check:
    print("| tool | median s | MB/s | CPU s | MB/cpu-s | peak RSS MB | runs |")
    print("|---|---:|---:|---:|---:|---:|---:|")
for key in order:
    r = rows[key]
    rate = mb / r["median"] if r["median"] > 0 else float("inf")
    cpu_rate = mb / r["cpu"] if r["cpu"] > 0 else float("inf")
    bold = "**" if key.startswith(("check", "fix")) else ""
    label = r["label"].replace("|", "\\|")
    print(f"| {bold}{label}{bold} | {r['median']:.3f} | {rate:.2f} | {r['cpu']:.3f} | "
          f"{cpu_rate:.2f} | {r['kb'] / 1024:.1f} | {r['n']} |")
if single_check:
    name = os.path.basename(single)
    print(f"| cvtidy check, one file ({name}) | {float(single_check):.3f} ms | | | | | 100 |")
    print(f"| cat, one file | {float(single_cat):.3f} ms | | | | | 100 |")

def rate(key):
    return mb / rows[key]["median"] if key in rows else None

def cpu_rate(key):
    return mb / rows[key]["cpu"] if key in rows and rows[key]["cpu"] > 0 else None

# Each target is judged on wall time, the issue's measure; where it means something, the
# same ratio on CPU time is printed beside it, which a loaded machine barely moves.
targets = []
def target(name, value, goal, ok, fmt, by_cpu=None):
    if value is None:
        return
    cpu = fmt.format(by_cpu) if by_cpu is not None else ""
    targets.append((name, fmt.format(value), cpu, goal, "OK" if ok(value) else "MISS"))

c1 = rate("check1")
if c1:
    for peer, goal in (("codespell", 5), ("textlint", 200), ("markdownlint", 100)):
        if peer in rows:
            target(f"check --jobs 1 vs {rows[peer]['label']}", c1 / rate(peer), f">= {goal}x",
                   lambda v, g=goal: v >= g, "{:.1f}x", cpu_rate("check1") / cpu_rate(peer))
    if "fix1" in rows:
        target("fix --jobs 1 vs check --jobs 1", rate("fix1") / c1, ">= 0.33x",
               lambda v: v >= 1 / 3, "{:.2f}x", cpu_rate("fix1") / cpu_rate("check1"))
    if "check2" in rows:
        target("check --jobs 2 vs --jobs 1", rate("check2") / c1, ">= 1.8x",
               lambda v: v >= 1.8, "{:.2f}x")
    if "grep" in rows:
        target("check --jobs 1 vs the grep floor", c1 / rate("grep"),
               ">= 0.33x (about 100 MB/s)", lambda v: v >= 1 / 3, "{:.2f}x",
               cpu_rate("check1") / cpu_rate("grep"))
if single_check:
    target("one file: check vs cat", float(single_check) / float(single_cat), "<= 2x",
           lambda v: v <= 2, "{:.2f}x")
if len(rss) >= 2:
    (n0, kb0), (n1, kb1) = rss[0], rss[-1]
    target(f"peak RSS of check --jobs 1, {n1:,} vs {n0:,} files "
           f"({kb0 / 1024:.1f} -> {kb1 / 1024:.1f} MB)", kb1 / kb0, "flat (<= 1.2x)",
           lambda v: v <= 1.2, "{:.2f}x")
if targets:
    print("\n| target | measured (wall) | by CPU time | goal | |")
    print("|---|---:|---:|---|---|")
    for name, value, cpu, goal, verdict in targets:
        print(f"| {name} | {value} | {cpu} | {goal} | {verdict} |")
if len(rss) > 2:
    print("\nPeak RSS of check --jobs 1: " +
          ", ".join(f"{n:,} files {kb / 1024:.1f} MB" for n, kb in rss))
PY
