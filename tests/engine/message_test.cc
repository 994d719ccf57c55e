#include "src/engine/message.h"

#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"
#include <fmt/format.h>

#include "src/engine/style_vote.h"

namespace cvtidy {
namespace {

TEST(MessageTest, DecimalWritesEveryDigit) {
  EXPECT_EQ(std::string_view(Decimal(0u)), "0");
  EXPECT_EQ(std::string_view(Decimal(7u)), "7");
  EXPECT_EQ(std::string_view(Decimal(10u)), "10");
  EXPECT_EQ(std::string_view(Decimal(uint8_t{255})), "255");
  EXPECT_EQ(std::string_view(Decimal(std::numeric_limits<uint32_t>::max())), "4294967295");
  EXPECT_EQ(std::string_view(Decimal(std::numeric_limits<uint64_t>::max())),
            "18446744073709551615");
}

TEST(MessageTest, DecimalMatchesFormatOnGeneratedNumbers) {
  std::mt19937_64 rng(20261130);
  for (int i = 0; i < 20000; ++i) {
    // Every length: shift a random word right by a random amount.
    const uint64_t n = rng() >> (rng() % 64);
    ASSERT_EQ(std::string_view(Decimal(n)), fmt::format("{}", n)) << n;
    const auto small = static_cast<uint32_t>(n);
    ASSERT_EQ(std::string_view(Decimal(small)), fmt::format("{}", small)) << small;
  }
}

TEST(MessageTest, DecimalSurvivesACopy) {
  const Decimal first(12345u);
  const Decimal copy = first;  // the digits live in the object, not behind a pointer
  EXPECT_EQ(std::string_view(copy), "12345");
}

TEST(MessageTest, JoinTextEdgeCases) {
  EXPECT_EQ(JoinText({}), "");
  EXPECT_EQ(JoinText({"", "", ""}), "");
  EXPECT_EQ(JoinText({"Write `", "", "`"}), "Write ``");
  EXPECT_EQ(JoinText({"line ", Decimal(42u), " (", "in the same section", ")"}),
            "line 42 (in the same section)");
  std::string embedded("a\0b", 3);
  EXPECT_EQ(JoinText({embedded, "\xE2\x80\xA2"}), std::string("a\0b\xE2\x80\xA2", 6));
}

// JoinText and AppendJoined against fmt::format of "{}{}..." over generated pieces: short and
// long (past the small-string buffer), empty, multi-byte, appended to empty and non-empty text.
TEST(MessageTest, JoinTextMatchesFormatOnGeneratedPieces) {
  std::mt19937 rng(7);
  const std::vector<std::string_view> words = {
      "",
      "`",
      "bullet ",
      "\xC2\xA2",
      " is a ",
      "\xE2\x80\xA2",
      " misread by OCR",
      "Jane Q. Example",
      "; ",
      "a rather longer piece of text that needs the heap to hold it"};
  std::uniform_int_distribution<size_t> pick(0, words.size() - 1);
  for (int i = 0; i < 5000; ++i) {
    const std::string_view a = words[pick(rng)];
    const std::string_view b = words[pick(rng)];
    const std::string_view c = words[pick(rng)];
    const std::string_view d = words[pick(rng)];
    const std::string_view e = words[pick(rng)];
    ASSERT_EQ(JoinText({a, b, c, d, e}), fmt::format("{}{}{}{}{}", a, b, c, d, e));
    std::string out(words[pick(rng)]);
    const std::string before = out;
    AppendJoined(out, {a, b, c});
    ASSERT_EQ(out, fmt::format("{}{}{}{}", before, a, b, c));
  }
}

// DescribeDecision and DescribeThreshold build their text by JoinText; the reference is the
// fmt::format formulation they had before.
std::string ReferenceThreshold(const VoteThreshold& threshold) {
  if (!threshold.majority_decides) {
    return "in plain text (OCR) a majority only suggests";
  }
  return fmt::format("not a decisive majority (at least {} and {}/{} of them)", threshold.min_votes,
                     threshold.numerator, threshold.denominator);
}

std::string ReferenceDecision(const StyleVerdict& verdict, std::string_view key,
                              std::string_view counted, std::string_view form_phrase) {
  if (verdict.configured()) {
    return fmt::format("target from `[style] {}`", key);
  }
  std::string out =
      fmt::format("{} of {} {} {}", verdict.votes, verdict.total, counted, form_phrase);
  if (!verdict.decisive) {
    out += fmt::format("; {}, so the fix is a suggestion", ReferenceThreshold(verdict.threshold));
    if (!key.empty()) {
      out += fmt::format(": set `[style] {}` to make it safe", key);
    }
  }
  return out;
}

TEST(MessageTest, DescribeDecisionMatchesFormatOnGeneratedVerdicts) {
  std::mt19937 rng(11);
  const std::vector<std::string_view> keys = {"", "author-conjunction", "title-quotes", "date"};
  const std::vector<std::string_view> phrases = {"", "use `and`", "are in double quotes"};
  for (int i = 0; i < 5000; ++i) {
    StyleVerdict verdict;
    verdict.origin = rng() % 4 == 0 ? StyleOrigin::kConfigured : StyleOrigin::kMajority;
    verdict.total = rng() % 3000;
    verdict.votes = verdict.total == 0 ? 0 : static_cast<uint32_t>(rng() % verdict.total);
    verdict.decisive = rng() % 2 == 0;
    verdict.threshold = {static_cast<uint32_t>(rng() % 20), static_cast<uint32_t>(rng() % 5),
                         static_cast<uint32_t>(rng() % 7 + 1), rng() % 3 != 0};
    const std::string_view key = keys[rng() % keys.size()];
    const std::string_view phrase = phrases[rng() % phrases.size()];
    ASSERT_EQ(DescribeDecision(verdict, key, "author lists", phrase),
              ReferenceDecision(verdict, key, "author lists", phrase));
    ASSERT_EQ(DescribeThreshold(verdict.threshold), ReferenceThreshold(verdict.threshold));
  }
}

}  // namespace
}  // namespace cvtidy
