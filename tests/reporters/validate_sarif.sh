#!/usr/bin/env bash
# Validates cvtidy's SARIF with an independent validator: the SARIF Multitool
# (@microsoft/sarif-multitool from npm; .ci/setup installs it into build/tools), whose
# `validate` command checks the SARIF 2.1.0 JSON schema (it ships the schema: no network is
# needed) and the specification's rules (SARIF1xxx errors, SARIF2xxx warnings), plus, with
# --rule-kind Ghas, what GitHub code scanning requires of an upload (GHxxxx).
#
# The logs validated:
#   - `cvtidy check --format sarif fixtures` (every fixture case and fictional CV),
#   - `cvtidy check --report sarif:FILE fixtures/_cv` (the secondary-report path),
#   - `cvtidy fix --diff --format sarif --output FILE fixtures/_cv` (the fix command),
#   - `cvtidy check --format sarif seeds` over ../shared/seeds when present,
#   - the reporter's goldens, tests/reporters/golden/*.sarif (BOM, CRLF, ill-formed UTF-8,
#     control characters, multi-line ranges, insertions, unsafe fixes).
#
# Verdict: any error fails. A warning fails unless it is one of the explained ones below,
# each of which docs/ci.md must mention by id. Notes are not requested (one of them,
# SARIF2006, would try to fetch the $schema URI); set CVTIDY_SARIF_NOTES=1 to see them.
#
# Two guards keep the validation honest:
#   - a canary log with a region ending before it starts must be rejected, or the validator
#     is not validating;
#   - every log must get at least one result: the validator silently skips a log it cannot
#     load (an unknown enum value such as "level": "bogus" makes it report nothing and
#     "Analysis completed successfully"), and each cvtidy log always draws the explained
#     SARIF2005 warning.
#
# usage: tests/reporters/validate_sarif.sh CVTIDY REPO_DIR
#   The validator is $CVTIDY_SARIF_MULTITOOL, else REPO_DIR/build/tools (npm install
#   --prefix build/tools @microsoft/sarif-multitool), else `sarif-multitool` on PATH. Without
#   one it prints `SKIPPED: ...` and exits 0. Exit status: 0 valid, 1 invalid, 2 usage.
set -uo pipefail

if (($# != 2)); then
  echo "usage: $0 CVTIDY REPO_DIR" >&2
  exit 2
fi
cvtidy=$1
repo=$(cd "$2" && pwd)
if [[ -x $cvtidy && $cvtidy != /* ]]; then
  cvtidy=$(cd "$(dirname "$cvtidy")" && pwd)/$(basename "$cvtidy")
fi
if [[ ! -x $cvtidy ]]; then
  echo "validate_sarif: $cvtidy is not an executable" >&2
  exit 2
fi

# Warnings that are explained in docs/ci.md ("ID|text the warning contains").
allowed_warnings=(
  "SARIF2005|does not provide 'informationUri'"
)

tool=${CVTIDY_SARIF_MULTITOOL:-}
if [[ -z $tool ]]; then
  modules=$repo/build/tools/node_modules
  if [[ -e $modules/.bin/sarif-multitool ]]; then
    # The npm wrapper (bin.js) runs the platform binary through a shell, which would split
    # the `;` in "Sarif;Ghas", so call the binary itself when it is there.
    platform=$(uname -s | tr '[:upper:]' '[:lower:]')
    direct=$modules/@microsoft/sarif-multitool-$platform/Sarif.Multitool
    if [[ -f $direct ]]; then
      [[ -x $direct ]] || chmod u+x "$direct" 2>/dev/null
      tool=$direct
    else
      tool=$modules/.bin/sarif-multitool
    fi
  elif command -v sarif-multitool >/dev/null 2>&1; then
    tool=$(command -v sarif-multitool)
  fi
fi
if [[ -z $tool ]]; then
  echo "SKIPPED: sarif-multitool is not installed (bash .ci/setup installs it into build/tools" \
    "when npm is available)"
  exit 0
fi
# A self-contained .NET program: without this it needs libicu, which a slim machine lacks.
export DOTNET_SYSTEM_GLOBALIZATION_INVARIANT=1
export DOTNET_CLI_TELEMETRY_OPTOUT=1

tmp=$(mktemp -d "${TMPDIR:-/tmp}/cvtidy-sarif.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}

# ok_exit RC: 0 and 1 are answers (clean / findings); anything else is a bug.
ok_exit() { [[ $1 == 0 || $1 == 1 ]]; }

# validate OUT_LOG FILE...: runs the validator, leaving its console output in OUT_LOG.console.
validate() {
  local out=$1
  shift
  local levels="Error;Warning"
  [[ ${CVTIDY_SARIF_NOTES:-0} == 1 ]] && levels="Error;Warning;Note"
  "$tool" validate "$@" --output "$out" --log ForceOverwrite --rule-kind "Sarif;Ghas" \
    --level "$levels" >"$out.console" 2>&1
  local rc=$?
  if ! grep -q "Analysis completed successfully" "$out.console"; then
    echo "validate_sarif: the validator did not complete (exit $rc):"
    sed 's/^/    /' "$out.console" | head -n 40
    return 1
  fi
  return 0
}

# 0. The canary: an invalid log must be rejected.
cat >"$tmp/canary.sarif" <<'EOF'
{"$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0", "runs": [{"tool": {"driver": {"name": "cvtidy", "version": "0.0.0"}}, "results": [{"ruleId": "x/y", "level": "warning", "message": {"text": "m"}, "locations": [{"physicalLocation": {"artifactLocation": {"uri": "a.md"}, "region": {"startLine": 2, "startColumn": 5, "endLine": 1, "endColumn": 1}}}]}]}]}
EOF
if ! validate "$tmp/canary.out" "$tmp/canary.sarif"; then
  exit 1
fi
if ! grep -q ": error SARIF1007:" "$tmp/canary.out.console"; then
  echo "FAIL: the validator accepted a region that ends before it starts; it is not validating"
  sed 's/^/    /' "$tmp/canary.out.console" | head -n 20
  exit 1
fi

# 1. The logs: produced from the repository root, so their URIs are repository-relative.
logs=()
cd "$repo" || exit 2
"$cvtidy" check --today 2025-03-01 --format sarif fixtures >"$tmp/fixtures.sarif" \
  2>"$tmp/fixtures.err"
rc=$?
ok_exit $rc || fail "check --format sarif fixtures exited $rc: $(head -c 500 "$tmp/fixtures.err")"
logs+=("$tmp/fixtures.sarif")

"$cvtidy" check --today 2025-03-01 --quiet --report "sarif:$tmp/cv-report.sarif" fixtures/_cv \
  >/dev/null 2>"$tmp/cv-report.err"
rc=$?
ok_exit $rc || fail "check --report sarif:... fixtures/_cv exited $rc: $(head -c 500 \
  "$tmp/cv-report.err")"
logs+=("$tmp/cv-report.sarif")

"$cvtidy" fix --diff --today 2025-03-01 --format sarif --output "$tmp/fix.sarif" fixtures/_cv \
  >/dev/null 2>"$tmp/fix.err"
rc=$?
ok_exit $rc || fail "fix --diff --format sarif fixtures/_cv exited $rc: $(head -c 500 \
  "$tmp/fix.err")"
logs+=("$tmp/fix.sarif")

seeds_dir=${CVTIDY_SEEDS_DIR:-$repo/../shared/seeds}
if [[ -d $seeds_dir ]] && compgen -G "$seeds_dir/*.txt" >/dev/null; then
  (cd "$seeds_dir/.." && "$cvtidy" check --format sarif "$(basename "$seeds_dir")") \
    >"$tmp/seeds.sarif" 2>"$tmp/seeds.err"
  rc=$?
  ok_exit $rc || fail "check --format sarif on the seeds exited $rc: $(head -c 500 \
    "$tmp/seeds.err")"
  logs+=("$tmp/seeds.sarif")
else
  echo "validate_sarif: no seeds at $seeds_dir; validating the fixtures and goldens only"
fi
for golden in "$repo"/tests/reporters/golden/*.sarif; do
  [[ -f $golden ]] && logs+=("$golden")
done

# 2. Validate them all in one run (the validator starts in about a second).
if ! validate "$tmp/result.sarif" "${logs[@]}"; then
  exit 1
fi
console=$tmp/result.sarif.console

# Every log was analysed: it has at least one line in the console output.
for log in "${logs[@]}"; do
  if ! grep -qF "$log(" "$console"; then
    fail "the validator reported nothing for $log: it did not analyse it (it silently skips" \
      "logs it cannot load)"
  fi
done

errors=$(grep -cE ': error [A-Z]+[0-9]+:' "$console")
if ((errors > 0)); then
  fail "$errors error(s):"
  grep -E ': error [A-Z]+[0-9]+:' "$console" | head -n 40 | sed 's/^/    /'
fi

explained=0
unexplained=0
while IFS= read -r line; do
  known=0
  for entry in "${allowed_warnings[@]}"; do
    id=${entry%%|*}
    text=${entry#*|}
    if [[ $line == *": warning $id: "* && $line == *"$text"* ]]; then
      known=1
    fi
  done
  if ((known)); then
    explained=$((explained + 1))
  else
    unexplained=$((unexplained + 1))
    echo "    $line"
  fi
done < <(grep -E ': warning [A-Z]+[0-9]+:' "$console")
if ((unexplained > 0)); then
  fail "$unexplained warning(s) neither fixed nor explained in docs/ci.md (listed above)"
fi
for entry in "${allowed_warnings[@]}"; do
  id=${entry%%|*}
  if ! grep -q "$id" "$repo/docs/ci.md"; then
    fail "docs/ci.md does not explain the accepted warning $id"
  fi
done

if [[ ${CVTIDY_SARIF_NOTES:-0} == 1 ]]; then
  echo "notes by rule:"
  grep -oE ': note [A-Z]+[0-9]+:' "$console" | sort | uniq -c | sed 's/^/    /'
fi

results=0
for log in "${logs[@]}"; do
  results=$((results + $(grep -c '"ruleId": ' "$log")))
done
echo "validate_sarif: ${#logs[@]} logs, $results results: $errors errors," \
  "$((explained + unexplained)) warnings ($explained explained in docs/ci.md)"
if ((failures > 0)); then
  exit 1
fi
echo "validate_sarif: OK"
exit 0
