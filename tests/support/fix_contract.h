// The fix contract (docs/fix-contract.md) as a checker, so every fixture and any generated
// corpus can be run through it:
//
//   for (const ContractBreach& b : CheckFixContract(source, rules, ctx)) ...
//
// What it checks, on the lines each fix touches, in the text the fix was made for:
// - a safe fix keeps every number and year: a two-digit year written with four digits (or the
//   other way round) is the same year, a month number written as the month's name is the
//   same month, and one of two adjacent equal numbers (`2019 2019`) may go;
// - a safe fix keeps every capitalised word (people's names, the owner, title words), compared
//   without case, so only its form may change: a word a converter split and the fix rejoins,
//   or an OCR misreading it corrects (one letter confusion of the vocabulary: `cl` for `d`,
//   or one edit of the OCR confusion model: `ii` for `ü`), or two words OCR glued and the fix
//   splits (`Posterand`), is kept; the words of a venue's name are its form; HTML tags are markup,
//   not words;
// - no fix, safe or unsafe, makes a line (the whole entry, when the model gives one: a long
//   name written again below the wrapped line that holds it) repeat a run of 4 or more words
//   it did not repeat.
#ifndef CVTIDY_TESTS_SUPPORT_FIX_CONTRACT_H_
#define CVTIDY_TESTS_SUPPORT_FIX_CONTRACT_H_

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "src/engine/diagnostic.h"
#include "src/engine/rule.h"
#include "src/engine/rule_set.h"
#include "src/source/source.h"

namespace cvtidy::contract {

// The shortest run of words whose new repetition on a line breaks the contract.
inline constexpr int kRepeatedRunWords = 4;

// One fix that breaks the contract.
struct ContractBreach {
  std::string_view rule_id;
  FixSafety safety = FixSafety::kSafe;
  int pass = 0;        // 1-based fixer pass the fix was offered in
  std::string what;    // "removes the number `2019`"
  std::string before;  // the lines the fix touches, before and after it
  std::string after;
};

// Returns how `fix`, made for `text`, breaks the contract (one sentence each); empty when it
// keeps it. The number and name checks apply to safe fixes only.
// What the model says is form, not fact, in the text a fix was made for.
struct FormRanges {
  // The venue names (VenueMention::range without its year): their words and ordinals are the
  // venue's form, which the venue rules write from the table.
  std::vector<ByteRange> venue_names;
  // The dates (DateSpan::range): their words (`Sep`, `Present`) are form; their numbers count.
  std::vector<ByteRange> dates;
  // The entries (Entry::range): a fix's whole entry, wrapped lines joined, is what may not
  // repeat a run of words it did not repeat before.
  std::vector<ByteRange> entries;
};

// The form ranges of `source`, as the engine parses it under `ctx`.
FormRanges FormRangesOf(const Source& source, const RuleContext& ctx);

std::vector<std::string> FixBreaches(std::string_view text, const Fix& fix,
                                     const FormRanges& form = {});

// Fixes `source` pass by pass as `cvtidy fix` does (unsafe fixes too when `unsafe`), at most
// `max_passes`, and checks every applicable fix offered in every pass, applied or not.
std::vector<ContractBreach> CheckFixContract(const Source& source, const RuleSet& rules,
                                             const RuleContext& ctx, bool unsafe = false,
                                             int max_passes = 10);

// Renders a breach for a test failure: rule, pass, what, and the lines before and after.
std::string Describe(const ContractBreach& breach);

}  // namespace cvtidy::contract

#endif  // CVTIDY_TESTS_SUPPORT_FIX_CONTRACT_H_
