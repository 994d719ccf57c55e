#include "rules/venue/internal/venue_forms.h"

#include <algorithm>
#include <utility>

#include <fmt/format.h>

#include "src/base/progress.h"
#include "src/base/strings.h"

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

// True when `a` and `b` differ at most in their digits: `OSDI 2024` and `OSDI 2023` are one
// shape, and so are `16th USENIX ... (OSDI 2022)` and `14th USENIX ... (OSDI 2020)`.
bool SameShape(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) {
    return false;
  }
  for (size_t i = 0; i < a.size(); ++i) {
    if (a[i] != b[i] && !(IsAsciiDigit(a[i]) && IsAsciiDigit(b[i]))) {
      return false;
    }
  }
  return true;
}

bool ContainsWord(std::string_view lower_title, std::string_view stem) {
  return lower_title.find(stem) != std::string_view::npos;
}

// Title stems of sections listing publications, and of sections that mention venues without
// listing papers (talks at a conference, service on its committee).
constexpr std::string_view kPublicationStems[] = {
    "publication", "paper",   "conference", "journal",    "preprint",
    "proceeding",  "article", "workshop",   "manuscript", "bibliograph"};
constexpr std::string_view kOtherStems[] = {"talk",   "presentation", "service", "committee",
                                            "review", "award",        "honor",   "grant",
                                            "travel", "organiz",      "teaching"};

bool IsPublicationTitle(std::string_view title) {
  const std::string lower = AsciiLower(title);
  const auto in_title = [&](std::string_view stem) { return ContainsWord(lower, stem); };
  return std::none_of(std::begin(kOtherStems), std::end(kOtherStems), in_title) &&
         std::any_of(std::begin(kPublicationStems), std::end(kPublicationStems), in_title);
}

// Strips emphasis and marker characters around a name: `**Ada Quill**`, `Ben Ode\*`, `and
// Cy Lu`.
std::string_view StripNameNoise(std::string_view s) {
  s = TrimAscii(s);
  const auto noise = [](char c) {
    return c == '*' || c == '\\' || c == '_' || c == '^' || c == '.' || IsAsciiSpace(c);
  };
  while (!s.empty() && noise(s.front())) {
    s.remove_prefix(1);
  }
  if (s.size() > 4 && EqualsIgnoreCase(s.substr(0, 4), "and ")) {
    s.remove_prefix(4);
  }
  while (!s.empty() && (noise(s.back()) || IsAsciiDigit(s.back()))) {
    s.remove_suffix(1);
  }
  return TrimAscii(s);
}

// True for `Ada Quill`, `J. Smith`, `Gyeong-In Park`, `Élodie Marchand`: two to four words,
// each starting with a capital (a byte above ASCII counts, for accented capitals), no digits.
bool LooksLikePersonName(std::string_view segment) {
  segment = StripNameNoise(segment);
  const size_t words = WordCount(segment);
  if (words < 2 || words > 4 || segment.size() > 48) {
    return false;
  }
  bool word_start = true;
  for (const char c : segment) {
    if (IsAsciiDigit(c) || c == ':' || c == '"') {
      return false;
    }
    if (IsAsciiSpace(c)) {
      word_start = true;
      continue;
    }
    if (word_start) {
      const auto byte = static_cast<unsigned char>(c);
      if (!IsAsciiUpper(c) && byte < 0x80) {
        return false;
      }
      word_start = false;
    }
  }
  return true;
}

// True when `text` holds three or more personal names in a row, separated by commas.
bool HasAuthorList(std::string_view text) {
  int run = 0;
  size_t start = 0;
  while (start <= text.size()) {
    size_t comma = text.find(',', start);
    if (comma == std::string_view::npos) {
      comma = text.size();
    }
    run = LooksLikePersonName(text.substr(start, comma - start)) ? run + 1 : 0;
    if (run >= 3) {
      return true;
    }
    start = comma + 1;
  }
  return false;
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
  for (const std::string& publisher : record.publishers) {
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

std::string FoldSpelling(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = AsciiToLower(text[i]);
    const char next = i + 1 < text.size() ? AsciiToLower(text[i + 1]) : '\0';
    if ((c == 'r' && next == 'n') || (c == 'v' && next == 'v') || (c == 'c' && next == 'l')) {
      out += c == 'r' ? 'm' : (c == 'v' ? 'w' : 'd');
      ++i;
      continue;
    }
    switch (c) {
      case 'l':
      case '1':
        out += 'i';
        break;
      case '0':
        out += 'o';
        break;
      case '5':
        out += 's';
        break;
      case 'v':
        out += 'y';
        break;
      default:
        if (IsAsciiAlnum(c)) {
          out += c;
        }
        break;
    }
  }
  return out;
}

std::string NameText(const VenueMention& mention, const Source& source) {
  const std::string_view text = source.Text(mention.range);
  if (mention.year_range.empty() || !mention.range.Contains(mention.year_range)) {
    return std::string(TrimAscii(text));
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
  return std::string(TrimAscii(fmt::format("{}{}", before, after)));
}

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
  // `TON` for `ToN`, `EUROSYS` for `EuroSys`: capitals where the table has small letters are
  // a style, not a slip (`Eurosys`, `Usenix` are slips).
  if (written.size() == canonical.size() && EqualsIgnoreCase(written, canonical)) {
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

VenueStyleTargets ResolveVenueStyleTargets(const Document& doc, const StyleConfig& style) {
  VenueStyleTargets targets;
  SameFormCache same_form;
  for (const VenueMention& mention : doc.venues()) {
    const VenueRecord* record = RecordOf(doc, mention);
    if (record == nullptr || !IsCitation(mention)) {
      continue;
    }
    const VenueStyle cls = FormClassOf(mention, *record, doc.source());
    // `NeurIPS 2022` reads as both short and publisher-short: it votes for both.
    std::array<uint32_t, 3>& votes = targets.votes[static_cast<size_t>(GroupOf(*record))];
    for (const VenueStyle style :
         {VenueStyle::kShort, VenueStyle::kPublisherShort, VenueStyle::kLong}) {
      if (same_form.Same(*record, cls, style)) {
        ++votes[static_cast<size_t>(style)];
      }
    }
  }
  std::optional<VenueStyle> configured;
  if (style.venue) {
    configured = ParseVenueStyleName(*style.venue);
  }
  targets.configured = configured.has_value();
  for (size_t group = 0; group < kVenueGroups; ++group) {
    if (configured) {
      targets.target[group] = *configured;
      continue;
    }
    // Ties go to the shorter form: the enumerators are ordered short, publisher-short, long.
    const std::array<uint32_t, 3>& votes = targets.votes[group];
    size_t best = 0;
    for (size_t s = 1; s < votes.size(); ++s) {
      if (votes[s] > votes[best]) {
        best = s;
      }
    }
    targets.target[group] = static_cast<VenueStyle>(best);
  }
  return targets;
}

VenueYearTarget ResolveVenueYearTarget(const Document& doc) {
  VenueYearTarget target;
  std::array<uint32_t, 7>& votes = target.votes;
  std::array<uint32_t, 7> first_seen{};
  uint32_t order = 0;
  for (const VenueMention& mention : doc.venues()) {
    if (mention.year_form == VenueYearForm::kNone || mention.year_range.empty() ||
        !IsCitation(mention)) {
      continue;
    }
    const auto form = static_cast<size_t>(mention.year_form);
    if (votes[form]++ == 0) {
      first_seen[form] = order++;
    }
  }
  size_t best = 0;  // kNone: no votes yet
  for (size_t form = 1; form < votes.size(); ++form) {
    if (votes[form] == 0) {
      continue;
    }
    // Forms are visited four-digit first, so `>` keeps it on a tie; other ties go to the form
    // seen first.
    const bool better =
        best == 0 || votes[form] > votes[best] ||
        (votes[form] == votes[best] && best != 1 && first_seen[form] < first_seen[best]);
    if (better) {
      best = form;
    }
  }
  target.form = static_cast<VenueYearForm>(best);
  return target;
}

std::string DescribeYearVotes(const VenueYearTarget& target) {
  std::string out;
  for (size_t form = 1; form < target.votes.size(); ++form) {
    if (target.votes[form] == 0) {
      continue;
    }
    if (!out.empty()) {
      out += ", ";
    }
    out += fmt::format("{} {}", target.votes[form],
                       VenueYearFormName(static_cast<VenueYearForm>(form)));
  }
  return out;
}

VenueFormsSeen::VenueFormsSeen(const Document& doc) {
  for (const VenueMention& mention : doc.venues()) {
    if (!IsCitation(mention)) {
      continue;
    }
    if (mention.venue >= seen_.size()) {
      seen_.resize(mention.venue + 1);
    }
    Seen& seen = seen_[mention.venue];
    const std::string_view text = doc.Text(mention.range);
    if (std::none_of(seen.forms.begin(), seen.forms.end(), [&](const VenueMention* form) {
          return SameShape(doc.Text(form->range), text);
        })) {
      seen.forms.push_back(&mention);
    }
    std::string name = NameText(mention, doc.source());
    if (std::none_of(seen.names.begin(), seen.names.end(),
                     [&](const std::string& other) { return SameShape(other, name); })) {
      seen.names.push_back(std::move(name));
    }
  }
}

std::span<const VenueMention* const> VenueFormsSeen::Of(uint32_t venue) const {
  if (venue >= seen_.size()) {
    return {};
  }
  return seen_[venue].forms;
}

size_t VenueFormsSeen::NamesOf(uint32_t venue) const {
  return venue < seen_.size() ? seen_[venue].names.size() : 0;
}

std::string QuoteForms(const Document& doc, std::span<const VenueMention* const> forms) {
  std::string out;
  for (const VenueMention* form : forms) {
    if (!out.empty()) {
      out += ", ";
    }
    out += fmt::format("`{}`", doc.Text(form->range));
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

bool IsPublicationEntry(const Document& doc, const Entry& entry) {
  for (uint32_t s = entry.section; s != kNoIndex && s < doc.sections().size();
       s = doc.sections()[s].parent) {
    const Section& section = doc.sections()[s];
    if (section.heading_line != kNoIndex && IsPublicationTitle(doc.Title(section))) {
      return true;
    }
  }
  return HasAuthorList(doc.Text(entry.range));
}

PublicationEntries::PublicationEntries(const Document& doc) : doc_(doc) {
  const std::span<const Section> sections = doc.sections();
  std::vector<bool> own(sections.size());
  for (size_t s = 0; s < sections.size(); ++s) {
    own[s] = sections[s].heading_line != kNoIndex && IsPublicationTitle(doc.Title(sections[s]));
  }
  under_publications_.resize(sections.size());
  for (size_t s = 0; s < sections.size(); ++s) {
    // The same walk as IsPublicationEntry, over the titles read above.
    bool found = false;
    for (uint32_t a = static_cast<uint32_t>(s); a != kNoIndex && a < sections.size();
         a = sections[a].parent) {
      if (own[a]) {
        found = true;
        break;
      }
    }
    under_publications_[s] = found;
  }
}

bool PublicationEntries::Contains(const Entry& entry) const {
  if (entry.section < under_publications_.size() && under_publications_[entry.section]) {
    return true;
  }
  return HasAuthorList(doc_.Text(entry.range));
}

bool SameFormCache::Same(const VenueRecord& record, VenueStyle a, VenueStyle b) {
  if (a == b) {
    return true;
  }
  uint16_t bits = 0;
  auto it = std::find_if(seen_.begin(), seen_.end(),
                         [&](const auto& seen) { return seen.first == &record; });
  if (it != seen_.end()) {
    bits = it->second;
  } else {
    const VenueNames names = CurrentNames(record);
    std::array<std::string, 3> text;
    for (size_t s = 0; s < text.size(); ++s) {
      text[s] = FormatVenue(names, static_cast<VenueStyle>(s), 0, VenueYearForm::kNone);
    }
    for (size_t x = 0; x < text.size(); ++x) {
      for (size_t y = 0; y < text.size(); ++y) {
        if (text[x] == text[y]) {
          bits |= static_cast<uint16_t>(1u << (3 * x + y));
        }
      }
    }
    seen_.emplace_back(&record, bits);
  }
  return (bits >> (3 * static_cast<size_t>(a) + static_cast<size_t>(b))) & 1u;
}

std::optional<int> YearHeadingOf(const Document& doc, uint32_t section) {
  for (uint32_t s = section; s != kNoIndex && s < doc.sections().size();
       s = doc.sections()[s].parent) {
    const Section& sec = doc.sections()[s];
    if (sec.heading_line == kNoIndex) {
      continue;
    }
    std::string_view title = TrimAscii(doc.Title(sec));
    while (!title.empty() && (title.front() == '*' || title.front() == '_')) {
      title.remove_prefix(1);
    }
    while (!title.empty() && (title.back() == '*' || title.back() == '_')) {
      title.remove_suffix(1);
    }
    title = TrimAscii(title);
    if (title.size() == 4 && std::all_of(title.begin(), title.end(), IsAsciiDigit)) {
      const int year = (title[0] - '0') * 1000 + (title[1] - '0') * 100 + (title[2] - '0') * 10 +
                       (title[3] - '0');
      if (year >= 1950 && year <= 2099) {
        return year;
      }
    }
  }
  return std::nullopt;
}

}  // namespace cvtidy::internal
