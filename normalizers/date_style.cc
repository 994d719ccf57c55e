#include "normalizers/date_style.h"

#include <array>
#include <utility>

#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/model/date_separators.h"

namespace cvtidy {
namespace {

constexpr std::array<std::string_view, 12> kMonthAbbr = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                                         "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
constexpr std::array<std::string_view, 12> kMonthFull = {
    "January", "February", "March",     "April",   "May",      "June",
    "July",    "August",   "September", "October", "November", "December"};

std::string_view SeasonName(Season season) {
  switch (season) {
    case Season::kSpring:
      return "Spring";
    case Season::kSummer:
      return "Summer";
    case Season::kFall:
      return "Fall";
    case Season::kWinter:
      return "Winter";
    case Season::kNone:
      break;
  }
  return {};
}

// True for a word of two or more letters with no lower-case letter (`SEP`, `SEPT`).
bool IsAllCapsWord(std::string_view word) {
  int letters = 0;
  for (const char c : word) {
    if (IsAsciiLower(c)) {
      return false;
    }
    letters += IsAsciiUpper(c) ? 1 : 0;
  }
  return letters >= 2;
}

// The month name in the case of the word it replaces: `SEP 2019` -> `SEPTEMBER 2019`.
std::string MonthName(std::string_view name, std::string_view written) {
  std::string out(name);
  if (IsAllCapsWord(written)) {
    for (char& c : out) {
      c = AsciiToUpper(c);
    }
  }
  return out;
}

// The season word to write: the written one when it is a word, else the canonical name.
std::string_view SeasonWord(Season season, std::string_view written) {
  if (!written.empty() && IsAsciiAlpha(written.front())) {
    return written;
  }
  return SeasonName(season);
}

bool IsSpace(char c) { return c == ' ' || c == '\t'; }

}  // namespace

bool IsMonthStyle(DateStyle style) {
  switch (style) {
    case DateStyle::kNumericMonth:
    case DateStyle::kIsoMonth:
    case DateStyle::kMonthAbbr:
    case DateStyle::kMonthAbbrDot:
    case DateStyle::kMonthFull:
    case DateStyle::kMonthApostrophe:
      return true;
    default:
      return false;
  }
}

bool IsSeasonStyle(DateStyle style) {
  return style == DateStyle::kSeasonYear || style == DateStyle::kYearSeason;
}

std::optional<std::string> FormatDate(const DatePoint& point, DateStyle style,
                                      std::string_view month_word) {
  // An open end is not a calendar point; a year of 0 means the extractor found none.
  if (point.is_present() || style == DateStyle::kPresent || point.year <= 0) {
    return std::nullopt;
  }
  const int year = point.year;
  if (style == DateStyle::kYear) {
    return fmt::format("{:04d}", year);
  }
  if (style == DateStyle::kSeasonYear || style == DateStyle::kYearSeason) {
    // Seasons and months do not convert into each other.
    if (point.season == Season::kNone) {
      return std::nullopt;
    }
    const std::string_view season = SeasonWord(point.season, month_word);
    return style == DateStyle::kSeasonYear ? fmt::format("{} {:04d}", season, year)
                                           : fmt::format("{:04d} {}", year, season);
  }
  if (!IsMonthStyle(style) || point.month < 1 || point.month > 12) {
    return std::nullopt;
  }
  const int month = point.month;
  const size_t index = static_cast<size_t>(month - 1);
  switch (style) {
    case DateStyle::kNumericMonth:
      return fmt::format("{:02d}/{:04d}", month, year);
    case DateStyle::kIsoMonth:
      return fmt::format("{:04d}-{:02d}", year, month);
    case DateStyle::kMonthAbbr:
      return fmt::format("{} {:04d}", MonthName(kMonthAbbr[index], month_word), year);
    case DateStyle::kMonthAbbrDot:
      return fmt::format("{}. {:04d}", MonthName(kMonthAbbr[index], month_word), year);
    case DateStyle::kMonthFull:
      return fmt::format("{} {:04d}", MonthName(kMonthFull[index], month_word), year);
    case DateStyle::kMonthApostrophe:
      return fmt::format("{}'{:02d}", MonthName(kMonthAbbr[index], month_word), year % 100);
    default:
      return std::nullopt;
  }
}

std::optional<TextEdit> RewriteDate(const DatePoint& point, DateStyle style, const Source& source) {
  // Already in the style, with the year width the style asks for: nothing to do, even when
  // our own spelling would differ (`9/2019`, `Sept. 2019`, `May '23`).
  const bool year_width_ok = style == DateStyle::kMonthApostrophe || !point.two_digit_year;
  if (point.style == style && year_width_ok) {
    return std::nullopt;
  }
  std::optional<std::string> text = FormatDate(point, style, source.Text(point.month_range));
  if (!text || *text == source.Text(point.range)) {
    return std::nullopt;
  }
  return TextEdit{point.range, *std::move(text)};
}

std::optional<SeparatorForm> ParseSeparator(std::string_view text) {
  const std::string_view core = TrimAscii(text);
  const RangeSeparatorSpelling* spelling = MatchRangeSeparator(core);
  if (spelling == nullptr || spelling->text.size() != core.size()) {
    return std::nullopt;
  }
  return SeparatorForm{.kind = spelling->kind,
                       .space_before = IsSpace(text.front()),
                       .space_after = IsSpace(text.back())};
}

std::string FormatSeparator(SeparatorForm form) {
  // `2019to2020` would not read as a range: `to` is always spaced.
  if (form.kind == RangeSeparator::kTo) {
    return " to ";
  }
  if (form.kind == RangeSeparator::kNone) {
    return {};
  }
  return fmt::format("{}{}{}", form.space_before ? " " : "", CanonicalSpelling(form.kind),
                     form.space_after ? " " : "");
}

std::string DescribeSeparatorKind(RangeSeparator kind) {
  switch (kind) {
    case RangeSeparator::kHyphen:
      return "a hyphen";
    case RangeSeparator::kEnDash:
      return "an en dash";
    case RangeSeparator::kEmDash:
      return "an em dash";
    case RangeSeparator::kTo:
      return "`to`";
    case RangeSeparator::kTilde:
      return "a tilde";
    case RangeSeparator::kNone:
      break;
  }
  return "no separator";
}

std::string DescribeSeparator(SeparatorForm form) {
  std::string kind = DescribeSeparatorKind(form.kind);
  // `to` is always spaced, and "no separator" has no spacing to speak of.
  if (form.kind == RangeSeparator::kTo || form.kind == RangeSeparator::kNone) {
    return kind;
  }
  const std::string_view name = std::string_view(kind).substr(kind.find(' ') + 1);
  if (form.space_before && form.space_after) {
    return fmt::format("a spaced {}", name);
  }
  if (!form.space_before && !form.space_after) {
    return fmt::format("an unspaced {}", name);
  }
  return fmt::format("{} spaced on the {} only", kind, form.space_before ? "left" : "right");
}

std::optional<TextEdit> RewriteSeparator(const DateSpan& span, SeparatorForm form,
                                         const Source& source) {
  if (span.separator_kind == RangeSeparator::kNone || form.kind == RangeSeparator::kNone) {
    return std::nullopt;
  }
  if (!span.open_end) {
    std::string text = FormatSeparator(form);
    if (text == source.Text(span.separator)) {
      return std::nullopt;
    }
    return TextEdit{span.separator, std::move(text)};
  }
  // An open end's blanks are not its separator's spacing: after it comes the end of the line
  // (where two blanks are a Markdown line break) or text that is not a date. Only the glyph
  // changes; `to` gets the blanks it needs to stay a word.
  const std::string_view written = source.Text(span.separator);
  const size_t first = written.find_first_not_of(" \t");
  if (first == std::string_view::npos) {
    return std::nullopt;
  }
  const size_t last = written.find_last_not_of(" \t") + 1;
  const ByteRange glyph{span.separator.begin + static_cast<uint32_t>(first),
                        span.separator.begin + static_cast<uint32_t>(last)};
  std::string text = FormatSeparator({form.kind, /*space_before=*/false, /*space_after=*/false});
  if (form.kind == RangeSeparator::kTo) {
    text = fmt::format("{}to{}", first == 0 ? " " : "", last == written.size() ? " " : "");
  }
  if (span.separator_kind == form.kind || text == source.Text(glyph)) {
    return std::nullopt;
  }
  return TextEdit{glyph, std::move(text)};
}

std::string_view PresentWord(PresentForm form) {
  switch (form) {
    case PresentForm::kPresentLower:
      return "present";
    case PresentForm::kPresentCapital:
      return "Present";
    case PresentForm::kPresentUpper:
      return "PRESENT";
    case PresentForm::kNow:
      return "now";
    case PresentForm::kCurrent:
      return "current";
    case PresentForm::kOngoing:
      return "ongoing";
    case PresentForm::kToDate:
      return "to date";
    case PresentForm::kNone:
      break;
  }
  return {};
}

std::optional<TextEdit> RewritePresent(const DatePoint& point, std::string_view word,
                                       const Source& source) {
  if (!point.is_present() || word.empty() || source.Text(point.range) == word) {
    return std::nullopt;
  }
  return TextEdit{point.range, std::string(word)};
}

}  // namespace cvtidy
