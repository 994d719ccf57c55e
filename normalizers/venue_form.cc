#include "normalizers/venue_form.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "src/base/strings.h"

namespace cvtidy {
namespace {

// Compares names as a reader would: ignoring ASCII case and treating every run of white
// space as one space, so `Conference on  Systems` in a CV matches the table's spelling.
bool SameName(std::string_view a, std::string_view b) {
  a = TrimAscii(a);
  b = TrimAscii(b);
  size_t i = 0;
  size_t j = 0;
  while (i < a.size() && j < b.size()) {
    if (IsAsciiSpace(a[i]) && IsAsciiSpace(b[j])) {
      while (i < a.size() && IsAsciiSpace(a[i])) {
        ++i;
      }
      while (j < b.size() && IsAsciiSpace(b[j])) {
        ++j;
      }
      continue;
    }
    if (AsciiToLower(a[i]) != AsciiToLower(b[j])) {
      return false;
    }
    ++i;
    ++j;
  }
  return i == a.size() && j == b.size();
}

// True when `name` holds `word` as a whole word (`USENIX Annual Technical Conference` holds
// `USENIX`, `Conference of the ACM Special Interest Group ...` holds `ACM`): the publisher is
// then not written twice.
bool HasWord(std::string_view name, std::string_view word) {
  if (word.empty()) {
    return false;
  }
  for (size_t at = 0; at + word.size() <= name.size(); ++at) {
    const bool starts = at == 0 || !IsAsciiAlnum(name[at - 1]);
    const size_t end = at + word.size();
    const bool ends = end == name.size() || !IsAsciiAlnum(name[end]);
    if (starts && ends && EqualsIgnoreCase(name.substr(at, word.size()), word)) {
      return true;
    }
  }
  return false;
}

// Returns `name` preceded by the publisher prefix unless it already names a publisher.
std::string WithPublisher(const VenueNames& names, std::string_view name) {
  std::string prefix = PublisherPrefix(names);
  if (prefix.empty() || std::any_of(names.publishers.begin(), names.publishers.end(),
                                    [&](std::string_view p) { return HasWord(name, p); })) {
    return std::string(name);
  }
  std::string out = std::move(prefix);
  out += ' ';
  out += name;
  return out;
}

// The words of `name` as a reader compares them: lower case, `&` read as `and`, without the
// words read with a name (`Proceedings of the`, `Annual`, a leading `The`), ordinals and
// `publishers`.
std::vector<std::string> NameWords(std::string_view name,
                                   std::span<const std::string_view> publishers) {
  std::vector<std::string> words;
  for (size_t i = 0; i < name.size();) {
    if (name[i] == '&') {
      words.emplace_back("and");
      ++i;
      continue;
    }
    if (!IsAsciiAlnum(name[i])) {
      ++i;
      continue;
    }
    size_t e = i;
    while (e < name.size() && IsAsciiAlnum(name[e])) {
      ++e;
    }
    words.push_back(AsciiLower(name.substr(i, e - i)));
    i = e;
  }
  // Leading words the extractor reads with a name: `Proceedings of the 16th USENIX ...`.
  size_t lead = 0;
  const auto read_with_name = [&](std::string_view w) {
    return w == "proceedings" || w == "proc" || w == "procs" || w == "of" || w == "the" ||
           w == "annual" || (!w.empty() && IsAsciiDigit(w[0])) ||
           std::any_of(publishers.begin(), publishers.end(),
                       [&](std::string_view p) { return HasWord(p, w); });
  };
  while (lead < words.size() && read_with_name(words[lead])) {
    ++lead;
  }
  words.erase(words.begin(), words.begin() + static_cast<std::ptrdiff_t>(lead));
  return words;
}

// True when `name` is one of the long names the table lists for `record` (its name, a long
// alias, a former long name), up to case, punctuation and the words read with a name.
bool IsTableLongName(std::string_view name, const VenueRecord& record) {
  const std::vector<std::string> written = NameWords(name, record.publishers);
  const auto same = [&](std::string_view listed) {
    return !listed.empty() && NameWords(listed, record.publishers) == written;
  };
  return same(record.long_name) ||
         std::any_of(record.aliases.begin(), record.aliases.end(), same) ||
         std::any_of(record.former.begin(), record.former.end(),
                     [&](const FormerName& f) { return same(f.long_name); });
}

// True when the text of `mention` holds something besides its venue's pieces (name, acronym,
// publisher, ordinal, year) and the words read with them (`Proceedings of the`, `Annual`, a
// year before the name): a volume number, a track between the name and its acronym (`--
// Tool Showcase`), a line break, or a long name the table does not list (the author's own
// `Internet Society Symposium on Network Security (NDSS)`). Rewriting the mention would lose
// that text.
bool HoldsOtherText(const VenueMention& mention, const VenueRecord& record, const Source& source) {
  const std::string_view text = source.text();
  const std::string_view written = source.Text(mention.range);
  if (written.find('\n') != std::string_view::npos ||
      written.find("][") != std::string_view::npos) {
    return true;  // a line break, or a reference link (`([NSDI'20][])`) the rewrite would drop
  }
  const bool long_name = !mention.name_range.empty() && !mention.acronym_range.empty()
                             ? mention.acronym_range.end <= mention.name_range.begin ||
                                   mention.acronym_range.begin >= mention.name_range.end
                             : mention.form == VenueForm::kLong;
  if (long_name && !IsTableLongName(source.Text(mention.name_range), record)) {
    return true;
  }
  const ByteRange parts[] = {mention.name_range, mention.acronym_range, mention.publisher_range,
                             mention.ordinal_range, mention.year_range};
  for (uint32_t i = mention.range.begin; i < mention.range.end;) {
    const auto part = std::find_if(std::begin(parts), std::end(parts), [&](ByteRange r) {
      return !r.empty() && r.begin <= i && i < r.end;
    });
    if (part != std::end(parts)) {
      i = part->end;
      continue;
    }
    const char c = text[i];
    if (c == '\n') {
      return true;
    }
    if (const size_t tag = HtmlEmphasisTagAt(text, i)) {
      i += static_cast<uint32_t>(tag);
      continue;
    }
    if (!IsAsciiAlnum(c)) {
      ++i;
      continue;
    }
    uint32_t e = i;
    while (e < mention.range.end && IsAsciiAlnum(text[e])) {
      ++e;
    }
    const std::string_view word = text.substr(i, e - i);
    const bool read_with_name = EqualsIgnoreCase(word, "proceedings") ||
                                EqualsIgnoreCase(word, "proc") || EqualsIgnoreCase(word, "procs") ||
                                EqualsIgnoreCase(word, "of") || EqualsIgnoreCase(word, "the") ||
                                EqualsIgnoreCase(word, "annual") ||
                                (mention.year != 0 && word == fmt::format("{}", mention.year)) ||
                                std::any_of(record.publishers.begin(), record.publishers.end(),
                                            [&](std::string_view p) { return HasWord(p, word); });
    if (!read_with_name) {
      return true;
    }
    i = e;
  }
  return false;
}

}  // namespace

std::string_view VenueStyleName(VenueStyle style) {
  switch (style) {
    case VenueStyle::kShort:
      return "short";
    case VenueStyle::kPublisherShort:
      return "publisher-short";
    case VenueStyle::kLong:
      return "long";
  }
  return "?";
}

std::optional<VenueStyle> ParseVenueStyleName(std::string_view name) {
  for (const VenueStyle style :
       {VenueStyle::kShort, VenueStyle::kPublisherShort, VenueStyle::kLong}) {
    if (name == VenueStyleName(style)) {
      return style;
    }
  }
  return std::nullopt;
}

std::string DescribeVenueYear(int year, VenueYearForm form) {
  switch (form) {
    case VenueYearForm::kNone:
      return "no year";
    case VenueYearForm::kHyphen:
      return fmt::format("`-{}`", FormatVenueYearDigits(year, form));
    default:
      return fmt::format("`{}`", FormatVenueYearDigits(year, form));
  }
}

bool IsGluedYearForm(VenueYearForm form) {
  return form == VenueYearForm::kGluedApostrophe || form == VenueYearForm::kHyphen ||
         form == VenueYearForm::kGluedFourDigit;
}

std::string_view VenueYearFormName(VenueYearForm form) {
  switch (form) {
    case VenueYearForm::kNone:
      return "none";
    case VenueYearForm::kFourDigit:
      return "four-digit";
    case VenueYearForm::kApostrophe:
      return "apostrophe";
    case VenueYearForm::kGluedApostrophe:
      return "glued apostrophe";
    case VenueYearForm::kHyphen:
      return "hyphen";
    case VenueYearForm::kTwoDigit:
      return "two-digit";
    case VenueYearForm::kGluedFourDigit:
      return "glued four-digit";
  }
  return "?";
}

VenueNames CurrentNames(const VenueRecord& record) {
  return VenueNames{record.id, record.long_name, record.publishers};
}

VenueNames FormerNames(const VenueRecord& record, size_t index) {
  const FormerName& former = record.former[index];
  const std::string_view long_name = former.long_name.empty() ? record.long_name : former.long_name;
  return VenueNames{former.acronym, long_name, record.publishers};
}

std::string PublisherPrefix(const VenueNames& names) {
  std::string out;
  for (const std::string_view publisher : names.publishers) {
    if (!out.empty()) {
      out += '/';
    }
    out += publisher;
  }
  return out;
}

std::string FormatVenueYearDigits(int year, VenueYearForm form) {
  if (year <= 0) {
    return {};
  }
  const int two = year % 100;
  switch (form) {
    case VenueYearForm::kNone:
      return {};
    case VenueYearForm::kFourDigit:
    case VenueYearForm::kGluedFourDigit:
      return fmt::format("{}", year);
    case VenueYearForm::kApostrophe:
    case VenueYearForm::kGluedApostrophe:
      return fmt::format("'{:02d}", two);
    case VenueYearForm::kHyphen:
    case VenueYearForm::kTwoDigit:
      return fmt::format("{:02d}", two);
  }
  return {};
}

// What stands between the acronym and the year digits in `form`.
static std::string_view VenueYearSeparator(VenueYearForm form) {
  switch (form) {
    case VenueYearForm::kFourDigit:
    case VenueYearForm::kApostrophe:
    case VenueYearForm::kTwoDigit:
      return " ";
    case VenueYearForm::kHyphen:
      return "-";
    case VenueYearForm::kNone:
    case VenueYearForm::kGluedApostrophe:
    case VenueYearForm::kGluedFourDigit:
      return "";
  }
  return "";
}

std::string FormatVenueYear(int year, VenueYearForm form) {
  std::string digits = FormatVenueYearDigits(year, form);
  if (digits.empty()) {
    return digits;
  }
  return digits.insert(0, VenueYearSeparator(form));
}

std::string FormatVenue(const VenueNames& names, VenueStyle style, int year,
                        VenueYearForm year_form) {
  // Concatenated, not formatted: the rules format every venue of the table this way.
  std::string acronym_year(names.acronym);
  acronym_year += FormatVenueYear(year, year_form);
  // A venue whose long name is its acronym (`PLOS ONE`) reads the same in every form.
  if (style == VenueStyle::kLong && !names.long_name.empty() &&
      !SameName(names.long_name, names.acronym)) {
    std::string out = WithPublisher(names, names.long_name);
    out += " (";
    out += acronym_year;
    out += ')';
    return out;
  }
  if (style == VenueStyle::kShort) {
    return acronym_year;
  }
  return WithPublisher(names, acronym_year);
}

uint16_t SameVenueForms(const VenueNames& names) {
  constexpr auto kShort = static_cast<size_t>(VenueStyle::kShort);
  constexpr auto kPublisherShort = static_cast<size_t>(VenueStyle::kPublisherShort);
  constexpr auto kLong = static_cast<size_t>(VenueStyle::kLong);
  // Publisher-short is the acronym alone (no PublisherPrefix, or the acronym names a
  // publisher), or `prefix acronym`, longer than it.
  const std::span<const std::string_view> publishers = names.publishers;
  const bool short_is_publisher_short =
      std::all_of(publishers.begin(), publishers.end(),
                  [](std::string_view p) { return p.empty(); }) ||
      std::any_of(publishers.begin(), publishers.end(),
                  [&](std::string_view p) { return HasWord(names.acronym, p); });
  // Without a long name of its own, long is publisher-short. With one, long is `name
  // (acronym)` (the name prefixed or not): longer than the acronym, and never `prefix
  // acronym` either, as its last bytes would be both `acronym)` and ` acronym`: no acronym
  // reads the same shifted by one byte with a blank in front and `)` behind.
  const bool has_long = !names.long_name.empty() && !SameName(names.long_name, names.acronym);
  const bool short_is_long = !has_long && short_is_publisher_short;
  const bool publisher_short_is_long = !has_long;
  const auto pair = [](size_t a, size_t b) {
    return static_cast<uint16_t>((1u << (3 * a + b)) | (1u << (3 * b + a)));
  };
  uint16_t bits =
      pair(kShort, kShort) | pair(kPublisherShort, kPublisherShort) | pair(kLong, kLong);
  if (short_is_publisher_short) {
    bits |= pair(kShort, kPublisherShort);
  }
  if (short_is_long) {
    bits |= pair(kShort, kLong);
  }
  if (publisher_short_is_long) {
    bits |= pair(kPublisherShort, kLong);
  }
  return bits;
}

bool IsSelfContained(std::string_view text) { return IsMarkupBalanced(text); }

bool WrappedInParentheses(ByteRange range, const Source& source) {
  const std::string_view text = source.text();
  return range.begin > 0 && range.end < text.size() && text[range.begin - 1] == '(' &&
         text[range.end] == ')';
}

VenueNames NamesOfMention(const VenueMention& mention, const VenueRecord& record,
                          const Source& source, size_t* former_index) {
  if (former_index != nullptr) {
    *former_index = SIZE_MAX;
  }
  if (mention.form != VenueForm::kFormerName || record.former.empty()) {
    return CurrentNames(record);
  }
  const std::string_view name = source.Text(mention.name_range);
  const std::string_view acronym = source.Text(mention.acronym_range);
  size_t chosen = SIZE_MAX;
  for (size_t i = 0; i < record.former.size() && chosen == SIZE_MAX; ++i) {
    const FormerName& former = record.former[i];
    if ((!acronym.empty() && SameName(acronym, former.acronym)) || SameName(name, former.acronym) ||
        (!former.long_name.empty() && SameName(name, former.long_name))) {
      chosen = i;
    }
  }
  // Nothing spelled out: the name in use in the mention's year, else the latest former name.
  for (size_t i = 0; i < record.former.size() && chosen == SIZE_MAX; ++i) {
    if (mention.year != 0 && mention.year <= record.former[i].last_year) {
      chosen = i;
    }
  }
  if (chosen == SIZE_MAX) {
    chosen = record.former.size() - 1;
  }
  if (former_index != nullptr) {
    *former_index = chosen;
  }
  return FormerNames(record, chosen);
}

std::optional<TextEdit> RewriteVenue(const VenueMention& mention, const VenueRecord& record,
                                     VenueStyle style, VenueYearForm year_form,
                                     const Source& source) {
  const std::string_view written = source.Text(mention.range);
  if (!IsSelfContained(written) || HoldsOtherText(mention, record, source)) {
    return std::nullopt;
  }
  const bool year_inside = !mention.year_range.empty() && mention.year != 0 &&
                           mention.range.Contains(mention.year_range);
  VenueYearForm form = year_form == VenueYearForm::kNone ? mention.year_form : year_form;
  if (year_inside && form == VenueYearForm::kNone) {
    form = VenueYearForm::kFourDigit;  // never drop a year the author wrote
  }
  std::string replacement = FormatVenue(NamesOfMention(mention, record, source), style,
                                        year_inside ? mention.year : 0, form);
  if (replacement == written ||
      (WrappedInParentheses(mention.range, source) && replacement.find('(') != std::string::npos)) {
    return std::nullopt;
  }
  return TextEdit{mention.range, std::move(replacement)};
}

bool InReferenceLinkText(ByteRange range, const Source& source) {
  const std::string_view text = source.text();
  for (size_t i = range.end; i < text.size(); ++i) {
    const char c = text[i];
    if (c == ']') {
      return i + 1 < text.size() && text[i + 1] == '[';
    }
    if (c == '[' || c == '(' || c == ')' || c == '\n') {
      return false;
    }
  }
  return false;
}

std::optional<TextEdit> RewriteVenueYear(const VenueMention& mention, VenueYearForm form,
                                         const Source& source) {
  if (mention.year_range.empty() || mention.year == 0 || form == VenueYearForm::kNone ||
      form == mention.year_form) {
    return std::nullopt;
  }
  const std::string_view text = source.text();
  // Take in the separator between the name and the year (` `, `-`), so that `OSDI'24`,
  // `OSDI-24` and `OSDI 2024` all become one another.
  uint32_t begin = mention.year_range.begin;
  while (begin > mention.range.begin && (text[begin - 1] == ' ' || text[begin - 1] == '-')) {
    --begin;
  }
  const bool follows_name = begin > mention.range.begin && IsAsciiAlnum(text[begin - 1]);
  std::string replacement;
  if (follows_name) {
    replacement = FormatVenueYear(mention.year, form);
  } else {
    begin = mention.year_range.begin;
    replacement = FormatVenueYearDigits(mention.year, form);
  }
  const ByteRange range{begin, mention.year_range.end};
  if (replacement.empty() || source.Text(range) == replacement) {
    return std::nullopt;
  }
  return TextEdit{range, std::move(replacement)};
}

std::vector<TextEdit> RenameVenue(const VenueMention& mention, const VenueRecord& record,
                                  const Source& source) {
  std::vector<TextEdit> edits;
  const auto rename = [&](ByteRange part) {
    if (part.empty()) {
      return;
    }
    const std::string_view written = source.Text(part);
    for (const FormerName& former : record.former) {
      if (SameName(written, former.acronym)) {
        edits.push_back(TextEdit{part, std::string(record.id)});
        return;
      }
      if (!former.long_name.empty() && !SameName(former.long_name, record.long_name) &&
          SameName(written, former.long_name) && !record.long_name.empty()) {
        edits.push_back(TextEdit{part, std::string(record.long_name)});
        return;
      }
    }
  };
  rename(mention.name_range);
  const ByteRange acronym = mention.acronym_range;
  const ByteRange name = mention.name_range;
  // The acronym of `Conference on ... (NIPS 2019)` is a part of its own; for `NIPS 2019` it
  // is the name again.
  if (!acronym.empty() && (acronym.end <= name.begin || acronym.begin >= name.end)) {
    rename(acronym);
  }
  std::sort(edits.begin(), edits.end(),
            [](const TextEdit& a, const TextEdit& b) { return a.range.begin < b.range.begin; });
  return edits;
}

}  // namespace cvtidy
