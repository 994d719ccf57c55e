#include "normalizers/venue_form.h"

#include <optional>
#include <random>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"

#include "src/source/source.h"

namespace cvtidy {
namespace {

// VenueRecord views its lists: these outlive the records below.
constexpr std::string_view kUsenix[] = {"USENIX"};
constexpr std::string_view kAcm[] = {"ACM"};
constexpr std::string_view kIeeeAcm[] = {"IEEE", "ACM"};
constexpr FormerName kNips[] = {{"NIPS", "", 2017}};
constexpr FormerName kSysMl[] = {{"SysML", "Conference on Systems and Machine Learning", 2019}};

VenueRecord Osdi() {
  VenueRecord r;
  r.id = "OSDI";
  r.long_name = "Symposium on Operating Systems Design and Implementation";
  r.publishers = kUsenix;
  return r;
}

VenueRecord NeurIps() {
  VenueRecord r;
  r.id = "NeurIPS";
  r.long_name = "Conference on Neural Information Processing Systems";
  r.former = kNips;
  return r;
}

VenueRecord MlSys() {
  VenueRecord r;
  r.id = "MLSys";
  r.long_name = "Conference on Machine Learning and Systems";
  r.former = kSysMl;
  return r;
}

ByteRange Find(std::string_view text, std::string_view part, size_t from = 0) {
  if (part.empty()) {
    return {};
  }
  const size_t at = text.find(part, from);
  EXPECT_NE(at, std::string_view::npos) << part;
  return {static_cast<uint32_t>(at), static_cast<uint32_t>(at + part.size())};
}

// The parts of a mention as the extractor reports them, each found in `text` (empty: none).
struct Parts {
  std::string_view whole{};
  std::string_view name{};
  std::string_view acronym{};
  std::string_view publisher{};
  std::string_view ordinal{};
  std::string_view year_text{};  // searched after the name
  int year = 0;
  VenueForm form = VenueForm::kAcronym;
  VenueYearForm year_form = VenueYearForm::kNone;
};

VenueMention Mention(std::string_view text, const Parts& p) {
  VenueMention m;
  m.range = Find(text, p.whole);
  m.name_range = Find(text, p.name, m.range.begin);
  m.acronym_range = Find(text, p.acronym, m.range.begin);
  m.publisher_range = Find(text, p.publisher, m.range.begin);
  m.ordinal_range = Find(text, p.ordinal, m.range.begin);
  m.year_range = Find(text, p.year_text, m.name_range.end);
  m.year = static_cast<int16_t>(p.year);
  m.form = p.form;
  m.year_form = p.year_form;
  return m;
}

std::string Apply(std::string_view text, const std::vector<TextEdit>& edits) {
  std::string out(text);
  // Back to front, so earlier offsets stay valid. (Reverse iterators, not std::views::reverse:
  // clang 14 cannot compile libstdc++ 12's ranges.)
  for (auto edit = edits.rbegin(); edit != edits.rend(); ++edit) {
    out.replace(edit->range.begin, edit->range.size(), edit->replacement);
  }
  return out;
}

TEST(VenueStyleNameTest, RoundTripsTheConfigValues) {
  for (const VenueStyle style :
       {VenueStyle::kShort, VenueStyle::kPublisherShort, VenueStyle::kLong}) {
    EXPECT_EQ(ParseVenueStyleName(VenueStyleName(style)), style);
  }
  EXPECT_EQ(VenueStyleName(VenueStyle::kPublisherShort), "publisher-short");
  EXPECT_EQ(ParseVenueStyleName("full"), std::nullopt);
  EXPECT_EQ(ParseVenueStyleName("Short"), std::nullopt);
}

TEST(FormatVenueYearTest, EveryForm) {
  EXPECT_EQ(FormatVenueYear(2024, VenueYearForm::kFourDigit), " 2024");
  EXPECT_EQ(FormatVenueYear(2024, VenueYearForm::kApostrophe), " '24");
  EXPECT_EQ(FormatVenueYear(2024, VenueYearForm::kGluedApostrophe), "'24");
  EXPECT_EQ(FormatVenueYear(2024, VenueYearForm::kHyphen), "-24");
  EXPECT_EQ(FormatVenueYear(2024, VenueYearForm::kTwoDigit), " 24");
  EXPECT_EQ(FormatVenueYear(2024, VenueYearForm::kGluedFourDigit), "2024");
  EXPECT_EQ(FormatVenueYear(2024, VenueYearForm::kNone), "");
  EXPECT_EQ(FormatVenueYear(0, VenueYearForm::kFourDigit), "");
  // Two-digit forms keep the leading zero.
  EXPECT_EQ(FormatVenueYear(2005, VenueYearForm::kApostrophe), " '05");
  EXPECT_EQ(FormatVenueYearDigits(2005, VenueYearForm::kGluedApostrophe), "'05");
  EXPECT_EQ(FormatVenueYearDigits(2023, VenueYearForm::kGluedFourDigit), "2023");
  EXPECT_EQ(FormatVenueYearDigits(2023, VenueYearForm::kHyphen), "23");
}

TEST(FormatVenueTest, ThreeForms) {
  const VenueRecord osdi = Osdi();
  const VenueNames names = CurrentNames(osdi);
  EXPECT_EQ(FormatVenue(names, VenueStyle::kShort, 2022, VenueYearForm::kFourDigit), "OSDI 2022");
  EXPECT_EQ(FormatVenue(names, VenueStyle::kPublisherShort, 2022, VenueYearForm::kFourDigit),
            "USENIX OSDI 2022");
  EXPECT_EQ(FormatVenue(names, VenueStyle::kLong, 2022, VenueYearForm::kFourDigit),
            "USENIX Symposium on Operating Systems Design and Implementation (OSDI 2022)");
  EXPECT_EQ(FormatVenue(names, VenueStyle::kLong, 0, VenueYearForm::kFourDigit),
            "USENIX Symposium on Operating Systems Design and Implementation (OSDI)");
  EXPECT_EQ(FormatVenue(names, VenueStyle::kShort, 2024, VenueYearForm::kApostrophe), "OSDI '24");
  EXPECT_EQ(FormatVenue(names, VenueStyle::kShort, 0, VenueYearForm::kNone), "OSDI");
}

TEST(FormatVenueTest, VenueWithoutPublisherOrLongName) {
  const VenueRecord neurips = NeurIps();
  EXPECT_EQ(FormatVenue(CurrentNames(neurips), VenueStyle::kPublisherShort, 2022,
                        VenueYearForm::kFourDigit),
            "NeurIPS 2022");
  VenueRecord bare;
  bare.id = "HotStorage";
  bare.publishers = kUsenix;
  // No long name: long falls back to publisher-short.
  EXPECT_EQ(FormatVenue(CurrentNames(bare), VenueStyle::kLong, 2024, VenueYearForm::kFourDigit),
            "USENIX HotStorage 2024");
}

TEST(FormatVenueTest, JointPublishersAndLongNamesThatCarryThePublisher) {
  VenueRecord ton;
  ton.id = "ToN";
  ton.long_name = "Transactions on Networking";
  ton.publishers = kIeeeAcm;
  EXPECT_EQ(FormatVenue(CurrentNames(ton), VenueStyle::kLong, 2024, VenueYearForm::kFourDigit),
            "IEEE/ACM Transactions on Networking (ToN 2024)");
  VenueRecord atc;
  atc.id = "ATC";
  atc.long_name = "USENIX Annual Technical Conference";
  atc.publishers = kUsenix;
  EXPECT_EQ(FormatVenue(CurrentNames(atc), VenueStyle::kLong, 2023, VenueYearForm::kFourDigit),
            "USENIX Annual Technical Conference (ATC 2023)");
  VenueRecord sigcomm;
  sigcomm.id = "SIGCOMM";
  sigcomm.long_name = "Conference of the ACM Special Interest Group on Data Communication";
  sigcomm.publishers = kAcm;
  EXPECT_EQ(FormatVenue(CurrentNames(sigcomm), VenueStyle::kLong, 2023, VenueYearForm::kFourDigit),
            "Conference of the ACM Special Interest Group on Data Communication (SIGCOMM 2023)");
  // An id that carries its publisher is not prefixed again.
  VenueRecord usenix_atc;
  usenix_atc.id = "USENIX ATC";
  usenix_atc.long_name = "Annual Technical Conference";
  usenix_atc.publishers = kUsenix;
  EXPECT_EQ(FormatVenue(CurrentNames(usenix_atc), VenueStyle::kPublisherShort, 2023,
                        VenueYearForm::kApostrophe),
            "USENIX ATC '23");
  EXPECT_EQ(
      FormatVenue(CurrentNames(usenix_atc), VenueStyle::kLong, 2023, VenueYearForm::kApostrophe),
      "USENIX Annual Technical Conference (USENIX ATC '23)");
}

// SameVenueForms as its contract states it: the three forms formatted and compared.
uint16_t FormattedSameForms(const VenueNames& names) {
  uint16_t bits = 0;
  for (size_t a = 0; a < 3; ++a) {
    for (size_t b = 0; b < 3; ++b) {
      if (FormatVenue(names, static_cast<VenueStyle>(a), 0, VenueYearForm::kNone) ==
          FormatVenue(names, static_cast<VenueStyle>(b), 0, VenueYearForm::kNone)) {
        bits |= static_cast<uint16_t>(1u << (3 * a + b));
      }
    }
  }
  return bits;
}

TEST(SameVenueFormsTest, AgreesWithFormattingTheForms) {
  // Pieces that meet at the edges of the rules: acronyms holding a publisher as a word or as
  // part of one, long names that are the acronym up to case and blanks, that hold a publisher,
  // or end in `(`; publishers that are empty, joint, or end in `(` themselves.
  constexpr std::string_view kAcronyms[] = {
      "OSDI", "USENIX ATC", "ACMSIG", "ACM", "ab", "X (", "Q/Z (", "  )", ")", "", " ", "IEEE-ACM"};
  constexpr std::string_view kLongNames[] = {"",
                                             "Symposium on Operating Systems",
                                             "osdi",
                                             " OSDI ",
                                             "O S D I",
                                             "USENIX Annual Technical Conference",
                                             "Conference of the ACM Group",
                                             "Q/Z",
                                             "X",
                                             "ab (",
                                             "ACM",
                                             "IEEE-ACM"};
  static const std::vector<std::vector<std::string_view>> kPublishers = {
      {},          {"USENIX"}, {"ACM"},      {"IEEE", "ACM"}, {""},  {"", ""},
      {"", "ACM"}, {"X ("},    {"Q", "Z ("}, {"IEEE"},        {"ab"}};
  std::mt19937 rng(1130);
  const auto pick = [&](size_t n) { return std::uniform_int_distribution<size_t>(0, n - 1)(rng); };
  for (const std::string_view acronym : kAcronyms) {
    for (const std::string_view long_name : kLongNames) {
      for (const std::vector<std::string_view>& publishers : kPublishers) {
        const VenueNames names{acronym, long_name, publishers};
        EXPECT_EQ(SameVenueForms(names), FormattedSameForms(names))
            << "`" << acronym << "` `" << long_name << "` " << publishers.size();
      }
    }
  }
  // Random names of random pieces, publishers among them.
  constexpr std::string_view kWords[] = {"ACM", "IEEE", "USENIX", "ab", "Conf", "(", ")",   " ",
                                         "on",  "X",    "/",      "-",  "Z",    "q", "ACM)"};
  const auto random_text = [&](size_t max_words) {
    std::string text;
    for (size_t n = pick(max_words + 1); n > 0; --n) {
      if (!text.empty() && pick(2) == 0) {
        text += ' ';
      }
      text += kWords[pick(std::size(kWords))];
    }
    return text;
  };
  for (int round = 0; round < 20000; ++round) {
    const std::string acronym = random_text(3);
    const std::string long_name = random_text(5);
    std::vector<std::string> owned;
    for (size_t n = pick(3); n > 0; --n) {
      owned.push_back(random_text(2));
    }
    const std::vector<std::string_view> publishers(owned.begin(), owned.end());
    const VenueNames names{acronym, long_name, publishers};
    EXPECT_EQ(SameVenueForms(names), FormattedSameForms(names))
        << "`" << acronym << "` `" << long_name << "` " << publishers.size();
  }
}

TEST(IsSelfContainedTest, MarkersAndBracketsMustPair) {
  EXPECT_TRUE(IsSelfContained("OSDI 2024"));
  EXPECT_TRUE(IsSelfContained("ACM European Conference on Computer Systems (**EuroSys**)"));
  EXPECT_FALSE(IsSelfContained("Computer Systems (**EuroSys"));
  EXPECT_FALSE(IsSelfContained("**EuroSys 2023"));
  EXPECT_TRUE(IsSelfContained("***EuroSys*** 2023"));
  EXPECT_FALSE(IsSelfContained("EuroSys**)"));
  EXPECT_FALSE(IsSelfContained("(OSDI 2022"));
  EXPECT_FALSE(IsSelfContained("OSDI 2022)"));
  EXPECT_FALSE(IsSelfContained(")("));
}

TEST(RewriteVenueTest, LongWithOrdinalToShort) {
  const std::string text =
      "Orca. 16th USENIX Symposium on Operating Systems Design and Implementation (OSDI 2022), "
      "July 2022.";
  const Source source = Source::FromBytes("t.md", text);
  const VenueMention m = Mention(
      text, {.whole = "16th USENIX Symposium on Operating Systems Design and Implementation (OSDI "
                      "2022)",
             .name = "Symposium on Operating Systems Design and Implementation",
             .acronym = "OSDI",
             .publisher = "USENIX",
             .ordinal = "16th",
             .year_text = "2022",
             .year = 2022,
             .form = VenueForm::kLongWithAcronym,
             .year_form = VenueYearForm::kFourDigit});
  const std::optional<TextEdit> edit =
      RewriteVenue(m, Osdi(), VenueStyle::kShort, VenueYearForm::kFourDigit, source);
  ASSERT_TRUE(edit.has_value());
  EXPECT_EQ(Apply(text, {*edit}), "Orca. OSDI 2022, July 2022.");
}

TEST(RewriteVenueTest, ShortToLongInTheCvsYearForm) {
  const std::string text = "- Artifact Evaluation Committee, USENIX OSDI'23\n";
  const Source source = Source::FromBytes("t.md", text);
  const VenueMention m = Mention(text, {.whole = "USENIX OSDI'23",
                                        .name = "OSDI",
                                        .acronym = "OSDI",
                                        .publisher = "USENIX",
                                        .year_text = "'23",
                                        .year = 2023,
                                        .form = VenueForm::kPublisherAcronym,
                                        .year_form = VenueYearForm::kGluedApostrophe});
  std::optional<TextEdit> edit =
      RewriteVenue(m, Osdi(), VenueStyle::kLong, VenueYearForm::kFourDigit, source);
  ASSERT_TRUE(edit.has_value());
  EXPECT_EQ(Apply(text, {*edit}),
            "- Artifact Evaluation Committee, USENIX Symposium on Operating Systems Design and "
            "Implementation (OSDI 2023)\n");
  // kNone keeps the mention's own year form.
  edit = RewriteVenue(m, Osdi(), VenueStyle::kShort, VenueYearForm::kNone, source);
  ASSERT_TRUE(edit.has_value());
  EXPECT_EQ(edit->replacement, "OSDI'23");
}

TEST(RewriteVenueTest, YearOutsideTheMentionStaysWhereItIs) {
  const std::string text =
      "USENIX Symposium on Operating Systems Design and Implementation (OSDI), "
      "2023.";
  const Source source = Source::FromBytes("t.md", text);
  VenueMention m = Mention(
      text, {.whole = "USENIX Symposium on Operating Systems Design and Implementation (OSDI)",
             .name = "Symposium on Operating Systems Design and Implementation",
             .acronym = "OSDI",
             .publisher = "USENIX",
             .form = VenueForm::kLongWithAcronym});
  m.year_range = Find(text, "2023");
  m.year = 2023;
  m.year_form = VenueYearForm::kFourDigit;
  const std::optional<TextEdit> edit =
      RewriteVenue(m, Osdi(), VenueStyle::kPublisherShort, VenueYearForm::kFourDigit, source);
  ASSERT_TRUE(edit.has_value());
  EXPECT_EQ(Apply(text, {*edit}), "USENIX OSDI, 2023.");
}

TEST(RewriteVenueTest, NothingToDoOrUnsafeToDo) {
  const std::string text = "OSDI 2024 and Systems **(OSDI 2022)**";
  const Source source = Source::FromBytes("t.md", text);
  const VenueMention same = Mention(text, {.whole = "OSDI 2024",
                                           .name = "OSDI",
                                           .acronym = "OSDI",
                                           .year_text = "2024",
                                           .year = 2024,
                                           .year_form = VenueYearForm::kFourDigit});
  EXPECT_EQ(RewriteVenue(same, Osdi(), VenueStyle::kShort, VenueYearForm::kFourDigit, source),
            std::nullopt);
  const VenueMention cut = Mention(text, {.whole = "**(OSDI 2022)",
                                          .name = "OSDI",
                                          .acronym = "OSDI",
                                          .year_text = "2022",
                                          .year = 2022,
                                          .year_form = VenueYearForm::kFourDigit});
  EXPECT_EQ(
      RewriteVenue(cut, Osdi(), VenueStyle::kPublisherShort, VenueYearForm::kFourDigit, source),
      std::nullopt);
}

// A short mention in parentheses of its own glosses a long name the extractor did not read
// (one OCR broke with hyphens, or the author's own): written long, it would nest parentheses
// and say the name twice. A form without parentheses may still replace it.
TEST(RewriteVenueTest, AParenthesizedShortMentionIsNotWrittenLong) {
  const std::string text =
      "Symposium on Operating Sys-\ntems Design and Implementation (OSDI), 2023. Also (OSDI 2024)";
  const Source source = Source::FromBytes("t.txt", text);
  const VenueMention glossing = Mention(text, {.whole = "OSDI", .name = "OSDI", .acronym = "OSDI"});
  EXPECT_TRUE(WrappedInParentheses(glossing.range, source));
  EXPECT_EQ(RewriteVenue(glossing, Osdi(), VenueStyle::kLong, VenueYearForm::kFourDigit, source),
            std::nullopt);
  const std::optional<TextEdit> publisher_short = RewriteVenue(
      glossing, Osdi(), VenueStyle::kPublisherShort, VenueYearForm::kFourDigit, source);
  ASSERT_TRUE(publisher_short.has_value());
  EXPECT_EQ(publisher_short->replacement, "USENIX OSDI");
  const VenueMention dated = Mention(text, {.whole = "OSDI 2024",
                                            .name = "OSDI",
                                            .acronym = "OSDI",
                                            .year_text = "2024",
                                            .year = 2024,
                                            .year_form = VenueYearForm::kFourDigit});
  EXPECT_TRUE(WrappedInParentheses(dated.range, source));
  EXPECT_EQ(RewriteVenue(dated, Osdi(), VenueStyle::kLong, VenueYearForm::kFourDigit, source),
            std::nullopt);
  // Not wrapped: the text before or after is no parenthesis of its own.
  const std::string open_text = "Orca (OSDI 2024, best paper)";
  const Source open_source = Source::FromBytes("t.txt", open_text);
  const VenueMention opened = Mention(open_text, {.whole = "OSDI 2024",
                                                  .name = "OSDI",
                                                  .acronym = "OSDI",
                                                  .year_text = "2024",
                                                  .year = 2024,
                                                  .year_form = VenueYearForm::kFourDigit});
  EXPECT_FALSE(WrappedInParentheses(opened.range, open_source));
  EXPECT_FALSE(WrappedInParentheses(ByteRange{0, 4}, open_source));
}

TEST(RewriteVenueTest, AFormerNameKeepsItsName) {
  const std::string text = "Tiny Transformers. NIPS 2017.";
  const Source source = Source::FromBytes("t.md", text);
  const VenueMention m = Mention(text, {.whole = "NIPS 2017",
                                        .name = "NIPS",
                                        .acronym = "NIPS",
                                        .year_text = "2017",
                                        .year = 2017,
                                        .form = VenueForm::kFormerName,
                                        .year_form = VenueYearForm::kFourDigit});
  const std::optional<TextEdit> edit =
      RewriteVenue(m, NeurIps(), VenueStyle::kLong, VenueYearForm::kFourDigit, source);
  ASSERT_TRUE(edit.has_value());
  EXPECT_EQ(edit->replacement, "Conference on Neural Information Processing Systems (NIPS 2017)");
  size_t former = 0;
  EXPECT_EQ(NamesOfMention(m, NeurIps(), source, &former).acronym, "NIPS");
  EXPECT_EQ(former, 0U);
}

TEST(RewriteVenueYearTest, RewritesTheYearAndItsSeparatorOnly) {
  const std::string text = "OSDI'24, ATC-24, EuroSys 2023, ICML2022";
  const Source source = Source::FromBytes("t.md", text);
  const VenueMention glued = Mention(text, {.whole = "OSDI'24",
                                            .name = "OSDI",
                                            .acronym = "OSDI",
                                            .year_text = "'24",
                                            .year = 2024,
                                            .year_form = VenueYearForm::kGluedApostrophe});
  std::optional<TextEdit> edit = RewriteVenueYear(glued, VenueYearForm::kFourDigit, source);
  ASSERT_TRUE(edit.has_value());
  EXPECT_EQ(Apply(text, {*edit}), "OSDI 2024, ATC-24, EuroSys 2023, ICML2022");

  const VenueMention hyphen = Mention(text, {.whole = "ATC-24",
                                             .name = "ATC",
                                             .acronym = "ATC",
                                             .year_text = "24",
                                             .year = 2024,
                                             .year_form = VenueYearForm::kHyphen});
  edit = RewriteVenueYear(hyphen, VenueYearForm::kApostrophe, source);
  ASSERT_TRUE(edit.has_value());
  EXPECT_EQ(Apply(text, {*edit}), "OSDI'24, ATC '24, EuroSys 2023, ICML2022");

  const VenueMention four = Mention(text, {.whole = "EuroSys 2023",
                                           .name = "EuroSys",
                                           .acronym = "EuroSys",
                                           .year_text = "2023",
                                           .year = 2023,
                                           .year_form = VenueYearForm::kFourDigit});
  edit = RewriteVenueYear(four, VenueYearForm::kGluedApostrophe, source);
  ASSERT_TRUE(edit.has_value());
  EXPECT_EQ(Apply(text, {*edit}), "OSDI'24, ATC-24, EuroSys'23, ICML2022");
  EXPECT_EQ(RewriteVenueYear(four, VenueYearForm::kFourDigit, source), std::nullopt);
  EXPECT_EQ(RewriteVenueYear(four, VenueYearForm::kNone, source), std::nullopt);

  const VenueMention glued_four = Mention(text, {.whole = "ICML2022",
                                                 .name = "ICML",
                                                 .acronym = "ICML",
                                                 .year_text = "2022",
                                                 .year = 2022,
                                                 .year_form = VenueYearForm::kGluedFourDigit});
  edit = RewriteVenueYear(glued_four, VenueYearForm::kFourDigit, source);
  ASSERT_TRUE(edit.has_value());
  EXPECT_EQ(Apply(text, {*edit}), "OSDI'24, ATC-24, EuroSys 2023, ICML 2022");
}

TEST(RewriteVenueYearTest, AYearAfterACommaKeepsItsSeparator) {
  const std::string text = "ACM EuroSys, 2023";
  const Source source = Source::FromBytes("t.md", text);
  const VenueMention m = Mention(text, {.whole = "ACM EuroSys, 2023",
                                        .name = "EuroSys",
                                        .acronym = "EuroSys",
                                        .publisher = "ACM",
                                        .year_text = "2023",
                                        .year = 2023,
                                        .form = VenueForm::kPublisherAcronym,
                                        .year_form = VenueYearForm::kFourDigit});
  const std::optional<TextEdit> edit = RewriteVenueYear(m, VenueYearForm::kApostrophe, source);
  ASSERT_TRUE(edit.has_value());
  EXPECT_EQ(Apply(text, {*edit}), "ACM EuroSys, '23");
}

TEST(RenameVenueTest, FormerAcronym) {
  const std::string text = "Sparse Attention. NIPS 2019.";
  const Source source = Source::FromBytes("t.md", text);
  const VenueMention m = Mention(text, {.whole = "NIPS 2019",
                                        .name = "NIPS",
                                        .acronym = "NIPS",
                                        .year_text = "2019",
                                        .year = 2019,
                                        .form = VenueForm::kFormerName,
                                        .year_form = VenueYearForm::kFourDigit});
  EXPECT_EQ(Apply(text, RenameVenue(m, NeurIps(), source)), "Sparse Attention. NeurIPS 2019.");
}

TEST(RenameVenueTest, FormerLongNameAndAcronym) {
  const std::string text = "Conference on Systems and Machine Learning (SysML 2020)";
  const Source source = Source::FromBytes("t.md", text);
  const VenueMention m = Mention(text, {.whole = text,
                                        .name = "Conference on Systems and Machine Learning",
                                        .acronym = "SysML",
                                        .year_text = "2020",
                                        .year = 2020,
                                        .form = VenueForm::kFormerName,
                                        .year_form = VenueYearForm::kFourDigit});
  const std::vector<TextEdit> edits = RenameVenue(m, MlSys(), source);
  ASSERT_EQ(edits.size(), 2U);
  EXPECT_LT(edits[0].range.begin, edits[1].range.begin);
  EXPECT_EQ(Apply(text, edits), "Conference on Machine Learning and Systems (MLSys 2020)");
}

TEST(RenameVenueTest, ALongNameThatDidNotChangeStays) {
  const std::string text = "Conference on Neural Information Processing Systems (NIPS 2018)";
  const Source source = Source::FromBytes("t.md", text);
  const VenueMention m =
      Mention(text, {.whole = text,
                     .name = "Conference on Neural Information Processing Systems",
                     .acronym = "NIPS",
                     .year_text = "2018",
                     .year = 2018,
                     .form = VenueForm::kFormerName,
                     .year_form = VenueYearForm::kFourDigit});
  EXPECT_EQ(Apply(text, RenameVenue(m, NeurIps(), source)),
            "Conference on Neural Information Processing Systems (NeurIPS 2018)");
  // A current name has nothing to rename.
  VenueMention current = m;
  current.form = VenueForm::kLongWithAcronym;
  const std::string now = "Conference on Neural Information Processing Systems (NeurIPS 2018)";
  const Source now_source = Source::FromBytes("t.md", now);
  current.acronym_range = Find(now, "NeurIPS");
  current.year_range = Find(now, "2018");
  current.range = {0, static_cast<uint32_t>(now.size())};
  EXPECT_TRUE(RenameVenue(current, NeurIps(), now_source).empty());
}

TEST(RewriteVenueTest, NoFixWhenTheMentionHoldsOtherText) {
  // A line break inside the mention.
  std::string text = "Symposium on Operating Systems Design and Implementation\n  (OSDI 2022).";
  Source source = Source::FromBytes("t.md", text);
  VenueMention m = Mention(
      text, {.whole = "Symposium on Operating Systems Design and Implementation\n  (OSDI 2022)",
             .name = "Symposium on Operating Systems Design and Implementation",
             .acronym = "OSDI",
             .year_text = "2022",
             .year = 2022,
             .form = VenueForm::kLongWithAcronym,
             .year_form = VenueYearForm::kFourDigit});
  EXPECT_FALSE(RewriteVenue(m, Osdi(), VenueStyle::kShort, VenueYearForm::kFourDigit, source));
  // A track between the name and its acronym.
  text = "Symposium on Operating Systems Design and Implementation -- Demo Track (OSDI 2022)";
  source = Source::FromBytes("t.md", text);
  m = Mention(text, {.whole = text,
                     .name = "Symposium on Operating Systems Design and Implementation",
                     .acronym = "OSDI",
                     .year_text = "2022",
                     .year = 2022,
                     .form = VenueForm::kLongWithAcronym,
                     .year_form = VenueYearForm::kFourDigit});
  EXPECT_FALSE(RewriteVenue(m, Osdi(), VenueStyle::kShort, VenueYearForm::kFourDigit, source));
  // A reference link: rewriting would drop it, and its year is the link's label too.
  text = "Symposium on Operating Systems Design and Implementation ([OSDI'22][])";
  source = Source::FromBytes("t.md", text);
  m = Mention(text, {.whole = text,
                     .name = "Symposium on Operating Systems Design and Implementation",
                     .acronym = "OSDI",
                     .year_text = "'22",
                     .year = 2022,
                     .form = VenueForm::kLongWithAcronym,
                     .year_form = VenueYearForm::kGluedApostrophe});
  EXPECT_FALSE(RewriteVenue(m, Osdi(), VenueStyle::kShort, VenueYearForm::kFourDigit, source));
  EXPECT_TRUE(InReferenceLinkText(m.year_range, source));
  EXPECT_FALSE(InReferenceLinkText(Find("[OSDI'22](https://example.org) x", "'22"),
                                   Source::FromBytes("t.md", "[OSDI'22](https://example.org) x")));
  // A long name of the author's own: rewriting it would drop their words.
  text = "Premier Conference on Operating Systems Design (OSDI 2022)";
  source = Source::FromBytes("t.md", text);
  m = Mention(text, {.whole = text,
                     .name = "Premier Conference on Operating Systems Design",
                     .acronym = "OSDI",
                     .year_text = "2022",
                     .year = 2022,
                     .form = VenueForm::kLongWithAcronym,
                     .year_form = VenueYearForm::kFourDigit});
  EXPECT_FALSE(RewriteVenue(m, Osdi(), VenueStyle::kShort, VenueYearForm::kFourDigit, source));
  // The table's name, written with `&` and a `Proceedings of the`: rewritten.
  text =
      "Proceedings of the USENIX Symposium on Operating Systems Design & Implementation (OSDI "
      "2022)";
  source = Source::FromBytes("t.md", text);
  m = Mention(text, {.whole = text,
                     .name = "Symposium on Operating Systems Design & Implementation",
                     .acronym = "OSDI",
                     .publisher = "USENIX",
                     .year_text = "2022",
                     .year = 2022,
                     .form = VenueForm::kLongWithAcronym,
                     .year_form = VenueYearForm::kFourDigit});
  const std::optional<TextEdit> edit =
      RewriteVenue(m, Osdi(), VenueStyle::kShort, VenueYearForm::kFourDigit, source);
  ASSERT_TRUE(edit.has_value());
  EXPECT_EQ(edit->replacement, "OSDI 2022");
}

TEST(FormatVenueTest, LongNameThatIsTheAcronym) {
  VenueRecord plos;
  plos.id = "PLOS ONE";
  plos.long_name = "PLOS ONE";
  EXPECT_EQ(FormatVenue(CurrentNames(plos), VenueStyle::kLong, 2020, VenueYearForm::kFourDigit),
            "PLOS ONE 2020");
}

}  // namespace
}  // namespace cvtidy
