#include "normalizers/date_style.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "gtest/gtest.h"

#include "src/base/strings.h"
#include "src/model/date_separators.h"

namespace cvtidy {
namespace {

constexpr std::array<DateStyle, 6> kMonthStyles = {
    DateStyle::kNumericMonth, DateStyle::kIsoMonth,  DateStyle::kMonthAbbr,
    DateStyle::kMonthAbbrDot, DateStyle::kMonthFull, DateStyle::kMonthApostrophe};

// Builds the DatePoint an extractor would give for `written`, a date at the start of `text`.
// `month` is where the month or season word starts and `month_len` its length.
DatePoint Point(std::string_view text, std::string_view written, DateStyle style, int year,
                int month = 0, Season season = Season::kNone, std::string_view month_word = {}) {
  DatePoint p;
  const auto begin = static_cast<uint32_t>(text.find(written));
  p.range = {begin, begin + static_cast<uint32_t>(written.size())};
  if (!month_word.empty()) {
    const auto m = static_cast<uint32_t>(text.find(month_word, begin));
    p.month_range = {m, m + static_cast<uint32_t>(month_word.size())};
  }
  p.year = static_cast<int16_t>(year);
  p.month = static_cast<uint8_t>(month);
  p.season = season;
  p.style = style;
  p.two_digit_year = style == DateStyle::kMonthApostrophe || written.find('\'') != written.npos;
  return p;
}

TEST(FormatDateTest, WritesEveryMonthStyle) {
  DatePoint p;
  p.year = 2019;
  p.month = 9;
  p.style = DateStyle::kNumericMonth;
  EXPECT_EQ(FormatDate(p, DateStyle::kNumericMonth), "09/2019");
  EXPECT_EQ(FormatDate(p, DateStyle::kIsoMonth), "2019-09");
  EXPECT_EQ(FormatDate(p, DateStyle::kMonthAbbr), "Sep 2019");
  EXPECT_EQ(FormatDate(p, DateStyle::kMonthAbbrDot), "Sep. 2019");
  EXPECT_EQ(FormatDate(p, DateStyle::kMonthFull), "September 2019");
  EXPECT_EQ(FormatDate(p, DateStyle::kMonthApostrophe), "Sep'19");
  EXPECT_EQ(FormatDate(p, DateStyle::kYear), "2019");
}

TEST(FormatDateTest, MonthNamesForEveryMonth) {
  constexpr std::array<std::string_view, 12> kAbbr = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                                      "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
  constexpr std::array<std::string_view, 12> kFull = {
      "January", "February", "March",     "April",   "May",      "June",
      "July",    "August",   "September", "October", "November", "December"};
  DatePoint p;
  p.year = 2021;
  for (int m = 1; m <= 12; ++m) {
    p.month = static_cast<uint8_t>(m);
    EXPECT_EQ(FormatDate(p, DateStyle::kMonthAbbr), std::string(kAbbr[m - 1]) + " 2021");
    EXPECT_EQ(FormatDate(p, DateStyle::kMonthFull), std::string(kFull[m - 1]) + " 2021");
  }
}

TEST(FormatDateTest, YearWidth) {
  DatePoint p;
  p.year = 2005;
  p.month = 1;
  p.two_digit_year = true;
  // Four digits everywhere but Mon'YY, which keeps the leading zero of the short year.
  EXPECT_EQ(FormatDate(p, DateStyle::kMonthAbbr), "Jan 2005");
  EXPECT_EQ(FormatDate(p, DateStyle::kMonthApostrophe), "Jan'05");
  EXPECT_EQ(FormatDate(p, DateStyle::kNumericMonth), "01/2005");
  p.year = 1998;
  EXPECT_EQ(FormatDate(p, DateStyle::kMonthApostrophe), "Jan'98");
  EXPECT_EQ(FormatDate(p, DateStyle::kYear), "1998");
}

TEST(FormatDateTest, Seasons) {
  DatePoint p;
  p.year = 2019;
  p.season = Season::kFall;
  p.style = DateStyle::kYearSeason;
  EXPECT_EQ(FormatDate(p, DateStyle::kSeasonYear), "Fall 2019");
  EXPECT_EQ(FormatDate(p, DateStyle::kYearSeason), "2019 Fall");
  p.season = Season::kSpring;
  EXPECT_EQ(FormatDate(p, DateStyle::kSeasonYear), "Spring 2019");
  p.season = Season::kSummer;
  EXPECT_EQ(FormatDate(p, DateStyle::kYearSeason), "2019 Summer");
  p.season = Season::kWinter;
  EXPECT_EQ(FormatDate(p, DateStyle::kSeasonYear), "Winter 2019");
  // The written season word survives the reordering.
  EXPECT_EQ(FormatDate(p, DateStyle::kSeasonYear, "Autumn"), "Autumn 2019");
}

TEST(FormatDateTest, RefusesConversionsAcrossPrecisions) {
  DatePoint year_only;
  year_only.year = 2019;
  for (const DateStyle style : kMonthStyles) {
    EXPECT_EQ(FormatDate(year_only, style), std::nullopt) << DateStyleName(style);
  }
  EXPECT_EQ(FormatDate(year_only, DateStyle::kSeasonYear), std::nullopt);

  DatePoint season;
  season.year = 2019;
  season.season = Season::kFall;
  season.style = DateStyle::kSeasonYear;
  EXPECT_EQ(FormatDate(season, DateStyle::kMonthAbbr), std::nullopt);

  DatePoint month;
  month.year = 2019;
  month.month = 3;
  EXPECT_EQ(FormatDate(month, DateStyle::kYearSeason), std::nullopt);
  EXPECT_EQ(FormatDate(month, DateStyle::kPresent), std::nullopt);

  DatePoint present;
  present.style = DateStyle::kPresent;
  present.present = PresentForm::kPresentCapital;
  EXPECT_EQ(FormatDate(present, DateStyle::kYear), std::nullopt);
}

TEST(FormatDateTest, KeepsAllCapsMonthWords) {
  DatePoint p;
  p.year = 2017;
  p.month = 3;
  EXPECT_EQ(FormatDate(p, DateStyle::kMonthFull, "MAR"), "MARCH 2017");
  EXPECT_EQ(FormatDate(p, DateStyle::kMonthAbbrDot, "Mar"), "Mar. 2017");
  EXPECT_EQ(FormatDate(p, DateStyle::kMonthAbbr, "March"), "Mar 2017");
}

TEST(RewriteDateTest, RewritesToTheTargetStyle) {
  const Source src = Source::FromBytes("cv.md", "- Intern, 09/2019 and May'23 and 2019 Fall\n");
  const DatePoint numeric =
      Point(src.text(), "09/2019", DateStyle::kNumericMonth, 2019, 9, Season::kNone, "09");
  const std::optional<TextEdit> edit = RewriteDate(numeric, DateStyle::kMonthAbbr, src);
  ASSERT_TRUE(edit.has_value());
  EXPECT_EQ(edit->range, numeric.range);
  EXPECT_EQ(edit->replacement, "Sep 2019");

  const DatePoint apostrophe =
      Point(src.text(), "May'23", DateStyle::kMonthApostrophe, 2023, 5, Season::kNone, "May");
  EXPECT_EQ(RewriteDate(apostrophe, DateStyle::kMonthAbbr, src)->replacement, "May 2023");
  EXPECT_EQ(RewriteDate(apostrophe, DateStyle::kMonthFull, src)->replacement, "May 2023");
  EXPECT_EQ(RewriteDate(apostrophe, DateStyle::kIsoMonth, src)->replacement, "2023-05");

  const DatePoint season =
      Point(src.text(), "2019 Fall", DateStyle::kYearSeason, 2019, 0, Season::kFall, "Fall");
  EXPECT_EQ(RewriteDate(season, DateStyle::kSeasonYear, src)->replacement, "Fall 2019");
}

TEST(RewriteDateTest, FullToDotted) {
  const Source src = Source::FromBytes("cv.md", "Joined in September 2019.\n");
  const DatePoint p = Point(src.text(), "September 2019", DateStyle::kMonthFull, 2019, 9,
                            Season::kNone, "September");
  EXPECT_EQ(RewriteDate(p, DateStyle::kMonthAbbrDot, src)->replacement, "Sep. 2019");
}

TEST(RewriteDateTest, EveryMonthStyleConvertsToEveryOther) {
  // (written form, its style); all mean March 2017.
  const std::array<std::pair<std::string_view, DateStyle>, 6> kForms = {{
      {"03/2017", DateStyle::kNumericMonth},
      {"2017-03", DateStyle::kIsoMonth},
      {"Mar 2017", DateStyle::kMonthAbbr},
      {"Mar. 2017", DateStyle::kMonthAbbrDot},
      {"March 2017", DateStyle::kMonthFull},
      {"Mar'17", DateStyle::kMonthApostrophe},
  }};
  for (const auto& [from_text, from_style] : kForms) {
    const std::string line = "x " + std::string(from_text) + "\n";
    const Source src = Source::FromBytes("cv.md", std::string(line));
    const std::string_view word = from_text.substr(0, from_text.find_first_of(" .'/-"));
    const DatePoint p =
        Point(src.text(), from_text, from_style, 2017, 3, Season::kNone,
              IsMonthStyle(from_style) && from_style != DateStyle::kIsoMonth ? word : "03");
    for (const auto& [to_text, to_style] : kForms) {
      const std::optional<TextEdit> edit = RewriteDate(p, to_style, src);
      if (to_style == from_style) {
        EXPECT_EQ(edit, std::nullopt) << from_text << " -> " << DateStyleName(to_style);
      } else {
        ASSERT_TRUE(edit.has_value()) << from_text << " -> " << DateStyleName(to_style);
        EXPECT_EQ(edit->replacement, to_text) << from_text;
      }
    }
  }
}

TEST(RewriteDateTest, IdempotentOnPointsAlreadyInStyle) {
  const Source src = Source::FromBytes("cv.md", "9/2019, Sept. 2019, May '23, Sep 2019\n");
  const DatePoint unpadded =
      Point(src.text(), "9/2019", DateStyle::kNumericMonth, 2019, 9, Season::kNone, "9");
  EXPECT_EQ(RewriteDate(unpadded, DateStyle::kNumericMonth, src), std::nullopt);
  const DatePoint sept =
      Point(src.text(), "Sept. 2019", DateStyle::kMonthAbbrDot, 2019, 9, Season::kNone, "Sept");
  EXPECT_EQ(RewriteDate(sept, DateStyle::kMonthAbbrDot, src), std::nullopt);
  const DatePoint spaced =
      Point(src.text(), "May '23", DateStyle::kMonthApostrophe, 2023, 5, Season::kNone, "May");
  EXPECT_EQ(RewriteDate(spaced, DateStyle::kMonthApostrophe, src), std::nullopt);
  const DatePoint abbr =
      Point(src.text(), "Sep 2019", DateStyle::kMonthAbbr, 2019, 9, Season::kNone, "Sep");
  EXPECT_EQ(RewriteDate(abbr, DateStyle::kMonthAbbr, src), std::nullopt);
}

TEST(RewriteDateTest, AmbiguousMayFitsAbbrAndFull) {
  const Source src = Source::FromBytes("cv.md", "May 2019\n");
  DatePoint may =
      Point(src.text(), "May 2019", DateStyle::kMonthAbbr, 2019, 5, Season::kNone, "May");
  may.style_ambiguous = true;
  // Written the same in both styles: no edit either way.
  EXPECT_EQ(RewriteDate(may, DateStyle::kMonthFull, src), std::nullopt);
  EXPECT_EQ(RewriteDate(may, DateStyle::kMonthAbbr, src), std::nullopt);
  EXPECT_EQ(RewriteDate(may, DateStyle::kMonthAbbrDot, src)->replacement, "May. 2019");
  EXPECT_EQ(RewriteDate(may, DateStyle::kNumericMonth, src)->replacement, "05/2019");
}

TEST(RewriteDateTest, WidensTwoDigitYearsInTheirOwnStyle) {
  const Source src = Source::FromBytes("cv.md", "'19-'21\n");
  DatePoint start = Point(src.text(), "'19", DateStyle::kYear, 2019);
  const std::optional<TextEdit> edit = RewriteDate(start, DateStyle::kYear, src);
  ASSERT_TRUE(edit.has_value());
  EXPECT_EQ(edit->replacement, "2019");
  EXPECT_EQ(edit->range, (ByteRange{0, 3}));
  // Once widened, the year is left alone.
  const Source fixed = Source::FromBytes("cv.md", "2019-'21\n");
  DatePoint widened = Point(fixed.text(), "2019", DateStyle::kYear, 2019);
  EXPECT_EQ(RewriteDate(widened, DateStyle::kYear, fixed), std::nullopt);
}

TEST(RewriteDateTest, FormattingTheFormattedTextChangesNothing) {
  // Idempotency across every month style: rewrite, then treat the output as the new input.
  for (const DateStyle target : kMonthStyles) {
    const Source src = Source::FromBytes("cv.md", "2018-11\n");
    const DatePoint p =
        Point(src.text(), "2018-11", DateStyle::kIsoMonth, 2018, 11, Season::kNone, "11");
    const std::optional<TextEdit> first = RewriteDate(p, target, src);
    const std::string out = first ? first->replacement : std::string(src.text().substr(0, 7));
    const Source again = Source::FromBytes("cv.md", out + "\n");
    const std::string_view word = target == DateStyle::kNumericMonth ? "11"
                                  : target == DateStyle::kIsoMonth   ? "11"
                                                                     : "Nov";
    DatePoint q = Point(again.text(), out, target, 2018, 11, Season::kNone, word);
    EXPECT_EQ(RewriteDate(q, target, again), std::nullopt) << out;
  }
}

TEST(SeparatorTest, ParsesKindAndSpacing) {
  EXPECT_EQ(ParseSeparator(" \u2013 "), (SeparatorForm{RangeSeparator::kEnDash, true, true}));
  EXPECT_EQ(ParseSeparator("\u2013"), (SeparatorForm{RangeSeparator::kEnDash, false, false}));
  EXPECT_EQ(ParseSeparator(" - "), (SeparatorForm{RangeSeparator::kHyphen, true, true}));
  EXPECT_EQ(ParseSeparator("-"), (SeparatorForm{RangeSeparator::kHyphen, false, false}));
  EXPECT_EQ(ParseSeparator(" \u2014"), (SeparatorForm{RangeSeparator::kEmDash, true, false}));
  EXPECT_EQ(ParseSeparator(" to "), (SeparatorForm{RangeSeparator::kTo, true, true}));
  EXPECT_EQ(ParseSeparator("~"), (SeparatorForm{RangeSeparator::kTilde, false, false}));
  EXPECT_EQ(ParseSeparator("  \u2013  "), (SeparatorForm{RangeSeparator::kEnDash, true, true}));
  EXPECT_EQ(ParseSeparator("/"), std::nullopt);
  EXPECT_EQ(ParseSeparator(""), std::nullopt);
  EXPECT_EQ(ParseSeparator(" "), std::nullopt);
}

// The normalizer reads every spelling the date extractor reads (src/model/date_separators.h).
TEST(SeparatorTest, ParsesEverySpellingOfTheTable) {
  EXPECT_EQ(ParseSeparator(" -- "), (SeparatorForm{RangeSeparator::kEnDash, true, true}));
  EXPECT_EQ(ParseSeparator("---"), (SeparatorForm{RangeSeparator::kEmDash, false, false}));
  EXPECT_EQ(ParseSeparator("\u2012"), (SeparatorForm{RangeSeparator::kHyphen, false, false}));
  EXPECT_EQ(ParseSeparator(" until "), (SeparatorForm{RangeSeparator::kTo, true, true}));
  EXPECT_EQ(ParseSeparator(" Till "), (SeparatorForm{RangeSeparator::kTo, true, true}));
  EXPECT_EQ(ParseSeparator(" TO "), (SeparatorForm{RangeSeparator::kTo, true, true}));
  EXPECT_EQ(ParseSeparator("\uFF5E"), (SeparatorForm{RangeSeparator::kTilde, false, false}));
  EXPECT_EQ(ParseSeparator("----"), std::nullopt);  // a rule
  EXPECT_EQ(ParseSeparator(" tO "), std::nullopt);
  EXPECT_EQ(ParseSeparator(" today "), std::nullopt);
  EXPECT_EQ(ParseSeparator("- -"), std::nullopt);
  for (const RangeSeparatorSpelling& spelling : kRangeSeparatorSpellings) {
    const std::optional<SeparatorForm> form = ParseSeparator(spelling.text);
    ASSERT_TRUE(form.has_value()) << spelling.text;
    EXPECT_EQ(form->kind, spelling.kind) << spelling.text;
    // Written back in the kind's canonical spelling.
    EXPECT_EQ(TrimAscii(FormatSeparator(*form)), CanonicalSpelling(spelling.kind));
  }
}

TEST(SeparatorTest, FormatsRoundTrip) {
  for (const std::string_view text :
       {" \u2013 ", "\u2013", " - ", "-", " \u2014 ", "\u2014", " to ", "~", " ~ "}) {
    const std::optional<SeparatorForm> form = ParseSeparator(text);
    ASSERT_TRUE(form.has_value()) << text;
    EXPECT_EQ(FormatSeparator(*form), text);
  }
  // `to` cannot be unspaced.
  EXPECT_EQ(FormatSeparator({RangeSeparator::kTo, false, false}), " to ");
  EXPECT_EQ(FormatSeparator({RangeSeparator::kNone, true, true}), "");
}

TEST(SeparatorTest, Describes) {
  EXPECT_EQ(DescribeSeparator({RangeSeparator::kEnDash, true, true}), "a spaced en dash");
  EXPECT_EQ(DescribeSeparator({RangeSeparator::kHyphen, false, false}), "an unspaced hyphen");
  EXPECT_EQ(DescribeSeparator({RangeSeparator::kEnDash, true, false}),
            "an en dash spaced on the left only");
  EXPECT_EQ(DescribeSeparator({RangeSeparator::kHyphen, false, true}),
            "a hyphen spaced on the right only");
  EXPECT_EQ(DescribeSeparator({RangeSeparator::kTo, true, true}), "`to`");
  EXPECT_EQ(DescribeSeparator({RangeSeparator::kEmDash, false, false}), "an unspaced em dash");
  EXPECT_EQ(DescribeSeparator({RangeSeparator::kTilde, true, true}), "a spaced tilde");
  EXPECT_EQ(DescribeSeparatorKind(RangeSeparator::kEnDash), "an en dash");
  EXPECT_EQ(DescribeSeparatorKind(RangeSeparator::kHyphen), "a hyphen");
}

DateSpan Range(std::string_view text, std::string_view separator, bool open_end = false) {
  DateSpan span;
  span.is_range = true;
  span.open_end = open_end;
  span.range = {
      0, static_cast<uint32_t>(open_end ? text.find(separator) + separator.size() : text.size())};
  const auto begin = static_cast<uint32_t>(text.find(separator));
  span.separator = {begin, begin + static_cast<uint32_t>(separator.size())};
  span.separator_kind = ParseSeparator(separator)->kind;
  return span;
}

TEST(RewriteSeparatorTest, ReplacesTheSeparatorAndItsSpaces) {
  const Source src = Source::FromBytes("cv.md", "2019-2021");
  const DateSpan span = Range(src.text(), "-");
  const std::optional<TextEdit> edit =
      RewriteSeparator(span, {RangeSeparator::kEnDash, true, true}, src);
  ASSERT_TRUE(edit.has_value());
  EXPECT_EQ(edit->range, (ByteRange{4, 5}));
  EXPECT_EQ(edit->replacement, " \u2013 ");
  // Already in the form: nothing.
  EXPECT_EQ(RewriteSeparator(span, {RangeSeparator::kHyphen, false, false}, src), std::nullopt);
}

TEST(RewriteSeparatorTest, EvensLopsidedSpacing) {
  const Source src = Source::FromBytes("cv.md", "2019 \u20132020");
  const DateSpan span = Range(src.text(), " \u2013");
  const std::optional<TextEdit> edit =
      RewriteSeparator(span, {RangeSeparator::kEnDash, true, true}, src);
  ASSERT_TRUE(edit.has_value());
  EXPECT_EQ(edit->replacement, " \u2013 ");
}

TEST(RewriteSeparatorTest, OpenEndChangesOnlyTheGlyph) {
  const Source src = Source::FromBytes("cv.md", "May'23 -\nApr'24 Organized\n");
  const DateSpan span = Range(src.text(), " -", /*open_end=*/true);
  const std::optional<TextEdit> edit =
      RewriteSeparator(span, {RangeSeparator::kEnDash, true, true}, src);
  ASSERT_TRUE(edit.has_value());
  EXPECT_EQ(edit->range, (ByteRange{7, 8}));
  EXPECT_EQ(edit->replacement, "\u2013");
  // The kind already matches: its spacing is not judged.
  EXPECT_EQ(RewriteSeparator(span, {RangeSeparator::kHyphen, false, false}, src), std::nullopt);
}

TEST(RewriteSeparatorTest, OpenEndKeepsTheBlanksAroundIt) {
  // Two trailing spaces are a Markdown line break; a blank before text separates it.
  for (const std::string_view line : {"May'23 -  \nApr'24\n", "May'23 - **Events Chair**\n"}) {
    const Source src = Source::FromBytes("cv.md", std::string(line));
    const std::string_view sep = line[8] == ' ' && line[9] == ' ' ? " -  " : " - ";
    const DateSpan span = Range(src.text(), sep, /*open_end=*/true);
    const std::optional<TextEdit> edit =
        RewriteSeparator(span, {RangeSeparator::kEnDash, false, false}, src);
    ASSERT_TRUE(edit.has_value()) << line;
    EXPECT_EQ(edit->range, (ByteRange{7, 8})) << line;
    EXPECT_EQ(edit->replacement, "\u2013") << line;
  }
}

TEST(RewriteSeparatorTest, OpenEndToStaysAWord) {
  const Source src = Source::FromBytes("cv.md", "2019-\n");
  const DateSpan span = Range(src.text(), "-", /*open_end=*/true);
  const std::optional<TextEdit> edit =
      RewriteSeparator(span, {RangeSeparator::kTo, true, true}, src);
  ASSERT_TRUE(edit.has_value());
  EXPECT_EQ(edit->replacement, " to ");
}

TEST(RewriteSeparatorTest, NoSeparatorNoEdit) {
  const Source src = Source::FromBytes("cv.md", "2019");
  DateSpan span;
  span.range = {0, 4};
  EXPECT_EQ(RewriteSeparator(span, {RangeSeparator::kEnDash, true, true}, src), std::nullopt);
}

TEST(PresentTest, Words) {
  EXPECT_EQ(PresentWord(PresentForm::kPresentCapital), "Present");
  EXPECT_EQ(PresentWord(PresentForm::kPresentLower), "present");
  EXPECT_EQ(PresentWord(PresentForm::kPresentUpper), "PRESENT");
  EXPECT_EQ(PresentWord(PresentForm::kNow), "now");
  EXPECT_EQ(PresentWord(PresentForm::kCurrent), "current");
  EXPECT_EQ(PresentWord(PresentForm::kOngoing), "ongoing");
  EXPECT_EQ(PresentWord(PresentForm::kToDate), "to date");
  EXPECT_EQ(PresentWord(PresentForm::kNone), "");
}

TEST(PresentTest, RewritesTheWordOnly) {
  const Source src = Source::FromBytes("cv.md", "Mar 2020 \u2013 now\n");
  DatePoint now;
  now.style = DateStyle::kPresent;
  now.present = PresentForm::kNow;
  const auto begin = static_cast<uint32_t>(src.text().find("now"));
  now.range = {begin, begin + 3};
  const std::optional<TextEdit> edit = RewritePresent(now, "Present", src);
  ASSERT_TRUE(edit.has_value());
  EXPECT_EQ(edit->range, now.range);
  EXPECT_EQ(edit->replacement, "Present");
  // Idempotent, and never on a calendar point.
  EXPECT_EQ(RewritePresent(now, "now", src), std::nullopt);
  DatePoint year;
  year.year = 2020;
  year.range = {4, 8};
  EXPECT_EQ(RewritePresent(year, "Present", src), std::nullopt);
  EXPECT_EQ(RewritePresent(now, "", src), std::nullopt);
}

}  // namespace
}  // namespace cvtidy
