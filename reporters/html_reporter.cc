#include "reporters/html_reporter.h"

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <numeric>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "reporters/internal/html_assets.h"
#include "reporters/internal/html_diff.h"
#include "reporters/internal/html_escape.h"
#include "reporters/internal/output.h"
#include "src/base/strings.h"
#include "src/base/utf8.h"

namespace cvtidy {
namespace {

using internal::AppendHtmlEscaped;
using internal::AppendHtmlWithCode;
using internal::HtmlContext;

void Text(std::string& out, std::string_view s) { AppendHtmlEscaped(out, s, HtmlContext::kText); }
void Attr(std::string& out, std::string_view s) {
  AppendHtmlEscaped(out, s, HtmlContext::kAttribute);
}

template <typename... T>
void Format(std::string& out, fmt::format_string<T...> format, T&&... args) {
  fmt::format_to(std::back_inserter(out), format, std::forward<T>(args)...);
}

struct SeverityLabel {
  Severity severity;
  std::string_view one, many;
};
// Most severe first, the order of every list on the page.
constexpr SeverityLabel kSeverities[] = {{Severity::kError, "error", "errors"},
                                         {Severity::kWarning, "warning", "warnings"},
                                         {Severity::kInfo, "info", "info"}};

size_t Index(Severity severity) { return static_cast<size_t>(severity); }

// A diagnostic's range clamped to the text, as every reporter shows it.
ByteRange Clamp(ByteRange range, uint32_t size) {
  const uint32_t begin = std::min(range.begin, size);
  return {begin, std::clamp(range.end, begin, size)};
}

// A run of lines shown folded: lines [first_line, first_line + lines), bytes [begin, end).
struct Fold {
  uint32_t begin, end, first_line, lines;
};

// Lines this far from a diagnostic stay visible; longer runs of other lines are folded.
constexpr uint32_t kContextLines = 3;
constexpr uint32_t kMinFoldLines = 6;

// Copies the CV text into <pre class="src"> blocks, escaped, with a line-number element at the
// start of each line. A `\r` before `\n` is dropped (the page shows lines, not terminators).
// Each fold closes the current block and becomes a <details> with a block of its own; folds
// hold no diagnostic, so no mark is open across one.
class SourceWriter {
 public:
  SourceWriter(std::string& out, std::string_view text, std::vector<Fold> folds)
      : out_(out), text_(text), folds_(std::move(folds)) {}

  // Writes the text up to byte `pos`.
  void CopyTo(uint32_t pos) {
    while (cursor_ < pos) {
      if (next_fold_ < folds_.size() && folds_[next_fold_].begin == cursor_) {
        const Fold& fold = folds_[next_fold_++];
        Format(
            out_,
            R"(</pre><details class="fold"><summary>{} without problems (lines {}&#8211;{})</summary><pre class="src">)",
            CountWithNoun(fold.lines, "line", "lines"), fold.first_line,
            fold.first_line + fold.lines - 1);
        CopyPlain(fold.end);
        out_.append(R"(</pre></details><pre class="src">)");
        continue;
      }
      CopyPlain(next_fold_ < folds_.size() ? std::min(pos, folds_[next_fold_].begin) : pos);
    }
  }

  // Writes the line number of a line that has started but shows nothing yet, so a mark
  // opening there comes after it.
  void StartLineIfPending() {
    if (pending_line_) {
      Format(out_, R"(<span class="ln" data-n="{}"></span>)", line_);
      pending_line_ = false;
    }
  }

 private:
  void CopyPlain(uint32_t pos) {
    while (cursor_ < pos) {
      StartLineIfPending();
      const size_t newline = text_.find('\n', cursor_);
      const size_t end = newline < pos ? newline : pos;
      size_t piece_end = end;
      if (piece_end > cursor_ && end < text_.size() && text_[end] == '\n' &&
          text_[piece_end - 1] == '\r') {
        --piece_end;
      }
      Text(out_, text_.substr(cursor_, piece_end - cursor_));
      if (newline < pos) {
        out_.push_back('\n');
        cursor_ = static_cast<uint32_t>(newline + 1);
        ++line_;
        pending_line_ = true;
      } else {
        cursor_ = pos;
      }
    }
  }

  std::string& out_;
  std::string_view text_;
  std::vector<Fold> folds_;
  size_t next_fold_ = 0;
  uint32_t cursor_ = 0;
  uint32_t line_ = 1;
  bool pending_line_ = true;
};

// Returns the runs of at least kMinFoldLines lines that are more than kContextLines lines
// away from every diagnostic's lines. `order` visits the diagnostics by start.
std::vector<Fold> FindFolds(const Source& source, std::span<const Diagnostic> diagnostics,
                            const std::vector<uint32_t>& order) {
  std::vector<Fold> folds;
  const uint32_t lines = source.line_count();
  const auto add = [&](uint32_t first, uint32_t last) {  // 1-based, inclusive
    if (last < first || last - first + 1 < kMinFoldLines) {
      return;
    }
    const uint32_t begin = source.LineRange(first).begin;
    const uint32_t end = last < lines ? source.LineRange(last + 1).begin : source.size();
    folds.push_back(Fold{begin, end, first, last - first + 1});
  };
  uint32_t shown_until = 0;  // the last line kept visible so far
  for (const uint32_t i : order) {
    const ByteRange range = Clamp(diagnostics[i].range, source.size());
    const uint32_t first = source.LineOf(range.begin);
    const uint32_t last = source.LineOf(range.end);
    const uint32_t from = first > kContextLines ? first - kContextLines : 1;
    if (from > shown_until + 1) {
      add(shown_until + 1, from - 1);
    }
    shown_until = std::max(shown_until, std::min(lines, last + kContextLines));
  }
  if (shown_until < lines) {
    add(shown_until + 1, lines);
  }
  return folds;
}

// The hover text of a mark: severity, rule and message, the fix, then the note.
void AppendTitle(std::string& out, const Diagnostic& d) {
  Attr(out, SeverityName(d.severity));
  out.append(" [");
  Attr(out, d.rule_id);
  out.append("]: ");
  Attr(out, d.message);
  if (d.fix.has_value()) {
    out.append(" \xE2\x80\x94 fix: ");  // em dash
    Attr(out, d.fix->title);
    if (d.fix->safety == FixSafety::kUnsafe) {
      out.append(" (unsafe: only with --unsafe-fixes)");
    }
  }
  if (!d.note.empty()) {
    out.push_back('\n');
    Attr(out, d.note);
  }
}

void AppendMarkOpen(std::string& out, size_t file, size_t index, const Diagnostic& d, bool empty) {
  Format(out, R"(<mark class="diag sev-{}{}" id="m{}-{}" data-d="d{}-{}" data-rule=")",
         SeverityName(d.severity), empty ? " empty" : "", file, index, file, index);
  Attr(out, d.rule_id);
  out.append(R"(" tabindex="0" title=")");
  AppendTitle(out, d);
  out.append("\">");
}

// `members` is the HTML of the other members of the diagnostic's group, shown collapsed inside
// its item; empty when it stands alone.
void AppendListItem(std::string& out, size_t file, size_t index, const Diagnostic& d, LineCol where,
                    std::string_view members = {}) {
  const std::string_view severity = SeverityName(d.severity);
  Format(out,
         R"(<li id="d{0}-{1}" class="sev-{2}"><a class="loc" href="#m{0}-{1}">{3}:{4}</a>)"
         R"(<span class="sev sev-{2}">{2}</span><span class="msg">)",
         file, index, severity, where.line, where.column);
  AppendHtmlWithCode(out, d.message);
  out.append(R"(</span><code class="rule">)");
  Text(out, d.rule_id);
  out.append("</code>");
  if (!d.note.empty()) {
    out.append(R"(<div class="note">)");
    AppendHtmlWithCode(out, d.note);
    out.append("</div>");
  }
  if (d.fix.has_value()) {
    const bool safe = d.fix->safety == FixSafety::kSafe;
    out.append(safe ? R"(<div class="fix fix-safe"><span class="badge">safe fix</span>)"
                    : R"(<div class="fix fix-unsafe"><span class="badge">unsafe fix</span>)");
    AppendHtmlWithCode(out, d.fix->title);
    if (!safe) {
      out.append(R"( <span class="hint">(only with <code>--unsafe-fixes</code>)</span>)");
    }
    out.append("</div>");
  }
  out.append(members);
  out.append("</li>");
}

// Returns the line and column of each diagnostic's start, indexed like `diagnostics`.
// `order` visits them by start, so the columns are counted in one pass over each line
// (Source::Locate per diagnostic would count from the line start every time: quadratic on a
// long OCR line with many findings).
std::vector<LineCol> Locate(const Source& source, std::span<const Diagnostic> diagnostics,
                            const std::vector<uint32_t>& order) {
  std::vector<LineCol> where(diagnostics.size());
  const std::string_view text = source.text();
  uint32_t last_pos = 0;
  LineCol last{0, 0};
  for (const uint32_t i : order) {
    const uint32_t pos = Clamp(diagnostics[i].range, source.size()).begin;
    const uint32_t line = source.LineOf(pos);
    if (line == last.line && pos >= last_pos) {
      last.column += static_cast<uint32_t>(CountCodePoints(text.substr(last_pos, pos - last_pos)));
    } else {
      const uint32_t start = std::min(source.LineRange(line).begin, pos);
      last = {line, static_cast<uint32_t>(CountCodePoints(text.substr(start, pos - start)) + 1)};
    }
    last_pos = pos;
    where[i] = last;
  }
  return where;
}

void AppendChips(std::string& out, const std::array<size_t, 3>& by_severity, size_t fixable) {
  for (const SeverityLabel& s : kSeverities) {
    if (by_severity[Index(s.severity)] > 0) {
      Format(out, R"(<span class="chip sev-{}">{}</span>)", s.one,
             CountWithNoun(by_severity[Index(s.severity)], s.one, s.many));
    }
  }
  if (fixable > 0) {
    Format(out, R"(<span class="chip fixable">{} fixable</span>)", fixable);
  }
}

void AppendSourceView(std::string& out, const Source& source,
                      std::span<const Diagnostic> diagnostics, const std::vector<uint32_t>& order,
                      size_t file) {
  out.append(R"(<div class="src"><pre class="src">)");
  SourceWriter writer(out, source.text(), FindFolds(source, diagnostics, order));
  std::vector<uint32_t> open_ends;  // ends of the open marks, innermost last
  const auto close_until = [&](uint32_t pos) {
    while (!open_ends.empty() && open_ends.back() <= pos) {
      writer.CopyTo(open_ends.back());
      out.append("</mark>");
      open_ends.pop_back();
    }
  };
  for (const uint32_t i : order) {
    const Diagnostic& d = diagnostics[i];
    const ByteRange range = Clamp(d.range, source.size());
    close_until(range.begin);
    writer.CopyTo(range.begin);
    writer.StartLineIfPending();
    // Marks must nest: a range running past the mark it starts in is cut at that mark's end
    // (its list entry keeps the full position).
    const uint32_t end = open_ends.empty() ? range.end : std::min(range.end, open_ends.back());
    AppendMarkOpen(out, file, i + 1, d, end == range.begin);
    if (end == range.begin) {
      out.append("</mark>");
    } else {
      open_ends.push_back(end);
    }
  }
  close_until(source.size());
  writer.CopyTo(source.size());
  out.append("</pre></div>");
}

// The before/after view of what `cvtidy fix` applies (or would), from its record: a
// side-by-side diff of the whole text, then each fix with its rule, pass and why.
void AppendFixViews(std::string& out, const Source& source, std::span<const Diagnostic> diagnostics,
                    const FileRecord& fixes, std::string_view command) {
  const bool has_fix = std::any_of(diagnostics.begin(), diagnostics.end(),
                                   [](const Diagnostic& d) { return d.fix.has_value(); });
  if (source.encoding_problem()) {
    if (has_fix) {
      out.append(
          R"(<p class="notice">This file is not UTF-8 text, so <code>cvtidy fix</code> leaves )"
          R"(it unchanged; bytes that are not UTF-8 are shown as &#xFFFD;.</p>)");
    }
    return;
  }
  if (fixes.applied.empty()) {
    return;
  }
  int passes = 0;
  size_t unsafe = 0;
  for (const AppliedFix& fix : fixes.applied) {
    passes = std::max(passes, fix.pass);
    unsafe += fix.safety == FixSafety::kUnsafe ? 1 : 0;
  }
  out.append(R"(<h3>Before and after <code>cvtidy fix</code></h3><p class="muted">)");
  Format(out, "{} {} in {}", command == "fix" ? "Applied" : "Would apply",
         CountWithNoun(fixes.applied.size(), "fix", "fixes"),
         CountWithNoun(passes, "pass", "passes"));
  if (unsafe > 0) {
    Format(out, " ({} unsafe)", unsafe);
  }
  out.append(R"(; each pass re-reads the text, and the file is written only once nothing )"
             R"(changes.</p>)");
  if (internal::AppendSideBySideDiff(out, fixes.before, fixes.after,
                                     unsafe > 0 ? "unsafe" : "safe") == 0) {
    out.append(R"(<p class="muted">The fixes leave the text as it is.</p>)");
  }
  out.append(R"(<ol class="applied">)");
  for (const AppliedFix& fix : fixes.applied) {
    out.append(R"(<li data-rule=")");
    Attr(out, fix.rule_id);
    Format(out, R"(" data-pass="{}"><code class="rule">)", fix.pass);
    Text(out, fix.rule_id);
    Format(out, R"(</code> <span class="muted">pass {}, line {}{}</span> <del>)", fix.pass,
           fix.line, fix.safety == FixSafety::kUnsafe ? ", unsafe" : "");
    Text(out, fix.before);
    out.append("</del> \xE2\x86\x92 <ins>");  // right arrow
    Text(out, fix.after);
    out.append("</ins>");
    if (!fix.evidence.empty()) {
      out.append(R"(<div class="note">)");
      Text(out, fix.evidence);
      out.append("</div>");
    }
    out.append("</li>");
  }
  out.append("</ol>");
}

}  // namespace

void HtmlReporter::Begin(const RunInfo& run) {
  tool_version_ = std::string(run.tool_version);
  command_ = std::string(run.command);
  rule_summaries_.clear();
  for (const Rule* rule : run.rules) {
    rule_summaries_.emplace(std::string(rule->info().id), std::string(rule->info().summary));
  }
  tallies_.clear();
  files_ = 0;
  file_rows_.Open();
  sections_.Open();
}

void HtmlReporter::File(const Source& source, std::span<const Diagnostic> diagnostics,
                        const FileRecord& fixes) {
  const size_t file = ++files_;
  std::array<size_t, 3> by_severity{};
  size_t fixable = 0;
  for (const Diagnostic& d : diagnostics) {
    ++by_severity[Index(d.severity)];
    fixable += d.fix.has_value() ? 1 : 0;
    auto it = tallies_.find(d.rule_id);
    if (it == tallies_.end()) {
      it = tallies_.emplace(std::string(d.rule_id), RuleTally{}).first;
    }
    ++it->second.by_severity[Index(d.severity)];
    it->second.fixable += d.fix.has_value() ? 1 : 0;
  }

  // The summary's row for this file.
  std::string row;
  row.append("<tr><td>");
  if (diagnostics.empty() && fixes.applied.empty()) {
    row.append(R"(<span class="mono">)");
    Text(row, source.name());
    row.append(R"(</span> <span class="muted">no problems</span>)");
  } else {
    Format(row, R"(<a class="mono" href="#f{}">)", file);
    Text(row, source.name());
    row.append("</a>");
  }
  Format(row,
         R"(</td><td class="num">{}</td><td class="num">{}</td><td class="num">{}</td>)"
         R"(<td class="num">{}</td></tr>)",
         by_severity[Index(Severity::kError)], by_severity[Index(Severity::kWarning)],
         by_severity[Index(Severity::kInfo)], fixable);
  file_rows_.Append(row);
  if (diagnostics.empty() && fixes.applied.empty()) {
    return;
  }

  // Marks open outermost first: by start, then the longer range first.
  std::vector<uint32_t> order(diagnostics.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](uint32_t a, uint32_t b) {
    const ByteRange ra = Clamp(diagnostics[a].range, source.size());
    const ByteRange rb = Clamp(diagnostics[b].range, source.size());
    return ra.begin != rb.begin ? ra.begin < rb.begin : ra.end > rb.end;
  });

  std::string out;
  Format(out, R"(<section class="file card" id="f{}" data-path=")", file);
  Attr(out, source.name());
  Format(out, R"(" data-diagnostics="{}"><h2><span class="path">)", diagnostics.size());
  Text(out, source.name());
  out.append("</span> ");
  AppendChips(out, by_severity, fixable);
  out.append("</h2>");
  if (source.encoding_problem()) {
    out.append(R"(<p class="notice">Not valid UTF-8: bytes that are not UTF-8 are shown as )"
               R"(&#xFFFD;.</p>)");
  }
  if (!diagnostics.empty()) {
    AppendSourceView(out, source, diagnostics, order, file);
    Format(out, R"(<h3>{}</h3><ol class="diags">)",
           CountWithNoun(diagnostics.size(), "Problem", "Problems"));
    const std::vector<LineCol> where = Locate(source, diagnostics, order);
    if (!options_.group) {
      for (size_t i = 0; i < diagnostics.size(); ++i) {
        AppendListItem(out, file, i + 1, diagnostics[i], where[i]);
      }
    } else {
      // A group is one item: its first member, then the others in a <details> (no script).
      const DiagnosticGroups groups(source, diagnostics);
      std::string members;
      for (size_t i = 0; i < diagnostics.size(); ++i) {
        if (!groups.IsLeader(i)) {
          continue;
        }
        const std::span<const uint32_t> others = groups.Members(groups.GroupOf(i)).subspan(1);
        members.clear();
        if (!others.empty()) {
          Format(members,
                 R"(<details class="group"><summary>and {} more</summary><ol class="diags">)",
                 others.size());
          for (const uint32_t m : others) {
            AppendListItem(members, file, m + 1, diagnostics[m], where[m]);
          }
          members.append("</ol></details>");
        }
        AppendListItem(out, file, i + 1, diagnostics[i], where[i], members);
      }
    }
    out.append("</ol>");
  }
  AppendFixViews(out, source, diagnostics, fixes, command_);
  out.append("</section>\n");
  sections_.Append(out);
}

absl::Status HtmlReporter::End(const RunSummary& summary) {
  const size_t problems = summary.errors + summary.warnings + summary.infos;
  std::string head;
  head.append(
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
      "style-src 'unsafe-inline'; script-src 'sha256-");
  head.append(internal::kHtmlScriptSha256);
  head.append(
      "'; base-uri 'none'; form-action 'none'\">\n<meta name=\"generator\" content=\"cvtidy ");
  Attr(head, tool_version_);
  head.append("\">\n<title>cvtidy report</title>\n<style>");
  head.append(internal::kHtmlStyle);
  head.append(
      "</style>\n</head>\n<body>\n<main>\n<header><h1>cvtidy report</h1><p class=\"meta\">");
  Format(head, "cvtidy {} &#183; <code>cvtidy ", fmt::string_view(tool_version_));
  Text(head, command_);
  Format(head, "</code> &#183; {}</p></header>\n", CountWithNoun(summary.files, "file", "files"));

  // Summary: tiles, the stacked bar, the legend.
  Format(head,
         R"(<section id="summary" class="card" data-files="{}" data-files-with-diagnostics="{}" )"
         R"(data-diagnostics="{}" data-errors="{}" data-warnings="{}" data-infos="{}" )"
         R"(data-fixable="{}" data-fixed="{}"><h2>Summary</h2><p class="lead">)",
         summary.files, summary.files_with_diagnostics, problems, summary.errors, summary.warnings,
         summary.infos, summary.fixable, summary.fixed);
  if (summary.files == 0) {
    head.append("No files checked.");
  } else if (command_ == "fix" && summary.fixed > 0) {
    Format(head, "Fixed {} in {}; {} remaining.",
           CountWithNoun(summary.fixed, "problem", "problems"),
           CountWithNoun(summary.files_changed, "file", "files"), problems);
  } else if (problems == 0) {
    Format(head, "No problems found in {}.", CountWithNoun(summary.files, "file", "files"));
  } else {
    const std::string files =
        summary.files_with_diagnostics == summary.files
            ? CountWithNoun(summary.files, "file", "files")
            : fmt::format("{} of {} files", summary.files_with_diagnostics, summary.files);
    Format(head, "Found {} in {}.", CountWithNoun(problems, "problem", "problems"), files);
  }
  head.append("</p>\n<div class=\"tiles\">");
  const size_t counts[] = {summary.errors, summary.warnings, summary.infos};
  for (size_t i = 0; i < 3; ++i) {
    const SeverityLabel& s = kSeverities[i];
    Format(head, R"(<div class="tile sev-{}"><span class="n">{}</span>{}</div>)", s.one, counts[i],
           counts[i] == 1 ? s.one : s.many);
  }
  Format(head,
         R"(<div class="tile fixable"><span class="n">{}</span>fixable</div></div>)"
         "\n",
         summary.fixable);
  if (problems > 0) {
    Format(head, R"(<div class="stack" role="img" aria-label="{} errors, {} warnings, {} info">)",
           summary.errors, summary.warnings, summary.infos);
    for (size_t i = 0; i < 3; ++i) {
      if (counts[i] > 0) {
        Format(head, R"(<span class="seg sev-{}" style="flex:{}"></span>)", kSeverities[i].one,
               counts[i]);
      }
    }
    head.append("</div>\n");
  }
  head.append(R"(<ul class="legend"><li><span class="swatch sev-error">text</span> error</li>)"
              R"(<li><span class="swatch sev-warning">text</span> warning</li>)"
              R"(<li><span class="swatch sev-info">text</span> info</li>)"
              R"(<li><span class="swatch del">old</span> <span class="swatch ins">new</span> )"
              R"(before and after a fix</li><li>Hover a highlight for its message; click it for )"
              R"(details.</li></ul>)"
              "\n");

  // One row per rule, most frequent first, with a bar scaled to the most frequent.
  if (!tallies_.empty()) {
    std::vector<const std::pair<const std::string, RuleTally>*> rules;
    size_t max_count = 1;
    for (const auto& entry : tallies_) {
      rules.push_back(&entry);
      const auto& by = entry.second.by_severity;
      max_count = std::max(max_count, by[0] + by[1] + by[2]);
    }
    const auto total = [](const RuleTally& t) {
      return t.by_severity[0] + t.by_severity[1] + t.by_severity[2];
    };
    std::stable_sort(rules.begin(), rules.end(), [&](const auto* a, const auto* b) {
      return total(a->second) > total(b->second);
    });
    head.append(R"(<h3>By rule</h3><table class="list rules"><thead><tr><th>Rule</th><th></th>)"
                R"(<th class="num">Problems</th><th class="num">Fixable</th></tr></thead><tbody>)");
    for (const auto* entry : rules) {
      const RuleTally& t = entry->second;
      head.append(R"(<tr data-rule=")");
      Attr(head, entry->first);
      head.append(R"("><td><code)");
      if (auto it = rule_summaries_.find(entry->first); it != rule_summaries_.end()) {
        head.append(R"( title=")");
        Attr(head, it->second);
        head.push_back('"');
      }
      head.push_back('>');
      Text(head, entry->first);
      Format(head, R"(</code></td><td class="chart"><div class="bar" style="width:{:.1f}%">)",
             100.0 * static_cast<double>(total(t)) / static_cast<double>(max_count));
      for (const SeverityLabel& s : kSeverities) {
        if (t.by_severity[Index(s.severity)] > 0) {
          Format(head, R"(<span class="seg sev-{}" style="flex:{}"></span>)", s.one,
                 t.by_severity[Index(s.severity)]);
        }
      }
      Format(head, R"(</div></td><td class="num">{}</td><td class="num">{}</td></tr>)", total(t),
             t.fixable);
    }
    head.append("</tbody></table>\n");
  }
  if (files_ > 0) {
    head.append(
        R"(<h3>Files</h3><table class="list files"><thead><tr><th>File</th>)"
        R"(<th class="num">Errors</th><th class="num">Warnings</th><th class="num">Info</th>)"
        R"(<th class="num">Fixable</th></tr></thead><tbody>)");
  }
  // The file rows go between `head` and `middle`.
  std::string middle;
  if (files_ > 0) {
    middle.append("</tbody></table>\n");
  }
  middle.append("</section>\n");

  std::string tail;
  Format(tail,
         "<footer>Generated by cvtidy {}. This page is self-contained: it loads nothing from "
         "the network.</footer>\n</main>\n<div id=\"pop\" role=\"dialog\" hidden></div>\n"
         "<script>",
         fmt::string_view(tool_version_));
  tail.append(internal::kHtmlScript);
  tail.append("</script>\n</body>\n</html>\n");

  // A short write sets the stream's error flag, checked below.
  std::fwrite(head.data(), 1, head.size(), options_.out);
  const bool rows_copied = file_rows_.CopyTo(options_.out);
  std::fwrite(middle.data(), 1, middle.size(), options_.out);
  if (!rows_copied || !sections_.CopyTo(options_.out)) {
    return absl::UnavailableError(
        "cannot write the HTML report: its temporary file could not be written (disk full?)");
  }
  std::fwrite(tail.data(), 1, tail.size(), options_.out);
  return internal::CheckStream(options_.out, "HTML report");
}

CVTIDY_REGISTER_REPORTER(HtmlReporter, "html",
                         "one self-contained HTML page: summary, highlighted CVs, before/after");

}  // namespace cvtidy
