#compdef cvtidy
# zsh completion for cvtidy.
# Generated from cvtidy's flag table and rule registry by cvtidy_gen_docs; do not edit.
# Regenerate with `build/cvtidy_gen_docs docs`.

_cvtidy_rule_ids=(
  contact/malformed
  contact/obfuscated-email
  date/duplicated-year
  date/future
  date/mixed-format
  date/order
  date/present-form
  date/range-reversed
  date/range-separator
  date/split-range
  date/two-digit-year
  date/venue-year-mismatch
  input/encoding
  input/legacy-encoding
  input/too-slow
  name/equal-contribution-marker
  name/owner-highlight
  name/variant
  ocr/broken-heading
  ocr/bullet-noise
  ocr/confusable
  ocr/glued-words
  ocr/heading-level
  ocr/hyphenation
  ocr/icon-glyph
  ocr/interleaved-columns
  ocr/markup-residue
  ocr/misplaced-date-line
  ocr/mojibake
  ocr/split-table-row
  ocr/stray-emphasis
  ocr/torn-date
  ocr/truncated-text
  structure/duplicate-line
  structure/empty-section
  structure/missing-name
  structure/section-order
  style/author-list
  style/numbering
  style/title-quotes
  style/trailing-punctuation
  suppression/unknown-rule
  suppression/unused
  venue/alias-conflict
  venue/renamed
  venue/unknown
  venue/year-form
)

_cvtidy_rule_list() {
  _values -s , 'rule id' $_cvtidy_rule_ids
}

_cvtidy_rule() {
  compadd -a _cvtidy_rule_ids
}

_cvtidy() {
  if ((CURRENT == 2)); then
    local -a commands=(
      'check:Report problems in CVs'
      'fix:Apply fixes to CVs in place, then report what remains'
      'rules:List every rule with its severity, whether it can fix, and a one-line summary'
      'explain:Explain one rule'
      'config:Print the configuration that applies to FILE'
      'init:Write a starter cvtidy.toml in the working directory'
      'lsp:Run the language server for editors'
    )
    local -a options=(
      '--help:Print this help and exit'
      '-h:Print this help and exit'
      '--version:Print the version and exit'
      '-V:Print the version and exit'
    )
    if [[ $PREFIX == -* ]]; then
      _describe -t options 'option' options
    else
      _describe -t commands 'cvtidy command' commands
    fi
    return
  fi
  local command=$words[2]
  # The command's own words, as _arguments expects them.
  shift words
  ((CURRENT--))
  case $command in
    check)
      _arguments -s -S \
        '--format=[Output format]:FORMAT:(github html json junit sarif text)' \
        '--input=[What the arguments are]:KIND:(files ndjson)' \
        '(-o --output)'{-o+,--output=}'[Write the report (or --statistics) to FILE instead of standard output]:FILE:_files' \
        '*--report=[Also write the diagnostics as FORMAT to FILE]:FORMAT\:FILE: ' \
        '--config=[Use FILE for every input instead of the nearest cvtidy.toml]:FILE:_files' \
        '*--select=[Run only these rules]:rule ids:_cvtidy_rule_list' \
        '*--ignore=[Do not run these rules]:rule ids:_cvtidy_rule_list' \
        '--fail-on=[Exit with 1 when a diagnostic is at or above LEVEL]:LEVEL:(error warning info)' \
        '(-e --exit-zero)'{-e,--exit-zero}'[Exit with 0 even when diagnostics are found (or, with --verify, fixes do not settle)]' \
        '--today=[The date that date rules treat as today]:YYYY-MM-DD: ' \
        '(-j --jobs)'{-j+,--jobs=}'[Process N files in parallel]:N: ' \
        '--file-timeout=[Give up on a file that takes longer than SECONDS (a decimal number]:SECONDS: ' \
        '--stdin-filename=[The name standard input (`-`) gets in output]:NAME: ' \
        '--encoding=[Read every input as NAME, an iconv name such as utf-8, latin1, windows-1252 or utf-16le (`iconv -l` lists them), instead of detecting it]:NAME: ' \
        '--color=[Colour the output]:WHEN:(auto always never)' \
        '(-q --quiet)'{-q,--quiet}'[Print only the diagnostics, without the summary]' \
        '--statistics[Instead of each diagnostic, print one line per rule]' \
        '--no-group[Show every diagnostic on its own]' \
        '(-h --help)'{-h,--help}'[Print this help and exit]' \
        '(-V --version)'{-V,--version}'[Print the version and exit]' \
        '(-v --verbose)'{-v,--verbose}'[List on standard error the cvtidy.toml files that apply to each input, farthest first, and where the search up stopped (a `root = true` file, or /)]' \
        '--no-config[Read no cvtidy.toml]' \
        '--write-baseline=[Record every finding of this run in FILE, a baseline (docs/baseline.md), and report none of them]:FILE:_files' \
        '--baseline=[Report only the findings FILE does not hold]:FILE:_files' \
        '--prune-baseline[Drop from the baseline the findings that no longer occur, rewriting its file]' \
        '*:file:_files'
      ;;
    fix)
      _arguments -s -S \
        '--format=[Output format]:FORMAT:(github html json junit sarif text)' \
        '--input=[What the arguments are]:KIND:(files ndjson)' \
        '(-o --output)'{-o+,--output=}'[Write the report (or --statistics) to FILE instead of standard output]:FILE:_files' \
        '*--report=[Also write the diagnostics as FORMAT to FILE]:FORMAT\:FILE: ' \
        '--config=[Use FILE for every input instead of the nearest cvtidy.toml]:FILE:_files' \
        '*--select=[Run only these rules]:rule ids:_cvtidy_rule_list' \
        '*--ignore=[Do not run these rules]:rule ids:_cvtidy_rule_list' \
        '--fail-on=[Exit with 1 when a diagnostic is at or above LEVEL]:LEVEL:(error warning info)' \
        '(-e --exit-zero)'{-e,--exit-zero}'[Exit with 0 even when diagnostics are found (or, with --verify, fixes do not settle)]' \
        '--today=[The date that date rules treat as today]:YYYY-MM-DD: ' \
        '(-j --jobs)'{-j+,--jobs=}'[Process N files in parallel]:N: ' \
        '--file-timeout=[Give up on a file that takes longer than SECONDS (a decimal number]:SECONDS: ' \
        '--stdin-filename=[The name standard input (`-`) gets in output]:NAME: ' \
        '--encoding=[Read every input as NAME, an iconv name such as utf-8, latin1, windows-1252 or utf-16le (`iconv -l` lists them), instead of detecting it]:NAME: ' \
        '--color=[Colour the output]:WHEN:(auto always never)' \
        '(-q --quiet)'{-q,--quiet}'[Print only the diagnostics, without the summary]' \
        '--statistics[Instead of each diagnostic, print one line per rule]' \
        '--unsafe-fixes[Also apply unsafe fixes, which may change meaning or delete text]' \
        '--show-fixes[List each file'\''s applied fixes before its diagnostics]' \
        '--diff[Print the fixes as a unified diff on standard output and write no file, coloured as git colours it when --color says so]' \
        '--verify[Fix in memory, then fix the result again, and report each fix that does not settle (rule, line)]' \
        '--no-group[Show every diagnostic on its own]' \
        '(-h --help)'{-h,--help}'[Print this help and exit]' \
        '(-V --version)'{-V,--version}'[Print the version and exit]' \
        '(-v --verbose)'{-v,--verbose}'[List on standard error the cvtidy.toml files that apply to each input, farthest first, and where the search up stopped (a `root = true` file, or /)]' \
        '--no-config[Read no cvtidy.toml]' \
        '--baseline=[Report only the findings FILE does not hold]:FILE:_files' \
        '--prune-baseline[Drop from the baseline the findings that no longer occur, rewriting its file]' \
        '*:file:_files'
      ;;
    rules)
      _arguments -s -S \
        '--format=[Output format]:FORMAT:(text json markdown)' \
        '--config=[Use FILE for every input instead of the nearest cvtidy.toml]:FILE:_files' \
        '(-h --help)'{-h,--help}'[Print this help and exit]' \
        '(-V --version)'{-V,--version}'[Print the version and exit]' \
        '(-v --verbose)'{-v,--verbose}'[List on standard error the cvtidy.toml files that apply to each input, farthest first, and where the search up stopped (a `root = true` file, or /)]' \
        '--no-config[Read no cvtidy.toml]'
      ;;
    explain)
      _arguments -s -S \
        '--config=[Use FILE for every input instead of the nearest cvtidy.toml]:FILE:_files' \
        '--today=[The date that date rules treat as today]:YYYY-MM-DD: ' \
        '(-h --help)'{-h,--help}'[Print this help and exit]' \
        '(-V --version)'{-V,--version}'[Print the version and exit]' \
        '1:rule id:_cvtidy_rule' \
        '2:file:_files'
      ;;
    config)
      _arguments -s -S \
        '--config=[Use FILE for every input instead of the nearest cvtidy.toml]:FILE:_files' \
        '*--select=[Run only these rules]:rule ids:_cvtidy_rule_list' \
        '*--ignore=[Do not run these rules]:rule ids:_cvtidy_rule_list' \
        '--file-timeout=[Give up on a file that takes longer than SECONDS (a decimal number]:SECONDS: ' \
        '(-h --help)'{-h,--help}'[Print this help and exit]' \
        '(-V --version)'{-V,--version}'[Print the version and exit]' \
        '(-v --verbose)'{-v,--verbose}'[List on standard error the cvtidy.toml files that apply to each input, farthest first, and where the search up stopped (a `root = true` file, or /)]' \
        '--no-config[Read no cvtidy.toml]' \
        '--baseline=[Report only the findings FILE does not hold]:FILE:_files' \
        '1:file:_files'
      ;;
    init)
      _arguments -s -S \
        '(-h --help)'{-h,--help}'[Print this help and exit]' \
        '(-V --version)'{-V,--version}'[Print the version and exit]' \
        '--force[Replace an existing cvtidy.toml]' \
        '*:file:_files'
      ;;
    lsp)
      _arguments -s -S \
        '--config=[Use FILE for every input instead of the nearest cvtidy.toml]:FILE:_files' \
        '--today=[The date that date rules treat as today]:YYYY-MM-DD: ' \
        '(-h --help)'{-h,--help}'[Print this help and exit]' \
        '(-V --version)'{-V,--version}'[Print the version and exit]' \
        '--stdio[Speak the protocol over standard input and output, the one transport]'
      ;;
  esac
}

_cvtidy "$@"
