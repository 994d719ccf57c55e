#!/usr/bin/env bash
# Fails when a C++ source is not clang-format clean. Skips (exit 0 with a note) when
# clang-format is not installed.
set -euo pipefail
cd "${1:-.}"
if ! command -v clang-format >/dev/null 2>&1; then
  echo "SKIPPED: clang-format not installed"
  exit 0
fi
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  mapfile -t files < <(git ls-files --cached --others --exclude-standard -- '*.cc' '*.h' | while read -r f; do [[ -f $f ]] && echo "$f"; done)
else
  mapfile -t files < <(find src rules normalizers reporters tests bench -name '*.cc' -o -name '*.h')
fi
clang-format --dry-run --Werror "${files[@]}"
echo "clang-format: ${#files[@]} files clean"
