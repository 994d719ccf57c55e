#!/usr/bin/env bash
# What 200 [[custom]] rules cost: `cvtidy check` over the benchmark corpus with a cvtidy.toml
# holding none, then 200 realistic custom rules (house-style words, banned phrases, venue
# spellings). The custom rules run in one RE2::Set pass per line, so the target is a ratio
# below 2x (issue 5).
#
# usage: bench/custom_rules.sh [CVTIDY] [COPIES]
#   CVTIDY  the cvtidy binary (default: build/cvtidy, relative to the repo root)
#   COPIES  copies of the fixtures/_cv corpus (default: 200)
#
# Builds nothing. The corpus is built as bench/throughput.sh builds it (every fixtures/_cv CV
# COPIES times, 100 files per directory). Both runs use `--config FILE --jobs 1`, so they
# differ only in the rules; each is timed best of 5 (hyperfine when installed, else bash).
# Prints wall and CPU seconds, MB/s, how many custom diagnostics the 200 rules found (a
# sanity check that they ran), and the ratio. Exits 0 whatever cvtidy finds; non-zero only
# when the benchmark cannot run.
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/corpus.sh"
bench_setup custom_rules.sh "${1:-build/cvtidy}" "${2:-200}"
runs=5

tmp=$(mktemp -d "${TMPDIR:-/tmp}/cvtidy-custom-bench.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
tree=$tmp/cvs

bench_make_corpus "$tree"

# The two configs. Neither sits in the tree: both are passed with --config.
none=$tmp/none.toml
printf '# no custom rules\n' >"$none"
custom=$tmp/custom.toml
n=0
# rule ID PATTERN MESSAGE [REPLACE]: appends one [[custom]] table (TOML literal strings, so
# patterns are written as RE2 reads them).
rule() {
  n=$((n + 1))
  {
    printf '[[custom]]\nid = "custom/%s"\npattern = '"'"'%s'"'"'\nmessage = "%s"\n' "$1" "$2" "$3"
    if (($# > 3)); then
      printf 'replace = "%s"\n' "$4"
    fi
    printf '\n'
  } >>"$custom"
}
: >"$custom"

# House-style spellings: a wrong form, the right one (case-insensitive match, so the right
# form itself is left alone by the fix: the engine skips matches equal to their replacement).
house=(
  "e-mail:email" "web site:website" "web page:webpage" "on-line:online" "data base:database"
  "co-operation:cooperation" "co-ordinate:coordinate" "pre-print:preprint" "work shop:workshop"
  "key note:keynote" "non-profit:nonprofit" "multi-core:multicore" "open-source:open source"
  "real-time:real time" "hand-book:handbook" "note-book:notebook" "frame-work:framework"
  "time-line:timeline" "under-graduate:undergraduate" "post-doc:postdoc" "co-author:coauthor"
  "co-advisor:coadvisor" "life-long:lifelong" "world-wide:worldwide" "wide-spread:widespread"
  "year-long:yearlong" "inter-disciplinary:interdisciplinary" "multi-disciplinary:multidisciplinary"
  "cross-disciplinary:crossdisciplinary" "sub-field:subfield" "sub-group:subgroup"
  "re-usable:reusable" "re-design:redesign" "pre-processing:preprocessing"
  "data-set:dataset" "bench-mark:benchmark" "run-time:runtime" "check-point:checkpoint"
  "mid-term:midterm" "out-reach:outreach" "grad school:graduate school" "phd:PhD"
  "msc:MSc" "bsc:BSc" "usa:USA" "uk:UK" "github:GitHub" "linkedin:LinkedIn" "youtube:YouTube"
  "javascript:JavaScript" "typescript:TypeScript" "postgresql:PostgreSQL" "mysql:MySQL"
  "matlab:MATLAB" "latex:LaTeX" "numpy:NumPy" "pytorch:PyTorch" "tensorflow:TensorFlow"
  "kubernetes:Kubernetes" "ios:iOS" "macos:macOS" "linux:Linux" "fpga:FPGA" "gpu:GPU"
  "cpu:CPU" "sql:SQL" "api:API" "ieee:IEEE" "acm:ACM" "usenix:USENIX"
)
for pair in "${house[@]}"; do
  wrong=${pair%%:*}
  right=${pair#*:}
  id=$(printf '%s' "$wrong" | tr 'A-Z ' 'a-z-' | tr -cd 'a-z0-9-')
  rule "style-$((n + 1))-$id" "\\b(?i:${wrong// /\\s+})\\b" "house style: write $right" "$right"
done

# Banned phrases: puffery and filler, reported without a fix.
banned=(
  "world-class" "cutting-edge" "state-of-the-art" "best-in-class" "groundbreaking"
  "game-changing" "paradigm shift" "synergy" "synergies" "thought leader" "rockstar" "ninja"
  "guru" "passionate about" "results-driven" "detail-oriented" "self-starter" "team player"
  "go-getter" "think outside the box" "hard worker" "proven track record" "dynamic individual"
  "highly motivated" "extremely" "very unique" "responsible for" "duties included"
  "various tasks" "et cetera" "and so on" "and so forth" "successfully completed"
  "actively participated" "helped to" "worked on" "was involved in" "in charge of"
  "utilized" "leveraged" "spearheaded" "impactful" "robust and scalable" "next-generation"
  "disruptive" "revolutionary" "seamless" "holistic" "best practices" "low-hanging fruit"
  "move the needle" "circle back" "deep dive" "bandwidth to" "value-add" "win-win"
  "above and beyond" "to be announced" "references available upon request"
)
for phrase in "${banned[@]}"; do
  id=$(printf '%s' "$phrase" | tr 'A-Z ' 'a-z-' | tr -cd 'a-z0-9-')
  rule "banned-$((n + 1))-$id" "\\b(?i:${phrase// /\\s+})\\b" "avoid \\\"$phrase\\\""
done

# Venue spellings: a wrong capitalisation or an outdated name, with the right one.
venues=(
  "Neurips:NeurIPS" "NIPS:NeurIPS" "Sigcomm:SIGCOMM" "SigComm:SIGCOMM" "Sigmod:SIGMOD"
  "Sigir:SIGIR" "Sigkdd:SIGKDD" "Siggraph:SIGGRAPH" "Osdi:OSDI" "Sosp:SOSP" "Nsdi:NSDI"
  "Eurosys:EuroSys" "EUROSYS:EuroSys" "Asplos:ASPLOS" "Isca:ISCA" "Micro-Conf:MICRO"
  "Hpca:HPCA" "Pldi:PLDI" "Popl:POPL" "Oopsla:OOPSLA" "Icse:ICSE" "Fse:FSE" "Ccs:CCS"
  "Usenix Security:USENIX Security" "Ndss:NDSS" "Cvpr:CVPR" "Iccv:ICCV" "Eccv:ECCV"
  "Icml:ICML" "Iclr:ICLR" "Aaai:AAAI" "Ijcai:IJCAI" "Acl-Conf:ACL" "Emnlp:EMNLP"
  "Naacl:NAACL" "Chi-Conf:CHI" "Uist:UIST" "Cscw:CSCW" "Www-Conf:WWW" "Vldb:VLDB"
  "Icde:ICDE" "Podc:PODC" "Stoc:STOC" "Focs:FOCS" "Soda:SODA" "Sigmetrics:SIGMETRICS"
  "Imc-Conf:IMC" "Conext:CoNEXT" "Hotnets:HotNets" "Hotos:HotOS" "Atc-Conf:USENIX ATC"
  "Fast-Conf:FAST" "Middleware-Conf:Middleware" "Socc:SoCC" "Podc-Conf:PODC"
  "Infocom:INFOCOM" "Mobicom:MobiCom" "Mobisys:MobiSys" "Sensys:SenSys" "Ipsn:IPSN"
  "Rtss:RTSS" "Dac-Conf:DAC" "Iccad:ICCAD" "Date-Conf:DATE" "Ispass:ISPASS" "Sc-Conf:SC"
  "Hpdc:HPDC" "Ppopp:PPoPP" "Cgo-Conf:CGO" "Ecoop:ECOOP"
)
for pair in "${venues[@]}"; do
  wrong=${pair%%:*}
  right=${pair#*:}
  wrong=${wrong%-Conf}
  id=$(printf '%s' "$pair" | tr 'A-Z :' 'a-z--' | tr -cd 'a-z0-9-')
  rule "venue-$((n + 1))-$id" "\\b${wrong// /\\s+}\\b" "write the venue as $right" "$right"
  ((n >= 200)) && break
done
# Top up to exactly 200 with dated-phrase rules (a capture group in the message).
i=0
while ((n < 200)); do
  i=$((i + 1))
  rule "dated-$i" "\\b(?i:since|from|until)\\s+(19[0-8]$((i % 10)))\\b" "a date this old (\$1) is rarely worth listing"
done
if ((n != 200)); then
  echo "custom_rules.sh: generated $n rules, expected 200" >&2
  exit 1
fi

# Both configs must load and run (exit 0 or 1).
for config in "$none" "$custom"; do
  set +e
  "$cvtidy" check --jobs 1 --config "$config" "$tree" >/dev/null 2>"$tmp/stderr"
  rc=$?
  set -e
  if ((rc != 0 && rc != 1)); then
    echo "custom_rules.sh: '$cvtidy check --config $config' exited $rc; not benchmarking:" >&2
    head -n 20 "$tmp/stderr" >&2
    exit 1
  fi
done
found=$("$cvtidy" check --jobs 1 --config "$custom" --select 'custom/*' --statistics \
  --format json "$tree" 2>/dev/null | grep -o '"count": [0-9]*' | awk '{ s += $2 } END { print s + 0 }' ||
  true)

# measure NAME COMMAND...: "WALL CPU", best wall seconds of the runs and CPU seconds of one.
if [[ -z ${CVTIDY_BENCH_NO_HYPERFINE:-} ]] && command -v hyperfine >/dev/null 2>&1; then
  timer="hyperfine, best of $runs"
  json_number() { grep -o "\"$2\": *[0-9.eE+-]*" "$1" | head -n 1 | sed 's/.*: *//'; }
  measure() {
    local name=$1
    shift
    local json=$tmp/$name.json
    hyperfine -N -i --style none --warmup 1 --runs "$runs" --export-json "$json" \
      -- "$(printf '%q ' "$@")" >/dev/null 2>&1
    local min user system
    min=$(json_number "$json" min)
    user=$(json_number "$json" user)
    system=$(json_number "$json" system)
    awk -v w="$min" -v u="$user" -v s="$system" 'BEGIN { printf "%.6f %.6f\n", w, u + s }'
  }
else
  timer="bash, best of $runs"
  measure() {
    shift
    local i real user sys best_real="" best_cpu=""
    "$@" >/dev/null 2>&1 || true  # warm-up
    for ((i = 0; i < runs; ++i)); do
      {
        local TIMEFORMAT='%3R %3U %3S'
        time "$@" >/dev/null 2>&1 || true
      } 2>"$tmp/time"
      read -r real user sys <"$tmp/time"
      read -r best_real best_cpu < <(awk -v r="$real" -v u="$user" -v s="$sys" \
        -v br="$best_real" -v bc="$best_cpu" 'BEGIN {
          c = u + s
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
echo "corpus:   $files files ($copies copies of ${#fixtures[@]} fixtures), $bytes bytes"
echo "timer:    $timer; cores: $cores; load average: $load"
echo "rules:    200 custom rules ($(grep -c '^replace' "$custom") with a fix); they found" \
  "$found problems in the corpus"
echo

row() {  # row LABEL "WALL CPU"
  local wall cpu
  read -r wall cpu <<<"$2"
  awk -v label="$1" -v w="$wall" -v c="$cpu" -v b="$bytes" 'BEGIN {
    if (w <= 0) w = 1e-9
    if (c <= 0) c = 1e-9
    printf "%-36s %9.4f %9.4f %9.1f %9.1f\n", label, w, c, b / w / 1e6, b / c / 1e6
  }'
}
printf '%-36s %9s %9s %9s %9s\n' "cvtidy check --jobs 1" "wall s" "cpu s" "MB/s" "MB/cpu-s"
m_none=$(measure none "$cvtidy" check --jobs 1 --config "$none" "$tree")
row "no custom rules" "$m_none"
m_custom=$(measure custom "$cvtidy" check --jobs 1 --config "$custom" "$tree")
row "200 custom rules" "$m_custom"
echo
awk -v a="$m_none" -v b="$m_custom" 'BEGIN {
  split(a, A, " "); split(b, B, " ")
  if (A[1] > 0) {
    r = B[1] / A[1]
    printf "200 custom rules vs none, wall: %.2fx (target < 2x): %s\n", r, (r < 2 ? "OK" : "OVER")
  }
  if (A[2] > 0) printf "200 custom rules vs none, CPU:  %.2fx\n", B[2] / A[2]
}'
exit 0
