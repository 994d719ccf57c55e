# The corpus shared by the batch benchmarks (throughput.sh, custom_rules.sh); source it.
#
#   bench_setup NAME CVTIDY COPIES   resolves CVTIDY to an absolute path in $cvtidy, checks
#                                    COPIES, lists fixtures/_cv's CVs in $fixtures; exit 2 on
#                                    a missing binary, a bad COPIES or no fixtures
#   bench_make_corpus TREE           writes every fixture COPIES times into TREE, 100 files per
#                                    directory (the shape of a real batch); sets $files, $bytes
#
# The expected outputs beside the damaged CVs (`*.fixed.*`) are not part of the corpus, so the
# figures stay comparable with earlier runs.

bench_setup() {
  local name=$1
  repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
  cvtidy=$2
  copies=$3
  if [[ $cvtidy != /* ]]; then
    if [[ -x $cvtidy ]]; then
      cvtidy=$(cd "$(dirname "$cvtidy")" && pwd)/$(basename "$cvtidy")
    else
      cvtidy=$repo/$cvtidy
    fi
  fi
  if [[ ! -x $cvtidy ]]; then
    echo "$name: no cvtidy binary at $cvtidy (build it first: ninja -C build cvtidy)" >&2
    exit 2
  fi
  if ! [[ $copies =~ ^[1-9][0-9]*$ ]]; then
    echo "$name: COPIES must be a positive integer, got '$copies'" >&2
    exit 2
  fi
  fixtures=()
  local f
  for f in "$repo"/fixtures/_cv/*.md "$repo"/fixtures/_cv/*.txt; do
    [[ -f $f && $(basename "$f") != README.md && $f != *.fixed.* ]] && fixtures+=("$f")
  done
  if ((${#fixtures[@]} == 0)); then
    echo "$name: no fixtures in $repo/fixtures/_cv" >&2
    exit 2
  fi
}

# Copy k of fixture f is TREE/dNNNN/kkkkk_f. Each fixture is read once and written with bash
# builtins: thousands of `cp` forks would take longer than the benchmark. `read -d ''` keeps
# every byte (BOM, CR, final newlines).
bench_make_corpus() {
  local tree=$1 f k i dir out content
  local -a contents=()
  local fixture_bytes=0
  for f in "${fixtures[@]}"; do
    IFS= read -r -d '' content <"$f" || true
    contents+=("$content")
    fixture_bytes=$((fixture_bytes + $(wc -c <"$f")))
  done
  files=0
  for ((k = 0; k < copies; ++k)); do
    for i in "${!fixtures[@]}"; do
      if ((files % 100 == 0)); then
        printf -v dir '%s/d%04d' "$tree" $((files / 100))
        mkdir -p "$dir"
      fi
      printf -v out '%s/%05d_%s' "$dir" "$k" "${fixtures[i]##*/}"
      printf '%s' "${contents[i]}" >"$out"
      files=$((files + 1))
    done
  done
  bytes=$(find "$tree" -type f -exec cat {} + | wc -c)
  if ((bytes != fixture_bytes * copies)); then
    echo "copied $bytes bytes, expected $((fixture_bytes * copies))" >&2
    exit 1
  fi
}
