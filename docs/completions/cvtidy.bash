# bash completion for cvtidy.
# Generated from cvtidy's flag table and rule registry by cvtidy_gen_docs; do not edit.
# Regenerate with `build/cvtidy_gen_docs docs`.

_cvtidy_rule_ids='contact/malformed contact/obfuscated-email date/duplicated-year date/future date/mixed-format date/order date/present-form date/range-reversed date/range-separator date/split-range date/two-digit-year date/venue-year-mismatch input/encoding input/legacy-encoding input/too-slow name/equal-contribution-marker name/owner-highlight name/variant ocr/broken-heading ocr/bullet-noise ocr/confusable ocr/glued-words ocr/heading-level ocr/hyphenation ocr/icon-glyph ocr/interleaved-columns ocr/markup-residue ocr/misplaced-date-line ocr/mojibake ocr/split-table-row ocr/stray-emphasis ocr/torn-date ocr/truncated-text structure/duplicate-line structure/empty-section structure/missing-name structure/section-order style/author-list style/numbering style/title-quotes style/trailing-punctuation suppression/unknown-rule suppression/unused venue/alias-conflict venue/renamed venue/unknown venue/year-form'

# COMPREPLY from the words of $1 that start with $2 (no glob or word splitting of them).
_cvtidy_reply() {
  mapfile -t COMPREPLY < <(compgen -W "$1" -- "$2")
}

_cvtidy_files() {
  compopt -o filenames 2>/dev/null
  mapfile -t COMPREPLY < <(compgen -f -- "$1")
}

# A comma-separated list of rule ids: completes the id after the last comma.
_cvtidy_rule_list() {
  local head=''
  [[ $1 == *,* ]] && head=${1%,*},
  mapfile -t COMPREPLY < <(compgen -P "$head" -W "$_cvtidy_rule_ids" -- "${1##*,}")
}

_cvtidy() {
  local cur=${COMP_WORDS[COMP_CWORD]} prev=''
  ((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}
  # bash splits --flag=value at '=' (COMP_WORDBREAKS): complete the value.
  if [[ $cur == = ]]; then
    cur=''
  elif [[ $prev == = ]] && ((COMP_CWORD > 1)); then
    prev=${COMP_WORDS[COMP_CWORD - 2]}
  fi
  COMPREPLY=()
  if ((COMP_CWORD == 1)); then
    _cvtidy_reply 'check fix rules explain config init lsp --help -h --version -V' "$cur"
    return
  fi
  local command=${COMP_WORDS[1]}
  case "$command $prev" in
    'check --format')
      _cvtidy_reply 'github html json junit sarif text' "$cur"
      return
      ;;
    'check --input')
      _cvtidy_reply 'files ndjson' "$cur"
      return
      ;;
    'check --output' | 'check -o')
      _cvtidy_files "$cur"
      return
      ;;
    'check --report')
      :
      return
      ;;
    'check --config')
      _cvtidy_files "$cur"
      return
      ;;
    'check --select')
      _cvtidy_rule_list "$cur"
      return
      ;;
    'check --ignore')
      _cvtidy_rule_list "$cur"
      return
      ;;
    'check --fail-on')
      _cvtidy_reply 'error warning info' "$cur"
      return
      ;;
    'check --today')
      :
      return
      ;;
    'check --jobs' | 'check -j')
      :
      return
      ;;
    'check --file-timeout')
      :
      return
      ;;
    'check --stdin-filename')
      :
      return
      ;;
    'check --encoding')
      :
      return
      ;;
    'check --color')
      _cvtidy_reply 'auto always never' "$cur"
      return
      ;;
    'check --write-baseline')
      _cvtidy_files "$cur"
      return
      ;;
    'check --baseline')
      _cvtidy_files "$cur"
      return
      ;;
    'fix --format')
      _cvtidy_reply 'github html json junit sarif text' "$cur"
      return
      ;;
    'fix --input')
      _cvtidy_reply 'files ndjson' "$cur"
      return
      ;;
    'fix --output' | 'fix -o')
      _cvtidy_files "$cur"
      return
      ;;
    'fix --report')
      :
      return
      ;;
    'fix --config')
      _cvtidy_files "$cur"
      return
      ;;
    'fix --select')
      _cvtidy_rule_list "$cur"
      return
      ;;
    'fix --ignore')
      _cvtidy_rule_list "$cur"
      return
      ;;
    'fix --fail-on')
      _cvtidy_reply 'error warning info' "$cur"
      return
      ;;
    'fix --today')
      :
      return
      ;;
    'fix --jobs' | 'fix -j')
      :
      return
      ;;
    'fix --file-timeout')
      :
      return
      ;;
    'fix --stdin-filename')
      :
      return
      ;;
    'fix --encoding')
      :
      return
      ;;
    'fix --color')
      _cvtidy_reply 'auto always never' "$cur"
      return
      ;;
    'fix --baseline')
      _cvtidy_files "$cur"
      return
      ;;
    'rules --format')
      _cvtidy_reply 'text json markdown' "$cur"
      return
      ;;
    'rules --config')
      _cvtidy_files "$cur"
      return
      ;;
    'explain --config')
      _cvtidy_files "$cur"
      return
      ;;
    'explain --today')
      :
      return
      ;;
    'config --config')
      _cvtidy_files "$cur"
      return
      ;;
    'config --select')
      _cvtidy_rule_list "$cur"
      return
      ;;
    'config --ignore')
      _cvtidy_rule_list "$cur"
      return
      ;;
    'config --file-timeout')
      :
      return
      ;;
    'config --baseline')
      _cvtidy_files "$cur"
      return
      ;;
    'lsp --config')
      _cvtidy_files "$cur"
      return
      ;;
    'lsp --today')
      :
      return
      ;;
  esac
  if [[ $cur == -* ]]; then
    case $command in
      check) _cvtidy_reply '--format --input --output -o --report --config --select --ignore --fail-on --exit-zero -e --today --jobs -j --file-timeout --stdin-filename --encoding --color --quiet -q --statistics --no-group --help -h --version -V --verbose -v --no-config --write-baseline --baseline --prune-baseline' "$cur" ;;
      fix) _cvtidy_reply '--format --input --output -o --report --config --select --ignore --fail-on --exit-zero -e --today --jobs -j --file-timeout --stdin-filename --encoding --color --quiet -q --statistics --unsafe-fixes --show-fixes --diff --verify --no-group --help -h --version -V --verbose -v --no-config --baseline --prune-baseline' "$cur" ;;
      rules) _cvtidy_reply '--format --config --help -h --version -V --verbose -v --no-config' "$cur" ;;
      explain) _cvtidy_reply '--config --today --help -h --version -V' "$cur" ;;
      config) _cvtidy_reply '--config --select --ignore --file-timeout --help -h --version -V --verbose -v --no-config --baseline' "$cur" ;;
      init) _cvtidy_reply '--help -h --version -V --force' "$cur" ;;
      lsp) _cvtidy_reply '--config --today --help -h --version -V --stdio' "$cur" ;;
    esac
    return
  fi
  local i=2 n=0 word
  while ((i < COMP_CWORD)); do
    word=${COMP_WORDS[i]}
    if [[ ${COMP_WORDS[i + 1]} == = ]]; then
      ((i += 3))
      continue
    fi
    case "$command $word" in
      'check --format' | 'check --input' | 'check --output' | 'check -o' | 'check --report' | 'check --config' | 'check --select' | 'check --ignore' | 'check --fail-on' | 'check --today' | 'check --jobs' | 'check -j' | 'check --file-timeout' | 'check --stdin-filename' | 'check --encoding' | 'check --color' | 'check --write-baseline' | 'check --baseline' | 'fix --format' | 'fix --input' | 'fix --output' | 'fix -o' | 'fix --report' | 'fix --config' | 'fix --select' | 'fix --ignore' | 'fix --fail-on' | 'fix --today' | 'fix --jobs' | 'fix -j' | 'fix --file-timeout' | 'fix --stdin-filename' | 'fix --encoding' | 'fix --color' | 'fix --baseline' | 'rules --format' | 'rules --config' | 'explain --config' | 'explain --today' | 'config --config' | 'config --select' | 'config --ignore' | 'config --file-timeout' | 'config --baseline' | 'lsp --config' | 'lsp --today') ((i += 2)) ;;
      *)
        [[ $word == -?* ]] || ((n += 1))
        ((i += 1))
        ;;
    esac
  done
  case "$command $n" in
    'check '*) _cvtidy_files "$cur" ;;
    'fix '*) _cvtidy_files "$cur" ;;
    'explain 0') _cvtidy_reply "$_cvtidy_rule_ids" "$cur" ;;
    'explain 1') _cvtidy_files "$cur" ;;
    'config 0') _cvtidy_files "$cur" ;;
    'init '*) _cvtidy_files "$cur" ;;
  esac
}

complete -F _cvtidy cvtidy
