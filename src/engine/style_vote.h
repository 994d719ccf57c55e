// The one place that decides a CV's house style for the consistency rules: the configured
// `[style]` value when there is one, else the CV's own majority.
//
//   StyleVote<AuthorConjunction> vote;
//   for (...) vote.Add(list.conjunction);
//   const StyleDecision<AuthorConjunction> d = vote.Decide(style.author_conjunction,
//                                                          doc.input_kind());
//   if (d.target && written != *d.target) {
//     ... Fix{title, d.safety(), edits}, DescribeDecision(d, "author-conjunction",
//                                                         "author lists", "use `and`") ...
//   }
//
// Policy, stated once:
// - A configured value is authoritative: it is the target, and its fixes are safe.
// - Otherwise the form with most votes is the target. A tie for first place infers nothing
//   (no target, so no diagnostic): neither side is the CV's style, and either could be the
//   one to change.
// - A majority's fix is safe only when the vote is decisive (DecisiveVoteFor): enough
//   instances, and a clear enough share of them. A narrower majority still reports, but its
//   fix is a suggestion (unsafe, applied only with --unsafe-fixes): the author may have meant
//   the minority form, and a safe fix must never guess.
#ifndef CVTIDY_SRC_ENGINE_STYLE_VOTE_H_
#define CVTIDY_SRC_ENGINE_STYLE_VOTE_H_

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/container/inlined_vector.h"

#include "src/engine/diagnostic.h"
#include "src/model/document.h"

namespace cvtidy {

// When a majority is decisive: at least `min_votes` instances, and the winner holds at least
// `numerator / denominator` of them; never when `!majority_decides`.
struct VoteThreshold {
  uint32_t min_votes;
  uint32_t numerator;
  uint32_t denominator;
  bool majority_decides = true;
};

// Markdown: three instances, two thirds of them. Two against one is the smallest vote where
// the minority is a clear exception.
inline constexpr VoteThreshold kDecisiveVote{3, 2, 3};
// Plain text (OCR): no majority is decisive. The text is a reading of a printed CV, and `fix`
// restores it: the author's own mix of styles is part of what it restores (only the reading's
// damage is not), and a vote read from damaged text (a lost period, a misread dash) cannot
// tell the author's choice from the damage. A majority there only suggests; a configured
// `[style]` still applies. (Markdown from a converter cannot be told reliably from Markdown an
// author wrote by hand, so it keeps the Markdown threshold.)
inline constexpr VoteThreshold kPlainTextVote{3, 2, 3, false};

// The threshold that applies to a document of `kind`.
inline constexpr VoteThreshold DecisiveVoteFor(InputKind kind) {
  return kind == InputKind::kPlainText ? kPlainTextVote : kDecisiveVote;
}

// True when `votes` of `total` meet `threshold`.
inline constexpr bool IsDecisive(uint32_t votes, uint32_t total, VoteThreshold threshold) {
  return threshold.majority_decides && total >= threshold.min_votes &&
         uint64_t{votes} * threshold.denominator >= uint64_t{total} * threshold.numerator;
}

// Why a majority that is not decisive only suggests: "not a decisive majority (at least 3 and
// 2/3 of them)", or, in plain text, "in plain text a majority only suggests".
std::string DescribeThreshold(const VoteThreshold& threshold);

enum class StyleOrigin : uint8_t {
  kNone,        // nothing configured, and no majority (no votes, or a tie)
  kConfigured,  // the `[style]` value
  kMajority,    // the form most instances use
};

// How a style was decided, without the form itself (for notes and safety).
struct StyleVerdict {
  StyleOrigin origin = StyleOrigin::kNone;
  uint32_t votes = 0;     // instances written in the target form
  uint32_t total = 0;     // instances that voted
  bool decisive = false;  // configured, or a majority meeting the threshold
  VoteThreshold threshold = kDecisiveVote;

  bool configured() const { return origin == StyleOrigin::kConfigured; }
  // Safe when configured or decisive; otherwise the fix is a suggestion.
  FixSafety safety() const { return decisive ? FixSafety::kSafe : FixSafety::kUnsafe; }
};

template <typename Form>
struct StyleDecision : StyleVerdict {
  std::optional<Form> target;  // none: no style to hold the CV to
};

// "3 of 4 author lists use `and`" for a majority (`counted` the instances, `form_phrase` what
// the target's instances do), followed, when the majority is not decisive, by why its fix is
// only a suggestion (and, when `key` is not empty, which `[style]` key would make it safe);
// "target from `[style] <key>`" for a configured value.
std::string DescribeDecision(const StyleVerdict& verdict, std::string_view key,
                             std::string_view counted, std::string_view form_phrase);

// Appends one form's votes to a list of them, "3 short, 1 long": `votes form`, after a comma
// when the list has an entry already.
void AppendVoteCount(std::string& list, uint32_t votes, std::string_view form);

// The votes of one document for the forms of one style. A CV uses a handful of forms, so a
// linear scan beats hashing. Forms need only `==`.
template <typename Form>
class StyleVote {
 public:
  struct Tally {
    Form form;
    uint32_t votes = 0;
  };

  // One instance written in `form`.
  void Add(const Form& form) {
    ++ballots_;
    Count(form);
  }

  // One instance that reads as each of `forms` at once (`NeurIPS 2022` is both a short and a
  // publisher-short venue): each form gets its vote, the instance counts once in the total.
  void AddAll(std::span<const Form> forms) {
    if (forms.empty()) {
      return;
    }
    ++ballots_;
    for (const Form& form : forms) {
      Count(form);
    }
  }

  uint32_t VotesFor(const Form& form) const {
    for (const Tally& tally : tallies_) {
      if (tally.form == form) {
        return tally.votes;
      }
    }
    return 0;
  }
  // Instances that voted.
  uint32_t total() const { return ballots_; }
  // The forms in the order of their first vote.
  std::span<const Tally> tallies() const { return {tallies_.data(), tallies_.size()}; }

  // The configured form when there is one (authoritative), else the majority (none on a
  // tie), decisive per DecisiveVoteFor(kind).
  StyleDecision<Form> Decide(const std::optional<Form>& configured, InputKind kind) const {
    StyleDecision<Form> d;
    d.threshold = DecisiveVoteFor(kind);
    d.total = ballots_;
    if (configured) {
      d.origin = StyleOrigin::kConfigured;
      d.target = configured;
      d.votes = VotesFor(*configured);
      d.decisive = true;
      return d;
    }
    const Tally* best = nullptr;
    bool tie = false;
    for (const Tally& tally : tallies_) {
      if (best == nullptr || tally.votes > best->votes) {
        best = &tally;
        tie = false;
      } else if (tally.votes == best->votes) {
        tie = true;
      }
    }
    if (best == nullptr || tie) {
      return d;
    }
    d.origin = StyleOrigin::kMajority;
    d.target = best->form;
    d.votes = best->votes;
    d.decisive = IsDecisive(d.votes, d.total, d.threshold);
    return d;
  }

 private:
  void Count(const Form& form) {
    for (Tally& tally : tallies_) {
      if (tally.form == form) {
        ++tally.votes;
        return;
      }
    }
    tallies_.push_back({form, 1});
  }

  // A vote sees a handful of forms (a date's month styles, a list's separators): held in
  // place, a vote allocates nothing, where a vector allocated at each of its first doublings.
  absl::InlinedVector<Tally, 4> tallies_;
  uint32_t ballots_ = 0;
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_ENGINE_STYLE_VOTE_H_
