#!/usr/bin/env bash
# Character error rate of the fictional OCR corpus before and after `cvtidy fix` (see
# bench/README.md, "ocr_cer.sh"). Checks the tools, then runs bench/ocr_cer.py.
#
#   bench/ocr_cer.sh                                   # build/cvtidy, temporary corpus
#   bench/ocr_cer.sh build-x/cvtidy                    # another binary
#   bench/ocr_cer.sh build/cvtidy --keep /tmp/ocr      # build the corpus once and keep it
#   bench/ocr_cer.sh build/cvtidy --reuse /tmp/ocr     # rescore it (renders only changes)
#   bench/ocr_cer.sh build/cvtidy --reuse /tmp/ocr --json cer.json
#
# Missing tools: bench/ocr_setup.sh installs them (Debian).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cvtidy="${1:-build/cvtidy}"
shift || true
missing=()
for tool in python3 pandoc chromium pdftoppm tesseract; do
  command -v "$tool" >/dev/null || missing+=("$tool")
done
# ImageMagick proper, not a stand-in that only converts for display.
convert -version 2>/dev/null | grep -q ImageMagick || missing+=(imagemagick)
if ((${#missing[@]})); then
  echo "ocr_cer.sh: missing ${missing[*]}; run bench/ocr_setup.sh" >&2
  exit 2
fi
tesseract --list-langs 2>/dev/null | grep -qx eng ||
  { echo "ocr_cer.sh: tesseract has no 'eng' data; run bench/ocr_setup.sh" >&2; exit 2; }
[[ -x "$cvtidy" ]] || { echo "ocr_cer.sh: no cvtidy binary at $cvtidy" >&2; exit 2; }
keep=()
[[ -n "${OCR_CER_KEEP:-}" ]] && keep=(--keep "$OCR_CER_KEEP")  # the older spelling of --keep
exec python3 "$here/ocr_cer.py" --cvtidy "$cvtidy" "${keep[@]}" "$@"
