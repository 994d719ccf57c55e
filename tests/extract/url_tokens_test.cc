#include "src/extract/url_tokens.h"

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

}  // namespace
}  // namespace cvtidy::internal
