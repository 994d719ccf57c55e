#!/usr/bin/env python3
"""Measures the damage rates of a directory of CVs, to calibrate the realistic corpus.

    python3 bench/measure_damage.py ../shared/realcv/src ../shared/realcv/ocr ../shared/seeds
    python3 bench/measure_damage.py --cvtidy build/cvtidy /tmp/realistic   # a generated corpus

Prints, per directory, numbers only (never text from the files): file sizes, how often each
shape occurs (per file, per 100 lines or as a share of files), and, with --cvtidy, the
diagnostics per file of `cvtidy check --format json` by rule. The same script over
`gen_corpus --profile realistic` output shows how close the generator is to the real rates.
"""

import argparse
import collections
import json
import os
import re
import subprocess
import sys

MONTH = (r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?"
         r"|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?")
YEAR = r"(?:19[5-9]\d|20[0-4]\d)"
# The three date styles: numeric (`09/2019`, `2019-09`, `09.2019`), month name
# (`Sep 2019`, `September 2019`) and bare year (`2019`, counted when no other style claims it).
NUMERIC_DATE = re.compile(r"\b(?:(?:0?[1-9]|1[0-2])[/.]" + YEAR + r"|" + YEAR + r"[-/](?:0[1-9]|1[0-2]))\b")
NAMED_DATE = re.compile(r"\b" + MONTH + r",?\s+(?:\d{1,2},?\s+)?" + YEAR + r"\b")
ANY_YEAR = re.compile(r"(?<![\d/.-])" + YEAR + r"(?![\d])")
RANGE = re.compile(YEAR + r"\s*(?:-|–|—|--|to|~)\s*(?:" + MONTH + r"\s*)?(?:" + YEAR +
                   r"|[Pp]resent|PRESENT|[Nn]ow|[Cc]urrent|[Oo]ngoing|[Tt]oday)")
TWO_DIGIT_YEAR = re.compile(r"[A-Za-z]\s?['’]\d\d\b")
# An OCR'd bullet: a glyph tesseract reads for `•`, `◦` or `▪`, then a space, at a line start.
OCR_BULLETS = {"e": r"e", "¢": r"¢", "o": r"o", "»": r"»", "*": r"\*", "«": r"«", "•": r"•",
               "-": r"-", "©": r"©", "°": r"°", "+": r"\+"}
BULLET_RE = {k: re.compile(r"^\s*" + v + r" (?=\S)") for k, v in OCR_BULLETS.items()}
NUMBERED = re.compile(r"^\s*(?:\d{1,3}[.)]|\[[A-Z]?\d{1,3}\])\s")
HEADING = re.compile(r"^\s*#{1,6}\s|^[A-Z][A-Z &]{3,}$")
HYPHEN_END = re.compile(r"[A-Za-z]{2}-$")
LINK = re.compile(r"\[[^\]\n]*\]\([^)\n]*\)")
LINK_ONLY_ITEM = re.compile(r"^\s*[-*+]\s+\[[^\]]{1,20}\]\([^)]*\)\s*$")
HTML_TAG = re.compile(r"</?[a-zA-Z][a-zA-Z0-9]*(?:\s[^<>]*)?/?>")
LIQUID = re.compile(r"\{%.*?%\}|\{\{.*?\}\}")
BOLD = re.compile(r"\*\*[^*\n]+\*\*")
# A confusable: a digit inside a word of letters (`Educat1on`, `2O15`), or `rn` where a
# dictionary word has `m` cannot be told from text alone, so cvtidy's own count stands for it.
DIGIT_IN_WORD = re.compile(r"(?<![\w/.=?&%-])(?:[A-Z]?[a-z]+[01][a-z]{2,}|[12](?:O\d\d|\dO\d|\d\dO))(?![\w/.-])")
ICON = re.compile("[\uf000-\uf8ff\u2709\u260e\u2302\u2605\u2606]")
END_PUNCT = re.compile(r"[.:;!?)\]>|]\s*$")


def venue_ids(toml_path):
    """Acronyms of the built-in venue table (ids and acronym-like aliases)."""
    try:
        import tomllib
    except ImportError:  # Python < 3.11
        return []
    with open(toml_path, "rb") as f:
        table = tomllib.load(f)
    ids = set()
    for venue in table.get("venue", []):
        ids.add(venue["id"])
    return sorted((i for i in ids if len(i) >= 3 and not i.isdigit()), key=len, reverse=True)


def measure_file(text, venue_re):
    lines = text.split("\n")
    counts = collections.Counter()
    counts["files"] = 1
    counts["bytes"] = len(text.encode("utf-8", "surrogateescape"))
    nonblank = [l for l in lines if l.strip()]
    counts["lines"] = len(nonblank)
    counts["front_matter"] = int(text.startswith("---\n"))
    counts["html_tags"] = len(HTML_TAG.findall(text))
    counts["html_files"] = int(counts["html_tags"] > 0)
    counts["liquid"] = len(LIQUID.findall(text))
    counts["links"] = len(LINK.findall(text))
    counts["link_only_items"] = sum(1 for l in lines if LINK_ONLY_ITEM.match(l))
    counts["bold"] = len(BOLD.findall(text))
    counts["form_feeds"] = text.count("\f")
    counts["icons"] = len(ICON.findall(text))
    numeric = NUMERIC_DATE.findall(text)
    named = NAMED_DATE.findall(text)
    counts["date_numeric"] = len(numeric)
    counts["date_named"] = len(named)
    counts["date_year_only"] = max(0, len(ANY_YEAR.findall(text)) - len(numeric) - len(named))
    counts["ranges"] = len(RANGE.findall(text))
    counts["two_digit_years"] = len(TWO_DIGIT_YEAR.findall(text))
    counts["digit_in_word"] = len(DIGIT_IN_WORD.findall(text))
    prev = ""
    for line in lines:
        for glyph, pattern in BULLET_RE.items():
            if pattern.match(line):
                counts["bullet " + glyph] += 1
                break
        if line.strip() and HYPHEN_END.search(line):
            counts["hyphen_line_ends"] += 1
        # A wrapped entry's continuation: a line after a non-blank line that did not end a
        # sentence, itself no bullet, number or heading.
        if (line.strip() and prev.strip() and not END_PUNCT.search(prev)
                and not any(p.match(line) for p in BULLET_RE.values())
                and not NUMBERED.match(line) and not HEADING.match(line)
                and not line.lstrip().startswith(("<", "|", "#"))):
            counts["continuations"] += 1
        prev = line
    if venue_re is not None:
        mentions = venue_re.findall(text)
        counts["venue_mentions"] = len(mentions)
        by_venue = collections.Counter(mentions)
        counts["venues_repeated"] = sum(1 for n in by_venue.values() if n > 1)
    return counts


def cvtidy_rules(cvtidy, path, today):
    result = subprocess.run([cvtidy, "check", "--today", today, "--format", "json", path],
                            capture_output=True, text=True, check=False)
    if result.returncode not in (0, 1):
        print(f"measure_damage: cvtidy exited {result.returncode} on {path}", file=sys.stderr)
        return collections.Counter()
    return collections.Counter(re.findall(r'"rule"\s*:\s*"([^"]+)"', result.stdout))


def list_files(directory):
    out = []
    for root, _, names in os.walk(directory):
        for name in names:
            if name.endswith((".md", ".txt", ".markdown")):
                out.append(os.path.join(root, name))
    return sorted(out)


def report(label, totals, rules, files):
    n = max(1, totals["files"])
    lines100 = max(1, totals["lines"]) / 100.0
    print(f"## {label}: {totals['files']} files, {totals['bytes'] / n / 1000:.1f} KB and "
          f"{totals['lines'] / n:.0f} non-blank lines per file")
    share = lambda k: 100.0 * totals[k] / n
    print(f"  shares of files: front matter {share('front_matter'):.0f}%, any HTML tag "
          f"{share('html_files'):.0f}%")
    per_file = ["html_tags", "liquid", "links", "link_only_items", "bold", "icons", "form_feeds",
                "date_numeric", "date_named", "date_year_only", "ranges", "two_digit_years",
                "digit_in_word", "venue_mentions", "venues_repeated"]
    print("  per file: " + ", ".join(f"{k} {totals[k] / n:.1f}" for k in per_file))
    dates = totals["date_numeric"] + totals["date_named"] + totals["date_year_only"]
    if dates:
        print(f"  date styles: numeric {100 * totals['date_numeric'] / dates:.0f}%, month name "
              f"{100 * totals['date_named'] / dates:.0f}%, year only "
              f"{100 * totals['date_year_only'] / dates:.0f}%")
    bullets = {k: v for k, v in totals.items() if k.startswith("bullet ")}
    print("  bullets per 100 lines: " + ", ".join(
        f"{k[7:]!r} {v / lines100:.1f}" for k, v in sorted(bullets.items(), key=lambda kv: -kv[1])))
    print(f"  per 100 lines: hyphenated line ends {totals['hyphen_line_ends'] / lines100:.1f}, "
          f"wrapped continuations {totals['continuations'] / lines100:.1f}")
    if rules is not None:
        total = sum(rules.values())
        print(f"  cvtidy diagnostics per file: {total / n:.1f}")
        print("  by rule (per file): " + ", ".join(
            f"{rule} {count / n:.2f}" for rule, count in rules.most_common()))
        kb = totals["bytes"] / 1000.0
        print(f"  diagnostics per KB: {total / max(kb, 1e-9):.2f}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("dirs", nargs="+")
    parser.add_argument("--cvtidy", help="also count `cvtidy check --format json` by rule")
    parser.add_argument("--today", default="2026-11-24")
    parser.add_argument("--venues", default=os.path.join(os.path.dirname(__file__), "..",
                                                          "rules", "venues.toml"))
    parser.add_argument("--limit", type=int, default=0, help="at most this many files per dir")
    args = parser.parse_args()
    ids = venue_ids(args.venues) if os.path.exists(args.venues) else []
    venue_re = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, ids)) + r")(?![\w-])") if ids else None
    for directory in args.dirs:
        if not os.path.isdir(directory):
            print(f"measure_damage: {directory}: not a directory, skipped", file=sys.stderr)
            continue
        files = list_files(directory)
        if args.limit:
            files = files[:args.limit]
        totals = collections.Counter()
        rules = collections.Counter() if args.cvtidy else None
        for path in files:
            with open(path, encoding="utf-8", errors="surrogateescape") as f:
                totals.update(measure_file(f.read(), venue_re))
            if args.cvtidy:
                rules.update(cvtidy_rules(args.cvtidy, path, args.today))
        report(directory, totals, rules, files)


if __name__ == "__main__":
    main()
