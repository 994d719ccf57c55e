#include "src/extract/url_tokens.h"

#include <random>
#include <string>
#include <string_view>

#include "gtest/gtest.h"

namespace cvtidy::internal {
namespace {

// Whether the first occurrence of `needle` in `text` lies in a URL token under `rules`.
bool InUrl(std::string_view text, std::string_view needle, UrlTokenRules rules) {
  UrlTokens tokens(text, rules);
  const size_t p = text.find(needle);
  EXPECT_NE(p, std::string_view::npos) << needle;
  return tokens.Contains(p);
}

TEST(UrlTokensTest, MarkersCountForBoth) {
  for (const UrlTokenRules rules : {kDateUrlRules, kVenueUrlRules}) {
    EXPECT_TRUE(InUrl("see https://example.org/osdi24 now", "osdi24", rules));
    EXPECT_TRUE(InUrl("WWW.Example.org", "Example", rules));
    EXPECT_TRUE(InUrl("mail mara@example.org", "example", rules));
    EXPECT_TRUE(InUrl("<https://example.org/sosp/2023>", "2023", rules));
    EXPECT_FALSE(InUrl("OSDI 2024 in Boston", "2024", rules));
    EXPECT_FALSE(InUrl("https://example.org 2024", "2024", rules));
    EXPECT_FALSE(InUrl("a|https://x.org|b 2024", "b 2024", rules));
  }
}

// The two callers differ on purpose about `/` and parentheses.
TEST(UrlTokensTest, PathsAndParenthesesDependOnTheRules) {
  EXPECT_TRUE(InUrl("usenix.org/osdi24", "osdi24", kVenueUrlRules));
  EXPECT_FALSE(InUrl("usenix.org/osdi24", "osdi24", kDateUrlRules));
  EXPECT_TRUE(InUrl("/home/mara/OSDI", "OSDI", kVenueUrlRules));
  EXPECT_FALSE(InUrl("05/2019", "2019", kVenueUrlRules));  // no dot before a letter
  EXPECT_FALSE(InUrl("Sep 2019/20", "2019", kDateUrlRules));
  // URLs hold parentheses: a date inside one is in the URL; a venue in parentheses after an
  // address is not.
  EXPECT_TRUE(InUrl("https://example.org/wiki/Event_(2019)", "2019", kDateUrlRules));
  EXPECT_FALSE(InUrl("mara@example.org(OSDI 2022)", "OSDI", kVenueUrlRules));
}

TEST(UrlTokensTest, CachesTheLastTokenWithoutMixingTokens) {
  constexpr std::string_view kText = "https://a.org/x OSDI b@c.org SOSP";
  UrlTokens tokens(kText, kVenueUrlRules);
  EXPECT_TRUE(tokens.Contains(0));
  EXPECT_TRUE(tokens.Contains(10));
  EXPECT_FALSE(tokens.Contains(kText.find("OSDI")));
  EXPECT_TRUE(tokens.Contains(kText.find("c.org")));
  EXPECT_FALSE(tokens.Contains(kText.find("SOSP")));
  EXPECT_TRUE(tokens.Contains(0));
}

// Every position of random lines against the token around it read on its own, in a random
// order of questions: the cached token and the skipped IsUrl call (a token with no byte that
// starts a marker, nor with paths a `/`) agree with IsUrl on the token.
TEST(UrlTokensTest, EveryPositionAgreesWithItsTokenReadAlone) {
  static constexpr std::string_view kPieces[] = {
      "OSDI", " ", "2024", "www.", "WwW.", "ww",   "w",   "://", ":",  "/",       "@", ".org",
      "(",    ")", "[",    "|",    "\t",   "with", "x.y", "`",   "\"", "2019/20", "<", ">"};
  std::mt19937 rng(5);
  for (int round = 0; round < 3000; ++round) {
    std::string text;
    for (int k = static_cast<int>(rng() % 9); k >= 0; --k) {
      text += kPieces[rng() % std::size(kPieces)];
    }
    for (const UrlTokenRules rules : {kDateUrlRules, kVenueUrlRules}) {
      UrlTokens tokens(text, rules);
      for (int ask = 0; ask < 12 && !text.empty(); ++ask) {
        const size_t p = rng() % text.size();
        size_t b = p;
        while (b > 0 && !UrlTokens::IsDelimiter(text[b - 1], rules)) {
          --b;
        }
        size_t e = p;
        while (e < text.size() && !UrlTokens::IsDelimiter(text[e], rules)) {
          ++e;
        }
        const bool expected =
            b < e && UrlTokens::IsUrl(std::string_view(text).substr(b, e - b), rules);
        ASSERT_EQ(tokens.Contains(p), expected)
            << "`" << text << "` at " << p << (rules.paths ? " (venue rules)" : " (date rules)");
      }
    }
  }
}

}  // namespace
}  // namespace cvtidy::internal
