#include "src/engine/style_vote.h"

#include <fmt/format.h>

namespace cvtidy {

std::string DescribeDecision(const StyleVerdict& verdict, std::string_view key,
                             std::string_view counted, std::string_view form_phrase) {
  if (verdict.configured()) {
    return fmt::format("target from `[style] {}`", key);
  }
  std::string out =
      fmt::format("{} of {} {} {}", verdict.votes, verdict.total, counted, form_phrase);
  if (!verdict.decisive) {
    out += fmt::format(
        "; not a decisive majority (at least {} and {}/{} of them), so the fix is a suggestion",
        verdict.threshold.min_votes, verdict.threshold.numerator, verdict.threshold.denominator);
    if (!key.empty()) {
      out += fmt::format(": set `[style] {}` to make it safe", key);
    }
  }
  return out;
}

}  // namespace cvtidy
