#include "src/engine/rule_docs.h"

#include <algorithm>
#include <array>
#include <iterator>
#include <vector>

#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/base/utf8.h"

namespace cvtidy {
namespace {

constexpr std::array<std::string_view, 4> kRequiredSections = {"What it does", "Why is this bad?",
                                                               "Example", "Fix safety"};

// `safe`, `unsafe` or `none`, with `, sometimes` when the fix exists only in some cases.
std::string FixShort(const RuleInfo& info) {
  if (info.fix_availability == FixAvailability::kNone) {
    return "none";
  }
  std::string out(FixSafetyName(info.fix_safety));
  if (info.fix_availability == FixAvailability::kSometimes) {
    out += ", sometimes";
  }
  return out;
}

// `"..."` with JSON escapes; ill-formed UTF-8 becomes U+FFFD.
std::string JsonString(std::string_view s) {
  return fmt::format("\"{}\"",
                     FindInvalidUtf8(s).has_value() ? JsonEscape(SanitizeUtf8(s)) : JsonEscape(s));
}

// One line of text: newlines and tabs become spaces.
std::string OneLine(std::string_view s) {
  std::string out(TrimAscii(s));
  std::replace_if(
      out.begin(), out.end(), [](char c) { return c == '\n' || c == '\r' || c == '\t'; }, ' ');
  return out;
}

// `s` without trailing white space (explanations are raw strings ending in a newline).
std::string_view TrimRight(std::string_view s) {
  while (!s.empty() && IsAsciiSpace(s.back())) {
    s.remove_suffix(1);
  }
  return s;
}

// Calls f(line, in_code) for each line of `text` (without its `\n`; a trailing `\r` is kept
// off too). `in_code` is true for the lines of a fenced code block, fences included, so
// headings in a Markdown example (`## Education`) are not taken for the explanation's own.
template <typename F>
void ForEachMarkdownLine(std::string_view text, F f) {
  char fence_char = 0;
  size_t fence_len = 0;
  while (!text.empty()) {
    const size_t nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
    if (!line.empty() && line.back() == '\r') {
      line.remove_suffix(1);
    }
    const std::string_view body = line.substr(std::min(line.find_first_not_of(' '), line.size()));
    const bool indented_ok = line.size() - body.size() <= 3;
    size_t run = 0;
    if (indented_ok && !body.empty() && (body[0] == '`' || body[0] == '~')) {
      run = body.find_first_not_of(body[0]);
      run = run == std::string_view::npos ? body.size() : run;
    }
    if (fence_char == 0) {
      if (run >= 3) {
        fence_char = body[0];
        fence_len = run;
        f(line, true);
        continue;
      }
      f(line, false);
      continue;
    }
    f(line, true);
    if (run >= fence_len && body[0] == fence_char && TrimAscii(body.substr(run)).empty()) {
      fence_char = 0;
    }
  }
}

// The level of an ATX heading (`## x` is 2), or 0.
int HeadingLevel(std::string_view line) {
  size_t n = 0;
  while (n < line.size() && line[n] == '#') {
    ++n;
  }
  if (n == 0 || n > 6 || (n < line.size() && line[n] != ' ' && line[n] != '\t')) {
    return 0;
  }
  return static_cast<int>(n);
}

// Appends `explanation` with every heading outside fenced code one level deeper, so a rule's
// `## What it does` sits under the rule's own `## <id>` heading.
void AppendDemoted(std::string& out, std::string_view explanation) {
  ForEachMarkdownLine(TrimRight(explanation), [&](std::string_view line, bool in_code) {
    const int level = in_code ? 0 : HeadingLevel(line);
    if (level > 0 && level < 6) {
      out += '#';
    }
    out += line;
    out += '\n';
  });
}

// GitHub's heading anchor: lower case, spaces to `-`, punctuation other than `-` and `_`
// dropped (`date/mixed-format` -> `datemixed-format`).
std::string Anchor(std::string_view heading) {
  std::string out;
  for (const char c : heading) {
    if (IsAsciiAlnum(c) || c == '-' || c == '_') {
      out += AsciiToLower(c);
    } else if (c == ' ') {
      out += '-';
    } else if (static_cast<unsigned char>(c) >= 0x80) {
      out += c;
    }
  }
  return out;
}

// A Markdown table cell: one line, with `|` escaped.
std::string Cell(std::string_view s) {
  std::string out;
  for (const char c : OneLine(s)) {
    if (c == '|') {
      out += '\\';
    }
    out += c;
  }
  return out;
}

std::string FixSentence(const RuleInfo& info) {
  if (info.fix_availability == FixAvailability::kNone) {
    return "**Fix:** none.";
  }
  std::string out =
      fmt::format("**Fix:** {}, {}; applied by `{}`.", FixSafetyName(info.fix_safety),
                  info.fix_availability == FixAvailability::kAlways ? "always available"
                                                                    : "available in some cases",
                  info.fix_safety == FixSafety::kSafe ? "cvtidy fix" : "cvtidy fix --unsafe-fixes");
  if (info.safety_by_vote) {
    out +=
        " A fix that follows the CV's own majority rather than `[style]` is safe only when the "
        "vote is decisive; otherwise it is unsafe (`--unsafe-fixes`).";
  }
  return out;
}

size_t Width(std::string_view s) { return CountCodePoints(s); }

void AppendPadded(std::string& out, std::string_view s, size_t width) {
  out += s;
  out.append(width - std::min(width, Width(s)), ' ');
}

}  // namespace

std::string_view FixAvailabilityName(FixAvailability availability) {
  switch (availability) {
    case FixAvailability::kNone:
      return "none";
    case FixAvailability::kSometimes:
      return "sometimes";
    case FixAvailability::kAlways:
      return "always";
  }
  return "?";
}

namespace {

// The level `levels` gives rule `i`, as `cvtidy.toml` spells it; the default without levels.
std::string_view LevelName(const RuleInfo& info, ConfiguredLevels levels, size_t i) {
  if (levels.empty()) {
    return SeverityName(info.default_severity);
  }
  switch (levels[i]) {
    case RuleLevel::kOff:
      return "off";
    case RuleLevel::kInfo:
      return SeverityName(Severity::kInfo);
    case RuleLevel::kWarning:
      return SeverityName(Severity::kWarning);
    case RuleLevel::kError:
      return SeverityName(Severity::kError);
  }
  return "?";
}

}  // namespace

std::string RenderRulesTable(std::span<const Rule* const> rules, ConfiguredLevels levels) {
  struct Row {
    std::string_view id;
    std::string severity, fix, summary;
  };
  std::vector<Row> rows;
  rows.reserve(rules.size());
  size_t id_width = Width("ID");
  size_t severity_width = Width("SEVERITY");
  size_t fix_width = Width("FIX");
  bool any_sometimes = false;
  for (size_t i = 0; i < rules.size(); ++i) {
    const RuleInfo& info = rules[i]->info();
    Row row{info.id, std::string(LevelName(info, levels, i)), "-", OneLine(info.summary)};
    if (row.severity != SeverityName(info.default_severity)) {
      row.severity += fmt::format(" (default: {})", SeverityName(info.default_severity));
    }
    if (info.fix_availability != FixAvailability::kNone) {
      row.fix = std::string(FixSafetyName(info.fix_safety));
      if (info.fix_availability == FixAvailability::kSometimes) {
        row.fix += '*';
        any_sometimes = true;
      }
    }
    id_width = std::max(id_width, Width(row.id));
    severity_width = std::max(severity_width, Width(row.severity));
    fix_width = std::max(fix_width, Width(row.fix));
    rows.push_back(std::move(row));
  }
  std::string out;
  const auto line = [&](std::string_view id, std::string_view severity, std::string_view fix,
                        std::string_view summary) {
    AppendPadded(out, id, id_width + 2);
    AppendPadded(out, severity, severity_width + 2);
    AppendPadded(out, fix, fix_width + 2);
    out += summary;
    out += '\n';
  };
  line("ID", "SEVERITY", "FIX", "SUMMARY");
  for (const Row& row : rows) {
    line(row.id, row.severity, row.fix, row.summary);
  }
  if (any_sometimes) {
    out += "\n*: the fix is available in some cases only.\n";
  }
  return out;
}

std::string RenderRulesJson(std::span<const Rule* const> rules, ConfiguredLevels levels) {
  if (rules.empty()) {
    return "[]\n";
  }
  std::string out = "[";
  auto it = std::back_inserter(out);
  for (size_t i = 0; i < rules.size(); ++i) {
    const RuleInfo& info = rules[i]->info();
    const bool enabled = levels.empty() || levels[i] != RuleLevel::kOff;
    const std::string_view severity =
        enabled ? LevelName(info, levels, i) : SeverityName(info.default_severity);
    fmt::format_to(it,
                   "{}\n  {{\n    \"id\": {},\n    \"severity\": \"{}\",\n"
                   "    \"default_severity\": \"{}\",\n    \"enabled\": {},\n"
                   "    \"summary\": {},\n"
                   "    \"fix\": {{\"availability\": \"{}\", \"safety\": {}}},\n"
                   "    \"explanation\": {}\n  }}",
                   i == 0 ? "" : ",", JsonString(info.id), severity,
                   SeverityName(info.default_severity), enabled ? "true" : "false",
                   JsonString(info.summary), FixAvailabilityName(info.fix_availability),
                   info.fix_availability == FixAvailability::kNone
                       ? std::string("null")
                       : JsonString(FixSafetyName(info.fix_safety)),
                   JsonString(info.explanation));
  }
  out += "\n]\n";
  return out;
}

std::string RenderRulesMarkdown(std::span<const Rule* const> rules, ConfiguredLevels levels) {
  std::string out =
      "<!-- Generated by `cvtidy rules --no-config --format markdown`; do not edit. -->\n\n"
      "# cvtidy rules\n\n";
  auto it = std::back_inserter(out);
  fmt::format_to(
      it,
      "{} {}. The severity shown is {}; change it per rule under `[rules]` "
      "in `cvtidy.toml`. Safe fixes are applied by `cvtidy fix`, unsafe ones only "
      "with `cvtidy fix --unsafe-fixes`; [fix-contract.md](fix-contract.md) says what "
      "each may change. `cvtidy explain <id>` prints a rule's section.\n\n",
      rules.size(), rules.size() == 1 ? "rule" : "rules",
      levels.empty() ? "the default" : "the configured one (`off`: the rule does not run)");
  out += "| Rule | Severity | Fix | Summary |\n| --- | --- | --- | --- |\n";
  for (size_t i = 0; i < rules.size(); ++i) {
    const RuleInfo& info = rules[i]->info();
    fmt::format_to(it, "| [`{}`](#{}) | {} | {} | {} |\n", info.id, Anchor(info.id),
                   LevelName(info, levels, i), FixShort(info), Cell(info.summary));
  }
  for (const Rule* rule : rules) {
    const RuleInfo& info = rule->info();
    fmt::format_to(it, "\n## {}\n\n{}\n\n**Default severity:** {}. {}\n", info.id,
                   OneLine(info.summary), SeverityName(info.default_severity), FixSentence(info));
    if (!TrimRight(info.explanation).empty()) {
      out += '\n';
      AppendDemoted(out, info.explanation);
    }
  }
  return out;
}

std::string RuleDocsAnchor(std::string_view rule_id) { return Anchor(rule_id); }

std::string RenderExplain(const Rule& rule) {
  const RuleInfo& info = rule.info();
  std::string out =
      fmt::format("{} (default: {}; fix: {})\n{}\n", info.id, SeverityName(info.default_severity),
                  FixShort(info), OneLine(info.summary));
  const std::string_view explanation = TrimRight(info.explanation);
  if (!explanation.empty()) {
    fmt::format_to(std::back_inserter(out), "\n{}\n", explanation);
  }
  return out;
}

absl::Status CheckExplanation(const RuleInfo& info) {
  struct Section {
    std::string_view title;
    bool has_text = false;
  };
  std::vector<Section> sections;
  ForEachMarkdownLine(info.explanation, [&](std::string_view line, bool in_code) {
    if (!in_code && HeadingLevel(line) == 2) {
      sections.push_back({TrimAscii(line.substr(2))});
    } else if (!sections.empty() && !TrimAscii(line).empty()) {
      sections.back().has_text = true;
    }
  });
  const auto error = [&](std::string message) {
    return absl::InvalidArgumentError(fmt::format("{}: explanation {}", info.id, message));
  };
  size_t previous = 0;  // index in `sections` of the last required section found
  for (size_t r = 0; r < kRequiredSections.size(); ++r) {
    const std::string_view title = kRequiredSections[r];
    const auto is_title = [&](const Section& s) { return s.title == title; };
    const auto found = std::find_if(sections.begin(), sections.end(), is_title);
    if (found == sections.end()) {
      return error(fmt::format("has no `## {}` section (expected, in order: `## {}`)", title,
                               fmt::join(kRequiredSections, "`, `## ")));
    }
    if (std::count_if(sections.begin(), sections.end(), is_title) > 1) {
      return error(fmt::format("has `## {}` more than once", title));
    }
    const auto index = static_cast<size_t>(found - sections.begin());
    if (r > 0 && index < previous) {
      return error(fmt::format("has `## {}` before `## {}`; the order is `## {}`", title,
                               kRequiredSections[r - 1], fmt::join(kRequiredSections, "`, `## ")));
    }
    if (!found->has_text) {
      return error(fmt::format("section `## {}` is empty", title));
    }
    previous = index;
  }
  return absl::OkStatus();
}

}  // namespace cvtidy
