// Typed spans the extractors find once per parse. Rules read these; none re-scans raw text
// for what an extractor provides.
#ifndef CVTIDY_SRC_MODEL_SPANS_H_
#define CVTIDY_SRC_MODEL_SPANS_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "src/source/source.h"

namespace cvtidy {

// The written style of one date: its format signature. Two dates of the same precision
// written in different styles are what date/mixed-format reports.
enum class DateStyle : uint8_t {
  kYear,             // 2019
  kNumericMonth,     // 09/2019 (also 9/2019)
  kIsoMonth,         // 2019-09
  kMonthAbbr,        // Sep 2019
  kMonthAbbrDot,     // Sep. 2019
  kMonthFull,        // September 2019
  kMonthApostrophe,  // May'23, May '23
  kSeasonYear,       // Fall 2019
  kYearSeason,       // 2019 Fall
  kPresent,          // Present, now, current, ongoing (the open end of a range)
};

// Returns the signature used in messages and in `[style] date` ("Mon YYYY", "MM/YYYY", ...).
std::string_view DateStyleName(DateStyle style);
// Parses a signature as written in config; std::nullopt when unknown.
std::optional<DateStyle> ParseDateStyleName(std::string_view name);

enum class Season : uint8_t { kNone, kSpring, kSummer, kFall, kWinter };

// How the open end of a range is written.
enum class PresentForm : uint8_t {
  kNone,
  kPresentLower,
  kPresentCapital,
  kPresentUpper,
  kNow,
  kCurrent,
  kOngoing,
  kToDate
};

// One calendar point: `Sep. 2019`, `2019`, `Fall 2021`, `May'23`, or `Present`.
struct DatePoint {
  ByteRange range;        // the whole point as written
  ByteRange month_range;  // the month or season word/number, empty if none
  ByteRange year_range;   // the year digits (with apostrophe for '23), empty for Present
  int16_t year = 0;       // four-digit year; two-digit years are expanded ('23 -> 2023)
  uint8_t month = 0;      // 1..12, 0 when the point has no month
  Season season = Season::kNone;
  DateStyle style = DateStyle::kYear;
  PresentForm present = PresentForm::kNone;  // set iff style == kPresent
  bool two_digit_year = false;
  // `May` reads as both abbreviated and full month name: it fits kMonthAbbr and kMonthFull.
  bool style_ambiguous = false;

  bool operator==(const DatePoint&) const = default;
  bool is_present() const { return style == DateStyle::kPresent; }
  // A number that orders points in time: year*100 + month (seasons map to their first
  // month). Present sorts after every real date.
  int32_t SortKey() const;
};

// Compares two points at the precision both have: a year-only point equals every month and
// season of its year (`2019` vs `Mar 2019` is 0), seasons count as their first month, and
// Present is after every real date. Returns <0, 0 or >0.
int ComparePoints(const DatePoint& a, const DatePoint& b);

enum class RangeSeparator : uint8_t { kNone, kHyphen, kEnDash, kEmDash, kTo, kTilde };

// A date or a date range as found in text.
struct DateSpan {
  ByteRange range;  // the whole span, from the start point to the end point
  DatePoint start;
  DatePoint end;  // meaningful when is_range
  bool is_range = false;
  // The range has a separator but no end on the same line (`May'23 -` at line end): the end
  // may be at the start of the next line (date/split-range).
  bool open_end = false;
  ByteRange separator;  // the separator with the white space around it (` – `, `-`, ` to `)
  RangeSeparator separator_kind = RangeSeparator::kNone;
  uint32_t line = 0;  // 0-based index into Document::lines()

  bool operator==(const DateSpan&) const = default;
  // `2021 – Present`: still running.
  bool runs_to_present() const { return is_range && end.is_present(); }
};

// The three ways `[style] venue` may ask a CV to name its venues.
enum class VenueStyle : uint8_t {
  kShort,           // `OSDI 2022`
  kPublisherShort,  // `USENIX OSDI 2022` (`NeurIPS 2022` for a venue without a publisher)
  kLong,            // `USENIX Symposium on ... (OSDI 2022)`
};

// How a venue mention names its venue.
enum class VenueForm : uint8_t {
  kAcronym,           // `OSDI 2024`, `OSDI '24`, `EuroSys`
  kPublisherAcronym,  // `USENIX OSDI 2023`, `ACM EuroSys 2023`
  kLong,              // `USENIX Symposium on Operating Systems Design and Implementation`,
                      // with or without publisher, ordinal, `Proceedings of the`
  kLongWithAcronym,   // the long name and the acronym together, one mention over the whole
                      // span: `16th USENIX Symposium on ... (OSDI 2022)`, `... Conference
                      // (ATC)`, `Long Name (OSDI '24)`, `Long Name, OSDI 2024`, `ACM SIGMOD
                      // Long Name`, `ICML 2019: Proceedings of the 36th Long Name`, and a
                      // long name whose `(ACR)` follows a track name or the line break
  kFormerName,        // `NIPS 2017`, `SysML 2019`: a name the venue has since dropped
  kAlias,             // a listed variant or common misspelling not covered above
};

// How the year of a venue mention is written.
enum class VenueYearForm : uint8_t {
  kNone,             // `EuroSys`
  kFourDigit,        // `OSDI 2024`
  kApostrophe,       // `OSDI '24`, `OSDI ’24`
  kGluedApostrophe,  // `OSDI'24`
  kHyphen,           // `OSDI-24`
  kTwoDigit,         // `OSDI 24`
  kGluedFourDigit,   // `ICML2022`
};

// Where a venue mention stands: the venue itself, or a piece of something else's name or
// label. Only citations are the CV's way of writing the venue; the others keep their form.
enum class VenueContext : uint8_t {
  kCitation,    // the venue of a paper, a talk, a committee seat: `OSDI 2024`, `PC, ATC '25`
  kPartOfName,  // inside another proper name: a workshop named after its host (`Second ACM SOSP
                // Workshop on ...`, `Workshop on X at ICSE 2020`, `(Edge S&P 2021)`), a
                // journal series (`Transactions on ...`), a society role (`ACM SIGOPS
                // Information Director`), an award, grant or student program (`EuroSys
                // Student Travel Grant`)
  kTag,         // a bracket label: `[ICCAD 2020]` in front of an entry, a reference-link
                // label `[MSR'14][]`, a link button `[[arXiv]](...)`
};

// A mention of a known venue (see src/data/venue_table.h): canonical id, surface form, year.
struct VenueMention {
  ByteRange range;            // the whole mention: ordinal, publisher, name, acronym, year
  ByteRange name_range;       // the acronym or long name as written, without publisher/year
  ByteRange acronym_range;    // the acronym when one is written (also inside `(OSDI 2022)`)
  ByteRange publisher_range;  // `USENIX`, `ACM`, `IEEE/ACM`; empty if none
  ByteRange ordinal_range;    // `16th`, `Sixteenth`; empty if none
  ByteRange year_range;       // the year as written, apostrophe included; empty if none
  uint32_t venue = 0;         // index into VenueTable::venues()
  int16_t year = 0;           // four-digit year; 0 when none is written
  VenueForm form = VenueForm::kAcronym;
  VenueYearForm year_form = VenueYearForm::kNone;
  VenueContext context = VenueContext::kCitation;
  // One of three venues or more listed together on a line (`Reviewer: OSDI, NSDI, EuroSys`),
  // or heading one of three entries or more in a row of one section that are not citations
  // (`- ESOP, 2023-2025` / `- ICFP, 2019` / `- POPL, 2017`: a committee list, one per item).
  bool listed = false;
  // The entry serves the venue (a committee seat, a chair, reviewing, organising): such an
  // entry is usually dated when the work is done, a year before the venue meets.
  bool service = false;
  uint32_t line = 0;  // 0-based index into Document::lines(): the line the mention starts on

  // True for a mention that cites the venue itself. Only those show how a CV writes its
  // venues: a venue inside another name (`EuroSys Student Travel Grant`) or a bracket tag
  // (`[ICCAD 2020]`) keeps its own form, votes for nothing and is not reported by form rules.
  bool IsCitation() const { return context == VenueContext::kCitation; }
  bool operator==(const VenueMention&) const = default;
};

// How an author's name is emphasised where it is written (the CV owner is usually bold).
enum class NameEmphasis : uint8_t { kNone, kBold, kItalic, kBoldItalic, kUnderline };

// The equal-contribution (or corresponding-author) mark written after a name.
enum class ContributionMark : uint8_t {
  kNone,
  kStar,          // `Name*`
  kEscapedStar,   // `Name\*` (Markdown-escaped)
  kSupStar,       // `Name<sup>*</sup>`
  kDagger,        // `Name†`
  kDoubleDagger,  // `Name‡`
};

// One person in an author list.
struct PersonName {
  ByteRange range;        // the name alone, as written: `Gyeong-In Yu`, `J. Lin`
  ByteRange outer_range;  // with its emphasis and mark: `**J. Lin**\*`
  ByteRange mark_range;   // the contribution mark as written; empty if none
  NameEmphasis emphasis = NameEmphasis::kNone;
  ContributionMark mark = ContributionMark::kNone;
  uint32_t list = 0;  // index into Document::author_lists()
  uint32_t line = 0;  // 0-based index into Document::lines()
};

// The comparable form of a written name. Letters are folded to lower-case ASCII (`é` -> `e`),
// hyphens and spaces inside given names are dropped, initials are recognised.
//   `Gyeong-In Yu`  -> family "yu", given "gyeongin", initials "gi"
//   `Gyeongin Yu`   -> family "yu", given "gyeongin", initials "g"
//   `S.-Y. Park`    -> family "park", given "sy", initials "sy", abbreviated
//   `Wei Lan Zhou`  -> family "zhou", given "weilan", words "lan wei zhou"
struct NameKey {
  std::string family;  // the last word, folded
  std::string given;   // every word before it, folded and concatenated
  // Every word folded, hyphen parts split, sorted, space-separated; only for names of three
  // words or more (the only ones whose word order is compared), else empty.
  std::string words;
  std::string initials;      // the first letter of each given word and hyphen part
  bool abbreviated = false;  // every given word is an initial (`J.`, `S.-Y.`)
  uint8_t word_count = 0;    // space-separated words, initials included
  // A hash of given + family (every letter in written order, wherever the family name
  // starts), made once with the key (MakeNameKey) so that comparisons rule most pairs out
  // without reading the strings. Never 0 in a made key; 0 in one built by hand.
  uint64_t letters_hash = 0;
};

// How the last author is joined to the others.
enum class AuthorConjunction : uint8_t {
  kNone,       // `A, B, C` (or a single author)
  kAnd,        // `A, B and C`
  kAmpersand,  // `A, B & C`
};

// A comma list of authors in a publication entry.
struct AuthorList {
  ByteRange range;           // from the first name to the last (or to `et al.`)
  ByteRange last_separator;  // between the last two names: `, and `, ` & `, `, `; empty
                             // with fewer than two names
  ByteRange et_al;           // `et al.` as written; empty if none
  ByteRange elision;         // `...` or `…` standing for omitted authors; empty if none
  AuthorConjunction conjunction = AuthorConjunction::kNone;
  bool oxford_comma = false;  // `A, B, and C`
  uint32_t first_name = 0;    // [first_name, end_name) into Document::names()
  uint32_t end_name = 0;
  uint32_t line = 0;  // the line the list starts on
  uint32_t entry = 0;
  // The list may go on past `range`: it stops before the start of a name cut by a line break
  // (`A, B, Bill` / `Yoder and C`, `A, B, J.` / `Stanton`), or at the end of a line its entry
  // continues after, with no hard break (`  `, `\`, `<br>`) to say the line ends on purpose.
  // Its last separator is then not known to be the last.
  bool open_end = false;
  // A note on the list such as `(*Equal Contribution)`, `(\*equal contribution)`, parentheses
  // included; empty if none. note_mark is the contribution mark inside it, empty if none.
  ByteRange note;
  ByteRange note_mark;
  ContributionMark note_mark_kind = ContributionMark::kNone;
};

// How a publication title is set off from the rest of its entry.
enum class TitleQuoting : uint8_t {
  kPlain,           // no marks: recognised by position (between authors and venue)
  kStraightQuotes,  // "Title"
  kCurlyQuotes,     // “Title”
  kBold,            // **Title**
  kItalic,          // *Title* or _Title_
};

// The title of a publication entry.
struct TitleSpan {
  ByteRange range;        // the title alone
  ByteRange outer_range;  // with its quotes or emphasis markers
  TitleQuoting quoting = TitleQuoting::kPlain;
  bool closed = true;  // false: an opening quote or `**` that is never closed on the entry
  uint32_t line = 0;
  uint32_t entry = 0;
};

// The kinds of contact field and identifier the contact extractor recognises.
enum class ContactKind : uint8_t {
  kEmail,            // name@example.org
  kObfuscatedEmail,  // name at example dot org, name [at] example [dot] org
  kUrl,              // https://..., www.example.org, example.github.io
  kOrcid,            // 0000-0002-1825-0097
  kPhone,            // +1 (555) 010-0199
  kArxiv,            // arXiv:2104.01234, arXiv:cs/0112017
  kDoi,              // 10.1145/3477132.3483540
};

// A contact field or identifier, well formed or not.
struct ContactField {
  ByteRange range;
  ContactKind kind = ContactKind::kEmail;
  // Empty when the field parses; otherwise why not, as a static string ("the ORCID checksum
  // digit is wrong"). contact/malformed reports these.
  std::string_view problem;
  uint32_t line = 0;
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_MODEL_SPANS_H_
