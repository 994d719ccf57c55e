#include "src/engine/custom_rules.h"

#include <algorithm>
#include <utility>

#include "absl/status/status.h"
#include <fmt/format.h>
#include <re2/re2.h>

#include "src/base/strings.h"
#include "src/base/utf8.h"
#include "src/config/custom_pattern.h"
#include "src/data/section_table.h"

namespace cvtidy {
namespace {

// The Set's DFA holds the states of all patterns at once; RE2's default budget (8 MB, two
// thirds of it for the DFA) is sized for one pattern.
constexpr int64_t kSetMemory = int64_t{64} << 20;

std::string_view KindName(CustomKind kind) {
  switch (kind) {
    case CustomKind::kHeading:
      return "heading";
    case CustomKind::kEntry:
      return "entry";
    case CustomKind::kAuthorList:
      return "author-list";
    case CustomKind::kAny:
      break;
  }
  return "any";
}

Severity SeverityOf(RuleLevel level) {
  return level == RuleLevel::kInfo    ? Severity::kInfo
         : level == RuleLevel::kError ? Severity::kError
                                      : Severity::kWarning;
}

// Markdown inline code for an arbitrary string: a fence longer than any backtick run in it.
std::string Code(std::string_view text) {
  size_t longest = 0;
  size_t run = 0;
  for (char c : text) {
    run = c == '`' ? run + 1 : 0;
    longest = std::max(longest, run);
  }
  const std::string fence(longest + 1, '`');
  const bool pad = text.empty() || text.front() == '`' || text.back() == '`';
  return pad ? fmt::format("{} {} {}", fence, text, fence)
             : fmt::format("{}{}{}", fence, text, fence);
}

// Appends the expansion of `pieces` for a match whose groups are `groups`.
void Expand(std::span<const TemplatePiece> pieces, std::span<const re2::StringPiece> groups,
            std::string& out) {
  for (const TemplatePiece& piece : pieces) {
    out += piece.literal;
    if (piece.group >= 0 && static_cast<size_t>(piece.group) < groups.size()) {
      const re2::StringPiece& g = groups[piece.group];
      out.append(g.data() == nullptr ? "" : std::string_view(g.data(), g.size()));
    }
  }
}

// Whether `s` (or a section around it) is the section `name`: its title up to case and
// surrounding blanks, or the id or canonical name of the known section it was matched to.
bool SectionIs(const Document& doc, const Section& s, std::string_view name) {
  if (s.heading_line == kNoIndex) {
    return false;
  }
  if (EqualsIgnoreCase(TrimAscii(doc.Title(s)), name)) {
    return true;
  }
  const SectionTable* table = doc.section_table();
  if (s.known == kNoIndex || table == nullptr || s.known >= table->sections().size()) {
    return false;
  }
  const SectionRecord& known = table->sections()[s.known];
  return EqualsIgnoreCase(known.name, name) || EqualsIgnoreCase(known.id, name);
}

}  // namespace

CustomRule::CustomRule(const CustomRules& owner, size_t index, CustomRuleConfig config)
    : owner_(owner), index_(index), config_(std::move(config)) {
  const CustomRuleConfig& c = config_;
  // The loader checked the references; an error here would be a loader bug, and the
  // template then stays empty (the message falls back to the raw text below).
  if (absl::StatusOr<std::vector<TemplatePiece>> m = ParseTemplate(c.message, *c.regex); m.ok()) {
    message_ = *std::move(m);
  } else {
    message_ = {TemplatePiece{c.message, -1}};
  }
  if (c.replacement) {
    if (absl::StatusOr<std::vector<TemplatePiece>> r = ParseTemplate(*c.replacement, *c.regex);
        r.ok()) {
      replacement_ = *std::move(r);
    }
  }
  summary_ = fmt::format("User-defined in {}: {}", c.origin, c.message);
  std::string scope;
  if (c.kind != CustomKind::kAny) {
    scope += fmt::format(" It looks only at {} text", KindName(c.kind));
  }
  if (c.section) {
    scope += fmt::format("{} under the section \"{}\" (and its subsections)",
                         scope.empty() ? " It looks only at lines" : ",", *c.section);
  }
  if (!scope.empty()) {
    scope += '.';
  }
  explanation_ = fmt::format(
      "## What it does\n"
      "A rule defined in your configuration (`[[custom]]` at {}), not built into cvtidy. It "
      "reports every match of the RE2 pattern {} in each line.{}\n\n"
      "## Why is this bad?\n"
      "Your house style says so; the configured message is: {}\n\n"
      "## Example\n"
      "Any text the pattern matches, e.g. checked with `cvtidy explain {} FILE`.\n\n"
      "## Fix safety\n",
      c.origin, Code(c.pattern), scope, Code(c.message), c.id);
  if (c.replacement) {
    explanation_ += fmt::format(
        "Replaces each match with {}; declared {} in the configuration ({}).\n",
        Code(*c.replacement), c.unsafe_fix ? "unsafe (applied only with `--unsafe-fixes`)" : "safe",
        c.unsafe_fix ? "`fix = \"unsafe\"`" : "`fix = \"safe\"`, the default");
  } else {
    explanation_ += "No fix: the definition has no `replace`.\n";
  }
  info_ = RuleInfo{
      .id = config_.id,
      .default_severity = SeverityOf(c.level),
      .summary = summary_,
      .explanation = explanation_,
      .fix_availability = c.replacement ? FixAvailability::kAlways : FixAvailability::kNone,
      .fix_safety = c.unsafe_fix ? FixSafety::kUnsafe : FixSafety::kSafe,
  };
}

void CustomRule::Check(const Document& doc, const RuleContext&, DiagnosticSink& sink) const {
  std::vector<std::optional<Severity>> severities(owner_.size());
  severities[index_] = sink.severity();
  owner_.Run(doc, severities, sink);
}

absl::StatusOr<std::shared_ptr<const CustomRules>> CustomRules::Build(
    std::span<const CustomRuleConfig> definitions) {
  std::shared_ptr<CustomRules> rules(new CustomRules());
  std::vector<uint32_t> on_lines;
  std::vector<uint32_t> on_author_lists;
  for (const CustomRuleConfig& definition : definitions) {
    if (definition.regex == nullptr || !definition.regex->ok()) {
      return absl::InvalidArgumentError(
          fmt::format("{}: {} has no compiled pattern", definition.origin, definition.id));
    }
    const auto index = static_cast<uint32_t>(rules->rules_.size());
    rules->rules_.emplace_back(new CustomRule(*rules, index, definition));
    rules->pointers_.push_back(rules->rules_.back().get());
    int section = -1;
    if (definition.section) {
      const auto it = std::find_if(
          rules->sections_.begin(), rules->sections_.end(),
          [&](const std::string& s) { return EqualsIgnoreCase(s, *definition.section); });
      section = static_cast<int>(it - rules->sections_.begin());
      if (it == rules->sections_.end()) {
        rules->sections_.push_back(*definition.section);
      }
    }
    rules->section_of_.push_back(section);
    (definition.kind == CustomKind::kAuthorList ? on_author_lists : on_lines).push_back(index);
  }
  if (!rules->BuildScan(rules->lines_, on_lines) ||
      !rules->BuildScan(rules->author_lists_, on_author_lists)) {
    return absl::InvalidArgumentError("the [[custom]] patterns do not compile together");
  }
  return std::shared_ptr<const CustomRules>(std::move(rules));
}

bool CustomRules::BuildScan(Scan& scan, std::span<const uint32_t> rules) const {
  if (rules.empty()) {
    return true;
  }
  RE2::Options options = CustomPatternOptions();
  options.set_max_mem(kSetMemory);
  scan.set = std::make_unique<RE2::Set>(options, RE2::UNANCHORED);
  for (const uint32_t r : rules) {
    if (scan.set->Add(rules_[r]->config().pattern, nullptr) < 0) {
      return false;
    }
    scan.rule_of.push_back(r);
  }
  return scan.set->Compile();
}

const CustomRule* CustomRules::Find(std::string_view id) const {
  for (const auto& rule : rules_) {
    if (rule->config().id == id) {
      return rule.get();
    }
  }
  return nullptr;
}

bool CustomRules::MatchScan(const Scan& scan, std::string_view text, std::vector<int>& hits) const {
  // Asking for the indices allocates in RE2, so first ask whether anything matches at all:
  // on almost every line nothing does, and that answer is one DFA walk without allocation.
  RE2::Set::ErrorInfo error{};
  if (scan.set->Match(text, nullptr, &error)) {
    return scan.set->Match(text, &hits);
  }
  if (error.kind != RE2::Set::kOutOfMemory) {
    return false;
  }
  hits.clear();
  for (size_t i = 0; i < scan.rule_of.size(); ++i) {
    if (RE2::PartialMatch(text, *rules_[scan.rule_of[i]]->config().regex)) {
      hits.push_back(static_cast<int>(i));
    }
  }
  return !hits.empty();
}

void CustomRules::ReportMatches(const CustomRule& rule, std::string_view text, uint32_t base,
                                Severity severity, DiagnosticSink& sink) const {
  const RE2& regex = *rule.config().regex;
  const int n = regex.NumberOfCapturingGroups() + 1;
  std::vector<re2::StringPiece> groups(static_cast<size_t>(n));
  sink.SetRule(rule.info().id, severity);
  size_t pos = 0;
  while (pos <= text.size() &&
         regex.Match(text, pos, text.size(), RE2::UNANCHORED, groups.data(), n)) {
    const size_t begin = static_cast<size_t>(groups[0].data() - text.data());
    const size_t end = begin + groups[0].size();
    if (end == begin) {
      // An empty match marks no text: step over one code point and look again.
      size_t len = 1;
      if (begin < text.size()) {
        DecodeUtf8(text, begin, &len);
      }
      pos = begin + std::max<size_t>(len, 1);
      continue;
    }
    pos = end;
    const ByteRange range{base + static_cast<uint32_t>(begin), base + static_cast<uint32_t>(end)};
    std::optional<Fix> fix;
    if (rule.config().replacement) {
      std::string replacement;
      Expand(rule.replacement_, groups, replacement);
      if (replacement == text.substr(begin, end - begin)) {
        continue;  // already written as the rule wants: `(?i)arxiv` -> `arXiv` on `arXiv`
      }
      std::string title = replacement.empty()
                              ? fmt::format("Delete `{}`", text.substr(begin, end - begin))
                              : fmt::format("Write `{}`", replacement);
      fix = Fix{std::move(title),
                rule.config().unsafe_fix ? FixSafety::kUnsafe : FixSafety::kSafe,
                {TextEdit{range, std::move(replacement)}}};
    }
    std::string message;
    Expand(rule.message_, groups, message);
    sink.Report(range, std::move(message), std::move(fix));
  }
}

void CustomRules::Run(const Document& doc, std::span<const std::optional<Severity>> severities,
                      DiagnosticSink& sink) const {
  const size_t count = std::min(severities.size(), rules_.size());
  bool any = false;
  bool scoped = false;
  for (size_t r = 0; r < count; ++r) {
    any = any || severities[r].has_value();
    scoped = scoped || (severities[r].has_value() && section_of_[r] >= 0);
  }
  if (!any) {
    return;
  }
  // in_section[k][s]: section s is, or is inside, a section named sections_[k]. Parents come
  // before their children in Document::sections().
  const std::span<const Section> sections = doc.sections();
  std::vector<std::vector<char>> in_section;
  if (scoped) {
    in_section.assign(sections_.size(), std::vector<char>(sections.size(), 0));
    for (size_t k = 0; k < sections_.size(); ++k) {
      for (size_t s = 0; s < sections.size(); ++s) {
        const uint32_t parent = sections[s].parent;
        in_section[k][s] = SectionIs(doc, sections[s], sections_[k]) ||
                           (parent != kNoIndex && parent < s && in_section[k][parent]);
      }
    }
  }
  const auto applies = [&](uint32_t r, uint32_t section) {
    if (r >= count || !severities[r]) {
      return false;
    }
    const int k = section_of_[r];
    return k < 0 || (section < sections.size() && in_section[k][section] != 0);
  };

  std::vector<int> hits;
  if (lines_.set != nullptr) {
    const std::span<const Line> lines = doc.lines();
    for (const Line& line : lines) {
      if (!line.HasText()) {
        continue;
      }
      const std::string_view text = doc.Text(line.range);
      if (!MatchScan(lines_, text, hits)) {
        continue;
      }
      std::sort(hits.begin(), hits.end());
      for (const int h : hits) {
        const uint32_t r = lines_.rule_of[h];
        if (!applies(r, line.section)) {
          continue;
        }
        const CustomKind kind = rules_[r]->config().kind;
        if ((kind == CustomKind::kHeading && line.kind != LineKind::kHeading) ||
            (kind == CustomKind::kEntry && line.entry == kNoIndex)) {
          continue;
        }
        ReportMatches(*rules_[r], text, line.range.begin, *severities[r], sink);
      }
    }
  }
  if (author_lists_.set != nullptr) {
    for (const AuthorList& list : doc.author_lists()) {
      const std::string_view text = doc.Text(list.range);
      if (!MatchScan(author_lists_, text, hits)) {
        continue;
      }
      const uint32_t section =
          list.line < doc.lines().size() ? doc.lines()[list.line].section : kNoIndex;
      std::sort(hits.begin(), hits.end());
      for (const int h : hits) {
        const uint32_t r = author_lists_.rule_of[h];
        if (applies(r, section)) {
          ReportMatches(*rules_[r], text, list.range.begin, *severities[r], sink);
        }
      }
    }
  }
}

}  // namespace cvtidy
