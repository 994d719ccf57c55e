#include "src/model/spans.h"

#include <array>
#include <utility>

namespace cvtidy {
namespace {

constexpr std::array<std::pair<DateStyle, std::string_view>, 10> kStyleNames = {{
    {DateStyle::kYear, "YYYY"},
    {DateStyle::kNumericMonth, "MM/YYYY"},
    {DateStyle::kIsoMonth, "YYYY-MM"},
    {DateStyle::kMonthAbbr, "Mon YYYY"},
    {DateStyle::kMonthAbbrDot, "Mon. YYYY"},
    {DateStyle::kMonthFull, "Month YYYY"},
    {DateStyle::kMonthApostrophe, "Mon'YY"},
    {DateStyle::kSeasonYear, "Season YYYY"},
    {DateStyle::kYearSeason, "YYYY Season"},
    {DateStyle::kPresent, "Present"},
}};

}  // namespace

std::string_view DateStyleName(DateStyle style) {
  for (const auto& [s, name] : kStyleNames) {
    if (s == style) {
      return name;
    }
  }
  return "?";
}

std::optional<DateStyle> ParseDateStyleName(std::string_view name) {
  for (const auto& [s, n] : kStyleNames) {
    if (n == name && s != DateStyle::kPresent) {
      return s;
    }
  }
  return std::nullopt;
}

int32_t DatePoint::SortKey() const {
  if (is_present()) {
    return 999999;
  }
  int month_key = month;
  if (month_key == 0) {
    switch (season) {
      case Season::kSpring:
        month_key = 3;
        break;
      case Season::kSummer:
        month_key = 6;
        break;
      case Season::kFall:
        month_key = 9;
        break;
      case Season::kWinter:
        month_key = 12;
        break;
      case Season::kNone:
        break;
    }
  }
  return year * 100 + month_key;
}

int ComparePoints(const DatePoint& a, const DatePoint& b) {
  if (a.is_present() || b.is_present()) {
    return static_cast<int>(a.is_present()) - static_cast<int>(b.is_present());
  }
  const int32_t ka = a.SortKey();
  const int32_t kb = b.SortKey();
  if (ka % 100 == 0 || kb % 100 == 0) {  // one has only a year: compare years
    return (a.year > b.year) - (a.year < b.year);
  }
  return (ka > kb) - (ka < kb);
}

}  // namespace cvtidy
