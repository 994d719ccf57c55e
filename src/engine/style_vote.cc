#include "src/engine/style_vote.h"

#include <fmt/format.h>

namespace cvtidy {

std::string DescribeThreshold(const VoteThreshold& threshold) {
  if (!threshold.majority_decides) {
    return "in plain text (OCR) a majority only suggests";
  }
  return fmt::format("not a decisive majority (at least {} and {}/{} of them)", threshold.min_votes,
                     threshold.numerator, threshold.denominator);
}

std::string DescribeDecision(const StyleVerdict& verdict, std::string_view key,
                             std::string_view counted, std::string_view form_phrase) {
  if (verdict.configured()) {
    return fmt::format("target from `[style] {}`", key);
  }
  std::string out =
      fmt::format("{} of {} {} {}", verdict.votes, verdict.total, counted, form_phrase);
  if (!verdict.decisive) {
    out += fmt::format("; {}, so the fix is a suggestion", DescribeThreshold(verdict.threshold));
    if (!key.empty()) {
      out += fmt::format(": set `[style] {}` to make it safe", key);
    }
  }
  return out;
}

}  // namespace cvtidy
