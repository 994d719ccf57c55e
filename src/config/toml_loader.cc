#include "src/config/toml_loader.h"

#include <algorithm>
#include <array>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include <fmt/format.h>
#include <re2/re2.h>
#include <toml++/toml.h>

#include "src/base/status_macros.h"
#include "src/base/strings.h"
#include "src/base/utf8.h"
#include "src/config/builtin_tables.h"
#include "src/config/custom_pattern.h"
#include "src/model/date_separators.h"
#include "src/model/years.h"
#include "src/source/source.h"

namespace cvtidy {
namespace {

using namespace std::string_view_literals;

constexpr std::array kTopLevelKeys = {"root"sv,         "select"sv, "ignore"sv,
                                      "file-timeout"sv, "style"sv,  "rules"sv,
                                      "venues"sv,       "custom"sv, "baseline"sv};
// The keys of `[baseline]`.
constexpr std::array kBaselineKeys = {"file"sv};
// The fields of a `[[custom]]` rule.
constexpr std::array kCustomKeys = {"id"sv,      "pattern"sv, "message"sv, "severity"sv,
                                    "replace"sv, "fix"sv,     "section"sv, "kind"sv};
// Indexed by CustomKind.
constexpr std::array kCustomKinds = {"any"sv, "heading"sv, "entry"sv, "author-list"sv};
static_assert(static_cast<size_t>(CustomKind::kAuthorList) == kCustomKinds.size() - 1);
constexpr std::array kFixSafeties = {"safe"sv, "unsafe"sv};
constexpr std::string_view kCustomPrefix = "custom/";
constexpr std::array kStyleKeys = {"date"sv,
                                   "range-separator"sv,
                                   "present"sv,
                                   "order"sv,
                                   "venue"sv,
                                   "venue-year"sv,
                                   "owner"sv,
                                   "title-quotes"sv,
                                   "author-conjunction"sv,
                                   "oxford-comma"sv,
                                   "contribution-mark"sv,
                                   "trailing-punctuation"sv,
                                   "numbering"sv,
                                   "section-order"sv};
// The house-style values of the title, name and structure rules (StyleConfig).
constexpr std::array kTitleQuotes = {"plain"sv, "straight-quotes"sv, "curly-quotes"sv, "bold"sv,
                                     "italic"sv};
constexpr std::array kAuthorConjunctions = {"and"sv, "ampersand"sv, "none"sv};
constexpr std::array kContributionMarks = {"*"sv, "\\*"sv, "<sup>*</sup>"sv, "†"sv};
constexpr std::array kTrailingPunctuation = {"period"sv, "none"sv};
constexpr std::array kNumberings = {"descending"sv, "ascending"sv};
// What each spelling above is read as, index by index.
constexpr std::array kTitleQuotings = {TitleQuoting::kPlain, TitleQuoting::kStraightQuotes,
                                       TitleQuoting::kCurlyQuotes, TitleQuoting::kBold,
                                       TitleQuoting::kItalic};
constexpr std::array kAuthorConjunctionForms = {
    AuthorConjunction::kAnd, AuthorConjunction::kAmpersand, AuthorConjunction::kNone};
constexpr std::array kContributionMarkForms = {
    ContributionMark::kStar, ContributionMark::kEscapedStar, ContributionMark::kSupStar,
    ContributionMark::kDagger};
constexpr std::array kTrailingPunctuationForms = {TrailingPunctuation::kPeriod,
                                                  TrailingPunctuation::kNone};
constexpr std::array kNumberingForms = {NumberingDirection::kDescending,
                                        NumberingDirection::kAscending};
constexpr std::array kDateStyles = {"YYYY"sv,     "MM/YYYY"sv,     "YYYY-MM"sv,
                                    "Mon YYYY"sv, "Mon. YYYY"sv,   "Month YYYY"sv,
                                    "Mon'YY"sv,   "Season YYYY"sv, "YYYY Season"sv};
// One spelling per PresentForm (src/model/spans.h), so a configured form is one the date
// extractor recognises and the normalizer can write.
constexpr std::array kPresentForms = {"Present"sv, "present"sv, "PRESENT"sv, "now"sv,
                                      "current"sv, "ongoing"sv, "to date"sv};
constexpr std::array kOrders = {"reverse"sv, "forward"sv, "off"sv};
constexpr std::array kVenueForms = {"short"sv, "publisher-short"sv, "long"sv};
constexpr std::array kVenueStyles = {VenueStyle::kShort, VenueStyle::kPublisherShort,
                                     VenueStyle::kLong};
// `[style] venue-year`: the names VenueYearFormName (normalizers/venue_form.h) gives each form,
// so the value a note names is the value the key takes.
constexpr std::array kVenueYearNames = {"four-digit"sv, "apostrophe"sv, "glued apostrophe"sv,
                                        "hyphen"sv,     "two-digit"sv,  "glued four-digit"sv};
constexpr std::array kVenueYearForms = {
    VenueYearForm::kFourDigit, VenueYearForm::kApostrophe, VenueYearForm::kGluedApostrophe,
    VenueYearForm::kHyphen,    VenueYearForm::kTwoDigit,   VenueYearForm::kGluedFourDigit};
// The fields of a venue (rules/venues.toml `[[venue]]`, cvtidy.toml `[[venues]]`).
constexpr std::array kVenueKeys = {"id"sv,   "name"sv,    "publisher"sv, "kind"sv,
                                   "area"sv, "aliases"sv, "former"sv,    "editions"sv};
constexpr std::array kFormerKeys = {"acronym"sv, "name"sv, "until"sv};
// Indexed by VenueKind.
constexpr std::array kVenueKinds = {"conference"sv, "workshop"sv, "journal"sv, "preprint"sv};
static_assert(static_cast<size_t>(VenueKind::kPreprint) == kVenueKinds.size() - 1);
// Indexed by RuleLevel.
constexpr std::array kLevels = {"off"sv, "info"sv, "warning"sv, "error"sv};
static_assert(static_cast<size_t>(RuleLevel::kOff) == 0 &&
              static_cast<size_t>(RuleLevel::kError) == kLevels.size() - 1);
// The separators date/range-separator writes: each kind's canonical spelling
// (src/model/date_separators.h).
constexpr std::array kSeparators = {
    CanonicalSpelling(RangeSeparator::kHyphen), CanonicalSpelling(RangeSeparator::kEnDash),
    CanonicalSpelling(RangeSeparator::kEmDash), CanonicalSpelling(RangeSeparator::kTilde),
    CanonicalSpelling(RangeSeparator::kTo)};

// Returns the candidate the user most likely meant: a case variant, a small edit away
// (SuggestClosest), or the one candidate `word` abbreviates ("warn" -> "warning").
std::string_view Suggest(std::string_view word, std::span<const std::string_view> candidates) {
  for (std::string_view c : candidates) {
    if (EqualsIgnoreCase(word, c)) {
      return c;
    }
  }
  if (std::string_view closest = SuggestClosest(word, candidates); !closest.empty()) {
    return closest;
  }
  std::string_view abbreviated;
  if (word.size() >= 3) {
    for (std::string_view c : candidates) {
      if (c.size() > word.size() && EqualsIgnoreCase(c.substr(0, word.size()), word)) {
        if (!abbreviated.empty()) {
          return {};  // ambiguous
        }
        abbreviated = c;
      }
    }
  }
  return abbreviated;
}

// "a, b or c", each item quoted when `quote`.
std::string JoinOr(std::span<const std::string_view> items, bool quote) {
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) {
    if (i > 0) {
      out += i + 1 == items.size() ? " or " : ", ";
    }
    out += quote ? fmt::format("\"{}\"", items[i]) : std::string(items[i]);
  }
  return out;
}

// `unknown <what> "<word>"<where>; expected <allowed> (did you mean "<suggestion>"?)`
std::string UnknownMessage(std::string_view what, std::string_view word,
                           std::span<const std::string_view> allowed, bool quote,
                           std::string_view where = "") {
  std::string message =
      fmt::format("unknown {} \"{}\"{}; expected {}", what, word, where, JoinOr(allowed, quote));
  if (std::string_view suggestion = Suggest(word, allowed); !suggestion.empty()) {
    message += fmt::format(" (did you mean \"{}\"?)", suggestion);
  }
  return message;
}

// A key as written in a dotted path: bare when TOML allows it, else quoted.
std::string KeyPath(std::string_view table, std::string_view key) {
  const bool bare = !key.empty() && std::all_of(key.begin(), key.end(), [](char c) {
    return IsAsciiAlnum(c) || c == '-' || c == '_';
  });
  const std::string written = bare ? std::string(key) : fmt::format("\"{}\"", key);
  return table.empty() ? written : fmt::format("{}.{}", table, written);
}

bool Contains(std::span<const std::string_view> items, std::string_view word) {
  return std::find(items.begin(), items.end(), word) != items.end();
}

// Returns `text` without leading and trailing ASCII spaces.
std::string_view TrimSpaces(std::string_view text) {
  const size_t begin = text.find_first_not_of(' ');
  if (begin == std::string_view::npos) {
    return {};
  }
  return text.substr(begin, text.find_last_not_of(' ') - begin + 1);
}

using Entry = std::pair<const toml::key*, const toml::node*>;

// Returns a table's entries in file order: toml++ keeps them sorted by key, but the first
// error should be the first in the file, and later [rules] entries win over earlier ones.
std::vector<Entry> InFileOrder(const toml::table& table) {
  std::vector<Entry> entries;
  entries.reserve(table.size());
  for (const auto& [key, node] : table) {
    entries.emplace_back(&key, &node);
  }
  std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) {
    const toml::source_position& pa = a.first->source().begin;
    const toml::source_position& pb = b.first->source().begin;
    return std::pair(pa.line, pa.column) < std::pair(pb.line, pb.column);
  });
  return entries;
}

// Walks the parsed table into a Config, stopping at the first problem.
class ConfigBuilder {
 public:
  explicit ConfigBuilder(Config& config) : config_(config) {}

  absl::Status Build(const toml::table& root) {
    for (const auto& [key, node] : InFileOrder(root)) {
      const std::string_view name = key->str();
      if (name == "root") {
        const toml::value<bool>* flag = node->as_boolean();
        if (flag == nullptr) {
          return TypeError(*node, name, "true or false");
        }
        config_.root = flag->get();
        NoteOrigin("root", *key);
      } else if (name == "file-timeout") {
        // A number of seconds: 5, 0.5, or 0 for no limit.
        const std::optional<double> seconds = node->value<double>();
        if (!seconds || !(*seconds >= 0 && *seconds <= kMaxFileTimeoutSeconds)) {
          return TypeError(
              *node, name,
              fmt::format("a number of seconds from 0 (no limit) to {}", kMaxFileTimeoutSeconds));
        }
        config_.file_timeout = *seconds;
        NoteOrigin("file-timeout", *key);
      } else if (name == "custom") {
        CVTIDY_RETURN_IF_ERROR(ReadCustomRules(*node));
      } else if (name == "select") {
        CVTIDY_RETURN_IF_ERROR(ReadPatterns(name, *node, config_.select));
      } else if (name == "ignore") {
        CVTIDY_RETURN_IF_ERROR(ReadPatterns(name, *node, config_.ignore));
      } else if (name == "style") {
        CVTIDY_RETURN_IF_ERROR(ReadStyle(*node));
      } else if (name == "rules") {
        CVTIDY_RETURN_IF_ERROR(ReadRules(*node));
      } else if (name == "venues") {
        CVTIDY_RETURN_IF_ERROR(ReadVenues(*node, name, /*strict=*/false));
      } else if (name == "baseline") {
        CVTIDY_RETURN_IF_ERROR(ReadBaseline(*node));
      } else {
        return ErrorAt(key->source(), UnknownMessage("key", name, kTopLevelKeys, false));
      }
    }
    return absl::OkStatus();
  }

  // Reads an array of venue tables (`[[venues]]` in cvtidy.toml, `[[venue]]` in the shipped
  // table) into venues(). `strict` (the shipped table) also requires `kind` and `area`;
  // otherwise `kind` defaults to conference.
  absl::Status ReadVenues(const toml::node& node, std::string_view key, bool strict) {
    const toml::array* array = node.as_array();
    if (array == nullptr || !array->is_array_of_tables()) {
      return TypeError(node, key, fmt::format("an array of tables ([[{}]])", key));
    }
    for (const toml::node& element : *array) {
      CVTIDY_RETURN_IF_ERROR(ReadVenue(*element.as_table(), key, strict));
    }
    return absl::OkStatus();
  }

  // The venues read so far, and where each was defined (its table's 1-based line, column).
  std::vector<OwnedVenueRecord>& venues() { return venues_; }
  std::span<const toml::source_position> venue_positions() const { return venue_positions_; }

 private:
  absl::Status ReadVenue(const toml::table& table, std::string_view key, bool strict) {
    const toml::source_position at = table.source().begin;
    OwnedVenueRecord record;
    record.origin = fmt::format("{}:{}", config_.path, at.line);
    bool has_id = false;
    bool has_name = false;
    bool has_kind = false;
    bool has_area = false;
    for (const auto& [field_key, value_node] : InFileOrder(table)) {
      const std::string_view field = field_key->str();
      const toml::node& v = *value_node;
      const std::string path = KeyPath(key, field);
      if (field == "id" || field == "name" || field == "area") {
        CVTIDY_ASSIGN_OR_RETURN(const std::string_view value, StringOf(v, path));
        if (TrimAscii(value).empty() && field != "area") {
          return ErrorAt(v.source(), fmt::format("`{}` must not be empty", path));
        }
        if (TrimAscii(value) != value) {
          return ErrorAt(v.source(),
                         fmt::format("`{}` must not start or end with white space", path));
        }
        if (field == "id") {
          record.id = std::string(value);
          has_id = true;
        } else if (field == "name") {
          record.long_name = std::string(value);
          has_name = true;
        } else {
          record.area = std::string(value);
          has_area = true;
        }
      } else if (field == "kind") {
        CVTIDY_ASSIGN_OR_RETURN(const std::string_view value, StringOf(v, path));
        const auto* kind = std::find(kVenueKinds.begin(), kVenueKinds.end(), value);
        if (kind == kVenueKinds.end()) {
          return ErrorAt(v.source(), UnknownMessage("venue kind", value, kVenueKinds, false));
        }
        record.kind = static_cast<VenueKind>(kind - kVenueKinds.begin());
        has_kind = true;
      } else if (field == "publisher") {
        if (v.is_string()) {
          if (TrimAscii(v.as_string()->get()).empty()) {
            return ErrorAt(v.source(), fmt::format("`{}` must not be empty", path));
          }
          record.publishers.push_back(v.as_string()->get());
        } else {
          CVTIDY_RETURN_IF_ERROR(ReadNames(v, path, record.publishers));
        }
      } else if (field == "aliases") {
        CVTIDY_RETURN_IF_ERROR(ReadNames(v, path, record.aliases));
      } else if (field == "former") {
        CVTIDY_RETURN_IF_ERROR(ReadFormer(v, path, record.former));
      } else if (field == "editions") {
        if (!v.is_boolean()) {
          return TypeError(v, path, "a boolean");
        }
        record.editions = v.as_boolean()->get();
      } else {
        return ErrorAt(field_key->source(), UnknownMessage("key", field, kVenueKeys, false,
                                                           fmt::format(" in [[{}]]", key)));
      }
    }
    const std::string_view missing = !has_id               ? "id"
                                     : !has_name           ? "name"
                                     : strict && !has_kind ? "kind"
                                     : strict && !has_area ? "area"
                                                           : "";
    if (!missing.empty()) {
      return ErrorAt(table.source(),
                     fmt::format("[[{}]] entry{} has no `{}`", key,
                                 has_id ? fmt::format(" \"{}\"", record.id) : "", missing));
    }
    venues_.push_back(std::move(record));
    venue_positions_.push_back(at);
    return absl::OkStatus();
  }

  // An array of non-empty strings.
  absl::Status ReadNames(const toml::node& node, std::string_view path,
                         std::vector<std::string>& out) const {
    const toml::array* array = node.as_array();
    if (array == nullptr) {
      return TypeError(node, path, "an array of strings");
    }
    for (const toml::node& element : *array) {
      const toml::value<std::string>* value = element.as_string();
      if (value == nullptr) {
        return TypeError(element, path, "an array of strings");
      }
      if (TrimAscii(value->get()).empty()) {
        return ErrorAt(element.source(), fmt::format("`{}` must not hold an empty string", path));
      }
      out.push_back(value->get());
    }
    return absl::OkStatus();
  }

  // `former = [{ acronym = "NIPS", name = "...", until = 2017 }]`.
  absl::Status ReadFormer(const toml::node& node, std::string_view path,
                          std::vector<OwnedVenueRecord::Former>& out) const {
    const toml::array* array = node.as_array();
    constexpr std::string_view kShape =
        "an array of tables ({ acronym = \"...\", name = \"...\", until = YEAR })";
    if (array == nullptr) {
      return TypeError(node, path, kShape);
    }
    for (const toml::node& element : *array) {
      const toml::table* table = element.as_table();
      if (table == nullptr) {
        return TypeError(element, path, kShape);
      }
      OwnedVenueRecord::Former former;
      bool has_acronym = false;
      bool has_until = false;
      for (const auto& [field_key, value_node] : InFileOrder(*table)) {
        const std::string_view field = field_key->str();
        const toml::node& v = *value_node;
        const std::string field_path = fmt::format("{}.{}", path, field);
        if (field == "acronym" || field == "name") {
          CVTIDY_ASSIGN_OR_RETURN(const std::string_view value, StringOf(v, field_path));
          if (TrimAscii(value).empty()) {
            return ErrorAt(v.source(), fmt::format("`{}` must not be empty", field_path));
          }
          (field == "acronym" ? former.acronym : former.long_name) = std::string(value);
          has_acronym = has_acronym || field == "acronym";
        } else if (field == "until") {
          const toml::value<int64_t>* value = v.as_integer();
          if (value == nullptr || !IsYear(static_cast<int>(value->get()))) {
            return ErrorAt(v.source(),
                           fmt::format("`{}` must be the last year ({}..{}) the name was used",
                                       field_path, kMinYear, kMaxYear));
          }
          former.last_year = static_cast<int>(value->get());
          has_until = true;
        } else {
          return ErrorAt(field_key->source(), UnknownMessage("key", field, kFormerKeys, false,
                                                             fmt::format(" in `{}`", path)));
        }
      }
      if (!has_acronym || !has_until) {
        return ErrorAt(element.source(), fmt::format("`{}` entry has no `{}`", path,
                                                     has_acronym ? "until" : "acronym"));
      }
      out.push_back(std::move(former));
    }
    return absl::OkStatus();
  }

  // Remembers the line `key` was written on, for `cvtidy config`.
  void NoteOrigin(std::string name, const toml::key& key) {
    config_.origins[std::move(name)] = SettingOrigin{key.source().begin.line};
  }

  absl::Status ErrorAt(const toml::source_region& where, std::string_view message) const {
    return absl::InvalidArgumentError(
        FormatConfigError(config_, where.begin.line, where.begin.column, message));
  }

  absl::Status TypeError(const toml::node& node, std::string_view path,
                         std::string_view type) const {
    return ErrorAt(node.source(), fmt::format("`{}` must be {}", path, type));
  }

  // Returns the string value of `node`, or an error naming `path`.
  absl::StatusOr<std::string_view> StringOf(const toml::node& node, std::string_view path) const {
    const toml::value<std::string>* value = node.as_string();
    if (value == nullptr) {
      return TypeError(node, path, "a string");
    }
    return std::string_view{value->get()};
  }

  absl::Status ReadPatterns(std::string_view name, const toml::node& node,
                            std::vector<RulePattern>& out) {
    const toml::array* array = node.as_array();
    if (array == nullptr) {
      return TypeError(node, name, "an array of strings");
    }
    for (const toml::node& element : *array) {
      const toml::value<std::string>* value = element.as_string();
      if (value == nullptr) {
        return TypeError(element, name, "an array of strings");
      }
      const toml::source_position& at = element.source().begin;
      out.push_back(RulePattern{value->get(), at.line, at.column});
    }
    return absl::OkStatus();
  }

  // `[baseline] file = "cvtidy-baseline.json"`, relative to this file's directory.
  absl::Status ReadBaseline(const toml::node& node) {
    const toml::table* table = node.as_table();
    if (table == nullptr) {
      return TypeError(node, "baseline", "a table");
    }
    for (const auto& [key, value_node] : InFileOrder(*table)) {
      const std::string_view name = key->str();
      if (!Contains(kBaselineKeys, name)) {
        return ErrorAt(key->source(),
                       UnknownMessage("key", name, kBaselineKeys, false, " in [baseline]"));
      }
      CVTIDY_ASSIGN_OR_RETURN(const std::string_view file,
                              StringOf(*value_node, KeyPath("baseline", name)));
      if (file.empty()) {
        return TypeError(*value_node, KeyPath("baseline", name), "a file name, not empty");
      }
      config_.baseline_file =
          (std::filesystem::path(config_.path).parent_path() / std::string(file)).string();
      NoteOrigin("baseline.file", *key);
    }
    return absl::OkStatus();
  }

  absl::Status ReadStyle(const toml::node& node) {
    const toml::table* table = node.as_table();
    if (table == nullptr) {
      return TypeError(node, "style", "a table");
    }
    StyleConfig& style = config_.style;
    for (const auto& [key, value_node] : InFileOrder(*table)) {
      const std::string_view name = key->str();
      if (!Contains(kStyleKeys, name)) {
        return ErrorAt(key->source(),
                       UnknownMessage("key", name, kStyleKeys, false, " in [style]"));
      }
      const toml::node& v = *value_node;
      NoteOrigin(KeyPath("style", name), *key);
      if (name == "oxford-comma") {
        const toml::value<bool>* flag = v.as_boolean();
        if (flag == nullptr) {
          return TypeError(v, KeyPath("style", name), "true or false");
        }
        style.oxford_comma = flag->get();
        continue;
      }
      if (name == "section-order") {
        CVTIDY_RETURN_IF_ERROR(ReadSectionOrder(v));
        continue;
      }
      CVTIDY_ASSIGN_OR_RETURN(const std::string_view value, StringOf(v, KeyPath("style", name)));
      // The enumerated house-style keys: `allowed[i]` is read as `forms[i]`.
      const auto enumerated = [&]<typename Form, size_t N>(
                                  std::string_view what, std::span<const std::string_view> allowed,
                                  const std::array<Form, N>& forms, bool quote,
                                  std::optional<Form>& out) -> absl::Status {
        const auto it = std::find(allowed.begin(), allowed.end(), value);
        if (it == allowed.end()) {
          return ErrorAt(v.source(), UnknownMessage(what, value, allowed, quote));
        }
        out = forms[static_cast<size_t>(it - allowed.begin())];
        return absl::OkStatus();
      };
      if (name == "title-quotes") {
        CVTIDY_RETURN_IF_ERROR(
            enumerated("title quoting", kTitleQuotes, kTitleQuotings, false, style.title_quotes));
      } else if (name == "author-conjunction") {
        CVTIDY_RETURN_IF_ERROR(enumerated("author conjunction", kAuthorConjunctions,
                                          kAuthorConjunctionForms, false,
                                          style.author_conjunction));
      } else if (name == "contribution-mark") {
        CVTIDY_RETURN_IF_ERROR(enumerated("contribution mark", kContributionMarks,
                                          kContributionMarkForms, true, style.contribution_mark));
      } else if (name == "trailing-punctuation") {
        CVTIDY_RETURN_IF_ERROR(enumerated("trailing punctuation", kTrailingPunctuation,
                                          kTrailingPunctuationForms, false,
                                          style.trailing_punctuation));
      } else if (name == "numbering") {
        CVTIDY_RETURN_IF_ERROR(
            enumerated("numbering", kNumberings, kNumberingForms, false, style.numbering));
      } else if (name == "venue") {
        CVTIDY_RETURN_IF_ERROR(
            enumerated("venue form", kVenueForms, kVenueStyles, false, style.venue));
      } else if (name == "venue-year") {
        CVTIDY_RETURN_IF_ERROR(enumerated("venue year form", kVenueYearNames, kVenueYearForms, true,
                                          style.venue_year));
      } else if (name == "date") {
        style.date = ParseDateStyleName(value);
        if (!style.date) {
          return ErrorAt(v.source(), UnknownMessage("date style", value, kDateStyles, true));
        }
      } else if (name == "range-separator") {
        CVTIDY_RETURN_IF_ERROR(CheckRangeSeparator(v, value));
        const RangeSeparatorSpelling* spelling = MatchRangeSeparator(TrimSpaces(value));
        style.range_separator =
            SeparatorForm{.kind = spelling != nullptr ? spelling->kind : RangeSeparator::kNone,
                          .space_before = value.front() == ' ',
                          .space_after = value.back() == ' '};
      } else if (name == "present") {
        if (!Contains(kPresentForms, value)) {
          return ErrorAt(v.source(), UnknownMessage("present form", value, kPresentForms, true));
        }
        style.present = std::string(value);
      } else if (name == "order") {
        if (value == "reverse") {
          style.order = DateOrder::kReverse;
        } else if (value == "forward") {
          style.order = DateOrder::kForward;
        } else if (value == "off") {
          style.order = DateOrder::kOff;
        } else {
          return ErrorAt(v.source(), UnknownMessage("order", value, kOrders, false));
        }
      } else {  // owner
        if (TrimAscii(value).empty()) {
          return ErrorAt(v.source(), "`style.owner` must not be empty");
        }
        style.owner = std::string(value);
      }
    }
    return absl::OkStatus();
  }

  // `section-order = ["education", "publications"]`: ids of rules/sections.toml, each once.
  // While the shipped section table is empty (it is being written), any id is accepted.
  absl::Status ReadSectionOrder(const toml::node& node) {
    const toml::array* array = node.as_array();
    if (array == nullptr) {
      return TypeError(node, "style.section-order", "an array of section ids");
    }
    const SectionTable& sections = BuiltinSections();
    std::vector<std::string_view> ids;
    ids.reserve(sections.sections().size());
    for (const SectionRecord& record : sections.sections()) {
      ids.push_back(record.id);
    }
    std::vector<std::string>& out = config_.style.section_order;
    out.clear();
    for (const toml::node& element : *array) {
      const toml::value<std::string>* value = element.as_string();
      if (value == nullptr) {
        return TypeError(element, "style.section-order", "an array of section ids");
      }
      const std::string& id = value->get();
      if (!ids.empty() && !Contains(ids, id)) {
        return ErrorAt(element.source(), UnknownMessage("section id", id, ids, false));
      }
      if (std::find(out.begin(), out.end(), id) != out.end()) {
        return ErrorAt(element.source(),
                       fmt::format("section \"{}\" appears twice in `style.section-order`", id));
      }
      out.push_back(id);
    }
    return absl::OkStatus();
  }

  absl::Status ReadCustomRules(const toml::node& node) {
    const toml::array* array = node.as_array();
    if (array == nullptr || !array->is_array_of_tables()) {
      return TypeError(node, "custom", "an array of tables ([[custom]])");
    }
    for (const toml::node& element : *array) {
      CVTIDY_RETURN_IF_ERROR(ReadCustomRule(*element.as_table()));
    }
    return absl::OkStatus();
  }

  absl::Status ReadCustomRule(const toml::table& table) {
    CustomRuleConfig rule;
    rule.origin = fmt::format("{}:{}", config_.path, table.source().begin.line);
    const toml::node* message_node = nullptr;
    const toml::node* replace_node = nullptr;
    const toml::node* pattern_node = nullptr;
    for (const auto& [field_key, value_node] : InFileOrder(table)) {
      const std::string_view field = field_key->str();
      const toml::node& v = *value_node;
      const std::string path = KeyPath("custom", field);
      if (!Contains(kCustomKeys, field)) {
        return ErrorAt(field_key->source(),
                       UnknownMessage("key", field, kCustomKeys, false, " in [[custom]]"));
      }
      CVTIDY_ASSIGN_OR_RETURN(const std::string_view value, StringOf(v, path));
      if (field == "id") {
        CVTIDY_RETURN_IF_ERROR(CheckCustomId(v, value));
        rule.id = std::string(value);
      } else if (field == "pattern") {
        if (value.empty()) {
          return ErrorAt(v.source(), "`custom.pattern` must not be empty");
        }
        rule.pattern = std::string(value);
        pattern_node = &v;
      } else if (field == "message") {
        if (TrimAscii(value).empty()) {
          return ErrorAt(v.source(), "`custom.message` must not be empty");
        }
        rule.message = std::string(value);
        message_node = &v;
      } else if (field == "severity") {
        const auto* level = std::find(kLevels.begin() + 1, kLevels.end(), value);
        if (level == kLevels.end()) {
          // "off" belongs in [rules]; a definition says how bad a finding is.
          return ErrorAt(v.source(),
                         UnknownMessage("severity", value, std::span(kLevels).subspan(1), false));
        }
        rule.level = static_cast<RuleLevel>(level - kLevels.begin());
      } else if (field == "replace") {
        rule.replacement = std::string(value);
        replace_node = &v;
      } else if (field == "fix") {
        if (!Contains(kFixSafeties, value)) {
          return ErrorAt(v.source(), UnknownMessage("fix safety", value, kFixSafeties, false));
        }
        rule.unsafe_fix = value == "unsafe";
      } else if (field == "section") {
        if (TrimAscii(value).empty()) {
          return ErrorAt(v.source(), "`custom.section` must not be empty");
        }
        rule.section = std::string(TrimAscii(value));
      } else {  // kind
        const auto* kind = std::find(kCustomKinds.begin(), kCustomKinds.end(), value);
        if (kind == kCustomKinds.end()) {
          return ErrorAt(v.source(), UnknownMessage("kind", value, kCustomKinds, false));
        }
        rule.kind = static_cast<CustomKind>(kind - kCustomKinds.begin());
      }
    }
    const std::string_view missing = rule.id.empty()           ? "id"
                                     : pattern_node == nullptr ? "pattern"
                                     : message_node == nullptr ? "message"
                                                               : "";
    if (!missing.empty()) {
      return ErrorAt(table.source(),
                     fmt::format("[[custom]] entry{} has no `{}`",
                                 rule.id.empty() ? "" : fmt::format(" \"{}\"", rule.id), missing));
    }
    for (const CustomRuleConfig& other : config_.custom) {
      if (other.id == rule.id) {
        return ErrorAt(table.source(), fmt::format("custom rule \"{}\" is defined twice (first at "
                                                   "{})",
                                                   rule.id, other.origin));
      }
    }
    CVTIDY_RETURN_IF_ERROR(CompileCustomPattern(*pattern_node, rule));
    CVTIDY_RETURN_IF_ERROR(CheckTemplate(*message_node, rule.message, *rule.regex));
    if (replace_node != nullptr) {
      CVTIDY_RETURN_IF_ERROR(CheckTemplate(*replace_node, *rule.replacement, *rule.regex));
    }
    config_.custom.push_back(std::move(rule));
    return absl::OkStatus();
  }

  // `custom/<name>`: lowercase letters, digits and hyphens, as built-in rule ids are written.
  absl::Status CheckCustomId(const toml::node& node, std::string_view id) const {
    const std::string_view name =
        id.starts_with(kCustomPrefix) ? id.substr(kCustomPrefix.size()) : std::string_view();
    const bool valid = !name.empty() && name.front() != '-' && name.back() != '-' &&
                       std::all_of(name.begin(), name.end(), [](char c) {
                         return IsAsciiLower(c) || IsAsciiDigit(c) || c == '-';
                       });
    if (!valid) {
      return ErrorAt(node.source(),
                     fmt::format("invalid custom rule id \"{}\"; write `custom/` and a name of "
                                 "lowercase letters, digits and hyphens (\"custom/arxiv-case\")",
                                 id));
    }
    return absl::OkStatus();
  }

  // Compiles the pattern as the engine will run it; RE2's own message on failure, pointing at
  // the offending part of the pattern when the string is literal ('...') and so written as is.
  absl::Status CompileCustomPattern(const toml::node& node, CustomRuleConfig& rule) const {
    auto regex = std::make_shared<const re2::RE2>(rule.pattern, CustomPatternOptions());
    if (regex->ok()) {
      rule.regex = std::move(regex);
      return absl::OkStatus();
    }
    toml::source_position at = node.source().begin;
    const std::string& arg = regex->error_arg();
    const size_t offset = arg.empty() ? std::string::npos : rule.pattern.find(arg);
    const std::optional<toml::source_position> literal = LiteralStringStart(node);
    if (literal && offset != std::string::npos) {
      at.column = static_cast<toml::source_index>(
          literal->column + 1 + CountCodePoints(std::string_view(rule.pattern).substr(0, offset)));
    }
    return absl::InvalidArgumentError(
        FormatConfigError(config_, at.line, at.column,
                          fmt::format("invalid pattern for {}: {}",
                                      rule.id.empty() ? "[[custom]]" : rule.id, regex->error())));
  }

  // Where the text of a single-line literal string starts, the column of its opening quote;
  // std::nullopt for other strings (escapes make columns and characters differ).
  std::optional<toml::source_position> LiteralStringStart(const toml::node& node) const {
    const toml::source_position at = node.source().begin;
    const toml::source_position end = node.source().end;
    if (at.line != end.line) {
      return std::nullopt;
    }
    size_t begin = 0;
    std::string_view text = config_.text;
    if (text.starts_with("\xEF\xBB\xBF")) {
      text.remove_prefix(3);
    }
    for (uint32_t i = 1; i < at.line && begin != std::string_view::npos; ++i) {
      begin = text.find('\n', begin);
      begin = begin == std::string_view::npos ? begin : begin + 1;
    }
    if (begin == std::string_view::npos) {
      return std::nullopt;
    }
    const std::string_view line = text.substr(begin, text.find('\n', begin) - begin);
    size_t pos = 0;
    for (uint32_t cp = 1; cp < at.column && pos < line.size(); ++cp) {
      size_t len = 0;
      DecodeUtf8(line, pos, &len);
      pos += len;
    }
    if (pos >= line.size() || line[pos] != '\'' || line.substr(pos).starts_with("'''")) {
      return std::nullopt;
    }
    return at;
  }

  absl::Status CheckTemplate(const toml::node& node, std::string_view text,
                             const re2::RE2& regex) const {
    if (absl::StatusOr<std::vector<TemplatePiece>> pieces = ParseTemplate(text, regex);
        !pieces.ok()) {
      return ErrorAt(node.source(), FromAbsl(pieces.status().message()));
    }
    return absl::OkStatus();
  }

  absl::Status CheckRangeSeparator(const toml::node& node, std::string_view value) const {
    const std::string_view core = TrimSpaces(value);
    if (!Contains(kSeparators, core)) {
      return ErrorAt(node.source(),
                     fmt::format("invalid range separator \"{}\"; expected {}, optionally with "
                                 "spaces around it (e.g. \" – \")",
                                 value, JoinOr(kSeparators, false)));
    }
    // A bare "to" would glue the dates into one word when the normalizer writes it.
    if (core == "to" && (value.front() != ' ' || value.back() != ' ')) {
      return ErrorAt(node.source(), fmt::format("invalid range separator \"{}\"; the word \"to\" "
                                                "needs a space on each side (\" to \")",
                                                value));
    }
    return absl::OkStatus();
  }

  absl::Status ReadRules(const toml::node& node) {
    const toml::table* table = node.as_table();
    if (table == nullptr) {
      return TypeError(node, "rules", "a table");
    }
    // Rule ids are checked against the registry later (RuleSet::Resolve): this layer does not
    // know which rules exist.
    for (const auto& [key, value_node] : InFileOrder(*table)) {
      CVTIDY_ASSIGN_OR_RETURN(const std::string_view value,
                              StringOf(*value_node, KeyPath("rules", key->str())));
      const auto* level = std::find(kLevels.begin(), kLevels.end(), value);
      if (level == kLevels.end()) {
        return ErrorAt(value_node->source(), UnknownMessage("severity", value, kLevels, false));
      }
      const toml::source_position& at = key->source().begin;
      config_.rules.push_back(RuleSetting{RulePattern{std::string(key->str()), at.line, at.column},
                                          static_cast<RuleLevel>(level - kLevels.begin())});
    }
    return absl::OkStatus();
  }

  Config& config_;
  std::vector<OwnedVenueRecord> venues_;
  std::vector<toml::source_position> venue_positions_;
};

// toml++ capitalises its descriptions; ours follow the compiler convention (lower case).
std::string SyntaxMessage(std::string_view description) {
  std::string message = fmt::format("invalid TOML: {}", description);
  constexpr size_t kStart = std::string_view("invalid TOML: ").size();
  if (message.size() > kStart + 1 && IsAsciiUpper(message[kStart]) &&
      IsAsciiLower(message[kStart + 1])) {
    message[kStart] = AsciiToLower(message[kStart]);
  }
  // `date/future = "error"`: the usual slip in [rules].
  if (description.ends_with("saw '/'")) {
    message += R"(; quote rule ids, as in "date/future" = "error")";
  }
  return message;
}

// A key as written before a value, and the column (code points, 1-based) where it starts.
struct WrittenKey {
  std::string_view name;  // without quotes
  uint32_t column = 0;
};

// Returns the key of the `key = value` pair whose value starts at `line`:`column` of `text`.
// toml++ 3.3.0 garbles quoted keys in its "cannot redefine" message ('"dadate/future" '), so
// the duplicate is read back from the source instead.
std::optional<WrittenKey> KeyBeforeValue(std::string_view text, uint32_t line, uint32_t column) {
  if (text.starts_with("\xEF\xBB\xBF")) {
    text.remove_prefix(3);  // toml++ does not count a byte order mark as a column
  }
  size_t begin = 0;
  for (uint32_t i = 1; i < line && begin != std::string_view::npos; ++i) {
    begin = text.find('\n', begin);
    begin = begin == std::string_view::npos ? begin : begin + 1;
  }
  if (begin == std::string_view::npos) {
    return std::nullopt;
  }
  const std::string_view line_text = text.substr(begin, text.find('\n', begin) - begin);
  // The byte offset of the value: `column - 1` code points into the line.
  size_t end = 0;
  for (uint32_t cp = 1; cp < column && end < line_text.size(); ++cp) {
    size_t len = 0;
    DecodeUtf8(line_text, end, &len);
    end += len;
  }
  const auto skip_blanks = [&] {
    while (end > 0 && (line_text[end - 1] == ' ' || line_text[end - 1] == '\t')) {
      --end;
    }
  };
  skip_blanks();
  if (end == 0 || line_text[end - 1] != '=') {
    return std::nullopt;
  }
  --end;
  skip_blanks();
  if (end == 0) {
    return std::nullopt;
  }
  size_t start = end;
  std::string_view name;
  if (const char quote = line_text[end - 1]; quote == '"' || quote == '\'') {
    const size_t open = end >= 2 ? line_text.rfind(quote, end - 2) : std::string_view::npos;
    if (open == std::string_view::npos) {
      return std::nullopt;
    }
    start = open;
    name = line_text.substr(open + 1, end - open - 2);
  } else {
    while (start > 0 && (IsAsciiAlnum(line_text[start - 1]) || line_text[start - 1] == '-' ||
                         line_text[start - 1] == '_' || line_text[start - 1] == '.')) {
      --start;
    }
    name = line_text.substr(start, end - start);
    if (name.empty()) {
      return std::nullopt;
    }
  }
  return WrittenKey{name, static_cast<uint32_t>(CountCodePoints(line_text.substr(0, start))) + 1};
}

// Formats a toml++ parse error at its location.
std::string SyntaxError(const Config& config, const toml::parse_error& error) {
  const std::string_view description = error.description();
  const toml::source_position& at = error.source().begin;
  if (description.starts_with("Error while parsing key-value pair: cannot redefine existing")) {
    if (const std::optional<WrittenKey> key = KeyBeforeValue(config.text, at.line, at.column)) {
      return FormatConfigError(config, at.line, key->column,
                               fmt::format("duplicate key \"{}\"", key->name));
    }
  }
  return FormatConfigError(config, at.line, at.column, SyntaxMessage(description));
}

// Input that Debian's toml++ 3.3.0 answers with undefined behaviour (an assumption it does not
// check) instead of a parse error, found before parsing: where, and what to tell the user.
struct TomlHazard {
  size_t offset = 0;
  std::string_view message;
};

// A byte at or above 0x80 outside a string and a comment, where TOML allows none (bare keys are
// A-Z a-z 0-9 _ -; values outside strings are ASCII): toml++ misreads it in a bare key.
// TOML allows no control character but tab anywhere (code, strings or comments); toml++
// 3.3.0 may lose its place after one and meet a non-ASCII byte where it assumes none.
constexpr std::string_view kControlMessage =
    "a control character: TOML allows none but tab, in strings and comments too; delete it";
constexpr std::string_view kNonAsciiMessage =
    "a non-ASCII character outside a quoted string: a bare key may hold only A-Z, a-z, "
    "0-9, `_` and `-`; quote the key (`\"clé\" = ...`) or the value";
// A table header whose first key starts with anything but a bare-key character or a quote
// (`[\x]`, `[ !]`, `[` alone on a line): toml++ assumes it cannot.
// A `}` or `,` where an array expects a value (`[,`, `["a", }`): toml++ assumes a value starts.
constexpr std::string_view kValueMessage = "expected a value here";
// A non-ASCII character right after a backslash in a multi-line string, or after a
// line-ending backslash and the white space it skips.
constexpr std::string_view kEscapeMessage =
    "a non-ASCII character after a backslash in a multi-line string: escape it as \\uXXXX or "
    "drop the backslash";
constexpr std::string_view kHeaderMessage =
    "a table header must start with a key: A-Z, a-z, 0-9, `_`, `-` or a quoted key";

bool IsTomlSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

bool IsBareKeyByte(char c) { return IsAsciiAlnum(c) || c == '_' || c == '-'; }

// The first hazard in `text`, if any.
std::optional<TomlHazard> FindTomlHazard(std::string_view text) {
  enum class State { kCode, kComment, kBasic, kLiteral, kMultiBasic, kMultiLiteral };
  State state = State::kCode;
  bool line_start = true;  // only white space since the last newline (in code)
  // The last byte of code before this one, white space aside: a quote opens a string only
  // where TOML expects a key or a value. Elsewhere (`+"é"`) toml++ reads it, and the bytes
  // after it, as part of a bare value, where a non-ASCII byte is undefined behaviour too.
  char last = '\n';
  // The `[` and `{` of values still open, innermost last: a `[` at the start of a line is a
  // table header only outside every array and inline table.
  std::string open_brackets;
  bool expect_value = false;  // after an array's `[` or `,`: a value (or `]`) comes next
  bool bare = false;          // inside a bare token
  bool bare_is_key = false;   // which started where a key does
  // A byte order mark may open the file.
  const size_t start = text.starts_with("\xEF\xBB\xBF") ? 3 : 0;
  for (size_t i = start; i < text.size(); ++i) {
    const char c = text[i];
    if ((static_cast<unsigned char>(c) < 0x20 && c != '\t' && c != '\n' && c != '\r') ||
        c == '\x7F') {
      return TomlHazard{i, kControlMessage};
    }
    switch (state) {
      case State::kCode: {
        if (static_cast<unsigned char>(c) >= 0x80) {
          return TomlHazard{i, kNonAsciiMessage};
        }
        const bool was_line_start = line_start;
        line_start = c == '\n' || (line_start && (c == ' ' || c == '\t'));
        if (c == '[' && was_line_start && open_brackets.empty()) {
          size_t key = i + 1;
          key += key < text.size() && text[key] == '[' ? 1 : 0;  // `[[array of tables]]`
          while (key < text.size() && (text[key] == ' ' || text[key] == '\t')) {
            ++key;
          }
          if (key < text.size() && !IsBareKeyByte(text[key]) && text[key] != '"' &&
              text[key] != '\'' && text[key] != ']') {
            return TomlHazard{key, kHeaderMessage};
          }
          i = key - 1;  // the header's own brackets open no value
          last = '[';
          break;
        }
        if (expect_value && (c == '}' || c == ',')) {
          return TomlHazard{i, kValueMessage};
        }
        if (c != ' ' && c != '\t' && c != '\r' && c != '\n' && c != '#') {
          expect_value = false;
        }
        if (c == '[' || c == '{') {
          open_brackets += c;
          expect_value = c == '[';
        } else if ((c == ']' || c == '}') && !open_brackets.empty()) {
          open_brackets.pop_back();
        } else if (c == ',' && !open_brackets.empty() && open_brackets.back() == '[') {
          expect_value = true;
        }
        // A bare token (a key, a number, a date) runs to white space or `,` `]` `}` `#`; toml++
        // reads a quote inside one as part of it, and a value's token past an `=` or `.` too.
        const bool key_position =
            (last == '\n' && open_brackets.empty()) || last == '.' ||
            (!open_brackets.empty() && open_brackets.back() == '{' && (last == '{' || last == ','));
        if (IsTomlSpace(c) || c == ',' || c == ']' || c == '}' || c == '#' || c == '[' ||
            c == '{') {
          bare = false;
        } else if (c == '=' && bare && bare_is_key) {
          bare = false;
        } else if (!bare && c != '"' && c != '\'' && c != '=') {
          bare = true;
          bare_is_key = key_position;
        }
        const bool opens_string =
            !bare && std::string_view("\n=[,{.").find(last) != std::string_view::npos;
        if (c != ' ' && c != '\t' && c != '\r') {
          last = c;
        }
        if (c == '#') {
          state = State::kComment;
        } else if (c == '"' && opens_string) {
          state = text.substr(i, 3) == "\"\"\"" ? State::kMultiBasic : State::kBasic;
          i += state == State::kMultiBasic ? 2 : 0;
        } else if (c == '\'' && opens_string) {
          state = text.substr(i, 3) == "'''" ? State::kMultiLiteral : State::kLiteral;
          i += state == State::kMultiLiteral ? 2 : 0;
        }
        break;
      }
      case State::kComment:
        if (c == '\n') {
          state = State::kCode;
          line_start = true;
          last = '\n';
        }
        break;
      case State::kBasic:
        if (c == '\\') {
          ++i;  // the escaped character
        } else if (c == '"' || c == '\n') {
          state = State::kCode;
        }
        break;
      case State::kLiteral:
        state = c == '\'' || c == '\n' ? State::kCode : state;
        break;
      case State::kMultiBasic:
        if (c == '\\') {
          // toml++ asks whether the bytes after a backslash are white space (a line-ending
          // backslash), and skips them; it reaches undefined behaviour on a non-ASCII one.
          size_t next = i + 1;
          while (next < text.size() && IsTomlSpace(text[next])) {
            ++next;
          }
          if (next < text.size() && static_cast<unsigned char>(text[next]) >= 0x80) {
            return TomlHazard{next, kEscapeMessage};
          }
          i = next > i + 1 ? next - 1 : i + 1;
        } else if (text.substr(i, 3) == "\"\"\"") {
          state = State::kCode;
          i += 2;
        }
        break;
      case State::kMultiLiteral:
        if (text.substr(i, 3) == "'''") {
          state = State::kCode;
          i += 2;
        }
        break;
    }
  }
  return std::nullopt;
}

// Parses `config.text` into `root`. The only `try` in cvtidy: Debian's toml++ is built with
// exceptions, and reports a parse error only by throwing.
absl::Status ParseToml(const Config& config, toml::table& root) {
  if (const std::optional<TomlHazard> hazard = FindTomlHazard(config.text)) {
    const std::string_view before = std::string_view(config.text).substr(0, hazard->offset);
    const size_t newline = before.rfind('\n');
    const size_t line_start = newline != std::string_view::npos    ? newline + 1
                              : before.starts_with("\xEF\xBB\xBF") ? 3
                                                                   : 0;
    const auto line = static_cast<uint32_t>(std::count(before.begin(), before.end(), '\n') + 1);
    const auto column = static_cast<uint32_t>(CountCodePoints(before.substr(line_start)) + 1);
    return absl::InvalidArgumentError(FormatConfigError(config, line, column, hazard->message));
  }
  try {
    root = toml::parse(config.text, std::string_view{config.path});
  } catch (const toml::parse_error& e) {
    return absl::InvalidArgumentError(SyntaxError(config, e));
  }
  return absl::OkStatus();
}

// Replaces `config.venues` by the built-in table merged with `records`; a conflict is
// reported at the user's entry that causes it.
absl::Status MergeVenues(Config& config, std::vector<OwnedVenueRecord> records,
                         std::span<const toml::source_position> positions) {
  std::vector<std::string> origins;
  origins.reserve(records.size());
  for (const OwnedVenueRecord& record : records) {
    origins.push_back(record.origin);
  }
  VenueTableError error;
  absl::StatusOr<VenueTable> merged =
      VenueTable::Merge(BuiltinVenues(), std::move(records), &error);
  if (!merged.ok()) {
    for (size_t i = 0; i < origins.size(); ++i) {
      if (origins[i] == error.origin) {
        return absl::InvalidArgumentError(
            FormatConfigError(config, positions[i].line, positions[i].column, error.message));
      }
    }
    return merged.status();
  }
  config.venues = std::make_shared<const VenueTable>(*std::move(merged));
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<Config> ParseConfig(std::string_view text, std::string path) {
  Config config;
  config.path = std::move(path);
  config.text = std::string(text);
  toml::table root;
  CVTIDY_RETURN_IF_ERROR(ParseToml(config, root));
  ConfigBuilder builder(config);
  CVTIDY_RETURN_IF_ERROR(builder.Build(root));
  if (!builder.venues().empty()) {
    config.venue_records = builder.venues();
    CVTIDY_RETURN_IF_ERROR(
        MergeVenues(config, std::move(builder.venues()), builder.venue_positions()));
  }
  return config;
}

absl::StatusOr<std::vector<OwnedVenueRecord>> ParseVenueRecords(std::string_view text,
                                                                std::string path) {
  Config where;
  where.path = std::move(path);
  where.text = std::string(text);
  toml::table root;
  CVTIDY_RETURN_IF_ERROR(ParseToml(where, root));
  ConfigBuilder builder(where);
  for (const auto& [key, node] : InFileOrder(root)) {
    const std::string_view name = key->str();
    if (name != "venue") {
      constexpr std::array kVenueFileKeys = {"venue"sv};
      return absl::InvalidArgumentError(
          FormatConfigError(where, key->source().begin.line, key->source().begin.column,
                            UnknownMessage("key", name, kVenueFileKeys, false)));
    }
    CVTIDY_RETURN_IF_ERROR(builder.ReadVenues(*node, name, /*strict=*/true));
  }
  return std::move(builder.venues());
}

namespace {

// A scalar or an array of scalars as strings (DataRecord's representation); std::nullopt for
// tables and nested arrays, which the plain data files do not use.
std::optional<std::vector<std::string>> DataValues(const toml::node& node) {
  auto scalar = [](const toml::node& n) -> std::optional<std::string> {
    if (const auto* s = n.as_string()) {
      return s->get();
    }
    if (const auto* i = n.as_integer()) {
      return std::to_string(i->get());
    }
    if (const auto* b = n.as_boolean()) {
      return std::string(b->get() ? "true" : "false");
    }
    return std::nullopt;
  };
  std::vector<std::string> values;
  if (const toml::array* array = node.as_array()) {
    for (const toml::node& element : *array) {
      std::optional<std::string> value = scalar(element);
      if (!value) {
        return std::nullopt;
      }
      values.push_back(*std::move(value));
    }
    return values;
  }
  std::optional<std::string> value = scalar(node);
  if (!value) {
    return std::nullopt;
  }
  values.push_back(*std::move(value));
  return values;
}

}  // namespace

absl::StatusOr<DataFile> ParseDataFile(std::string_view text, std::string path) {
  Config where;
  where.path = path;
  where.text = std::string(text);
  toml::table root;
  CVTIDY_RETURN_IF_ERROR(ParseToml(where, root));
  DataFile file;
  file.path = std::move(path);
  auto error = [&](const toml::node& node, std::string_view message) {
    return absl::InvalidArgumentError(
        FormatConfigError(where, node.source().begin.line, node.source().begin.column, message));
  };
  for (const auto& [key, node] : InFileOrder(root)) {
    const std::string name(key->str());
    if (const toml::array* array = node->as_array();
        array != nullptr && array->is_array_of_tables()) {
      std::vector<DataRecord>& records = file.tables[name];
      for (const toml::node& element : *array) {
        DataRecord record;
        record.line = element.source().begin.line;
        for (const auto& [field, value] : *element.as_table()) {
          std::optional<std::vector<std::string>> values = DataValues(value);
          if (!values) {
            return error(value, fmt::format("`{}.{}` must be a string, a number, a boolean or "
                                            "an array of them",
                                            name, field.str()));
          }
          record.fields[std::string(field.str())] = *std::move(values);
        }
        records.push_back(std::move(record));
      }
      continue;
    }
    std::optional<std::vector<std::string>> values = DataValues(*node);
    if (!values) {
      return error(*node, fmt::format("`{}` must be an array of tables, a string, a number, a "
                                      "boolean or an array of them",
                                      name));
    }
    file.lists[name] = *std::move(values);
  }
  return file;
}

std::span<const std::string_view> StyleKeys() { return kStyleKeys; }

std::span<const std::string_view> PresentSpellings() { return kPresentForms; }

std::string TomlString(std::string_view text) {
  std::string out = "\"";
  for (const char c : text) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\t') {
      out += "\\t";
    } else if ((static_cast<unsigned char>(c) < 0x20) || c == '\x7F') {
      out += fmt::format("\\u{:04X}", static_cast<unsigned char>(c));
    } else {
      out += c;
    }
  }
  out += '"';
  return out;
}

std::optional<std::string> StyleValueToml(const StyleConfig& style, std::string_view key) {
  // The spelling `allowed[i]` of the form `forms[i]` that `value` holds.
  const auto spelled = []<typename Form, size_t N>(
                           const std::optional<Form>& value,
                           std::span<const std::string_view> allowed,
                           const std::array<Form, N>& forms) -> std::optional<std::string> {
    if (!value) {
      return std::nullopt;
    }
    const auto it = std::find(forms.begin(), forms.end(), *value);
    if (it == forms.end()) {
      return std::nullopt;
    }
    return TomlString(allowed[static_cast<size_t>(it - forms.begin())]);
  };
  if (key == "date") {
    return style.date ? std::optional(TomlString(DateStyleName(*style.date))) : std::nullopt;
  }
  if (key == "range-separator") {
    if (!style.range_separator) {
      return std::nullopt;
    }
    const SeparatorForm& form = *style.range_separator;
    return TomlString(fmt::format("{}{}{}", form.space_before ? " " : "",
                                  CanonicalSpelling(form.kind), form.space_after ? " " : ""));
  }
  if (key == "present") {
    return style.present ? std::optional(TomlString(*style.present)) : std::nullopt;
  }
  if (key == "order") {
    constexpr std::array kOrderForms = {DateOrder::kReverse, DateOrder::kForward, DateOrder::kOff};
    return spelled(style.order, kOrders, kOrderForms);
  }
  if (key == "venue") {
    return spelled(style.venue, kVenueForms, kVenueStyles);
  }
  if (key == "venue-year") {
    return spelled(style.venue_year, kVenueYearNames, kVenueYearForms);
  }
  if (key == "owner") {
    return style.owner ? std::optional(TomlString(*style.owner)) : std::nullopt;
  }
  if (key == "title-quotes") {
    return spelled(style.title_quotes, kTitleQuotes, kTitleQuotings);
  }
  if (key == "author-conjunction") {
    return spelled(style.author_conjunction, kAuthorConjunctions, kAuthorConjunctionForms);
  }
  if (key == "oxford-comma") {
    return style.oxford_comma ? std::optional<std::string>(*style.oxford_comma ? "true" : "false")
                              : std::nullopt;
  }
  if (key == "contribution-mark") {
    return spelled(style.contribution_mark, kContributionMarks, kContributionMarkForms);
  }
  if (key == "trailing-punctuation") {
    return spelled(style.trailing_punctuation, kTrailingPunctuation, kTrailingPunctuationForms);
  }
  if (key == "numbering") {
    return spelled(style.numbering, kNumberings, kNumberingForms);
  }
  if (key == "section-order") {
    if (style.section_order.empty()) {
      return std::nullopt;
    }
    std::vector<std::string> items;
    for (const std::string& id : style.section_order) {
      items.push_back(TomlString(id));
    }
    return fmt::format("[{}]", fmt::join(items, ", "));
  }
  return std::nullopt;
}

absl::StatusOr<Config> LoadConfig(const std::filesystem::path& path) {
  // Source::Load gives the messages every input gets ("<path>: no such file", ...).
  CVTIDY_ASSIGN_OR_RETURN(const Source source, Source::Load(path));
  return ParseConfig(source.text(), path.string());
}

}  // namespace cvtidy
