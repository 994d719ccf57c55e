# fish completion for cvtidy.
# Generated from cvtidy's flag table and rule registry by cvtidy_gen_docs; do not edit.
# Regenerate with `build/cvtidy_gen_docs docs`.

function __cvtidy_rule_ids
    printf '%s\n' \
        contact/malformed \
        contact/obfuscated-email \
        date/duplicated-year \
        date/future \
        date/mixed-format \
        date/order \
        date/present-form \
        date/range-reversed \
        date/range-separator \
        date/split-range \
        date/two-digit-year \
        date/venue-year-mismatch \
        input/encoding \
        input/legacy-encoding \
        input/too-slow \
        name/equal-contribution-marker \
        name/owner-highlight \
        name/variant \
        ocr/broken-heading \
        ocr/bullet-noise \
        ocr/confusable \
        ocr/glued-words \
        ocr/heading-level \
        ocr/hyphenation \
        ocr/icon-glyph \
        ocr/interleaved-columns \
        ocr/markup-residue \
        ocr/misplaced-date-line \
        ocr/mojibake \
        ocr/split-table-row \
        ocr/stray-emphasis \
        ocr/torn-date \
        ocr/truncated-text \
        structure/duplicate-line \
        structure/empty-section \
        structure/missing-name \
        structure/section-order \
        style/author-list \
        style/numbering \
        style/title-quotes \
        style/trailing-punctuation \
        suppression/unknown-rule \
        suppression/unused \
        venue/alias-conflict \
        venue/renamed \
        venue/unknown \
        venue/year-form
end

# A comma-separated list of rule ids: each id after what is already typed.
function __cvtidy_rule_list
    set -l head (string replace -r '[^,]*$' '' -- (commandline -ct))
    for id in (__cvtidy_rule_ids)
        echo "$head$id"
    end
end

complete -c cvtidy -f
complete -c cvtidy -n 'not __fish_seen_subcommand_from check fix rules explain config init lsp' -a check -d 'Report problems in CVs'
complete -c cvtidy -n 'not __fish_seen_subcommand_from check fix rules explain config init lsp' -a fix -d 'Apply fixes to CVs in place, then report what remains'
complete -c cvtidy -n 'not __fish_seen_subcommand_from check fix rules explain config init lsp' -a rules -d 'List every rule with its severity, whether it can fix, and a one-line summary'
complete -c cvtidy -n 'not __fish_seen_subcommand_from check fix rules explain config init lsp' -a explain -d 'Explain one rule'
complete -c cvtidy -n 'not __fish_seen_subcommand_from check fix rules explain config init lsp' -a config -d 'Print the configuration that applies to FILE'
complete -c cvtidy -n 'not __fish_seen_subcommand_from check fix rules explain config init lsp' -a init -d 'Write a starter cvtidy.toml in the working directory'
complete -c cvtidy -n 'not __fish_seen_subcommand_from check fix rules explain config init lsp' -a lsp -d 'Run the language server for editors'
complete -c cvtidy -n 'not __fish_seen_subcommand_from check fix rules explain config init lsp' -s h -l help -d 'Print this help and exit'
complete -c cvtidy -n 'not __fish_seen_subcommand_from check fix rules explain config init lsp' -s V -l version -d 'Print the version and exit'

complete -c cvtidy -n '__fish_seen_subcommand_from check' -l format -x -a 'github html json junit sarif text' -d 'Output format'
complete -c cvtidy -n '__fish_seen_subcommand_from check' -l input -x -a 'files ndjson' -d 'What the arguments are'
complete -c cvtidy -n '__fish_seen_subcommand_from check' -s o -l output -r -F -d 'Write the report (or --statistics) to FILE instead of standard output'
complete -c cvtidy -n '__fish_seen_subcommand_from check' -l report -x -d 'Also write the diagnostics as FORMAT to FILE'
complete -c cvtidy -n '__fish_seen_subcommand_from check' -l config -r -F -d 'Use FILE for every input instead of the nearest cvtidy.toml'
complete -c cvtidy -n '__fish_seen_subcommand_from check' -l select -x -a '(__cvtidy_rule_list)' -d 'Run only these rules'
complete -c cvtidy -n '__fish_seen_subcommand_from check' -l ignore -x -a '(__cvtidy_rule_list)' -d 'Do not run these rules'
complete -c cvtidy -n '__fish_seen_subcommand_from check' -l fail-on -x -a 'error warning info' -d 'Exit with 1 when a diagnostic is at or above LEVEL'
complete -c cvtidy -n '__fish_seen_subcommand_from check' -s e -l exit-zero -d 'Exit with 0 even when diagnostics are found (or, with --verify, fixes do not settle)'
complete -c cvtidy -n '__fish_seen_subcommand_from check' -l today -x -d 'The date that date rules treat as today'
complete -c cvtidy -n '__fish_seen_subcommand_from check' -s j -l jobs -x -d 'Process N files in parallel'
complete -c cvtidy -n '__fish_seen_subcommand_from check' -l file-timeout -x -d 'Give up on a file that takes longer than SECONDS (a decimal number'
complete -c cvtidy -n '__fish_seen_subcommand_from check' -l stdin-filename -x -d 'The name standard input (`-`) gets in output'
complete -c cvtidy -n '__fish_seen_subcommand_from check' -l encoding -x -d 'Read every input as NAME, an iconv name such as utf-8, latin1, windows-1252 or utf-16le (`iconv -l` lists them), instead of detecting it'
complete -c cvtidy -n '__fish_seen_subcommand_from check' -l color -x -a 'auto always never' -d 'Colour the output'
complete -c cvtidy -n '__fish_seen_subcommand_from check' -s q -l quiet -d 'Print only the diagnostics, without the summary'
complete -c cvtidy -n '__fish_seen_subcommand_from check' -l statistics -d 'Instead of each diagnostic, print one line per rule'
complete -c cvtidy -n '__fish_seen_subcommand_from check' -l no-group -d 'Show every diagnostic on its own'
complete -c cvtidy -n '__fish_seen_subcommand_from check' -s h -l help -d 'Print this help and exit'
complete -c cvtidy -n '__fish_seen_subcommand_from check' -s V -l version -d 'Print the version and exit'
complete -c cvtidy -n '__fish_seen_subcommand_from check' -s v -l verbose -d 'List on standard error the cvtidy.toml files that apply to each input, farthest first, and where the search up stopped (a `root = true` file, or /)'
complete -c cvtidy -n '__fish_seen_subcommand_from check' -l no-config -d 'Read no cvtidy.toml'
complete -c cvtidy -n '__fish_seen_subcommand_from check' -l write-baseline -r -F -d 'Record every finding of this run in FILE, a baseline (docs/baseline.md), and report none of them'
complete -c cvtidy -n '__fish_seen_subcommand_from check' -l baseline -r -F -d 'Report only the findings FILE does not hold'
complete -c cvtidy -n '__fish_seen_subcommand_from check' -l prune-baseline -d 'Drop from the baseline the findings that no longer occur, rewriting its file'
complete -c cvtidy -n '__fish_seen_subcommand_from check' -F

complete -c cvtidy -n '__fish_seen_subcommand_from fix' -l format -x -a 'github html json junit sarif text' -d 'Output format'
complete -c cvtidy -n '__fish_seen_subcommand_from fix' -l input -x -a 'files ndjson' -d 'What the arguments are'
complete -c cvtidy -n '__fish_seen_subcommand_from fix' -s o -l output -r -F -d 'Write the report (or --statistics) to FILE instead of standard output'
complete -c cvtidy -n '__fish_seen_subcommand_from fix' -l report -x -d 'Also write the diagnostics as FORMAT to FILE'
complete -c cvtidy -n '__fish_seen_subcommand_from fix' -l config -r -F -d 'Use FILE for every input instead of the nearest cvtidy.toml'
complete -c cvtidy -n '__fish_seen_subcommand_from fix' -l select -x -a '(__cvtidy_rule_list)' -d 'Run only these rules'
complete -c cvtidy -n '__fish_seen_subcommand_from fix' -l ignore -x -a '(__cvtidy_rule_list)' -d 'Do not run these rules'
complete -c cvtidy -n '__fish_seen_subcommand_from fix' -l fail-on -x -a 'error warning info' -d 'Exit with 1 when a diagnostic is at or above LEVEL'
complete -c cvtidy -n '__fish_seen_subcommand_from fix' -s e -l exit-zero -d 'Exit with 0 even when diagnostics are found (or, with --verify, fixes do not settle)'
complete -c cvtidy -n '__fish_seen_subcommand_from fix' -l today -x -d 'The date that date rules treat as today'
complete -c cvtidy -n '__fish_seen_subcommand_from fix' -s j -l jobs -x -d 'Process N files in parallel'
complete -c cvtidy -n '__fish_seen_subcommand_from fix' -l file-timeout -x -d 'Give up on a file that takes longer than SECONDS (a decimal number'
complete -c cvtidy -n '__fish_seen_subcommand_from fix' -l stdin-filename -x -d 'The name standard input (`-`) gets in output'
complete -c cvtidy -n '__fish_seen_subcommand_from fix' -l encoding -x -d 'Read every input as NAME, an iconv name such as utf-8, latin1, windows-1252 or utf-16le (`iconv -l` lists them), instead of detecting it'
complete -c cvtidy -n '__fish_seen_subcommand_from fix' -l color -x -a 'auto always never' -d 'Colour the output'
complete -c cvtidy -n '__fish_seen_subcommand_from fix' -s q -l quiet -d 'Print only the diagnostics, without the summary'
complete -c cvtidy -n '__fish_seen_subcommand_from fix' -l statistics -d 'Instead of each diagnostic, print one line per rule'
complete -c cvtidy -n '__fish_seen_subcommand_from fix' -l unsafe-fixes -d 'Also apply unsafe fixes, which may change meaning or delete text'
complete -c cvtidy -n '__fish_seen_subcommand_from fix' -l show-fixes -d 'List each file'\''s applied fixes before its diagnostics'
complete -c cvtidy -n '__fish_seen_subcommand_from fix' -l diff -d 'Print the fixes as a unified diff on standard output and write no file, coloured as git colours it when --color says so'
complete -c cvtidy -n '__fish_seen_subcommand_from fix' -l verify -d 'Fix in memory, then fix the result again, and report each fix that does not settle (rule, line)'
complete -c cvtidy -n '__fish_seen_subcommand_from fix' -l no-group -d 'Show every diagnostic on its own'
complete -c cvtidy -n '__fish_seen_subcommand_from fix' -s h -l help -d 'Print this help and exit'
complete -c cvtidy -n '__fish_seen_subcommand_from fix' -s V -l version -d 'Print the version and exit'
complete -c cvtidy -n '__fish_seen_subcommand_from fix' -s v -l verbose -d 'List on standard error the cvtidy.toml files that apply to each input, farthest first, and where the search up stopped (a `root = true` file, or /)'
complete -c cvtidy -n '__fish_seen_subcommand_from fix' -l no-config -d 'Read no cvtidy.toml'
complete -c cvtidy -n '__fish_seen_subcommand_from fix' -l baseline -r -F -d 'Report only the findings FILE does not hold'
complete -c cvtidy -n '__fish_seen_subcommand_from fix' -l prune-baseline -d 'Drop from the baseline the findings that no longer occur, rewriting its file'
complete -c cvtidy -n '__fish_seen_subcommand_from fix' -F

complete -c cvtidy -n '__fish_seen_subcommand_from rules' -l format -x -a 'text json markdown' -d 'Output format'
complete -c cvtidy -n '__fish_seen_subcommand_from rules' -l config -r -F -d 'Use FILE for every input instead of the nearest cvtidy.toml'
complete -c cvtidy -n '__fish_seen_subcommand_from rules' -s h -l help -d 'Print this help and exit'
complete -c cvtidy -n '__fish_seen_subcommand_from rules' -s V -l version -d 'Print the version and exit'
complete -c cvtidy -n '__fish_seen_subcommand_from rules' -s v -l verbose -d 'List on standard error the cvtidy.toml files that apply to each input, farthest first, and where the search up stopped (a `root = true` file, or /)'
complete -c cvtidy -n '__fish_seen_subcommand_from rules' -l no-config -d 'Read no cvtidy.toml'

complete -c cvtidy -n '__fish_seen_subcommand_from explain' -l config -r -F -d 'Use FILE for every input instead of the nearest cvtidy.toml'
complete -c cvtidy -n '__fish_seen_subcommand_from explain' -l today -x -d 'The date that date rules treat as today'
complete -c cvtidy -n '__fish_seen_subcommand_from explain' -s h -l help -d 'Print this help and exit'
complete -c cvtidy -n '__fish_seen_subcommand_from explain' -s V -l version -d 'Print the version and exit'
complete -c cvtidy -n '__fish_seen_subcommand_from explain' -a '(__cvtidy_rule_ids)'
complete -c cvtidy -n '__fish_seen_subcommand_from explain' -F

complete -c cvtidy -n '__fish_seen_subcommand_from config' -l config -r -F -d 'Use FILE for every input instead of the nearest cvtidy.toml'
complete -c cvtidy -n '__fish_seen_subcommand_from config' -l select -x -a '(__cvtidy_rule_list)' -d 'Run only these rules'
complete -c cvtidy -n '__fish_seen_subcommand_from config' -l ignore -x -a '(__cvtidy_rule_list)' -d 'Do not run these rules'
complete -c cvtidy -n '__fish_seen_subcommand_from config' -l file-timeout -x -d 'Give up on a file that takes longer than SECONDS (a decimal number'
complete -c cvtidy -n '__fish_seen_subcommand_from config' -s h -l help -d 'Print this help and exit'
complete -c cvtidy -n '__fish_seen_subcommand_from config' -s V -l version -d 'Print the version and exit'
complete -c cvtidy -n '__fish_seen_subcommand_from config' -s v -l verbose -d 'List on standard error the cvtidy.toml files that apply to each input, farthest first, and where the search up stopped (a `root = true` file, or /)'
complete -c cvtidy -n '__fish_seen_subcommand_from config' -l no-config -d 'Read no cvtidy.toml'
complete -c cvtidy -n '__fish_seen_subcommand_from config' -l baseline -r -F -d 'Report only the findings FILE does not hold'
complete -c cvtidy -n '__fish_seen_subcommand_from config' -F

complete -c cvtidy -n '__fish_seen_subcommand_from init' -s h -l help -d 'Print this help and exit'
complete -c cvtidy -n '__fish_seen_subcommand_from init' -s V -l version -d 'Print the version and exit'
complete -c cvtidy -n '__fish_seen_subcommand_from init' -l force -d 'Replace an existing cvtidy.toml'
complete -c cvtidy -n '__fish_seen_subcommand_from init' -F

complete -c cvtidy -n '__fish_seen_subcommand_from lsp' -l config -r -F -d 'Use FILE for every input instead of the nearest cvtidy.toml'
complete -c cvtidy -n '__fish_seen_subcommand_from lsp' -l today -x -d 'The date that date rules treat as today'
complete -c cvtidy -n '__fish_seen_subcommand_from lsp' -s h -l help -d 'Print this help and exit'
complete -c cvtidy -n '__fish_seen_subcommand_from lsp' -s V -l version -d 'Print the version and exit'
complete -c cvtidy -n '__fish_seen_subcommand_from lsp' -l stdio -d 'Speak the protocol over standard input and output, the one transport'
