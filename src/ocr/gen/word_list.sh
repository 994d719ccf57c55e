#!/bin/sh
# Writes the built-in English word list, one word per line: every form hunspell's dictionary
# spells (stems expanded with their affixes by hunspell's own `unmunch`), in the dictionary's
# encoding converted to UTF-8, without forms holding digits (not words for the OCR layer),
# byte-sorted and unique. cvtidy_gen_tables (src/data/gen/main.cc) then compiles it into the
# binary as a hashed word set.
#
# usage: word_list.sh UNMUNCH DIC AFF OUT.txt
set -eu
unmunch=$1 dic=$2 aff=$3 out=$4
encoding=$(sed -n 's/^SET[[:space:]]\{1,\}\([^[:space:]]*\).*/\1/p' "$aff" | head -n 1)
tmp=$out.tmp
"$unmunch" "$dic" "$aff" 2>/dev/null | iconv -f "${encoding:-UTF-8}" -t UTF-8 |
  grep -v '[0-9]' | LC_ALL=C sort -u >"$tmp"
mv "$tmp" "$out"
