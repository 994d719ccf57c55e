#!/usr/bin/env python3
"""Character error rate of OCR'd fictional CVs before and after `cvtidy fix`.

Builds the project's fictional OCR corpus and scores the repair (bench/README.md, "OCR
repair"). Each CV (bench/ocr_corpus/*.md and fixtures/_cv/clean_*) goes through the pipeline
of ../shared/realcv: pandoc Markdown -> HTML with a print style chosen from the document id
(font, size, layout `single`, `two-col` or `date-right`), headless Chromium prints a Letter
PDF, `pdftoppm -gray` rasterizes it at 150 or 200 dpi, about half of the pages are
"scanned" with ImageMagick (seeded rotation, blur, noise, then a low-resolution rescan or a
hard threshold), and `tesseract --psm 3` reads each page. The reference is the browser's
own innerText of the same HTML, with the list markers the page shows put in as text.
Everything is deterministic per document id.

Then `cvtidy fix` runs over a writable copy of the OCR texts, once with the defaults and
once per fixable rule alone (`--select RULE`), and every text is scored against the
reference:

  CER = character edit distance / reference characters
  WER = word edit distance / reference words

after the same normalisation on both sides: NFC, then (unless --strict) NFKC, curly quotes
folded to straight ones, dashes to `-`, bullet glyphs to `-`, soft hyphens, zero-width and
private-use (icon font) characters dropped; white space collapsed. Python 3 standard
library only; bench/ocr_cer.sh checks the tools first.
"""

import argparse
import concurrent.futures
import hashlib
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Bumped whenever a change to the rendering would change the pages: documents rendered by
# another version are rendered again, even with --reuse.
PIPELINE_VERSION = "4"

# ---------------------------------------------------------------------------- distance


def levenshtein(a, b) -> int:
    """Exact edit distance (unit costs) between two sequences of hashable items (a str, or a
    list of word ids), bit-parallel (Myers 1999, Hyyro 2001): one pass over `b` with
    big-int bit vectors as long as `a`, so a 30 000-character page pair takes well under a
    second."""
    if len(a) < len(b):
        a, b = b, a
    if not b:
        return len(a)
    m = len(b)
    mask = (1 << m) - 1
    high = 1 << (m - 1)
    peq = {}
    for i, item in enumerate(b):
        peq[item] = peq.get(item, 0) | (1 << i)
    pv, mv, score = mask, 0, m
    for item in a:
        eq = peq.get(item, 0)
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


def levenshtein_slow(a, b) -> int:
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


# ---------------------------------------------------------------------------- normalisation

# Differences a reader cannot see as errors: quote and dash shapes, which bullet glyph.
TYPOGRAPHIC_FOLDING = str.maketrans({
    "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'", "\u2032": "'", "`": "'",
    "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u201f": '"', "\u2033": '"',
    "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": "-", "\u2015": "-",
    "\u2212": "-",
    "\u2022": "-", "\u25e6": "-", "\u25aa": "-", "\u25ab": "-", "\u25cf": "-", "\u25cb": "-",
    "\u25a0": "-", "\u25a1": "-", "\u2023": "-", "\u2043": "-", "\u2219": "-", "\u22c5": "-",
    "\u00ad": None, "\u200b": None, "\u200c": None, "\u200d": None, "\u2060": None,
    "\ufeff": None,
})
PRIVATE_USE = re.compile("[\ue000-\uf8ff]")
WHITE_SPACE = re.compile(r"\s+")


def normalise(text: str, strict: bool = False) -> str:
    text = unicodedata.normalize("NFC", text)
    if not strict:
        text = unicodedata.normalize("NFKC", text).translate(TYPOGRAPHIC_FOLDING)
        text = PRIVATE_USE.sub("", text)
    return WHITE_SPACE.sub(" ", text).strip()


def distances(ref: str, hyp: str):
    """(character distance, word distance) between two normalised texts."""
    vocabulary = {}
    ref_words = [vocabulary.setdefault(w, len(vocabulary)) for w in ref.split()]
    hyp_words = [vocabulary.setdefault(w, len(vocabulary)) for w in hyp.split()]
    return levenshtein(hyp, ref), levenshtein(hyp_words, ref_words)


# ---------------------------------------------------------------------------- print style

FONTS = ["Liberation Serif", "Liberation Sans", "DejaVu Serif", "DejaVu Sans", "Carlito",
         "Caladea"]
SIZES_PT = [9.5, 10, 10.5, 11]
LAYOUTS = ["single", "two-col", "date-right", "date-right"]  # date-right is the common print


# `<!-- ocr-bench: layout=two-col scan=yes -->` in a source sets its layout and whether it is
# scanned, so the corpus can be kept balanced; the comment is not printed.
STYLE_OVERRIDE = re.compile(r"<!--\s*ocr-bench:(.*?)-->", re.S)


def style_of(doc_id: str, source_text: str = "") -> dict:
    """The print style of a document: a function of its id, unless its source sets the
    layout or the scan in an `ocr-bench:` comment."""
    h = int.from_bytes(hashlib.sha256(doc_id.encode()).digest()[:8], "big")
    style = {
        "font": FONTS[h % len(FONTS)],
        "size_pt": SIZES_PT[(h >> 8) % len(SIZES_PT)],
        "layout": LAYOUTS[(h >> 16) % len(LAYOUTS)],
        "dpi": 150 if (h >> 24) & 1 else 200,
        "degraded": bool((h >> 25) & 1),
        "headings": ["plain", "rule", "caps"][(h >> 26) % 3],
        "links": ["underline", "plain"][(h >> 28) & 1],
        "seed": h & 0xFFFFFF,
    }
    match = STYLE_OVERRIDE.search(source_text)
    for setting in match.group(1).split() if match else []:
        key, _, value = setting.partition("=")
        if key == "layout" and value in LAYOUTS:
            style["layout"] = value
        elif key == "scan" and value in ("yes", "no"):
            style["degraded"] = value == "yes"
        else:
            sys.exit(f"ocr_cer: {doc_id}: unknown ocr-bench setting {setting!r}")
    return style


def css_of(style: dict) -> str:
    css = [
        "@page { size: Letter; margin: 0.7in 0.75in; }",
        f"body {{ font-family: '{style['font']}'; font-size: {style['size_pt']}pt;"
        " line-height: 1.28; color: #000; margin: 0; }",
        "h1 { font-size: 1.7em; margin: 0 0 0.3em; }",
        "h2 { font-size: 1.3em; margin: 1em 0 0.35em; }",
        "h3 { font-size: 1.1em; margin: 0.8em 0 0.3em; }",
        "h4, h5, h6 { font-size: 1em; margin: 0.6em 0 0.2em; }",
        "p { margin: 0.35em 0; }",
        "ul, ol { margin: 0.25em 0; padding-left: 1.6em; }",
        "li { margin: 0.12em 0; }",
        "table { border-collapse: collapse; margin: 0.4em 0; }",
        "th, td { padding: 0.15em 0.6em 0.15em 0; text-align: left; vertical-align: top; }",
        "code { font-family: 'DejaVu Sans Mono', monospace; font-size: 0.92em; }",
        "hr { border: 0; border-top: 1px solid #888; }",
        "blockquote { margin: 0.4em 1.5em; }",
    ]
    if style["headings"] == "rule":
        css.append("h2 { border-bottom: 1px solid #444; padding-bottom: 0.1em; }")
    elif style["headings"] == "caps":
        css.append("h2 { text-transform: uppercase; letter-spacing: 0.04em; }")
    if style["links"] == "underline":
        css.append("a { color: #1d3f8f; text-decoration: underline; }")
    else:
        css.append("a { color: inherit; text-decoration: none; }")
    if style["layout"] == "two-col":
        css.append("body { column-count: 2; column-gap: 0.3in; }")
        css.append("h1 { column-span: all; }")
    if style["layout"] == "date-right":
        css.append(".date { float: right; margin-left: 1em; }")
    return "\n".join(css)


# Only what a reader does not see goes before rendering; the source files stay as written.
PRE_RENDER = [
    (re.compile(r"\A---\n.*?\n(?:---|\.\.\.)\n", re.S), ""),    # YAML front matter
    (re.compile(r"\{%.*?%\}|\{\{.*?\}\}", re.S), ""),            # Liquid
    (re.compile(r"<!--.*?-->", re.S), ""),                       # HTML comments
    (re.compile(r"^\{:[^}\n]*\}\s*$", re.M), ""),                # kramdown attribute lists
]

MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+"
YEAR_OR_NOW = rf"(?:(?:{MONTH})?(?:19|20)\d\d|[Pp]resent|[Nn]ow|[Oo]ngoing)"
DATE = rf"(?:(?:{MONTH})?(?:19|20)\d\d(?:\s*(?:-|–|—|to)\s*{YEAR_OR_NOW})?)"
# A date that starts a list item or a paragraph (after any inline tag that opens it); the
# colon that separates it from the entry in the source is not printed once it floats.
LEADING_DATE = re.compile(rf"(<(?:li|p)>(?:<(?:p|strong|b|em)>)?)({DATE}):?(?=\s|</)")


def html_of(markdown: str, style: dict, kind: str) -> str:
    for pattern, repl in PRE_RENDER:
        markdown = pattern.sub(repl, markdown)
    # Plain-text CVs keep their line breaks on the page.
    reader = "markdown" if kind == ".md" else "markdown+hard_line_breaks"
    body = subprocess.run(["pandoc", "-f", reader, "-t", "html5", "--wrap=none"],
                          input=markdown, capture_output=True, text=True, check=True).stdout
    if style["layout"] == "date-right":
        body = LEADING_DATE.sub(r'\1<span class="date">\2</span>', body)
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
            f"<title>cv</title>\n<style>\n{css_of(style)}\n</style>\n</head>\n<body>\n"
            f"{body}</body></html>\n")


# Writes the page's innerText into a <pre> once the page is laid out, with each list item's
# marker as text in front of it (innerText leaves ::marker out, but the printed page shows it
# and OCR reads it).
REFERENCE_SCRIPT = r"""<script>
document.addEventListener('DOMContentLoaded', () => {
  const glyphs = {disc: '\u2022 ', circle: '\u25e6 ', square: '\u25aa '};
  for (const li of Array.from(document.querySelectorAll('li'))) {
    const type = getComputedStyle(li).listStyleType;
    let marker = glyphs[type] || '';
    if (type === 'decimal') {
      let n = li.parentElement.start || 1;
      for (let s = li.previousElementSibling; s; s = s.previousElementSibling) n++;
      marker = n + '. ';
    }
    li.insertBefore(document.createTextNode(marker), li.firstChild);
  }
  const text = document.body.innerText;
  document.body.textContent = '';
  const pre = document.createElement('pre');
  pre.id = 'cvtidy-reference';
  pre.textContent = text;
  document.body.appendChild(pre);
});
</script>
"""
REFERENCE_PRE = re.compile(r'<pre id="cvtidy-reference">(.*?)</pre>', re.S)

CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                  "--no-first-run", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync"]


def chromium(args, work: Path) -> str:
    profile = tempfile.mkdtemp(prefix="profile-", dir=work)
    try:
        result = subprocess.run(["chromium", *CHROMIUM_FLAGS, f"--user-data-dir={profile}",
                                 *args], capture_output=True, text=True, timeout=300)
    finally:
        shutil.rmtree(profile, ignore_errors=True)
    if result.returncode != 0:
        raise RuntimeError(f"chromium {' '.join(args)} failed:\n{result.stderr[-2000:]}")
    return result.stdout


def degrade(page: Path, out: Path, style: dict, index: int) -> None:
    """A seeded office-scanner look: tilt, blur and noise varying by page, then the scanner of
    the whole document: a coarse rescan or a hard threshold."""
    seed = style["seed"] * 31 + index
    h = hashlib.sha256(f"{seed}".encode()).digest()
    scanner = hashlib.sha256(f"scanner-{style['seed']}".encode()).digest()
    angle = (h[0] / 255.0 - 0.5) * 1.2            # -0.6 .. 0.6 degrees
    blur = 0.3 + h[1] / 255.0 * 0.5               # sigma 0.3 .. 0.8 px
    noise = 0.25 + h[2] / 255.0 * 0.35
    cmd = ["convert", str(page), "-seed", str(seed), "-background", "white",
           "-rotate", f"{angle:.3f}", "-blur", f"0x{blur:.2f}",
           "-attenuate", f"{noise:.2f}", "+noise", "Gaussian"]
    if scanner[0] & 1:
        scale = 55 + scanner[1] % 20              # rescan at 55 .. 74 % of the resolution
        cmd += ["-resize", f"{scale}%", "-resize", f"{100.0 * 100.0 / scale:.3f}%"]
    else:
        cmd += ["-threshold", f"{52 + scanner[1] % 12}%"]
    cmd += ["-colorspace", "Gray", "-depth", "8", str(out)]
    subprocess.run(cmd, check=True, capture_output=True)


def render(source: Path, doc_id: str, out: Path, style: dict) -> dict:
    """Renders one CV; writes out/clean/ID.txt, out/ocr/ID.txt and out/pages/ID/*."""
    work = out / "pages" / doc_id
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    page_html = html_of(source.read_text(encoding="utf-8-sig"), style, source.suffix)
    (work / "page.html").write_text(page_html, encoding="utf-8")
    (work / "reference.html").write_text(
        page_html.replace("</head>", REFERENCE_SCRIPT + "</head>", 1), encoding="utf-8")

    dom = chromium(["--dump-dom", (work / "reference.html").as_uri()], work)
    match = REFERENCE_PRE.search(dom)
    if not match:
        raise RuntimeError(f"{doc_id}: no reference text in chromium's DOM dump")
    reference = html.unescape(match.group(1))

    chromium(["--no-pdf-header-footer", f"--print-to-pdf={work / 'page.pdf'}",
              (work / "page.html").as_uri()], work)
    subprocess.run(["pdftoppm", "-gray", "-r", str(style["dpi"]), "-png",
                    str(work / "page.pdf"), str(work / "raster")], check=True,
                   capture_output=True)
    rasters = sorted(work.glob("raster-*.png"), key=lambda p: int(p.stem.split("-")[-1]))
    texts = []
    for index, raster in enumerate(rasters):
        page = raster
        if style["degraded"]:
            page = work / f"scan-{index + 1}.png"
            degrade(raster, page, style, index)
        texts.append(subprocess.run(
            ["tesseract", str(page), "stdout", "-l", "eng", "--psm", "3"],
            capture_output=True, text=True, check=True,
            env=dict(os.environ, OMP_THREAD_LIMIT="1")).stdout)
    (out / "clean" / f"{doc_id}.txt").write_text(reference, encoding="utf-8")
    (out / "ocr" / f"{doc_id}.txt").write_text("".join(texts), encoding="utf-8")
    return {"pages": len(rasters)}


# ---------------------------------------------------------------------------- corpus


def sources(args) -> list:
    if args.cvs:
        return [Path(c).resolve() for c in args.cvs]
    found = sorted((ROOT / "bench/ocr_corpus").glob("*.md"))
    found += sorted(p for p in (ROOT / "fixtures/_cv").glob("clean_*")
                    if p.suffix in (".md", ".txt"))
    return found


def doc_id_of(source: Path) -> str:
    return source.stem


def source_digest(source: Path, style: dict) -> str:
    h = hashlib.sha256(source.read_bytes())
    h.update(json.dumps(style, sort_keys=True).encode())
    h.update(PIPELINE_VERSION.encode())
    return h.hexdigest()[:16]


META_FIELDS = ["id", "layout", "font", "size_pt", "dpi", "degraded", "pages", "digest",
               "source"]


def read_meta(out: Path) -> dict:
    meta = {}
    path = out / "meta.tsv"
    if path.exists():
        lines = path.read_text(encoding="utf-8").splitlines()
        for line in lines[1:]:
            row = dict(zip(META_FIELDS, line.split("\t")))
            meta[row["id"]] = row
    return meta


def write_meta(out: Path, meta: dict) -> None:
    rows = ["\t".join(META_FIELDS)]
    for doc_id in sorted(meta):
        rows.append("\t".join(str(meta[doc_id][f]) for f in META_FIELDS))
    (out / "meta.tsv").write_text("\n".join(rows) + "\n", encoding="utf-8")


def warn_missing_fonts() -> None:
    """Chromium silently falls back to another font, which changes the pages."""
    try:
        families = subprocess.run(["fc-list", ":", "family"], capture_output=True,
                                  text=True).stdout
    except OSError:
        return
    installed = {f.strip() for line in families.splitlines() for f in line.split(",")}
    missing = [f for f in FONTS if f not in installed]
    if missing:
        print(f"ocr_cer: warning: fonts not installed ({', '.join(missing)}): the pages differ "
              "from the reference set-up; run bench/ocr_setup.sh", file=sys.stderr)


def build_corpus(args, out: Path) -> list:
    """Renders every source not already rendered (same bytes, style and pipeline) in out."""
    for sub in ("clean", "ocr", "pages"):
        (out / sub).mkdir(parents=True, exist_ok=True)
    meta = read_meta(out) if args.reuse else {}
    todo, ids = [], []
    for source in sources(args):
        doc_id = doc_id_of(source)
        if doc_id in ids:
            sys.exit(f"ocr_cer: two sources share the id {doc_id}")
        ids.append(doc_id)
        style = style_of(doc_id, source.read_text(encoding="utf-8-sig"))
        digest = source_digest(source, style)
        done = meta.get(doc_id)
        if (done and done["digest"] == digest and (out / "ocr" / f"{doc_id}.txt").exists()
                and (out / "clean" / f"{doc_id}.txt").exists()):
            continue
        todo.append((source, doc_id, style, digest))
    if todo:
        warn_missing_fonts()
        print(f"rendering {len(todo)} of {len(ids)} documents with {args.jobs} jobs "
              f"(pandoc, chromium, pdftoppm, convert, tesseract) ...", file=sys.stderr)

    def one(item):
        source, doc_id, style, digest = item
        info = render(source, doc_id, out, style)
        return doc_id, {"id": doc_id, "layout": style["layout"], "font": style["font"],
                        "size_pt": style["size_pt"], "dpi": style["dpi"],
                        "degraded": "yes" if style["degraded"] else "no",
                        "pages": info["pages"], "digest": digest,
                        "source": os.path.relpath(source, ROOT)}

    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for doc_id, row in pool.map(one, todo):
            meta[doc_id] = row
            print(f"  {doc_id}: {row['pages']} pages, {row['layout']}, {row['font']} "
                  f"{row['size_pt']} pt, {row['dpi']} dpi, degraded {row['degraded']}",
                  file=sys.stderr)
    write_meta(out, meta)  # rows of documents not asked for this time stay for later runs
    return ids


# ---------------------------------------------------------------------------- fixing


def fixable_rules(cvtidy: str) -> list:
    listing = subprocess.run([cvtidy, "rules"], capture_output=True, text=True,
                             check=True).stdout.splitlines()
    rules = []
    for line in listing[1:]:
        fields = line.split()
        if len(fields) >= 3 and "/" in fields[0] and fields[2] != "-":
            rules.append(fields[0])
    return rules


def run_fix(args, out: Path, ids: list, name: str, extra: list) -> Path:
    """Copies the OCR texts to out/fixed/NAME (writable: fix refuses read-only files) and
    runs `cvtidy fix` over that directory."""
    target = out / "fixed" / name.replace("/", "_")
    shutil.rmtree(target, ignore_errors=True)
    target.mkdir(parents=True)
    for doc_id in ids:
        dst = target / f"{doc_id}.txt"
        shutil.copyfile(out / "ocr" / f"{doc_id}.txt", dst)
        dst.chmod(0o644)
    cmd = [args.cvtidy, "fix", "--quiet", *extra, str(target)]
    if args.today:
        cmd[2:2] = ["--today", args.today]
    result = subprocess.run(cmd, capture_output=True, text=True)
    if result.returncode not in (0, 1):  # 1: findings remain, as expected for OCR text
        sys.exit(f"ocr_cer: {' '.join(cmd)} failed ({result.returncode}):\n"
                 f"{result.stderr[-3000:]}")
    return target


# ---------------------------------------------------------------------------- report


def pct(num: float, den: float) -> float:
    return 100.0 * num / den if den else 0.0


def score(args, out: Path, ids: list) -> dict:
    meta = read_meta(out)
    refs, ocrs = {}, {}
    for doc_id in ids:
        refs[doc_id] = normalise((out / "clean" / f"{doc_id}.txt").read_text("utf-8"),
                                 args.strict)
        ocrs[doc_id] = (out / "ocr" / f"{doc_id}.txt").read_text("utf-8")

    def errors_of(texts: dict, cache: dict) -> dict:
        result = {}
        for doc_id in ids:
            hyp = normalise(texts[doc_id], args.strict)
            if hyp not in cache.setdefault(doc_id, {}):
                cache[doc_id][hyp] = distances(refs[doc_id], hyp)
            result[doc_id] = cache[doc_id][hyp]
        return result

    cache = {}
    ocr_errors = errors_of(ocrs, cache)
    fixed_dir = run_fix(args, out, ids, "default", [])
    fixed = {d: (fixed_dir / f"{d}.txt").read_text("utf-8") for d in ids}
    fix_errors = errors_of(fixed, cache)

    docs = []
    for doc_id in ids:
        ref = refs[doc_id]
        chars, words = len(ref), len(ref.split())
        (oc, ow), (fc, fw) = ocr_errors[doc_id], fix_errors[doc_id]
        row = meta.get(doc_id, {})
        docs.append({
            "id": doc_id, "layout": row.get("layout"), "degraded": row.get("degraded"),
            "dpi": row.get("dpi"), "pages": row.get("pages"), "font": row.get("font"),
            "ref_chars": chars, "ref_words": words,
            "ocr_char_errors": oc, "fix_char_errors": fc,
            "ocr_word_errors": ow, "fix_word_errors": fw,
            "ocr_cer": pct(oc, chars), "fix_cer": pct(fc, chars),
            "ocr_wer": pct(ow, words), "fix_wer": pct(fw, words),
            "changed_by_fix": fixed[doc_id] != ocrs[doc_id],
            "verdict": "better" if fc < oc else "worse" if fc > oc else "same",
        })

    def totals(rows):
        chars = sum(r["ref_chars"] for r in rows)
        words = sum(r["ref_words"] for r in rows)
        n = max(1, len(rows))
        return {
            "docs": len(rows), "ref_chars": chars, "ref_words": words,
            "ocr_char_errors": sum(r["ocr_char_errors"] for r in rows),
            "fix_char_errors": sum(r["fix_char_errors"] for r in rows),
            "ocr_cer_micro": pct(sum(r["ocr_char_errors"] for r in rows), chars),
            "fix_cer_micro": pct(sum(r["fix_char_errors"] for r in rows), chars),
            "ocr_wer_micro": pct(sum(r["ocr_word_errors"] for r in rows), words),
            "fix_wer_micro": pct(sum(r["fix_word_errors"] for r in rows), words),
            "ocr_cer_macro": sum(r["ocr_cer"] for r in rows) / n,
            "fix_cer_macro": sum(r["fix_cer"] for r in rows) / n,
            "ocr_wer_macro": sum(r["ocr_wer"] for r in rows) / n,
            "fix_wer_macro": sum(r["fix_wer"] for r in rows) / n,
            "better": sum(r["verdict"] == "better" for r in rows),
            "worse": sum(r["verdict"] == "worse" for r in rows),
            "same": sum(r["verdict"] == "same" for r in rows),
        }

    result = {"cvtidy": args.cvtidy, "today": args.today, "strict": args.strict,
              "docs": docs, "totals": totals(docs), "rules": []}
    result["totals"]["relative_cer_change_pct"] = pct(
        result["totals"]["fix_char_errors"] - result["totals"]["ocr_char_errors"],
        result["totals"]["ocr_char_errors"])
    groups = {}
    for r in docs:
        groups.setdefault(f"layout {r['layout']}", []).append(r)
        groups.setdefault(f"degraded {r['degraded']}", []).append(r)
    result["groups"] = {k: totals(v) for k, v in sorted(groups.items())}

    if not args.no_rules:
        for rule in fixable_rules(args.cvtidy):
            rule_dir = run_fix(args, out, ids, f"rule-{rule}", ["--select", rule])
            texts = {d: (rule_dir / f"{d}.txt").read_text("utf-8") for d in ids}
            changed = [d for d in ids if texts[d] != ocrs[d]]
            if not changed:
                shutil.rmtree(rule_dir, ignore_errors=True)
                continue
            errors = errors_of(texts, cache)
            saved = {d: ocr_errors[d][0] - errors[d][0] for d in changed}
            result["rules"].append({
                "rule": rule, "docs_changed": len(changed),
                "char_errors_saved": sum(saved.values()),
                "word_errors_saved": sum(ocr_errors[d][1] - errors[d][1] for d in changed),
                "better": sorted(d for d in changed if saved[d] > 0),
                "worse": sorted(d for d in changed if saved[d] < 0),
            })
        result["rules"].sort(key=lambda r: (-r["char_errors_saved"], r["rule"]))
    return result


def print_report(result: dict, out: Path, kept: bool) -> None:
    docs = result["docs"]
    width = max([8] + [len(r["id"]) for r in docs])
    header = (f"{'document':<{width}} {'layout':<10} {'scan':<4} {'dpi':>3} {'pg':>2} "
              f"{'chars':>6} {'OCR CER':>8} {'FIX CER':>8} {'delta':>6} "
              f"{'OCR WER':>8} {'FIX WER':>8}  verdict")
    print(header)
    print("-" * len(header))
    for r in docs:
        print(f"{r['id']:<{width}} {str(r['layout']):<10} {str(r['degraded']):<4} "
              f"{str(r['dpi']):>3} {str(r['pages']):>2} {r['ref_chars']:>6} "
              f"{r['ocr_cer']:>7.2f}% {r['fix_cer']:>7.2f}% "
              f"{r['fix_char_errors'] - r['ocr_char_errors']:>+6d} "
              f"{r['ocr_wer']:>7.2f}% {r['fix_wer']:>7.2f}%  {r['verdict']}")
    print("-" * len(header))

    def line(label, t):
        print(f"{label:<{width + 27}} {t['ref_chars']:>6} {t['ocr_cer_micro']:>7.2f}% "
              f"{t['fix_cer_micro']:>7.2f}% {t['fix_char_errors'] - t['ocr_char_errors']:>+6d} "
              f"{t['ocr_wer_micro']:>7.2f}% {t['fix_wer_micro']:>7.2f}%  "
              f"{t['better']} better, {t['worse']} worse")

    t = result["totals"]
    line(f"total (micro), {t['docs']} docs", t)
    print(f"{'mean per document (macro)':<{width + 34}} {t['ocr_cer_macro']:>7.2f}% "
          f"{t['fix_cer_macro']:>7.2f}% {'':>6} {t['ocr_wer_macro']:>7.2f}% "
          f"{t['fix_wer_macro']:>7.2f}%")
    for label, g in result["groups"].items():
        line(f"  {label} ({g['docs']})", g)
    print(f"\nfix changed the total character errors by {t['relative_cer_change_pct']:+.1f} % "
          f"({t['ocr_char_errors']} -> {t['fix_char_errors']}); {t['better']} documents "
          f"better, {t['worse']} worse, {t['same']} scored the same.")
    if result["rules"]:
        print("\nper rule (`fix --select RULE` alone, against the unfixed OCR; "
              "+ = errors removed):")
        print(f"  {'rule':<32} {'docs':>4} {'chars':>6} {'words':>6}  worse documents")
        for r in result["rules"]:
            print(f"  {r['rule']:<32} {r['docs_changed']:>4} {r['char_errors_saved']:>+6d} "
                  f"{r['word_errors_saved']:>+6d}  {', '.join(r['worse']) or '-'}")
    if kept:
        print(f"\n(corpus in {out}: clean/ references, ocr/ OCR texts, fixed/ fix outputs, "
              f"pages/ HTML, PDF and page images, meta.tsv)")


# ---------------------------------------------------------------------------- main


def self_test() -> int:
    import random
    rng = random.Random(7)
    for t in range(1500):
        n = rng.randint(0, 150 if t % 10 == 0 else 40)
        a = "".join(rng.choice("abc d") for _ in range(n))
        b = "".join(rng.choice("abcd ") for _ in range(rng.randint(0, n + 5)))
        for x, y in ((a, b), (a.split(), b.split())):
            assert levenshtein(x, y) == levenshtein_slow(x, y), (x, y)
    assert normalise("\u201cA\u201d \u2013 \ufb01ne\u00ad  \u2022\n x") == '"A" - fine - x'
    assert LEADING_DATE.sub(r"\1[\2]", "<li>2021 - 2023: PC</li>") == "<li>[2021 - 2023] PC</li>"
    assert LEADING_DATE.sub(r"\1[\2]", "<p>Sep 2020 – Present Lab</p>") == \
        "<p>[Sep 2020 – Present] Lab</p>"
    assert style_of("x") == style_of("x")
    assert style_of("x", "<!-- ocr-bench: layout=two-col scan=no -->")["layout"] == "two-col"
    print("self-test: ok (edit distance against a plain DP, normalisation, date floats)")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cvtidy", default=str(ROOT / "build/cvtidy"))
    parser.add_argument("--today", help="reference date passed to fix (default: none, "
                        "i.e. today, as in `cvtidy fix DIR`)")
    parser.add_argument("--keep", metavar="DIR", help="build the corpus in DIR and keep it")
    parser.add_argument("--reuse", metavar="DIR", help="score the corpus kept in DIR, rendering "
                        "only the documents that are missing or whose source changed")
    parser.add_argument("--json", metavar="FILE", help="also write every number to FILE")
    parser.add_argument("--jobs", type=int, default=2, help="documents rendered at once")
    parser.add_argument("--strict", action="store_true", help="no typographic folding")
    parser.add_argument("--no-rules", action="store_true", help="skip the per-rule runs")
    parser.add_argument("--fail-if-worse", action="store_true", help="exit 1 when fix makes a "
                        "document or the total CER worse")
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("cvs", nargs="*", help="CV sources (default: bench/ocr_corpus/*.md and "
                        "fixtures/_cv/clean_*)")
    args = parser.parse_args()
    if args.self_test:
        return self_test()
    if args.keep and args.reuse and args.keep != args.reuse:
        parser.error("--keep and --reuse name one directory")
    temporary = not (args.keep or args.reuse)
    out = Path(args.reuse or args.keep or tempfile.mkdtemp(prefix="cvtidy-ocr-cer-"))
    out.mkdir(parents=True, exist_ok=True)
    try:
        ids = build_corpus(args, out)
        result = score(args, out, ids)
        print_report(result, out, kept=not temporary)
        if args.json:
            Path(args.json).write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    finally:
        if temporary:
            shutil.rmtree(out, ignore_errors=True)
    totals = result["totals"]
    if args.fail_if_worse and (totals["worse"] or
                               totals["fix_char_errors"] > totals["ocr_char_errors"]):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
