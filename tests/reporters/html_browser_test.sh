#!/usr/bin/env bash
# Renders `cvtidy check --format html` in a real browser (headless Chromium) and asserts on
# the DOM it builds, against `cvtidy check --format json` of the same run:
#   1. one `mark.diag` per diagnostic, in the page and in each file's section, and the page's
#      own script counted the same (data-marks; so the script ran under the page's CSP);
#   2. one list entry per diagnostic, and every mark points at an entry that exists;
#   3. the summary's counts (files, errors, warnings, infos, fixable) match the JSON summary;
#   4. a before/after table (what `cvtidy fix` would apply) exists for each file with safe
#      fixes, and for no other file; files without diagnostics get no section;
#   5. nothing is loaded from outside the page (no src, no link out);
#   6. with JavaScript disabled, the same marks and tables are there;
#   7. clicking a highlight opens its details (driven from a same-directory wrapper page);
# and writes a screenshot of the page (1280x2000) for people to look at.
#
# usage: tests/reporters/html_browser_test.sh CVTIDY REPO_DIR
#   Inputs: REPO_DIR/fixtures/_cv, plus the seeds in $CVTIDY_SEEDS_DIR or REPO_DIR/../shared/seeds
#   when present. Browser: $CHROMIUM, else chromium, chromium-browser or google-chrome on PATH.
#   Screenshot: $CVTIDY_SCREENSHOT, default /tmp/cvtidy-html-report.png.
#   Prints `SKIPPED: ...` and exits 0 when there is no browser or no python3. KEEP_TMP=1 keeps
#   the work directory (report, dumped DOMs, browser logs) for a look after a failure.
set -uo pipefail

if (($# != 2)); then
  echo "usage: $0 CVTIDY REPO_DIR" >&2
  exit 2
fi
cvtidy=$1
repo=$2
if [[ ! -x $cvtidy ]]; then
  echo "html_browser_test: $cvtidy is not an executable" >&2
  exit 2
fi

browser=${CHROMIUM:-}
if [[ -z $browser ]]; then
  for candidate in chromium chromium-browser google-chrome; do
    if command -v "$candidate" >/dev/null 2>&1; then
      browser=$(command -v "$candidate")
      break
    fi
  done
fi
if [[ -z $browser ]] || ! command -v "$browser" >/dev/null 2>&1; then
  echo "SKIPPED: chromium not installed${browser:+ ($browser)}"
  exit 0
fi
if ! command -v python3 >/dev/null 2>&1; then
  echo "SKIPPED: python3 not installed"
  exit 0
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/cvtidy-html.XXXXXX")
trap 'if [[ -n ${KEEP_TMP:-} ]]; then echo "html_browser_test: kept $tmp"; else rm -rf "$tmp"; fi' EXIT
screenshot=${CVTIDY_SCREENSHOT:-/tmp/cvtidy-html-report.png}

inputs=()
for f in "$repo"/fixtures/_cv/*.md "$repo"/fixtures/_cv/*.txt; do
  [[ -f $f && $(basename "$f") != README.md ]] && inputs+=("$f")
done
seeds_dir=${CVTIDY_SEEDS_DIR:-$repo/../shared/seeds}
seeds=0
if [[ -d $seeds_dir ]]; then
  for f in "$seeds_dir"/*.txt "$seeds_dir"/*.md; do
    [[ -f $f ]] && inputs+=("$f") && seeds=$((seeds + 1))
  done
fi
if ((${#inputs[@]} == 0)); then
  echo "html_browser_test: no inputs under $repo/fixtures/_cv" >&2
  exit 1
fi

run() {
  if command -v timeout >/dev/null 2>&1; then
    timeout 120 "$@"
  else
    "$@"
  fi
}

fail() {
  echo "FAIL: $1"
  if [[ -n ${2:-} && -s $2 ]]; then
    tail -n 20 "$2" | sed 's/^/    /'
  fi
  exit 1
}

# The same run twice: JSON for the expected counts, HTML for the browser. A fixed reference
# date keeps date/future stable between them.
today=2026-01-15
for format in json html; do
  run "$cvtidy" check --today "$today" --jobs 2 --format "$format" "${inputs[@]}" \
    >"$tmp/report.$format" 2>"$tmp/check-$format.err"
  rc=$?
  [[ $rc == 0 || $rc == 1 ]] || fail "cvtidy check --format $format exited $rc" "$tmp/check-$format.err"
done

# A fresh profile per start, and no background traffic: the machine may have no network.
chrome() {
  local profile
  profile=$(mktemp -d "$tmp/profile.XXXXXX")
  run "$browser" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --disable-dev-shm-usage --hide-scrollbars --user-data-dir="$profile" "$@"
}

chrome --dump-dom "file://$tmp/report.html" >"$tmp/dom.html" 2>"$tmp/chrome-dom.err" ||
  fail "chromium --dump-dom failed" "$tmp/chrome-dom.err"
# Without JavaScript: --dump-dom itself needs script, so the page's own script is turned off
# through its CSP instead (script-src 'none'), which is what a browser with scripts disabled
# sees. (Chromium's --blink-settings=scriptEnabled=false also stops --dump-dom and
# --screenshot from producing anything.)
sed "s/script-src 'sha256-[^']*'/script-src 'none'/" "$tmp/report.html" >"$tmp/report-nojs.html"
grep -q "script-src 'none'" "$tmp/report-nojs.html" || fail "no script-src in the page's CSP"
chrome --dump-dom "file://$tmp/report-nojs.html" >"$tmp/dom-nojs.html" 2>"$tmp/chrome-nojs.err" ||
  fail "chromium --dump-dom without the page's script failed" "$tmp/chrome-nojs.err"

# The click test: a wrapper page beside the report loads it in a frame, clicks the first
# highlight and records what the popover shows, then clicks it again to close it.
cat >"$tmp/click.html" <<'EOF'
<!DOCTYPE html>
<html><body><iframe id="r" src="report.html" style="width:1280px;height:900px"></iframe>
<pre id="result">not run</pre>
<script>
window.addEventListener("load", function () {
  var out = document.getElementById("result");
  try {
    var doc = document.getElementById("r").contentDocument;
    var mark = doc.querySelector("mark.diag");
    var pop = doc.getElementById("pop");
    if (!mark) { out.textContent = "no mark"; return; }
    var entry = doc.getElementById(mark.getAttribute("data-d"));
    var hiddenBefore = pop.hidden;
    mark.click();
    var shown = !pop.hidden;
    var text = pop.textContent;
    var active = mark.classList.contains("active");
    mark.click();
    var closed = pop.hidden;
    out.textContent = JSON.stringify({hiddenBefore: hiddenBefore, shown: shown, active: active,
      closed: closed, same: text === entry.textContent, text: text});
  } catch (e) {
    out.textContent = "error: " + e;
  }
});
</script></body></html>
EOF
chrome --allow-file-access-from-files --dump-dom "file://$tmp/click.html" >"$tmp/click-dom.html" \
  2>"$tmp/chrome-click.err" || fail "chromium --dump-dom of the click page failed" "$tmp/chrome-click.err"

rm -f "$screenshot"
chrome --screenshot="$screenshot" --window-size=1280,2000 "file://$tmp/report.html" \
  >"$tmp/chrome-shot.out" 2>"$tmp/chrome-shot.err" ||
  fail "chromium --screenshot failed" "$tmp/chrome-shot.err"

python3 - "$tmp" "$screenshot" <<'EOF'
import json, struct, sys
from html.parser import HTMLParser

tmp, screenshot = sys.argv[1], sys.argv[2]
failures = []

def check(condition, message):
    if not condition:
        failures.append(message)

with open(f"{tmp}/report.json", encoding="utf-8") as f:
    report = json.load(f)
def norm(path):
    """Reporters may drop leading `./` segments (CI systems match paths without them)."""
    while path.startswith("./"):
        path = path[2:]
    return path


expected = {}  # path -> diagnostics
for file in report["files"]:
    expected[norm(file["path"])] = file["diagnostics"]
total = sum(len(d) for d in expected.values())
summary = report["summary"]


class Page(HTMLParser):
    """Collects what the assertions need from a dumped DOM."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = {}
        self.summary = None
        self.sections = []  # dicts: attrs, marks, items, tables, refs
        self.marks = 0
        self.ids = set()
        self.refs = []
        self.outside = []
        self.stack = []  # open section dicts (None for other <section>s)

    def handle_starttag(self, tag, attrs):
        a = {k: (v or "") for k, v in attrs}
        if "id" in a:
            self.ids.add(a["id"])
        for name in ("src", "srcset", "action", "poster"):
            if name in a:
                self.outside.append(f"<{tag} {name}={a[name]}>")
        if "href" in a and not a["href"].startswith("#"):
            self.outside.append(f"<{tag} href={a['href']}>")
        if tag == "html":
            self.root = a
        current = next((s for s in reversed(self.stack) if s is not None), None)
        classes = a.get("class", "").split()
        if tag == "section":
            if a.get("id") == "summary":
                self.summary = a
            if "file" in classes:
                section = {"attrs": a, "marks": 0, "items": 0, "tables": set(), "refs": []}
                self.sections.append(section)
                self.stack.append(section)
            else:
                self.stack.append(None)
        elif tag == "mark" and "diag" in classes:
            self.marks += 1
            self.refs.append(a.get("data-d"))
            if current is not None:
                current["marks"] += 1
        elif tag == "li" and a.get("id", "").startswith("d") and current is not None:
            current["items"] += 1
        elif tag == "table" and "diff" in classes and current is not None:
            current["tables"].add(a.get("data-kind"))

    def handle_endtag(self, tag):
        if tag == "section" and self.stack:
            self.stack.pop()


def parse(name):
    page = Page()
    with open(f"{tmp}/{name}", encoding="utf-8") as f:
        page.feed(f.read())
    page.close()
    return page


def check_page(page, label):
    check(page.marks == total, f"{label}: {page.marks} highlighted spans, {total} diagnostics")
    check(not page.outside, f"{label}: loads from outside the page: {page.outside[:5]}")
    dangling = [r for r in page.refs if r not in page.ids]
    check(not dangling, f"{label}: marks pointing at no entry: {dangling[:5]}")
    s = page.summary or {}
    for key, json_key in (("data-files", "files"), ("data-errors", "errors"),
                          ("data-warnings", "warnings"), ("data-infos", "infos"),
                          ("data-fixable", "fixable"),
                          ("data-files-with-diagnostics", "files_with_diagnostics")):
        check(s.get(key) == str(summary[json_key]),
              f"{label}: summary {key}={s.get(key)}, JSON {json_key}={summary[json_key]}")
    check(s.get("data-diagnostics") == str(total),
          f"{label}: summary data-diagnostics={s.get('data-diagnostics')}, {total} in JSON")
    seen = set()
    for section in page.sections:
        path = norm(section["attrs"].get("data-path", ""))
        seen.add(path)
        diags = expected.get(path)
        if diags is None:
            failures.append(f"{label}: section for {path}, which the JSON does not list")
            continue
        n = len(diags)
        check(section["marks"] == n, f"{label}: {path}: {section['marks']} marks, {n} diagnostics")
        check(section["items"] == n, f"{label}: {path}: {section['items']} entries, {n} diagnostics")
        check(section["attrs"].get("data-diagnostics") == str(n),
              f"{label}: {path}: data-diagnostics={section['attrs'].get('data-diagnostics')}")
        rewritable = not any(d["rule"] == "input/encoding" for d in diags)
        # The view shows what `cvtidy fix` (safe fixes only) would apply, from its record.
        safe = any(d["fix"] and d["fix"]["safety"] == "safe" for d in diags)
        want = {"safe"} if rewritable and safe else set()
        check(section["tables"] == want,
              f"{label}: {path}: before/after tables {sorted(section['tables'])}, "
              f"expected {sorted(want)}")
    for path, diags in expected.items():
        if diags:
            check(path in seen, f"{label}: no section for {path} ({len(diags)} diagnostics)")
        else:
            check(path not in seen, f"{label}: a section for {path}, which has no diagnostics")


dom = parse("dom.html")
check_page(dom, "page")
check(dom.root.get("data-js-ready") == "true",
      "the page's script did not run (is kHtmlScriptSha256 in the CSP stale?)")
check(dom.root.get("data-marks") == str(total),
      f"the page's script counted {dom.root.get('data-marks')} marks, {total} diagnostics")
for section in dom.sections:
    counted = section["attrs"].get("data-marks-counted")
    check(counted == str(section["marks"]),
          f"page: {section['attrs'].get('data-path')}: script counted {counted} marks")

nojs = parse("dom-nojs.html")
check_page(nojs, "without JavaScript")
check("data-js-ready" not in nojs.root, "without JavaScript: the script ran anyway")

with open(f"{tmp}/click-dom.html", encoding="utf-8") as f:
    click_dom = f.read()
start = click_dom.find('<pre id="result">')
raw = click_dom[start + len('<pre id="result">'):click_dom.find("</pre>", start)]
raw = raw.replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
if total > 0:
    try:
        click = json.loads(raw)
    except ValueError:
        click = None
        failures.append(f"click test did not run: {raw[:200]}")
    if click is not None:
        check(click["hiddenBefore"], "click: the popover was open before any click")
        check(click["shown"] and click["active"], "click: the popover did not open on click")
        check(click["same"] and click["text"], f"click: the popover shows {click['text'][:80]!r}")
        check(click["closed"], "click: a second click did not close the popover")

try:
    with open(screenshot, "rb") as f:
        head = f.read(24)
    check(head[:8] == b"\x89PNG\r\n\x1a\n", f"{screenshot} is not a PNG")
    width, height = struct.unpack(">II", head[16:24])
    check((width, height) == (1280, 2000), f"screenshot is {width}x{height}, expected 1280x2000")
except OSError as e:
    failures.append(f"no screenshot: {e}")

files_with = sum(1 for d in expected.values() if d)
print(f"html_browser_test: {len(expected)} files ({files_with} with diagnostics), "
      f"{total} diagnostics, {dom.marks} highlighted spans, "
      f"{sum(1 for s in dom.sections if 'safe' in s['tables'])} before/after views")
if failures:
    for message in failures[:30]:
        print("FAIL:", message)
    sys.exit(1)
print(f"html_browser_test: screenshot {screenshot}")
EOF
status=$?
if ((status != 0)); then
  echo "html_browser_test: FAILED (inputs: ${#inputs[@]}, seeds: $seeds)"
  exit 1
fi
echo "html_browser_test: passed (inputs: ${#inputs[@]}, seeds: $seeds)"
exit 0
