#include "rules/venue/internal/venue_forms.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <functional>
#include <utility>

#include <fmt/format.h>

#include "src/base/progress.h"
#include "src/base/strings.h"
#include "src/base/swar.h"

namespace cvtidy::internal {
namespace {

// Returns the number of space-separated words in `text`.
size_t WordCount(std::string_view text) {
  size_t words = 0;
  bool in_word = false;
  for (const char c : text) {
    const bool space = IsAsciiSpace(c);
    if (!space && !in_word) {
      ++words;
    }
    in_word = !space;
  }
  return words;
}

}  // namespace

const VenueRecord* RecordOf(const Document& doc, const VenueMention& mention) {
  const VenueTable* table = doc.venue_table();
  if (table == nullptr || mention.venue >= table->venues().size()) {
    return nullptr;
  }
  return &table->venues()[mention.venue];
}

VenueStyle FormClassOf(const VenueMention& mention, const VenueRecord& record,
                       const Source& source) {
  switch (mention.form) {
    case VenueForm::kAcronym:
      return VenueStyle::kShort;
    case VenueForm::kPublisherAcronym:
      return VenueStyle::kPublisherShort;
    case VenueForm::kLong:
    case VenueForm::kLongWithAcronym:
      return VenueStyle::kLong;
    case VenueForm::kFormerName:
    case VenueForm::kAlias:
      break;
  }
  const ByteRange name = mention.name_range;
  const ByteRange acronym = mention.acronym_range;
  const bool separate_acronym =
      !acronym.empty() && !name.empty() && (acronym.end <= name.begin || acronym.begin >= name.end);
  const std::string_view name_text = source.Text(name);
  if (separate_acronym || WordCount(name_text) >= 3) {
    return VenueStyle::kLong;
  }
  if (!mention.publisher_range.empty()) {
    return VenueStyle::kPublisherShort;
  }
  // An alias such as `Usenix OSDI` carries its publisher inside the name.
  for (const std::string_view publisher : record.publishers) {
    if (name_text.size() > publisher.size() &&
        EqualsIgnoreCase(name_text.substr(0, publisher.size()), publisher) &&
        IsAsciiSpace(name_text[publisher.size()])) {
      return VenueStyle::kPublisherShort;
    }
  }
  return VenueStyle::kShort;
}

bool SameForm(const VenueRecord& record, VenueStyle a, VenueStyle b) {
  if (a == b) {
    return true;
  }
  const VenueNames names = CurrentNames(record);
  return FormatVenue(names, a, 0, VenueYearForm::kNone) ==
         FormatVenue(names, b, 0, VenueYearForm::kNone);
}

size_t FoldSpellingInto(std::string_view text, char* out) {
  char* at = out;
  const size_t n = text.size();
  for (size_t i = 0; i < n; ++i) {
    const char c = AsciiToLower(text[i]);
    if ((c == 'r' || c == 'v' || c == 'c') && i + 1 < n) {
      const char next = AsciiToLower(text[i + 1]);
      if ((c == 'r' && next == 'n') || (c == 'v' && next == 'v') || (c == 'c' && next == 'l')) {
        *at++ = c == 'r' ? 'm' : (c == 'v' ? 'w' : 'd');
        ++i;
        continue;
      }
    }
    switch (c) {
      case 'l':
      case '1':
        *at++ = 'i';
        break;
      case '0':
        *at++ = 'o';
        break;
      case '5':
        *at++ = 's';
        break;
      case 'v':
        *at++ = 'y';
        break;
      default:
        if (IsAsciiAlnum(c)) {
          *at++ = c;
        }
        break;
    }
  }
  return static_cast<size_t>(at - out);
}

std::string FoldSpelling(std::string_view text) {
  // Written through a pointer into a string sized once: folding never lengthens the text, and
  // `+=` would check the capacity at every character.
  std::string out(text.size(), '\0');
  out.resize(FoldSpellingInto(text, out.data()));
  return out;
}

std::string NameText(const VenueMention& mention, const Source& source) {
  const std::string_view text = source.Text(mention.range);
  if (mention.year_range.empty() || !mention.range.Contains(mention.year_range)) {
    return AsRead(TrimAscii(text));
  }
  std::string_view before = text.substr(0, mention.year_range.begin - mention.range.begin);
  const std::string_view after = text.substr(mention.year_range.end - mention.range.begin);
  ProgressGuard<size_t> moving;
  for (;;) {
    moving.Backward(before.size());
    if (!before.empty() &&
        (IsAsciiSpace(before.back()) || before.back() == '-' || before.back() == ',')) {
      before.remove_suffix(1);
    } else if (before.size() >= 2 && before.substr(before.size() - 2) == "\xC2\xA0") {
      before.remove_suffix(2);  // U+00A0
    } else {
      break;
    }
  }
  return AsRead(TrimAscii(fmt::format("{}{}", before, after)));
}

namespace {

// True when `written` has a space and each of its words is a publisher of `record` or a word
// of its long name (compared ignoring case).
bool SpelledAsLongNameWords(std::string_view written, const VenueRecord& record) {
  if (written.find(' ') == std::string_view::npos) {
    return false;
  }
  for (const std::string_view word : SplitChar(written, ' ')) {
    if (word.empty()) {
      continue;
    }
    const bool publisher =
        std::any_of(record.publishers.begin(), record.publishers.end(),
                    [&](std::string_view p) { return EqualsIgnoreCase(p, word); });
    if (!publisher && !ContainsWordIgnoreCase(record.long_name, word)) {
      return false;
    }
  }
  return true;
}

}  // namespace

Spelling SpellingOf(const VenueMention& mention, const VenueRecord& record, const Source& source) {
  if (mention.form != VenueForm::kAlias) {
    return Spelling::kCanonical;
  }
  const std::string written = NameText(mention, source);
  const std::string canonical =
      FormatVenue(NamesOfMention(mention, record, source), FormClassOf(mention, record, source), 0,
                  VenueYearForm::kNone);
  if (written == canonical) {
    return Spelling::kCanonical;
  }
  if (FoldSpelling(written) != FoldSpelling(canonical)) {
    return Spelling::kAlternative;
  }
  // `IEEE Big Data` for `IEEE BigData`: the acronym spelt out as words of the venue's own long
  // name (`... Conference on Big Data`) is another name, not a slip.
  if (SpelledAsLongNameWords(written, record)) {
    return Spelling::kAlternative;
  }
  // `TON` for `ToN`, `EUROSYS` for `EuroSys`: capitals where the table has small letters are
  // a style, not a slip (`Eurosys`, `Usenix` are slips).
  if (EqualsIgnoreCase(written, canonical)) {
    bool only_capitalised = true;
    for (size_t i = 0; i < written.size(); ++i) {
      only_capitalised =
          only_capitalised &&
          (written[i] == canonical[i] || (IsAsciiUpper(written[i]) && IsAsciiLower(canonical[i])));
    }
    if (only_capitalised) {
      return Spelling::kAlternative;
    }
  }
  return Spelling::kMisspelt;
}

bool CarriesOwnAcronym(const VenueMention& mention, const VenueRecord& record,
                       const Source& source) {
  const ByteRange name = mention.name_range;
  const ByteRange acronym = mention.acronym_range;
  const bool separate =
      !acronym.empty() && !name.empty() && (acronym.end <= name.begin || acronym.begin >= name.end);
  return separate && source.Text(acronym) == record.id;
}

VenueGroup GroupOf(const VenueRecord& record) {
  switch (record.kind) {
    case VenueKind::kConference:
    case VenueKind::kWorkshop:
      return VenueGroup::kEvent;
    case VenueKind::kJournal:
      return VenueGroup::kJournal;
    case VenueKind::kPreprint:
      return VenueGroup::kPreprint;
  }
  return VenueGroup::kEvent;
}

std::string_view VenueGroupName(VenueGroup group) {
  switch (group) {
    case VenueGroup::kEvent:
      return "conference and workshop";
    case VenueGroup::kJournal:
      return "journal";
    case VenueGroup::kPreprint:
      return "preprint";
  }
  return "?";
}

bool ReadsAsWritten(std::string_view text) {
  if (text.empty()) {
    return true;
  }
  if (IsAsciiSpace(text.front()) || IsAsciiSpace(text.back())) {
    return false;
  }
  // No white space but ` ` (the others are `\t`..`\r`), eight bytes at a time, and no two
  // ` ` in a row.
  size_t i = 0;
  for (; i + 8 <= text.size(); i += 8) {
    if (swar::MarkRange(swar::Load(text.data() + i), '\t', '\r') != 0) {
      return false;
    }
  }
  for (; i < text.size(); ++i) {
    if (text[i] >= '\t' && text[i] <= '\r') {
      return false;
    }
  }
  return FindBlankPair(text) == text.size();
}

namespace {

// The first white space byte at or after `from` in `text` (` `, `\t`..`\r`), or text.size();
// eight bytes at a time, as a mention's words are longer than its gaps.
size_t NextAsciiSpace(std::string_view text, size_t from) {
  size_t i = from;
  for (; i + 8 <= text.size(); i += 8) {
    const uint64_t word = swar::Load(text.data() + i);
    if (const uint64_t marks = swar::MarkByte(word, ' ') | swar::MarkRange(word, '\t', '\r');
        marks != 0) {
      return i + swar::FirstMarked(marks);
    }
  }
  while (i < text.size() && !IsAsciiSpace(text[i])) {
    ++i;
  }
  return i;
}

}  // namespace

std::string AsRead(std::string_view text) {
  // Most mentions sit on one line with single spaces: they read as written.
  if (ReadsAsWritten(text)) {
    return std::string(text);
  }
  // The runs of other characters, one space between two of them: runs already one ` ` apart
  // are appended together, as they are written.
  std::string out;
  out.reserve(text.size());
  size_t i = 0;
  while (true) {
    while (i < text.size() && IsAsciiSpace(text[i])) {
      ++i;
    }
    if (i == text.size()) {
      return out;
    }
    size_t end = NextAsciiSpace(text, i);
    while (end + 1 < text.size() && text[end] == ' ' && !IsAsciiSpace(text[end + 1])) {
      end = NextAsciiSpace(text, end + 1);
    }
    if (!out.empty()) {
      out += ' ';
    }
    out.append(text.data() + i, end - i);
    i = end;
  }
}

std::string MentionText(const Document& doc, const VenueMention& mention) {
  return AsRead(doc.Text(mention.range));
}

bool RemovesLineBreak(const Source& source, std::span<const TextEdit> edits) {
  return std::any_of(edits.begin(), edits.end(), [&](const TextEdit& edit) {
    const std::string_view replaced = source.Text(edit.range);
    return std::count(replaced.begin(), replaced.end(), '\n') >
           std::count(edit.replacement.begin(), edit.replacement.end(), '\n');
  });
}

std::string QuoteForms(const Document& doc, std::span<const VenueMention* const> forms) {
  std::string out;
  for (const VenueMention* form : forms) {
    if (!out.empty()) {
      out += ", ";
    }
    out += fmt::format("`{}`", MentionText(doc, *form));
  }
  return out;
}

std::string QuoteTexts(std::span<const std::string> texts) {
  std::string out;
  for (const std::string& text : texts) {
    if (!out.empty()) {
      out += ", ";
    }
    out += '`';
    out += text;
    out += '`';
  }
  return out;
}

std::string ApplyEdits(std::string_view text, uint32_t base, std::span<const TextEdit> edits) {
  std::string out;
  size_t at = 0;
  for (const TextEdit& edit : edits) {
    // An edit outside `text` (or overlapping the previous one) cannot be shown in it.
    if (edit.range.begin < base + at || edit.range.end > base + text.size() ||
        edit.range.begin > edit.range.end) {
      continue;
    }
    const size_t begin = edit.range.begin - base;
    out.append(text.substr(at, begin - at));
    out += edit.replacement;
    at = edit.range.end - base;
  }
  out.append(text.substr(std::min(at, text.size())));
  return out;
}

bool SameFormCache::Same(const VenueRecord& record, VenueStyle a, VenueStyle b) {
  if (a == b) {
    return true;
  }
  return (FormBits(record) >> (3 * static_cast<size_t>(a) + static_cast<size_t>(b))) & 1u;
}

uint32_t SameFormCache::SameAs(const VenueRecord& record, VenueStyle a) {
  return ((FormBits(record) >> (3 * static_cast<size_t>(a))) & 7u) | (1u << static_cast<size_t>(a));
}

uint16_t SameFormCache::FormBits(const VenueRecord& record) {
  // A memo word holds the bits with kKnown set; 0 is a record not formatted yet.
  constexpr uint32_t kKnown = 1u << 31;
  std::atomic<uint32_t>* memo = nullptr;
  if (table_ != nullptr) {
    const std::span<const VenueRecord> venues = table_->venues();
    const std::less<const VenueRecord*> before;
    if (!before(&record, venues.data()) && before(&record, venues.data() + venues.size())) {
      memo = &table_->record_memo(table_->IndexOf(record));
    }
  }
  if (memo != nullptr) {
    if (const uint32_t known = memo->load(std::memory_order_relaxed); known != 0) {
      return static_cast<uint16_t>(known);
    }
  } else if (const auto it = std::find_if(seen_.begin(), seen_.end(),
                                          [&](const auto& seen) { return seen.first == &record; });
             it != seen_.end()) {
    return it->second;
  }
  const uint16_t bits = SameVenueForms(CurrentNames(record));
  if (memo != nullptr) {
    memo->store(kKnown | bits, std::memory_order_relaxed);
  } else {
    seen_.emplace_back(&record, bits);
  }
  return bits;
}

}  // namespace cvtidy::internal
