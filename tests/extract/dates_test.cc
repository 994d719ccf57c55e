#include "src/extract/dates.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <iterator>
#include <random>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "gtest/gtest.h"

#include "src/extract/text_cursor.h"

// Named per file: the test files of one binary compile together (CMake unity build).
namespace cvtidy::testing_dates {
namespace {

// What one DatePoint should hold; texts are compared through the point's ranges.
struct PointWant {
  std::string_view text;
  DateStyle style = DateStyle::kYear;
  int year = 0;
  int month = 0;
  Season season = Season::kNone;
  PresentForm present = PresentForm::kNone;
  std::string_view month_text = {};
  std::string_view year_text = {};
  bool two_digit = false;
  bool ambiguous = false;

  PointWant TwoDigit() const {
    PointWant p = *this;
    p.two_digit = true;
    return p;
  }
  PointWant Ambiguous() const {
    PointWant p = *this;
    p.ambiguous = true;
    return p;
  }
};

PointWant Y(std::string_view text, int year) {
  return {.text = text, .style = DateStyle::kYear, .year = year, .year_text = text};
}
// A two-digit year on its own: `'19`.
PointWant Y2(std::string_view text, int year) { return Y(text, year).TwoDigit(); }
PointWant M(std::string_view text, DateStyle style, int year, int month,
            std::string_view month_text, std::string_view year_text) {
  return {.text = text,
          .style = style,
          .year = year,
          .month = month,
          .month_text = month_text,
          .year_text = year_text};
}
PointWant S(std::string_view text, DateStyle style, int year, Season season,
            std::string_view season_text, std::string_view year_text) {
  return {.text = text,
          .style = style,
          .year = year,
          .season = season,
          .month_text = season_text,
          .year_text = year_text};
}
PointWant P(std::string_view text, PresentForm form) {
  return {.text = text, .style = DateStyle::kPresent, .present = form};
}

constexpr DateStyle kAbbr = DateStyle::kMonthAbbr;
constexpr DateStyle kDot = DateStyle::kMonthAbbrDot;
constexpr DateStyle kFull = DateStyle::kMonthFull;
constexpr DateStyle kApos = DateStyle::kMonthApostrophe;
constexpr DateStyle kNum = DateStyle::kNumericMonth;
constexpr DateStyle kIso = DateStyle::kIsoMonth;
constexpr DateStyle kSY = DateStyle::kSeasonYear;
constexpr DateStyle kYS = DateStyle::kYearSeason;
constexpr RangeSeparator kHy = RangeSeparator::kHyphen;
constexpr RangeSeparator kEn = RangeSeparator::kEnDash;
constexpr RangeSeparator kEm = RangeSeparator::kEmDash;
constexpr RangeSeparator kTo = RangeSeparator::kTo;
constexpr RangeSeparator kTilde = RangeSeparator::kTilde;

struct SpanWant {
  std::string_view text;
  PointWant start;
  bool is_range = false;
  bool open_end = false;
  std::string_view separator = {};
  RangeSeparator kind = RangeSeparator::kNone;
  PointWant end = {};
};

SpanWant One(PointWant point) { return {.text = point.text, .start = point}; }
SpanWant Rng(std::string_view text, PointWant start, std::string_view separator,
             RangeSeparator kind, PointWant end) {
  return {.text = text,
          .start = start,
          .is_range = true,
          .separator = separator,
          .kind = kind,
          .end = end};
}
SpanWant Open(std::string_view text, PointWant start, std::string_view separator,
              RangeSeparator kind) {
  return {.text = text,
          .start = start,
          .is_range = true,
          .open_end = true,
          .separator = separator,
          .kind = kind};
}

struct Case {
  std::string_view input;
  std::vector<SpanWant> want;
};

std::string_view Slice(std::string_view text, ByteRange r, uint32_t base = 0) {
  if (r.empty()) {
    return {};
  }
  return text.substr(r.begin - base, r.size());
}

std::vector<DateSpan> Extract(std::string_view text, uint32_t base = 0, uint32_t line = 0) {
  std::vector<DateSpan> out;
  ExtractDates(text, base, line, out);
  return out;
}

void ExpectPoint(std::string_view input, const DatePoint& got, const PointWant& want,
                 std::string_view which) {
  SCOPED_TRACE(which);
  EXPECT_EQ(Slice(input, got.range), want.text);
  EXPECT_EQ(got.style, want.style);
  EXPECT_EQ(got.year, want.year);
  EXPECT_EQ(got.month, want.month);
  EXPECT_EQ(got.season, want.season);
  EXPECT_EQ(got.present, want.present);
  EXPECT_EQ(Slice(input, got.month_range), want.month_text);
  EXPECT_EQ(Slice(input, got.year_range), want.year_text);
  EXPECT_EQ(got.two_digit_year, want.two_digit);
  EXPECT_EQ(got.style_ambiguous, want.ambiguous);
  // Parts lie inside the point.
  EXPECT_TRUE(got.month_range.empty() || got.range.Contains(got.month_range));
  EXPECT_TRUE(got.year_range.empty() || got.range.Contains(got.year_range));
}

void ExpectSpans(std::string_view input, const std::vector<SpanWant>& want) {
  SCOPED_TRACE(testing::Message() << "input: \"" << input << "\"");
  const std::vector<DateSpan> got = Extract(input, 0, 7);
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) {
    SCOPED_TRACE(testing::Message() << "span " << i);
    const DateSpan& g = got[i];
    const SpanWant& w = want[i];
    EXPECT_EQ(Slice(input, g.range), w.text);
    EXPECT_EQ(g.line, 7u);
    EXPECT_EQ(g.is_range, w.is_range);
    EXPECT_EQ(g.open_end, w.open_end);
    EXPECT_EQ(Slice(input, g.separator), w.separator);
    EXPECT_EQ(g.separator_kind, w.kind);
    ExpectPoint(input, g.start, w.start, "start");
    EXPECT_EQ(g.range.begin, g.start.range.begin);
    if (w.is_range && !w.open_end) {
      ExpectPoint(input, g.end, w.end, "end");
      EXPECT_EQ(g.range.end, g.end.range.end);
      EXPECT_LE(g.start.range.end, g.separator.begin);
      EXPECT_LE(g.separator.end, g.end.range.begin);
    } else {
      EXPECT_EQ(g.end.style, DateStyle::kYear);  // left default
      EXPECT_EQ(g.end.year, 0);
    }
    if (i > 0) {
      EXPECT_LE(got[i - 1].range.end, g.range.begin);  // in order, disjoint
    }
  }
}

const std::vector<Case>& PositiveCases() {
  static const auto* cases = new std::vector<Case>{
      // Single points, every style.
      {"2019", {One(Y("2019", 2019))}},
      {"1900 and 2099", {One(Y("1900", 1900)), One(Y("2099", 2099))}},
      {"Sep 2019", {One(M("Sep 2019", kAbbr, 2019, 9, "Sep", "2019"))}},
      {"Sept 2019", {One(M("Sept 2019", kAbbr, 2019, 9, "Sept", "2019"))}},
      {"Sep. 2019", {One(M("Sep. 2019", kDot, 2019, 9, "Sep", "2019"))}},
      {"Sept. 2019", {One(M("Sept. 2019", kDot, 2019, 9, "Sept", "2019"))}},
      {"SEPT. 2019", {One(M("SEPT. 2019", kDot, 2019, 9, "SEPT", "2019"))}},
      {"September 2019", {One(M("September 2019", kFull, 2019, 9, "September", "2019"))}},
      {"SEP 2019", {One(M("SEP 2019", kAbbr, 2019, 9, "SEP", "2019"))}},
      {"since sep 2019", {One(M("sep 2019", kAbbr, 2019, 9, "sep", "2019"))}},
      {"march 2021", {One(M("march 2021", kFull, 2021, 3, "march", "2021"))}},
      {"May 2019", {One(M("May 2019", kAbbr, 2019, 5, "May", "2019").Ambiguous())}},
      {"MAY 2019", {One(M("MAY 2019", kAbbr, 2019, 5, "MAY", "2019").Ambiguous())}},
      {"May. 2019", {One(M("May. 2019", kDot, 2019, 5, "May", "2019"))}},
      {"June 2019", {One(M("June 2019", kFull, 2019, 6, "June", "2019"))}},
      {"July 2020", {One(M("July 2020", kFull, 2020, 7, "July", "2020"))}},
      {"Jun 2020", {One(M("Jun 2020", kAbbr, 2020, 6, "Jun", "2020"))}},
      {"Sep\u00A02019", {One(M("Sep\u00A02019", kAbbr, 2019, 9, "Sep", "2019"))}},
      {"09/2019", {One(M("09/2019", kNum, 2019, 9, "09", "2019"))}},
      {"talk, 9/2019", {One(M("9/2019", kNum, 2019, 9, "9", "2019"))}},
      {"2019-09", {One(M("2019-09", kIso, 2019, 9, "09", "2019"))}},
      {"2011-11", {One(M("2011-11", kIso, 2011, 11, "11", "2011"))}},
      // The next year's last two digits: an academic year, not December.
      {"2011-12", {Rng("2011-12", Y("2011", 2011), "-", kHy, Y("12", 2012).TwoDigit())}},
      {"2009-10", {Rng("2009-10", Y("2009", 2009), "-", kHy, Y("10", 2010).TwoDigit())}},
      {"May'23", {One(M("May'23", kApos, 2023, 5, "May", "'23").TwoDigit())}},
      {"May '23", {One(M("May '23", kApos, 2023, 5, "May", "'23").TwoDigit())}},
      {"May \u201923", {One(M("May \u201923", kApos, 2023, 5, "May", "\u201923").TwoDigit())}},
      {"Jul \u201821,", {One(M("Jul \u201821", kApos, 2021, 7, "Jul", "\u201821").TwoDigit())}},
      {"'19", {One(Y2("'19", 2019))}},
      {"class of \u201921", {One(Y2("\u201921", 2021))}},
      {"'95 cohort", {One(Y2("'95", 1995))}},
      {"'69 and '70", {One(Y2("'69", 2069)), One(Y2("'70", 1970))}},
      {"Fall 2019", {One(S("Fall 2019", kSY, 2019, Season::kFall, "Fall", "2019"))}},
      {"Spring 2017", {One(S("Spring 2017", kSY, 2017, Season::kSpring, "Spring", "2017"))}},
      {"Summer 2023", {One(S("Summer 2023", kSY, 2023, Season::kSummer, "Summer", "2023"))}},
      {"Winter 2020", {One(S("Winter 2020", kSY, 2020, Season::kWinter, "Winter", "2020"))}},
      {"Autumn 2018", {One(S("Autumn 2018", kSY, 2018, Season::kFall, "Autumn", "2018"))}},
      {"Fall '19", {One(S("Fall '19", kSY, 2019, Season::kFall, "Fall", "'19").TwoDigit())}},
      {"2019 Fall", {One(S("2019 Fall", kYS, 2019, Season::kFall, "Fall", "2019"))}},
      {"2024 Spring **Guest Lecture**, Orchard College",
       {One(S("2024 Spring", kYS, 2024, Season::kSpring, "Spring", "2024"))}},
      // Ranges.
      {"2014-2021", {Rng("2014-2021", Y("2014", 2014), "-", kHy, Y("2021", 2021))}},
      {"2019-20", {Rng("2019-20", Y("2019", 2019), "-", kHy, Y("20", 2020).TwoDigit())}},
      {"1999-00", {Rng("1999-00", Y("1999", 1999), "-", kHy, Y("00", 2000).TwoDigit())}},
      {"2009\u201310",
       {Rng("2009\u201310", Y("2009", 2009), "\u2013", kEn, Y("10", 2010).TwoDigit())}},
      {"- 2021-Present **Lakeside Institute of Technology**",
       {Rng("2021-Present", Y("2021", 2021), "-", kHy,
            P("Present", PresentForm::kPresentCapital))}},
      {"Jun. 2015 - present",
       {Rng("Jun. 2015 - present", M("Jun. 2015", kDot, 2015, 6, "Jun", "2015"), " - ", kHy,
            P("present", PresentForm::kPresentLower))}},
      {"Mar. 2017 - present",
       {Rng("Mar. 2017 - present", M("Mar. 2017", kDot, 2017, 3, "Mar", "2017"), " - ", kHy,
            P("present", PresentForm::kPresentLower))}},
      {"Sep 2022 - PRESENT",
       {Rng("Sep 2022 - PRESENT", M("Sep 2022", kAbbr, 2022, 9, "Sep", "2022"), " - ", kHy,
            P("PRESENT", PresentForm::kPresentUpper))}},
      {"2019 \u2013 now",
       {Rng("2019 \u2013 now", Y("2019", 2019), " \u2013 ", kEn, P("now", PresentForm::kNow))}},
      {"2019 \u2013 Now.",
       {Rng("2019 \u2013 Now", Y("2019", 2019), " \u2013 ", kEn, P("Now", PresentForm::kNow))}},
      {"Jan 2022 to now",
       {Rng("Jan 2022 to now", M("Jan 2022", kAbbr, 2022, 1, "Jan", "2022"), " to ", kTo,
            P("now", PresentForm::kNow))}},
      {"2020 - current",
       {Rng("2020 - current", Y("2020", 2020), " - ", kHy, P("current", PresentForm::kCurrent))}},
      {"2018 \u2013 Ongoing",
       {Rng("2018 \u2013 Ongoing", Y("2018", 2018), " \u2013 ", kEn,
            P("Ongoing", PresentForm::kOngoing))}},
      {"Sep 2019 to date",
       {Rng("Sep 2019 to date", M("Sep 2019", kAbbr, 2019, 9, "Sep", "2019"), " ", kTo,
            P("to date", PresentForm::kToDate))}},
      {"Sep 2019 - to date",
       {Rng("Sep 2019 - to date", M("Sep 2019", kAbbr, 2019, 9, "Sep", "2019"), " - ", kHy,
            P("to date", PresentForm::kToDate))}},
      {"Sep 2019 - 2023",
       {Rng("Sep 2019 - 2023", M("Sep 2019", kAbbr, 2019, 9, "Sep", "2019"), " - ", kHy,
            Y("2023", 2023))}},
      {"May - Aug 2020",
       {Rng("May - Aug 2020", M("May", kAbbr, 2020, 5, "May", "").Ambiguous(), " - ", kHy,
            M("Aug 2020", kAbbr, 2020, 8, "Aug", "2020"))}},
      {"May-Aug 2020",
       {Rng("May-Aug 2020", M("May", kAbbr, 2020, 5, "May", "").Ambiguous(), "-", kHy,
            M("Aug 2020", kAbbr, 2020, 8, "Aug", "2020"))}},
      {"Nov \u2013 Feb 2021",
       {Rng("Nov \u2013 Feb 2021", M("Nov", kAbbr, 2020, 11, "Nov", ""), " \u2013 ", kEn,
            M("Feb 2021", kAbbr, 2021, 2, "Feb", "2021"))}},
      {"Jun.-Aug. 2019",
       {Rng("Jun.-Aug. 2019", M("Jun.", kDot, 2019, 6, "Jun", ""), "-", kHy,
            M("Aug. 2019", kDot, 2019, 8, "Aug", "2019"))}},
      {"05/2023 \u2013 11/2023, 03/2024 \u2013 08/2024",
       {Rng("05/2023 \u2013 11/2023", M("05/2023", kNum, 2023, 5, "05", "2023"), " \u2013 ", kEn,
            M("11/2023", kNum, 2023, 11, "11", "2023")),
        Rng("03/2024 \u2013 08/2024", M("03/2024", kNum, 2024, 3, "03", "2024"), " \u2013 ", kEn,
            M("08/2024", kNum, 2024, 8, "08", "2024"))}},
      {"2022 Fall, 2019 Fall\tCS2311, Introductory Programming",
       {One(S("2022 Fall", kYS, 2022, Season::kFall, "Fall", "2022")),
        One(S("2019 Fall", kYS, 2019, Season::kFall, "Fall", "2019"))}},
      {"Teaching assistant (Fall 2021, CSCI-UA.201.007), Orchard College",
       {One(S("Fall 2021", kSY, 2021, Season::kFall, "Fall", "2021"))}},
      {"'19-'21 **Computing Society:** *Treasurer*",
       {Rng("'19-'21", Y2("'19", 2019), "-", kHy, Y2("'21", 2021))}},
      {"2019\u20142021", {Rng("2019\u20142021", Y("2019", 2019), "\u2014", kEm, Y("2021", 2021))}},
      {"2019 \u2212 2021",
       {Rng("2019 \u2212 2021", Y("2019", 2019), " \u2212 ", kHy, Y("2021", 2021))}},
      {"2019~2021", {Rng("2019~2021", Y("2019", 2019), "~", kTilde, Y("2021", 2021))}},
      {"2019 ~ Present",
       {Rng("2019 ~ Present", Y("2019", 2019), " ~ ", kTilde,
            P("Present", PresentForm::kPresentCapital))}},
      {"2019 until 2021",
       {Rng("2019 until 2021", Y("2019", 2019), " until ", kTo, Y("2021", 2021))}},
      {"2019 to 2021", {Rng("2019 to 2021", Y("2019", 2019), " to ", kTo, Y("2021", 2021))}},
      {"2019--2021", {Rng("2019--2021", Y("2019", 2019), "--", kEn, Y("2021", 2021))}},
      {"2019  \u2013   2021",
       {Rng("2019  \u2013   2021", Y("2019", 2019), "  \u2013   ", kEn, Y("2021", 2021))}},
      {"Sep 2018 - June 2022 GPA: 3.79/4.0 (top 5%)",
       {Rng("Sep 2018 - June 2022", M("Sep 2018", kAbbr, 2018, 9, "Sep", "2018"), " - ", kHy,
            M("June 2022", kFull, 2022, 6, "June", "2022"))}},
      {"09/2019 \u2013 Present",
       {Rng("09/2019 \u2013 Present", M("09/2019", kNum, 2019, 9, "09", "2019"), " \u2013 ", kEn,
            P("Present", PresentForm::kPresentCapital))}},
      {"2019-09 - 2020-06",
       {Rng("2019-09 - 2020-06", M("2019-09", kIso, 2019, 9, "09", "2019"), " - ", kHy,
            M("2020-06", kIso, 2020, 6, "06", "2020"))}},
      {"Fall 2019 \u2013 Spring 2020",
       {Rng("Fall 2019 \u2013 Spring 2020",
            S("Fall 2019", kSY, 2019, Season::kFall, "Fall", "2019"), " \u2013 ", kEn,
            S("Spring 2020", kSY, 2020, Season::kSpring, "Spring", "2020"))}},
      {"2019 Fall - 2020 Spring",
       {Rng("2019 Fall - 2020 Spring", S("2019 Fall", kYS, 2019, Season::kFall, "Fall", "2019"),
            " - ", kHy, S("2020 Spring", kYS, 2020, Season::kSpring, "Spring", "2020"))}},
      {"Sep 2019-Present",
       {Rng("Sep 2019-Present", M("Sep 2019", kAbbr, 2019, 9, "Sep", "2019"), "-", kHy,
            P("Present", PresentForm::kPresentCapital))}},
      {"Jan 2022 To Present",
       {Rng("Jan 2022 To Present", M("Jan 2022", kAbbr, 2022, 1, "Jan", "2022"), " To ", kTo,
            P("Present", PresentForm::kPresentCapital))}},
      {"Aug 2018 \u2013 Feb 2018",  // reversed: the rule's business, not the extractor's
       {Rng("Aug 2018 \u2013 Feb 2018", M("Aug 2018", kAbbr, 2018, 8, "Aug", "2018"), " \u2013 ",
            kEn, M("Feb 2018", kAbbr, 2018, 2, "Feb", "2018"))}},
      {"Dec 2019 \u2013 Jan 2020  ",
       {Rng("Dec 2019 \u2013 Jan 2020", M("Dec 2019", kAbbr, 2019, 12, "Dec", "2019"), " \u2013 ",
            kEn, M("Jan 2020", kAbbr, 2020, 1, "Jan", "2020"))}},
      // Open ends.
      {"May'23 -",
       {Open("May'23 -", M("May'23", kApos, 2023, 5, "May", "'23").TwoDigit(), " -", kHy)}},
      {"May'23 - ",
       {Open("May'23 - ", M("May'23", kApos, 2023, 5, "May", "'23").TwoDigit(), " - ", kHy)}},
      {"May'23 - **Student Association:** *Events Chair*",
       {Open("May'23 - ", M("May'23", kApos, 2023, 5, "May", "'23").TwoDigit(), " - ", kHy)}},
      {"2019 - Best Paper Award", {Open("2019 - ", Y("2019", 2019), " - ", kHy)}},
      {"Sep '24 \u2013 **Reading Group:** *Co-organizer*",
       {Open("Sep '24 \u2013 ", M("Sep '24", kApos, 2024, 9, "Sep", "'24").TwoDigit(), " \u2013 ",
             kEn)}},
      {"2021\u2014", {Open("2021\u2014", Y("2021", 2021), "\u2014", kEm)}},
      // Punctuation and markup around dates.
      {"(2019)", {One(Y("2019", 2019))}},
      {"**Sep 2019**", {One(M("Sep 2019", kAbbr, 2019, 9, "Sep", "2019"))}},
      {"*2019*", {One(Y("2019", 2019))}},
      {"Research Fellow\t2019", {One(Y("2019", 2019))}},
      {"Dean's list, 2019.", {One(Y("2019", 2019))}},
      {"2019: invited talk", {One(Y("2019", 2019))}},
      {"2019, 2020", {One(Y("2019", 2019)), One(Y("2020", 2020))}},
      {"2019,2020", {One(Y("2019", 2019)), One(Y("2020", 2020))}},
      {"2019-based approach", {One(Y("2019", 2019))}},
      {"2019's cohort", {One(Y("2019", 2019))}},
      {"ICML 2022", {One(Y("2022", 2022))}},
      {"Distinguished Artifact Award, ASPLOS 2023 2023",
       {One(Y("2023", 2023)), One(Y("2023", 2023))}},
      {"Artifact Evaluation Committee: OSDI '24, ATC '24",
       {One(Y2("'24", 2024)), One(Y2("'24", 2024))}},
      {"HotI 2024, MICRO Spec. Iss., 2025* **Toward Tidy Collectives**",
       {One(Y("2024", 2024)), One(Y("2025", 2025))}},
      {"Ph.D. in Computer Science, Northwind University, 2019 \u2013 Present",
       {Rng("2019 \u2013 Present", Y("2019", 2019), " \u2013 ", kEn,
            P("Present", PresentForm::kPresentCapital))}},
      {"**Fenwick College, Halden** Apr. 2023 \u2013 Present",
       {Rng("Apr. 2023 \u2013 Present", M("Apr. 2023", kDot, 2023, 4, "Apr", "2023"), " \u2013 ",
            kEn, P("Present", PresentForm::kPresentCapital))}},
      {"Mentor, CodeBridge\tSep 2021 - Sep 2022",
       {Rng("Sep 2021 - Sep 2022", M("Sep 2021", kAbbr, 2021, 9, "Sep", "2021"), " - ", kHy,
            M("Sep 2022", kAbbr, 2022, 9, "Sep", "2022"))}},
      {"## April 2023", {One(M("April 2023", kFull, 2023, 4, "April", "2023"))}},
      {"- May 2026 **Student Travel Grant, NSDI 2025**",
       {One(M("May 2026", kAbbr, 2026, 5, "May", "2026").Ambiguous()), One(Y("2025", 2025))}},
      {"talks in Jul '21 and 10/2023",
       {One(M("Jul '21", kApos, 2021, 7, "Jul", "'21").TwoDigit()),
        One(M("10/2023", kNum, 2023, 10, "10", "2023"))}},
      {"US Patent 11,514,370, 2022.", {One(Y("2022", 2022))}},
      {"Published 2019 (pp. 1999-2005)", {One(Y("2019", 2019))}},
      {"2019 to 2150", {One(Y("2019", 2019))}},
      {"2019 Best Paper Award, Stanhope Street Symposium", {One(Y("2019", 2019))}},
  };
  return *cases;
}

// The scan's byte-by-byte walk, as the candidate search replaces it: a byte that is no letter,
// digit, `'`, `+` or 0xE2 is stepped over; a run of letters and digits is passed over whole
// unless it starts with a digit or with the first two letters (any case) of a month or season.
size_t NextCandidateByteByByte(std::string_view text, size_t from, size_t end) {
  static constexpr std::string_view kPairs[] = {"ja", "fe", "ma", "ap", "ju", "au", "se",
                                                "oc", "no", "de", "sp", "su", "fa", "wi"};
  const auto lower = [](char c) { return IsAsciiUpper(c) ? static_cast<char>(c + 32) : c; };
  size_t i = from;
  while (i < end) {
    const char c = text[i];
    if (IsAsciiDigit(c) || c == '\'' || c == '+' || c == '\xE2') {
      return i;
    }
    if (!IsAsciiAlpha(c)) {
      ++i;
      continue;
    }
    if (i + 1 < text.size() && IsAsciiAlpha(text[i + 1])) {
      const std::string pair = {lower(c), lower(text[i + 1])};
      for (const std::string_view p : kPairs) {
        if (p == pair) {
          return i;
        }
      }
    }
    while (i < text.size() && IsAsciiAlnum(text[i])) {
      ++i;
    }
  }
  return end;
}

// One question to a fresh DateCandidates.
size_t NextDateCandidate(std::string_view text, size_t from, size_t end) {
  return internal::DateCandidates(text).Next(from, end);
}

TEST(ExtractDatesTest, NextCandidateEdgeCases) {
  EXPECT_EQ(NextDateCandidate("", 0, 0), 0u);
  EXPECT_EQ(NextDateCandidate("the end of it", 0, 13), 13u);
  EXPECT_EQ(NextDateCandidate("Sep", 0, 3), 0u);
  EXPECT_EQ(NextDateCandidate("S", 0, 1), 1u);  // no second letter
  EXPECT_EQ(NextDateCandidate("Visited Sep 2019", 0, 16), 8u);
  EXPECT_EQ(NextDateCandidate("Visited Sep 2019", 0, 8), 8u);  // `end` bounds the answer
  // `from` inside a run starts a run: the scan resumes there after a failed try.
  EXPECT_EQ(NextDateCandidate("xxSeptember", 2, 11), 2u);
  EXPECT_EQ(NextDateCandidate("ab2019", 2, 6), 2u);
  EXPECT_EQ(NextDateCandidate("ab2019", 0, 6), 6u);  // glued to letters: passed over
  // A run across the sixteen-byte steps is one run.
  EXPECT_EQ(NextDateCandidate("aaaaaaaaaaaaaaaSeptember 2019", 0, 29), 25u);
  EXPECT_EQ(NextDateCandidate("aaaaaaaaaaaaaaa Sep 2019", 0, 24), 16u);
  EXPECT_EQ(NextDateCandidate("Caf\xC3\xA9 \xE2\x80\x99"
                              "19",
                              0, 11),
            6u);
  EXPECT_EQ(NextDateCandidate("call +1 555", 0, 11), 5u);
}

// Random texts of date-like pieces, from random starts, against the byte-by-byte walk.
TEST(ExtractDatesTest, NextCandidateMatchesTheByteByByteWalk) {
  static constexpr std::string_view kPieces[] = {"Sep",
                                                 "sept",
                                                 "MAY",
                                                 "with",
                                                 "Jupiter",
                                                 "x",
                                                 "Q",
                                                 "2019",
                                                 "7",
                                                 " ",
                                                 "\t",
                                                 "-",
                                                 "'",
                                                 "+",
                                                 ".",
                                                 "\xE2\x80\x99",
                                                 "\xE2\x80\x93",
                                                 "\xC2\xA0",
                                                 "caf\xC3\xA9",
                                                 "winter",
                                                 "Fall",
                                                 "autumn",
                                                 "aB3",
                                                 "oct",
                                                 "nOvel",
                                                 "d"};
  std::mt19937 rng(19);
  for (int round = 0; round < 5000; ++round) {
    std::string text;
    for (int k = static_cast<int>(rng() % 24); k >= 0; --k) {
      text += kPieces[rng() % std::size(kPieces)];
    }
    for (int ask = 0; ask < 8; ++ask) {
      const size_t from = rng() % (text.size() + 1);
      const size_t end = from + rng() % (text.size() - from + 1);
      ASSERT_EQ(NextDateCandidate(text, from, end), NextCandidateByteByByte(text, from, end))
          << "`" << text << "` from " << from << " to " << end;
    }
    // As the scan asks: forward, from one past each answer, the kept block reused.
    internal::DateCandidates candidates(text);
    for (size_t from = rng() % 3; from < text.size(); from += 1 + rng() % 3) {
      const size_t got = candidates.Next(from, text.size());
      ASSERT_EQ(got, NextCandidateByteByByte(text, from, text.size()))
          << "`" << text << "` from " << from;
      from = std::max(from, got);
    }
  }
}

// Words after a line's last digit start nothing, and the scan stops there; a month before a
// separator still takes the end's year.
TEST(ExtractDatesTest, NothingAfterTheLastDigitBreaksADate) {
  std::vector<DateSpan> out;
  ExtractDates("May - Aug 2020, then March and Present to date", 0, 0, out);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].range, (ByteRange{0, 14}));
  EXPECT_EQ(out[0].start.year, 2020);
  out.clear();
  ExtractDates("Fall '19 and Spring", 0, 0, out);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].range, (ByteRange{0, 8}));
}

TEST(ExtractDatesTest, PositiveTable) {
  EXPECT_GE(PositiveCases().size(), 60u);
  for (const Case& c : PositiveCases()) {
    ExpectSpans(c.input, c.want);
  }
}

// Strings with no date at all.
constexpr std::string_view kNoDates[] = {
    "GPA 4.19/4.3",
    "GPA: 3.79/4.0 (top 5%)",
    "+82-10-9511-9531",
    "Tel: +1 737-342-9176",
    "Phone +1 212-555-2019",
    "Phone (212) 555-2019",
    "Phone 212 555 2019",
    "Phone 212-555-2019",
    "Phone +852 5484 7038",
    "CS2311, Computer Programming",
    "CS4296 & CS5296, Cloud Computing",
    "a 200\u00D7200 mm glass substrate",
    "2000\u00D72000 pixels",
    "pp. 1999-2005",
    "pages 1201-1212",
    "Vol. 2019, No. 2020",
    "arxiv:2504.20854",
    "arxiv:1907.12345",
    "arXiv:2101.00001v2",
    "US Patent 11,514,370",
    "10,000 GPUs",
    "v2019.1",
    "Python 3.11",
    "doi:10.1145/3342195.3387555",
    "https://example.org/2019/09/post",
    "ada2019@example.com",
    "Contact: jane.doe.2019@example.edu",
    "see www.example.org/2019",
    "ISBN 978-3-16-148410-0",
    "postal code 20190",
    "13/2020",
    "founded 1850",
    "by 2150",
    "10:30 and 2019:30",
    "top 5% and 2019%",
    "$2019 and \u20AC2019 and \u00A32019",
    "issue #2019",
    "ICML2022",
    "NSDI'25 Poster",
    "NSDI\u201925 Poster",
    "2019a",
    "the 1990s and the '90s",
    "Sep 15, 2019",
    "Sep. 15th 2019",
    "15 Sep 2019",
    "1st May 2019",
    "2019-09-15",
    "12/09/2019",
    "15.09.2019",
    "2019/2020",
    "2019/20",
    "Sep2019",
    "Sep.2019",
    "Sep, 2019",
    "May we meet in March",
    "Spring cleaning",
    "Present",
    "until now",
    "Fall semester",
    "CS-2019 and ICML-2022",
    "2019-1850",
    "2019-99 and 2019-13",
    "2019.5 GPU hours",
    "Sep 2019-12",
    "May - Present",
    "Fall, 2019",
    "https://example.org/?year=2019&m=09",
    "ada@example.org,2019",
    "www.example.org/~2019",
    "2019_paper",
    "1950 Main St, Springfield",
    "2000 N. Lake Avenue",
    "Suite 2019, Room 1999",
    "file_2019",
};

// Every four-digit number, alone, after a month, after a numeric month and in a cluster of
// three groups: a year (its value read right) exactly when it is 1900..2099, and never inside a
// phone number.
TEST(ExtractDatesTest, EveryFourDigitNumber) {
  for (int n = 0; n <= 9999; ++n) {
    char digits[5];
    std::snprintf(digits, sizeof(digits), "%04d", n);
    const std::string number(digits);
    const bool year = n >= 1900 && n <= 2099;
    const std::vector<DateSpan> alone = Extract("Joined in " + number + ".");
    ASSERT_EQ(alone.size(), year ? 1u : 0u) << number;
    const std::vector<DateSpan> month = Extract("Sep " + number + ", Ithaca");
    ASSERT_EQ(month.size(), year ? 1u : 0u) << number;
    const std::vector<DateSpan> numeric = Extract("(09/" + number + ")");
    ASSERT_EQ(numeric.size(), year ? 1u : 0u) << number;
    if (year) {
      EXPECT_EQ(alone[0].start.year, n);
      EXPECT_EQ(month[0].start.year, n);
      EXPECT_EQ(month[0].start.month, 9);
      EXPECT_EQ(numeric[0].start.year, n);
    }
    EXPECT_TRUE(Extract("Phone " + number + " 555 0199").empty()) << number;
    EXPECT_TRUE(Extract("Phone 555 " + number + " 0199").empty()) << number;
  }
}

// A number before a street type, in any case, is an address; a word that only starts or
// nearly spells one (the types are compared packed, `boulevard` longer than a key) is not.
TEST(ExtractDatesTest, StreetTypesInEveryCase) {
  static constexpr std::string_view kStreets[] = {
      "st", "street", "ave",   "avenue", "rd",      "road",    "blvd", "boulevard",
      "ln", "lane",   "ct",    "court",  "pkwy",    "parkway", "hwy",  "highway",
      "pl", "place",  "drive", "way",    "terrace", "circle"};
  const auto years = [](const std::string& text) { return Extract(text).size(); };
  for (const std::string_view street : kStreets) {
    std::string capital(street);
    capital[0] = static_cast<char>(capital[0] - 32);
    std::string upper(street);
    for (char& c : upper) {
      c = static_cast<char>(c - 32);
    }
    for (const std::string& word : {std::string(street), capital, upper}) {
      EXPECT_EQ(years("Office at 1950 " + word + ", Springfield"), 0u) << word;
      EXPECT_EQ(years("Office at 1950 N. Lake " + word), 0u) << word;
      // One letter more, one fewer, the last one changed: a year.
      EXPECT_EQ(years("Office at 1950 " + word + "x, Springfield"), 1u) << word;
      if (word.size() > 1) {
        const std::string shorter = word.substr(0, word.size() - 1);
        const bool also_street = std::find(std::begin(kStreets), std::end(kStreets),
                                           AsciiLower(shorter)) != std::end(kStreets);
        EXPECT_EQ(years("Office at 1950 " + shorter + ", Springfield"), also_street ? 0u : 1u)
            << shorter;
      }
      std::string changed = word;
      changed.back() = changed.back() == 'q' ? 'z' : 'q';
      EXPECT_EQ(years("Office at 1950 " + changed + ", Springfield"), 1u) << changed;
      // Another first letter (street types are first ruled out by length and first letter).
      std::string other_initial = word;
      other_initial.front() = other_initial.front() == 'q' ? 'z' : 'q';
      EXPECT_EQ(years("Office at 1950 " + other_initial + ", Springfield"), 1u) << other_initial;
    }
  }
  EXPECT_EQ(years("Office at 1950 Boulevarx, Springfield"), 1u);
  EXPECT_EQ(years("Office at 1950 Boulevards, Springfield"), 1u);
  EXPECT_EQ(years("Office at 1950 BoulevardBoulevard, Springfield"), 1u);
}

TEST(ExtractDatesTest, NegativeTable) {
  EXPECT_GE(std::size(kNoDates), 25u);
  for (const std::string_view input : kNoDates) {
    SCOPED_TRACE(testing::Message() << "input: \"" << input << "\"");
    const std::vector<DateSpan> got = Extract(input);
    EXPECT_TRUE(got.empty()) << "first match: \"" << Slice(input, got.front().range) << "\"";
  }
}

TEST(ExtractDatesTest, BaseOffsetAndMultibyteText) {
  const std::string_view text =
      "Universit\u00E9 de Lumi\u00E8re \u2014 \u00C9cole, Sep 2019 \u2013 Present, "
      "Gr\u00FC\u00DFe May'23";
  const uint32_t base = 1000;
  const std::vector<DateSpan> got = Extract(text, base, 42);
  ASSERT_EQ(got.size(), 2u);
  const size_t sep_at = text.find("Sep 2019");
  ASSERT_NE(sep_at, std::string_view::npos);
  EXPECT_EQ(got[0].range.begin, base + sep_at);
  EXPECT_EQ(Slice(text, got[0].range, base), "Sep 2019 \u2013 Present");
  EXPECT_EQ(Slice(text, got[0].start.range, base), "Sep 2019");
  EXPECT_EQ(Slice(text, got[0].start.month_range, base), "Sep");
  EXPECT_EQ(Slice(text, got[0].start.year_range, base), "2019");
  EXPECT_EQ(Slice(text, got[0].separator, base), " \u2013 ");
  EXPECT_EQ(Slice(text, got[0].end.range, base), "Present");
  EXPECT_EQ(got[0].line, 42u);
  EXPECT_EQ(got[1].range.begin, base + text.find("May'23"));
  EXPECT_EQ(got[1].range.end, base + text.size());
  EXPECT_EQ(Slice(text, got[1].start.year_range, base), "'23");
}

TEST(ExtractDatesTest, AppendsWithoutClearing) {
  std::vector<DateSpan> out;
  ExtractDates("2019", 0, 0, out);
  ExtractDates("Fall 2020", 10, 1, out);
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[0].start.year, 2019);
  EXPECT_EQ(out[1].start.year, 2020);
  EXPECT_EQ(out[1].range.begin, 10u);
  EXPECT_EQ(out[1].line, 1u);
}

TEST(ExtractDatesTest, SortKeyOrdersExtractedPoints) {
  const std::vector<DateSpan> got = Extract("Sep 2019 \u2013 Present, Fall 2019, 2019-10, 2018");
  ASSERT_EQ(got.size(), 4u);
  EXPECT_EQ(got[0].start.SortKey(), 201909);
  EXPECT_GT(got[0].end.SortKey(), got[2].start.SortKey());
  EXPECT_EQ(got[1].start.SortKey(), 201909);
  EXPECT_LT(got[3].start.SortKey(), got[0].start.SortKey());
}

// Pathological lines finish (no quadratic behaviour); nothing false comes out of them.
TEST(ExtractDatesTest, HugeLinesFinish) {
  const std::string letters(10 * 1024 * 1024, 'a');
  EXPECT_TRUE(Extract(letters).empty());

  std::string digits_dashes;
  uint32_t state = 12345;
  while (digits_dashes.size() < 1024 * 1024) {
    state = state * 1103515245u + 12345u;
    digits_dashes.push_back((state >> 16) % 3 == 0 ? '-'
                                                   : static_cast<char>('0' + (state >> 8) % 10));
  }
  Extract(digits_dashes);

  std::string one_dash;
  while (one_dash.size() < 1024 * 1024) {
    one_dash += "1-";
  }
  EXPECT_TRUE(Extract(one_dash).empty());

  std::string years;
  while (years.size() < 1024 * 1024) {
    years += "2019-";
  }
  EXPECT_FALSE(Extract(years).empty());

  std::string spaced;
  while (spaced.size() < 1024 * 1024) {
    spaced += "May - Sep '19-'20 2019 to ";
  }
  EXPECT_FALSE(Extract(spaced).empty());

  std::string blanks =
      "2019" + std::string(1024 * 1024, ' ') + "Sep" + std::string(1024 * 1024, ' ');
  EXPECT_EQ(Extract(blanks).size(), 1u);

  std::string url_token;
  while (url_token.size() < 1024 * 1024) {
    url_token += "x=2019&";
  }
  url_token += "@x";
  EXPECT_TRUE(Extract(url_token).empty());
}

// The extractor keeps no shared mutable state: concurrent calls agree.
TEST(ExtractDatesTest, ConcurrentCallsAgree) {
  const std::string_view text = "Sep 2019 \u2013 Present, 05/2023 \u2013 11/2023, May'23 - x";
  const std::vector<DateSpan> expected = Extract(text);
  std::vector<std::thread> threads;
  std::vector<int> mismatches(4, 0);
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&, t] {
      for (int i = 0; i < 2000; ++i) {
        const std::vector<DateSpan> got = Extract(text);
        if (got.size() != expected.size() || got[0].range != expected[0].range ||
            got.back().range != expected.back().range) {
          ++mismatches[t];
        }
      }
    });
  }
  for (std::thread& thread : threads) {
    thread.join();
  }
  for (int t = 0; t < 4; ++t) {
    EXPECT_EQ(mismatches[t], 0);
  }
}

}  // namespace
}  // namespace cvtidy::testing_dates
