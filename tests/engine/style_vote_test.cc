#include "src/engine/style_vote.h"

#include <algorithm>
#include <array>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace cvtidy {
namespace {

enum class Form : uint8_t { kA, kB, kC };

StyleVote<Form> VotesOf(std::initializer_list<Form> forms) {
  StyleVote<Form> vote;
  for (Form f : forms) {
    vote.Add(f);
  }
  return vote;
}

TEST(StyleVoteTest, NoVotesNoTarget) {
  const StyleDecision<Form> d =
      StyleVote<Form>().Decide(std::nullopt, InputKind::kAuthoredMarkdown);
  EXPECT_FALSE(d.target.has_value());
  EXPECT_EQ(d.origin, StyleOrigin::kNone);
  EXPECT_EQ(d.total, 0u);
}

TEST(StyleVoteTest, TieInfersNothing) {
  const StyleDecision<Form> d = VotesOf({Form::kA, Form::kB, Form::kB, Form::kA})
                                    .Decide(std::nullopt, InputKind::kConverterMarkdown);
  EXPECT_FALSE(d.target.has_value());
  EXPECT_EQ(d.origin, StyleOrigin::kNone);
  // A tie below the winner does not matter: B wins 3 to 1 and 1.
  const StyleDecision<Form> clear = VotesOf({Form::kA, Form::kB, Form::kB, Form::kB, Form::kC})
                                        .Decide(std::nullopt, InputKind::kConverterMarkdown);
  EXPECT_EQ(clear.target, Form::kB);
  EXPECT_EQ(clear.votes, 3u);
  EXPECT_EQ(clear.total, 5u);
}

TEST(StyleVoteTest, DecisiveNeedsThreeAndTwoThirds) {
  constexpr InputKind kMd = InputKind::kConverterMarkdown;
  // Two to nothing: a majority, too few instances to be decisive.
  StyleDecision<Form> d = VotesOf({Form::kA, Form::kA}).Decide(std::nullopt, kMd);
  EXPECT_EQ(d.target, Form::kA);
  EXPECT_FALSE(d.decisive);
  EXPECT_EQ(d.safety(), FixSafety::kUnsafe);
  // Two of three: exactly two thirds.
  d = VotesOf({Form::kA, Form::kB, Form::kA}).Decide(std::nullopt, kMd);
  EXPECT_EQ(d.target, Form::kA);
  EXPECT_TRUE(d.decisive);
  EXPECT_EQ(d.safety(), FixSafety::kSafe);
  // Three of five: a majority short of two thirds.
  d = VotesOf({Form::kA, Form::kB, Form::kA, Form::kB, Form::kA}).Decide(std::nullopt, kMd);
  EXPECT_EQ(d.target, Form::kA);
  EXPECT_FALSE(d.decisive);
  // Four of six: two thirds again.
  d = VotesOf({Form::kA, Form::kB, Form::kA, Form::kB, Form::kA, Form::kA})
          .Decide(std::nullopt, kMd);
  EXPECT_TRUE(d.decisive);
}

TEST(StyleVoteTest, ConvertedTextMajoritiesOnlySuggest) {
  constexpr InputKind kMd = InputKind::kConverterMarkdown;
  constexpr InputKind kText = InputKind::kPlainText;
  // Two of three is decisive in Markdown; in OCR text no majority is, however large.
  EXPECT_TRUE(VotesOf({Form::kA, Form::kB, Form::kA}).Decide(std::nullopt, kMd).decisive);
  const StyleDecision<Form> d =
      VotesOf({Form::kA, Form::kA, Form::kA, Form::kA, Form::kA, Form::kA, Form::kA, Form::kB})
          .Decide(std::nullopt, kText);
  EXPECT_EQ(d.target, Form::kA);  // still the target: the minority is still reported
  EXPECT_FALSE(d.decisive);
  EXPECT_EQ(d.safety(), FixSafety::kUnsafe);
  EXPECT_THAT(DescribeDecision(d, "date", "dates", "are A"),
              ::testing::HasSubstr("a majority only suggests"));
}

TEST(StyleVoteTest, ConfiguredIsAuthoritative) {
  // The configured form wins even against a decisive majority, and even with no votes.
  const StyleDecision<Form> d =
      VotesOf({Form::kA, Form::kA, Form::kA, Form::kB}).Decide(Form::kC, InputKind::kPlainText);
  EXPECT_EQ(d.target, Form::kC);
  EXPECT_TRUE(d.configured());
  EXPECT_TRUE(d.decisive);
  EXPECT_EQ(d.safety(), FixSafety::kSafe);
  EXPECT_EQ(d.votes, 0u);
  EXPECT_EQ(d.total, 4u);
  const StyleDecision<Form> tie =
      VotesOf({Form::kA, Form::kB}).Decide(Form::kB, InputKind::kAuthoredMarkdown);
  EXPECT_EQ(tie.target, Form::kB);
  EXPECT_EQ(tie.votes, 1u);
}

TEST(StyleVoteTest, SharedBallotCountsOnce) {
  // An instance that reads as two forms votes for each, but is one instance.
  StyleVote<Form> vote;
  const std::array<Form, 2> both = {Form::kA, Form::kB};
  vote.AddAll(both);
  vote.AddAll(both);
  vote.Add(Form::kA);
  EXPECT_EQ(vote.total(), 3u);
  EXPECT_EQ(vote.VotesFor(Form::kA), 3u);
  EXPECT_EQ(vote.VotesFor(Form::kB), 2u);
  const StyleDecision<Form> d = vote.Decide(std::nullopt, InputKind::kConverterMarkdown);
  EXPECT_EQ(d.target, Form::kA);
  EXPECT_TRUE(d.decisive);  // all three instances read as A
}

TEST(StyleVoteTest, TalliesInFirstVoteOrder) {
  const StyleVote<std::string_view> vote = [] {
    StyleVote<std::string_view> v;
    for (std::string_view s : {"et al", "et al.", "et al.", "et al"}) {
      v.Add(s);
    }
    return v;
  }();
  ASSERT_EQ(vote.tallies().size(), 2u);
  EXPECT_EQ(vote.tallies()[0].form, "et al");
  EXPECT_EQ(vote.tallies()[1].form, "et al.");
}

TEST(StyleVoteTest, DescribeDecisionSaysTheVote) {
  const StyleDecision<Form> decisive = VotesOf({Form::kA, Form::kA, Form::kA, Form::kB})
                                           .Decide(std::nullopt, InputKind::kConverterMarkdown);
  EXPECT_EQ(DescribeDecision(decisive, "author-conjunction", "author lists", "use `and`"),
            "3 of 4 author lists use `and`");
  const StyleDecision<Form> narrow = VotesOf({Form::kA, Form::kA, Form::kB, Form::kB, Form::kA})
                                         .Decide(std::nullopt, InputKind::kConverterMarkdown);
  EXPECT_EQ(DescribeDecision(narrow, "author-conjunction", "author lists", "use `and`"),
            "3 of 5 author lists use `and`; not a decisive majority (at least 3 and 2/3 of "
            "them), so the fix is a suggestion: set `[style] author-conjunction` to make it safe");
  const StyleDecision<Form> configured =
      VotesOf({Form::kB}).Decide(Form::kA, InputKind::kConverterMarkdown);
  EXPECT_EQ(DescribeDecision(configured, "author-conjunction", "author lists", "use `and`"),
            "target from `[style] author-conjunction`");
}

// The tallies are held in place up to a few forms and spill beyond: over random ballots of up
// to nine forms, single and shared, the tallies, counts and decision match a plain count.
TEST(StyleVoteTest, TalliesMatchAPlainCountPastTheInlineForms) {
  std::mt19937 rng(11);
  const std::array<std::string_view, 9> names = {"a", "b", "c", "d", "e", "f", "g", "h", "i"};
  for (int round = 0; round < 2000; ++round) {
    const size_t form_count = 1 + rng() % names.size();
    StyleVote<std::string_view> vote;
    std::vector<std::pair<std::string_view, uint32_t>> reference;  // in first-vote order
    uint32_t ballots = 0;
    const auto count = [&](std::string_view form) {
      auto it = std::find_if(reference.begin(), reference.end(),
                             [&](const auto& tally) { return tally.first == form; });
      if (it == reference.end()) {
        reference.emplace_back(form, 1);
      } else {
        ++it->second;
      }
    };
    const int ballot_count = static_cast<int>(rng() % 30);
    for (int b = 0; b < ballot_count; ++b) {
      if (rng() % 5 == 0) {
        // A shared ballot of two distinct forms.
        const std::string_view first = names[rng() % form_count];
        std::string_view second = names[rng() % form_count];
        if (second == first) {
          second = names[(static_cast<size_t>(first[0] - 'a') + 1) % names.size()];
        }
        const std::array<std::string_view, 2> both = {first, second};
        vote.AddAll(both);
        count(first);
        count(second);
      } else {
        const std::string_view form = names[rng() % form_count];
        vote.Add(form);
        count(form);
      }
      ++ballots;
    }
    ASSERT_EQ(vote.tallies().size(), reference.size());
    for (size_t t = 0; t < reference.size(); ++t) {
      EXPECT_EQ(vote.tallies()[t].form, reference[t].first);
      EXPECT_EQ(vote.tallies()[t].votes, reference[t].second);
      EXPECT_EQ(vote.VotesFor(reference[t].first), reference[t].second);
    }
    EXPECT_EQ(vote.total(), ballots);
    // The majority, none on a tie.
    std::optional<std::string_view> majority;
    uint32_t most = 0;
    bool tie = false;
    for (const auto& [form, votes] : reference) {
      if (votes > most) {
        most = votes;
        majority = form;
        tie = false;
      } else if (votes == most) {
        tie = true;
      }
    }
    const StyleDecision<std::string_view> d =
        vote.Decide(std::nullopt, InputKind::kAuthoredMarkdown);
    EXPECT_EQ(d.target, tie ? std::nullopt : majority);
    // A copy holds the same tallies (in place or spilled).
    const StyleVote<std::string_view> copy = vote;
    EXPECT_EQ(copy.tallies().size(), vote.tallies().size());
    EXPECT_EQ(copy.total(), vote.total());
  }
}

}  // namespace
}  // namespace cvtidy
