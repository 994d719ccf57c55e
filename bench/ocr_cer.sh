#!/usr/bin/env bash
# Character error rate of tesseract OCR on the fictional clean CVs, before and after
# `cvtidy fix` (see bench/README.md, "OCR repair: character error rate").
#
#   bench/ocr_cer.sh                          # build/cvtidy, every clean CV
#   bench/ocr_cer.sh build-x/cvtidy           # another binary
#   bench/ocr_cer.sh build/cvtidy fixtures/_cv/clean_ml_postdoc.txt
#   OCR_CER_KEEP=/tmp/cer bench/ocr_cer.sh    # keep the page images and texts
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cvtidy="${1:-build/cvtidy}"
shift || true
for tool in convert tesseract python3; do
  command -v "$tool" >/dev/null || { echo "ocr_cer.sh: needs $tool" >&2; exit 2; }
done
[[ -x "$cvtidy" ]] || { echo "ocr_cer.sh: no cvtidy binary at $cvtidy" >&2; exit 2; }
keep=()
[[ -n "${OCR_CER_KEEP:-}" ]] && keep=(--keep "$OCR_CER_KEEP")
exec python3 "$here/ocr_cer.py" --cvtidy "$cvtidy" "${keep[@]}" "$@"
