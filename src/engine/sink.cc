#include "src/engine/sink.h"

#include <utility>

#include "src/base/strings.h"

namespace cvtidy {
namespace {

bool MatchesAny(const std::vector<std::string_view>& patterns, std::string_view rule_id) {
  if (patterns.empty()) {
    return true;
  }
  for (std::string_view pattern : patterns) {
    if (GlobMatch(pattern, rule_id)) {
      return true;
    }
  }
  return false;
}

}  // namespace

Suppressions::Suppressions(const Document& doc) : used_(doc.directives().size(), 0) {
  const auto line_count = static_cast<uint32_t>(doc.lines().size());
  std::vector<Region> open;
  for (uint32_t i = 0; i < doc.directives().size(); ++i) {
    const Directive& d = doc.directives()[i];
    switch (d.kind) {
      case Directive::Kind::kDisableNextLine:
        regions_.push_back({d.line + 1, d.line + 2, d.patterns, i});
        break;
      case Directive::Kind::kDisable:
        open.push_back({d.line, line_count, d.patterns, i});
        break;
      case Directive::Kind::kEnable:
        used_[i] = 1;
        // `cvtidy-enable` closes every open region; `cvtidy-enable ID` the ones naming ID.
        for (auto it = open.begin(); it != open.end();) {
          if (d.patterns.empty() || it->patterns == d.patterns) {
            it->end_line = d.line;
            regions_.push_back(std::move(*it));
            it = open.erase(it);
          } else {
            ++it;
          }
        }
        break;
    }
  }
  for (Region& region : open) {
    regions_.push_back(std::move(region));
  }
}

bool Suppressions::IsSuppressed(std::string_view rule_id, uint32_t line) const {
  bool suppressed = false;
  for (const Region& region : regions_) {
    if (line >= region.first_line && line < region.end_line &&
        MatchesAny(region.patterns, rule_id)) {
      used_[region.directive] = 1;
      suppressed = true;
    }
  }
  return suppressed;
}

void DiagnosticSink::Report(ByteRange range, std::string message, std::optional<Fix> fix,
                            std::string note, std::string group) {
  if (suppressions_ != nullptr &&
      suppressions_->IsSuppressed(rule_id_, source_.LineOf(range.begin) - 1)) {
    return;
  }
  // LintDocument sets the context once every rule has run.
  if (diagnostics_.capacity() == 0) {
    // Most CVs get under 64 findings: one allocation instead of up to seven that each move
    // every finding so far.
    diagnostics_.reserve(64);
  }
  // Filled in place: a diagnostic is a handful of strings and a fix, and a temporary would
  // move each of them once more. (Field by field: clang 14 has no parenthesized aggregate
  // initialization for emplace_back.)
  Diagnostic& d = diagnostics_.emplace_back();
  d.rule_id = rule_id_;
  d.severity = severity_;
  d.range = range;
  d.message = std::move(message);
  // Most findings have no note or group, and many no fix: a field left out stays as built,
  // where a move assignment of nothing would still cost a call.
  if (fix.has_value()) {
    d.fix = std::move(fix);
  }
  if (!note.empty()) {
    d.note = std::move(note);
  }
  if (!group.empty()) {
    d.group = std::move(group);
  }
}

}  // namespace cvtidy
