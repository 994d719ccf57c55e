#!/usr/bin/env bash
# Smoke test over the real converter outputs in ../shared/seeds (not part of the repo: they
# are real people's CVs, so they never get copied in). For each seed:
#   1. `cvtidy check --format json SEED` exits 0 or 1 (never 2, never a crash or a hang) and,
#      when python3 is available, prints valid JSON;
#   2. `cvtidy fix` on a COPY exits 0 or 1, and leaves the seed itself untouched;
#   3. a second `fix` changes nothing (byte-for-byte): the fixer reached its fixpoint;
#   4. `check` on the fixed copy still exits 0 or 1;
# and prints the diagnostic counts per seed, before and after fixing, by rule.
#
# usage: tests/cli/seeds_smoke_test.sh CVTIDY REPO_DIR
#   Seeds are read from $CVTIDY_SEEDS_DIR, else REPO_DIR/../shared/seeds. When there are none
#   it prints `SKIPPED: no seeds` and exits 0. Exit status: 0 all passed, 1 a failure, 2 usage.
set -uo pipefail

if (($# != 2)); then
  echo "usage: $0 CVTIDY REPO_DIR" >&2
  exit 2
fi
cvtidy=$1
repo=$2
if [[ ! -x $cvtidy ]]; then
  echo "seeds_smoke_test: $cvtidy is not an executable" >&2
  exit 2
fi
seeds_dir=${CVTIDY_SEEDS_DIR:-$repo/../shared/seeds}

seeds=()
if [[ -d $seeds_dir ]]; then
  for f in "$seeds_dir"/*.txt "$seeds_dir"/*.md; do
    [[ -f $f ]] && seeds+=("$f")
  done
fi
if ((${#seeds[@]} == 0)); then
  echo "SKIPPED: no seeds"
  exit 0
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/cvtidy-seeds.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# A hang is a failure too; `timeout` exits 124 when it fires.
run() {
  if command -v timeout >/dev/null 2>&1; then
    timeout 60 "$@"
  else
    "$@"
  fi
}

have_python=0
command -v python3 >/dev/null 2>&1 && have_python=1

# count_json FILE: prints "TOTAL<TAB>rule=n, rule=n, ..." for a cvtidy JSON report, or
# "INVALID<TAB>reason" when the report does not parse.
count_json() {
  if ((have_python)); then
    python3 - "$1" <<'EOF'
import collections, json, sys
try:
    with open(sys.argv[1], encoding="utf-8") as f:
        report = json.load(f)
    counts = collections.Counter(
        d["rule"] for file in report["files"] for d in file["diagnostics"])
except (ValueError, KeyError, TypeError) as e:
    print(f"INVALID\t{type(e).__name__}: {e}")
    sys.exit(0)
by_rule = ", ".join(f"{rule}={n}" for rule, n in sorted(counts.items()))
print(f"{sum(counts.values())}\t{by_rule}")
EOF
  else
    local rules
    rules=$(grep -o '{"rule": "[^"]*"' "$1" | sed 's/.*"\([^"]*\)"$/\1/' | sort | uniq -c |
      awk '{ printf "%s%s=%s", (NR > 1 ? ", " : ""), $2, $1 }')
    printf '%s\t%s\n' "$(grep -o '{"rule": ' "$1" | wc -l)" "$rules"
  fi
}

failures=0
fail() {  # fail SEED MESSAGE [LOG]
  echo "FAIL $1: $2"
  if [[ -n ${3:-} && -s $3 ]]; then
    head -n 20 "$3" | sed 's/^/    /'
  fi
  failures=$((failures + 1))
}

# ok_exit RC: 0 and 1 are answers (clean / findings); anything else is a bug.
ok_exit() { [[ $1 == 0 || $1 == 1 ]]; }

printf '%-28s %6s %8s %6s %8s  %s\n' "seed" "check" "diags" "fix" "after" "idempotent"
for seed in "${seeds[@]}"; do
  name=$(basename "$seed")
  work=$tmp/${name%.*}
  mkdir -p "$work"
  sum_before=$(cksum <"$seed")

  run "$cvtidy" check --format json "$seed" >"$work/check.json" 2>"$work/check.err"
  check_rc=$?
  counts="?"
  by_rule=""
  if ! ok_exit "$check_rc"; then
    fail "$name" "check --format json exited $check_rc" "$work/check.err"
  else
    IFS=$'\t' read -r counts by_rule < <(count_json "$work/check.json")
    if [[ $counts == INVALID ]]; then
      fail "$name" "check --format json printed invalid JSON: $by_rule" "$work/check.json"
      by_rule=""
    fi
  fi

  copy=$work/$name
  cp "$seed" "$copy"
  chmod u+w "$copy"  # the shared originals are read-only, and fix refuses those unless root
  run "$cvtidy" fix "$copy" >"$work/fix1.out" 2>"$work/fix1.err"
  fix_rc=$?
  idempotent="-"
  after="?"
  if ! ok_exit "$fix_rc"; then
    fail "$name" "fix exited $fix_rc" "$work/fix1.err"
  else
    cp "$copy" "$work/after1"
    run "$cvtidy" fix "$copy" >"$work/fix2.out" 2>"$work/fix2.err"
    fix2_rc=$?
    if ! ok_exit "$fix2_rc"; then
      fail "$name" "second fix exited $fix2_rc" "$work/fix2.err"
    elif cmp -s "$work/after1" "$copy"; then
      idempotent="yes"
    else
      idempotent="NO"
      diff -u "$work/after1" "$copy" >"$work/fix2.diff"
      fail "$name" "a second fix changed the file again (not a fixpoint)" "$work/fix2.diff"
    fi
    run "$cvtidy" check --format json "$copy" >"$work/after.json" 2>"$work/after.err"
    after_rc=$?
    if ! ok_exit "$after_rc"; then
      fail "$name" "check after fix exited $after_rc" "$work/after.err"
    else
      IFS=$'\t' read -r after _ < <(count_json "$work/after.json")
    fi
  fi

  if [[ $(cksum <"$seed") != "$sum_before" ]]; then
    fail "$name" "the seed itself was modified (fix must only touch the copy it was given)"
  fi

  printf '%-28s %6s %8s %6s %8s  %s\n' "$name" "$check_rc" "$counts" "$fix_rc" "$after" \
    "$idempotent"
  [[ -n $by_rule ]] && echo "    by rule: $by_rule"
done

if ((failures > 0)); then
  echo "seeds_smoke_test: $failures failure(s) over ${#seeds[@]} seeds"
  exit 1
fi
echo "seeds_smoke_test: ${#seeds[@]} seeds OK"
exit 0
