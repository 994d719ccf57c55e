#include "src/engine/style_vote.h"

#include "src/engine/message.h"

namespace cvtidy {
namespace {

void AppendThreshold(std::string& out, const VoteThreshold& threshold) {
  if (!threshold.majority_decides) {
    out += "in plain text (OCR) a majority only suggests";
    return;
  }
  AppendJoined(out,
               {"not a decisive majority (at least ", Decimal(threshold.min_votes), " and ",
                Decimal(threshold.numerator), "/", Decimal(threshold.denominator), " of them)"});
}

}  // namespace

std::string DescribeThreshold(const VoteThreshold& threshold) {
  std::string out;
  AppendThreshold(out, threshold);
  return out;
}

std::string DescribeDecision(const StyleVerdict& verdict, std::string_view key,
                             std::string_view counted, std::string_view form_phrase) {
  if (verdict.configured()) {
    return JoinText({"target from `[style] ", key, "`"});
  }
  const Decimal votes(verdict.votes);
  const Decimal total(verdict.total);
  if (verdict.decisive) {
    return JoinText({votes, " of ", total, " ", counted, " ", form_phrase});
  }
  // Room for the longest form (the literal text is under 200 bytes with the numbers), so the
  // parts below are appended without growing it again.
  std::string out;
  out.reserve(200 + counted.size() + form_phrase.size() + key.size());
  AppendJoined(out, {votes, " of ", total, " ", counted, " ", form_phrase, "; "});
  AppendThreshold(out, verdict.threshold);
  out += ", so the fix is a suggestion";
  if (!key.empty()) {
    AppendJoined(out, {": set `[style] ", key, "` to make it safe"});
  }
  return out;
}

void AppendVoteCount(std::string& list, uint32_t votes, std::string_view form) {
  AppendJoined(list, {list.empty() ? "" : ", ", Decimal(votes), " ", form});
}

}  // namespace cvtidy
