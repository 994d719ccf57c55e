#!/usr/bin/env python3
"""Character error rate of OCR output before and after `cvtidy fix`.

For each clean fictional CV (fixtures/_cv/clean_* and bench/ocr_corpus/*): strip its Markdown
markers, render it to page images with ImageMagick (DejaVu Sans), OCR the pages with
tesseract, then compare with the clean text:

  CER(OCR output, clean)                  what tesseract alone gets wrong
  CER(cvtidy fix of the OCR output, clean)        after the safe fixes
  CER(cvtidy fix --unsafe-fixes of it, clean)     after all fixes

CER = Levenshtein distance / reference length, over text whose white space is collapsed to
single spaces and whose Markdown markers are stripped the same way on both sides. Python 3
standard library only; run through bench/ocr_cer.sh.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

WRAP = 88  # characters per rendered line: fits a Letter page at 10 pt


def levenshtein(a: str, b: str) -> int:
    """Edit distance (unit costs), bit-parallel (Myers 1999, Hyyro 2001): O(len(b)) big-int
    operations over a len(a)-bit vector."""
    if not a:
        return len(b)
    if not b:
        return len(a)
    m = len(a)
    mask = (1 << m) - 1
    high = 1 << (m - 1)
    peq = {}
    for i, c in enumerate(a):
        peq[c] = peq.get(c, 0) | (1 << i)
    pv, mv, score = mask, 0, m
    for c in b:
        eq = peq.get(c, 0)
        xv = eq | mv
        xh = ((((eq & pv) + pv) & mask) ^ pv) | eq
        ph = (mv | ~(xh | pv)) & mask
        mh = pv & xh
        if ph & high:
            score += 1
        elif mh & high:
            score -= 1
        ph = ((ph << 1) | 1) & mask
        mh = (mh << 1) & mask
        pv = (mh | ~(xv | ph)) & mask
        mv = ph & xv
    return score


def levenshtein_slow(a: str, b: str) -> int:
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


MARKERS = [
    (re.compile(r"^\s{0,3}#{1,6}\s+", re.M), ""),            # ATX headings
    (re.compile(r"^\s*(?:[-*+]\s+)+", re.M), ""),            # bullets (also `- * x`)
    (re.compile(r"^\s*[•◦▪·]\s*", re.M), ""),                # bullet glyphs
    (re.compile(r"^\s*(?:---+|\*\*\*+|___+)\s*$", re.M), ""),  # thematic breaks
    (re.compile(r"\*\*|__"), ""),                            # bold
    (re.compile(r"(?<!\w)\*(?=\S)|(?<=\S)\*(?!\w)"), ""),    # italics
    (re.compile(r"\\([\\`*_{}\[\]()#+\-.!&$])"), r"\1"),     # Markdown escapes
    (re.compile(r"<[^>\n]+>"), ""),                          # HTML tags
]


def strip_markdown(text: str) -> str:
    for pattern, repl in MARKERS:
        text = pattern.sub(repl, text)
    return text


def normalise(text: str) -> str:
    return " ".join(strip_markdown(text).split())


def for_page(markdown: str) -> str:
    """What the CV looks like printed: list markers become `•`, other markup goes."""
    text = re.sub(r"^(\s*)(?:[-*+]\s+)+", r"\1• ", markdown, flags=re.M)
    return strip_markdown_keeping_bullets(text)


def strip_markdown_keeping_bullets(text: str) -> str:
    for pattern, repl in MARKERS:
        if "[-*+]" in pattern.pattern or "•" in pattern.pattern:
            continue
        text = pattern.sub(repl, text)
    return text


def render_and_ocr(text: str, work: Path, name: str, scan_scale: float) -> str:
    """Renders `text` (as printed) to PNG pages, degraded like a scan, and OCRs them."""
    lines = []
    for line in text.splitlines():
        wrapped = textwrap.wrap(line, WRAP, break_long_words=False, break_on_hyphens=False,
                                replace_whitespace=False, drop_whitespace=True)
        lines.extend(wrapped or [""])
    page_lines = 60
    out = []
    for p in range(0, max(1, len(lines)), page_lines):
        page_txt = work / f"{name}-{p // page_lines}.txt"
        page_png = work / f"{name}-{p // page_lines}.png"
        page = "\n".join(lines[p:p + page_lines])
        page_txt.write_text(page + "\n", encoding="utf-8")
        # One label per line, stacked: `label:@file` is forbidden by the security policy, and
        # a multi-line label of a whole page trips its size limit. ImageMagick expands `%`
        # escapes and backslashes in labels, so those are doubled.
        cmd = ["convert", "-background", "white", "-fill", "black", "-font", "DejaVu-Sans",
               "-pointsize", "22"]
        for line in lines[p:p + page_lines]:
            if not line.strip():
                cmd += ["-size", "10x26", "xc:white", "+size"]  # a blank label is an error
                continue
            label = line.replace("\\", "\\\\").replace("%", "%%")
            if label.startswith("@"):
                label = " " + label
            cmd.append(f"label:{label}")
        cmd += ["-gravity", "West", "-append", "-bordercolor", "white", "-border", "60"]
        if scan_scale < 1.0:
            # A low-resolution scan: shrink, then enlarge back for tesseract.
            cmd += ["-resize", f"{100.0 * scan_scale:.1f}%", "-resize",
                    f"{100.0 / scan_scale:.1f}%"]
        cmd.append(str(page_png))
        subprocess.run(cmd, check=True, capture_output=True)
        ocr = subprocess.run(["tesseract", str(page_png), "stdout", "--psm", "4", "-l", "eng"],
                             check=True, capture_output=True, text=True).stdout
        out.append(ocr)
    return "\n".join(out)


def fix(cvtidy: str, text: str, work: Path, name: str, unsafe: bool, today: str) -> str:
    path = work / f"{name}.{'unsafe-' if unsafe else ''}fixed.txt"
    path.write_text(text, encoding="utf-8")
    cmd = [cvtidy, "fix", "--quiet", "--today", today, str(path)]
    if unsafe:
        cmd.insert(2, "--unsafe-fixes")
    # Exit 1 means findings remain after fixing: expected for OCR text.
    result = subprocess.run(cmd, capture_output=True, text=True)
    if result.returncode not in (0, 1):
        sys.exit(f"{' '.join(cmd)} failed ({result.returncode}):\n{result.stderr}")
    return path.read_text(encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cvtidy", default="build/cvtidy")
    parser.add_argument("--today", default="2026-03-15")
    parser.add_argument("--keep", help="keep the images and texts in this directory")
    parser.add_argument("--scan-scale", type=float, default=0.33,
                        help="downscale factor simulating a low-resolution scan (1 = none)")
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("cvs", nargs="*", help="clean CVs (default: fixtures/_cv/clean_* and "
                        "bench/ocr_corpus/*)")
    args = parser.parse_args()

    if args.self_test:
        import random
        rng = random.Random(7)
        for _ in range(300):
            a = "".join(rng.choice("abc ") for _ in range(rng.randint(0, 70)))
            b = "".join(rng.choice("abc ") for _ in range(rng.randint(0, 70)))
            assert levenshtein(a, b) == levenshtein_slow(a, b), (a, b)
        print("levenshtein: ok")
        return 0

    root = Path(__file__).resolve().parent.parent
    cvs = [Path(c) for c in args.cvs] or sorted((root / "fixtures/_cv").glob("clean_*")) + \
        sorted(p for p in (root / "bench/ocr_corpus").glob("*") if p.suffix in (".md", ".txt"))
    work_dir = args.keep or tempfile.mkdtemp(prefix="cvtidy-ocr-cer-")
    work = Path(work_dir)
    work.mkdir(parents=True, exist_ok=True)

    header = f"{'CV':<28} {'ref chars':>9} {'OCR CER':>8} {'fix CER':>8} {'unsafe':>8}"
    print(header)
    print("-" * len(header))
    totals = [0, 0, 0, 0]  # reference chars, OCR errors, fix errors, unsafe-fix errors
    for cv in cvs:
        clean = cv.read_text(encoding="utf-8-sig")
        name = cv.stem
        ref = normalise(clean)
        ocr = render_and_ocr(for_page(clean), work, name, args.scan_scale)
        (work / f"{name}.ocr.txt").write_text(ocr, encoding="utf-8")  # for diffing
        fixed = fix(args.cvtidy, ocr, work, name, False, args.today)
        fixed_unsafe = fix(args.cvtidy, ocr, work, name, True, args.today)
        errors = [levenshtein(normalise(t), ref) for t in (ocr, fixed, fixed_unsafe)]
        totals[0] += len(ref)
        for k in range(3):
            totals[k + 1] += errors[k]
        print(f"{name:<28} {len(ref):>9} " +
              " ".join(f"{100.0 * e / len(ref):>7.2f}%" for e in errors))
    print("-" * len(header))
    print(f"{'total':<28} {totals[0]:>9} " +
          " ".join(f"{100.0 * e / max(1, totals[0]):>7.2f}%" for e in totals[1:]))
    print(f"(character errors: OCR {totals[1]}, after fix {totals[2]}, after unsafe fix "
          f"{totals[3]}; work files in {work})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
