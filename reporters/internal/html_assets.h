// The HTML report's inline style sheet and script. The page loads nothing else: the Content
// Security Policy in its head (default-src 'none') forbids any other resource, and allows
// exactly this script by its hash, so an injected script could not run even if escaping
// failed somewhere.
#ifndef CVTIDY_REPORTERS_INTERNAL_HTML_ASSETS_H_
#define CVTIDY_REPORTERS_INTERNAL_HTML_ASSETS_H_

#include <string_view>

namespace cvtidy::internal {

inline constexpr std::string_view kHtmlStyle = R"css(
:root{--fg:#1f2328;--muted:#59636e;--line:#d1d9e0;--bg:#f6f8fa;--card:#fff;
--error:#cf222e;--error-bg:#ffebe9;--warning:#bf8700;--warning-bg:#fff8c5;
--info:#0969da;--info-bg:#ddf4ff;--add:#dafbe1;--add-strong:#aceebb;--del:#ffebe9;
--del-strong:#ffcecb;--mono:ui-monospace,"SFMono-Regular","DejaVu Sans Mono",Menlo,Consolas,monospace}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);
font:15px/1.5 system-ui,-apple-system,"Segoe UI","Noto Sans","DejaVu Sans",sans-serif}
main{max-width:1180px;margin:0 auto;padding:24px 24px 64px}
h1{font-size:26px;margin:0 0 4px}h2{font-size:18px;margin:0}h3{font-size:15px;margin:20px 0 8px}
a{color:var(--info)}
code,pre,.mono{font-family:var(--mono);font-size:13px}
code{background:rgba(175,184,193,.2);padding:.1em .3em;border-radius:4px}
.meta,.muted{color:var(--muted)}
.card{background:var(--card);border:1px solid var(--line);border-radius:10px;padding:16px 20px;
margin:16px 0}
.tiles{display:flex;flex-wrap:wrap;gap:12px;margin:12px 0}
.tile{flex:1 1 130px;background:var(--bg);border-radius:8px;padding:10px 14px;
border-left:5px solid var(--line)}
.tile .n{display:block;font-size:26px;font-weight:600;line-height:1.2}
.tile.sev-error{border-color:var(--error)}.tile.sev-warning{border-color:var(--warning)}
.tile.sev-info{border-color:var(--info)}.tile.fixable{border-color:#1a7f37}
.stack{display:flex;height:12px;border-radius:6px;overflow:hidden;background:var(--bg);
margin:8px 0 4px}
.bar{display:flex;height:14px;border-radius:3px;overflow:hidden;min-width:2px}
.seg.sev-error{background:var(--error)}.seg.sev-warning{background:#d4a72c}
.seg.sev-info{background:var(--info)}
.legend{display:flex;flex-wrap:wrap;gap:6px 18px;margin:10px 0 0;padding:0;list-style:none;
font-size:13px;color:var(--muted)}
.swatch{display:inline-block;padding:0 .4em;border-radius:3px;border-bottom:2px solid;
color:var(--fg);font-family:var(--mono)}
.swatch.sev-error{background:var(--error-bg);border-color:var(--error)}
.swatch.sev-warning{background:var(--warning-bg);border-color:var(--warning)}
.swatch.sev-info{background:var(--info-bg);border-color:var(--info)}
.swatch.ins{background:var(--add-strong);border-color:#1a7f37}
.swatch.del{background:var(--del-strong);border-color:var(--error)}
table.list{width:100%;border-collapse:collapse;font-size:14px}
table.list th{text-align:left;font-weight:600;color:var(--muted);border-bottom:1px solid var(--line);
padding:4px 8px}
table.list td{border-bottom:1px solid var(--bg);padding:4px 8px;vertical-align:middle}
table.list td.num,table.list th.num{text-align:right;font-variant-numeric:tabular-nums;width:6em}
table.list td.chart{width:40%}
.chip{display:inline-block;border-radius:10px;padding:0 8px;font-size:12px;font-weight:600;
margin-left:6px;vertical-align:middle}
.chip.sev-error{background:var(--error-bg);color:var(--error)}
.chip.sev-warning{background:var(--warning-bg);color:#7d4e00}
.chip.sev-info{background:var(--info-bg);color:var(--info)}
.chip.fixable{background:var(--add);color:#1a7f37}
.file h2 .path{font-family:var(--mono);font-size:16px;overflow-wrap:anywhere}
.notice{background:var(--warning-bg);border-radius:6px;padding:6px 10px}
div.src{background:var(--card);border:1px solid var(--line);border-radius:8px;margin:12px 0 0;
padding:8px 0;overflow:hidden}
pre.src{margin:0;padding:0 12px 0 4.6em;white-space:pre-wrap;overflow-wrap:anywhere;
line-height:1.6;tab-size:4}
pre.src:empty{display:none}
details.fold{margin:0}
details.fold>summary{font:12px system-ui,sans-serif;color:var(--muted);background:var(--bg);
padding:2px 12px 2px 4.6em;border-top:1px dashed var(--line);border-bottom:1px dashed var(--line);
margin:2px 0;font-weight:400}
details.fold[open]>summary{margin-bottom:0}
.ln{display:inline-block;width:3.6em;margin-left:-4.4em;margin-right:.8em;text-align:right;
color:#8c959f;user-select:none;-webkit-user-select:none;background:var(--card)}
.ln::before{content:attr(data-n)}
mark.diag{color:inherit;border-radius:2px;border-bottom:2px solid;cursor:pointer;
-webkit-box-decoration-break:clone;box-decoration-break:clone}
mark.diag.sev-error{background:var(--error-bg);border-color:var(--error)}
mark.diag.sev-warning{background:var(--warning-bg);border-color:var(--warning)}
mark.diag.sev-info{background:var(--info-bg);border-color:var(--info)}
mark.diag mark.diag{border-bottom-style:double;border-bottom-width:4px}
mark.diag.empty::before{content:"\2038";font-weight:700;padding:0 1px}
mark.diag.sev-error.empty::before{color:var(--error)}
mark.diag.sev-warning.empty::before{color:var(--warning)}
mark.diag.sev-info.empty::before{color:var(--info)}
mark.diag:focus,mark.diag:target,mark.diag.active{outline:2px solid var(--fg);outline-offset:1px}
ol.diags{list-style:none;margin:0;padding:0}
ol.diags li{border-left:4px solid var(--line);background:var(--bg);border-radius:0 6px 6px 0;
margin:6px 0;padding:6px 10px}
ol.diags li.sev-error{border-color:var(--error)}ol.diags li.sev-warning{border-color:var(--warning)}
ol.diags li.sev-info{border-color:var(--info)}
.loc{font-family:var(--mono);font-size:13px;margin-right:6px}
.sev{font-weight:600;margin-right:6px}.sev.sev-error{color:var(--error)}
.sev.sev-warning{color:#9a6700}.sev.sev-info{color:var(--info)}
.rule{color:var(--muted);margin-left:6px;white-space:nowrap}
.msg,.note{white-space:pre-line}.note{color:var(--muted);font-size:14px}
.fix{font-size:14px;margin-top:2px}
.badge{display:inline-block;font-size:11px;font-weight:700;text-transform:uppercase;
letter-spacing:.04em;border-radius:4px;padding:0 5px;margin-right:6px}
.fix-safe .badge{background:var(--add);color:#1a7f37}
.fix-unsafe .badge{background:var(--warning-bg);color:#7d4e00}
.hint{color:var(--muted)}
table.diff{width:100%;border-collapse:collapse;table-layout:fixed;background:var(--card);
border:1px solid var(--line);font-family:var(--mono);font-size:13px;line-height:1.5}
table.diff col.n{width:3.6em}
table.diff th{font:600 13px system-ui,sans-serif;text-align:left;padding:6px 10px;
border-bottom:1px solid var(--line);background:var(--bg)}
table.diff td{padding:1px 8px;vertical-align:top;white-space:pre-wrap;overflow-wrap:anywhere}
table.diff td.n{text-align:right;color:#8c959f;user-select:none;-webkit-user-select:none}
table.diff td.old{background:var(--del)}table.diff td.new{background:var(--add)}
table.diff td.none{background:repeating-linear-gradient(135deg,var(--bg) 0 6px,#eef1f4 6px 12px)}
table.diff del{background:var(--del-strong);text-decoration:none;border-radius:2px}
table.diff ins{background:var(--add-strong);text-decoration:none;border-radius:2px}
table.diff tr.gap td{text-align:center;color:var(--muted);background:var(--bg)}
details{margin-top:12px}summary{cursor:pointer;font-weight:600}
details.group{margin-top:4px}details.group>summary{font-weight:400;color:var(--muted);font-size:14px}
#pop{position:absolute;z-index:10;max-width:34em;background:var(--card);border:1px solid var(--line);
border-radius:8px;box-shadow:0 8px 24px rgba(140,149,159,.35);padding:8px 12px;font-size:14px}
#pop[hidden]{display:none}
footer{color:var(--muted);font-size:13px;margin-top:24px}
@media print{mark.diag{outline:none}#pop{display:none}}
)css";

// Toggles a popover with a diagnostic's details when its highlight is clicked (or focused and
// Enter is pressed), and records counts on <html> (data-js-ready, data-marks) and on each
// file section (data-marks-counted) for tests and tools. The page reads fine without it.
inline constexpr std::string_view kHtmlScript = R"js(
(function () {
  "use strict";
  var pop = document.getElementById("pop");
  var current = null;
  function hide() {
    pop.hidden = true;
    if (current) current.classList.remove("active");
    current = null;
  }
  function show(mark) {
    var details = document.getElementById(mark.getAttribute("data-d"));
    if (!details) return;
    if (current === mark) { hide(); return; }
    hide();
    pop.replaceChildren();
    for (var i = 0; i < details.childNodes.length; i++) {
      pop.appendChild(details.childNodes[i].cloneNode(true));
    }
    pop.hidden = false;
    var r = mark.getBoundingClientRect();
    var width = document.documentElement.clientWidth;
    var left = Math.max(8, Math.min(r.left, width - pop.offsetWidth - 8));
    pop.style.left = (window.scrollX + left) + "px";
    pop.style.top = (window.scrollY + r.bottom + 6) + "px";
    current = mark;
    mark.classList.add("active");
  }
  document.addEventListener("click", function (e) {
    var mark = e.target.closest ? e.target.closest("mark.diag") : null;
    if (mark) { show(mark); return; }
    if (!pop.contains(e.target)) hide();
  });
  document.addEventListener("keydown", function (e) {
    if (e.key === "Escape") { hide(); return; }
    var t = e.target;
    if ((e.key === "Enter" || e.key === " ") && t.matches && t.matches("mark.diag")) {
      e.preventDefault();
      show(t);
    }
  });
  var sections = document.querySelectorAll("section.file");
  for (var s = 0; s < sections.length; s++) {
    sections[s].setAttribute("data-marks-counted",
        String(sections[s].querySelectorAll("mark.diag").length));
  }
  var root = document.documentElement;
  root.setAttribute("data-marks", String(document.querySelectorAll("mark.diag").length));
  root.setAttribute("data-js-ready", "true");
})();
)js";

// The base64 SHA-256 of kHtmlScript, as the page's Content-Security-Policy allows it
// (`script-src 'sha256-…'`). html_reporter_test checks it; after editing the script, print
// the new value with
//   python3 -c 'import base64,hashlib,sys;print(base64.b64encode(hashlib.sha256(
//     sys.stdin.buffer.read()).digest()).decode())' < script.js
inline constexpr std::string_view kHtmlScriptSha256 =
    "4RV6G0qZRrFCJ4AI54jlgeJg0jlFJ/MxEAV0Q4V7GuQ=";

}  // namespace cvtidy::internal

#endif  // CVTIDY_REPORTERS_INTERNAL_HTML_ASSETS_H_
