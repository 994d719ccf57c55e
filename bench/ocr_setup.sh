#!/usr/bin/env bash
# Installs what bench/ocr_cer.sh needs on a Debian machine (the tools ../shared/realcv was
# made with): pandoc, Chromium, poppler-utils, ImageMagick, tesseract with English, and the
# print fonts. Idempotent: installed packages are skipped. Not part of .ci/run.
set -euo pipefail

packages=(pandoc chromium poppler-utils imagemagick tesseract-ocr tesseract-ocr-eng
          fonts-liberation fonts-dejavu-core fonts-crosextra-carlito fonts-crosextra-caladea
          python3)
missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
if ((${#missing[@]} == 0)); then
  echo "ocr_setup: everything is installed"
  exit 0
fi
echo "ocr_setup: installing ${missing[*]}"
sudo=()
[[ $(id -u) -ne 0 ]] && sudo=(sudo)
"${sudo[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends \
  "${missing[@]}" >/dev/null
