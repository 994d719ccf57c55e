#include "src/config/toml_loader.h"

#include <algorithm>
#include <array>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include <fmt/format.h>
#include <toml++/toml.h>

#include "src/base/status_macros.h"
#include "src/base/strings.h"
#include "src/base/utf8.h"
#include "src/source/source.h"

namespace cvtidy {
namespace {

using namespace std::string_view_literals;

constexpr std::array kTopLevelKeys = {"select"sv, "ignore"sv, "style"sv, "rules"sv};
constexpr std::array kStyleKeys = {"date"sv,  "range-separator"sv, "present"sv,
                                   "order"sv, "venue"sv,           "owner"sv};
constexpr std::array kDateStyles = {"YYYY"sv,     "MM/YYYY"sv,     "YYYY-MM"sv,
                                    "Mon YYYY"sv, "Mon. YYYY"sv,   "Month YYYY"sv,
                                    "Mon'YY"sv,   "Season YYYY"sv, "YYYY Season"sv};
// One spelling per PresentForm (src/model/spans.h), so a configured form is one the date
// extractor recognises and the normalizer can write.
constexpr std::array kPresentForms = {"Present"sv, "present"sv, "PRESENT"sv, "now"sv,
                                      "current"sv, "ongoing"sv, "to date"sv};
constexpr std::array kOrders = {"reverse"sv, "forward"sv, "off"sv};
constexpr std::array kVenueForms = {"short"sv, "publisher-short"sv, "long"sv};
// Indexed by RuleLevel.
constexpr std::array kLevels = {"off"sv, "info"sv, "warning"sv, "error"sv};
static_assert(static_cast<size_t>(RuleLevel::kOff) == 0 &&
              static_cast<size_t>(RuleLevel::kError) == kLevels.size() - 1);
// The separators date/range-separator knows (RangeSeparator in src/model/spans.h).
constexpr std::array kSeparators = {"-"sv, "–"sv, "—"sv, "~"sv, "to"sv};

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
      if (name == "select") {
        CVTIDY_RETURN_IF_ERROR(ReadPatterns(name, *node, config_.select));
      } else if (name == "ignore") {
        CVTIDY_RETURN_IF_ERROR(ReadPatterns(name, *node, config_.ignore));
      } else if (name == "style") {
        CVTIDY_RETURN_IF_ERROR(ReadStyle(*node));
      } else if (name == "rules") {
        CVTIDY_RETURN_IF_ERROR(ReadRules(*node));
      } else {
        return ErrorAt(key->source(), UnknownMessage("key", name, kTopLevelKeys, false));
      }
    }
    return absl::OkStatus();
  }

 private:
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
      CVTIDY_ASSIGN_OR_RETURN(const std::string_view value, StringOf(v, KeyPath("style", name)));
      if (name == "date") {
        style.date = ParseDateStyleName(value);
        if (!style.date) {
          return ErrorAt(v.source(), UnknownMessage("date style", value, kDateStyles, true));
        }
      } else if (name == "range-separator") {
        CVTIDY_RETURN_IF_ERROR(CheckRangeSeparator(v, value));
        style.range_separator = std::string(value);
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
      } else if (name == "venue") {
        if (!Contains(kVenueForms, value)) {
          return ErrorAt(v.source(), UnknownMessage("venue form", value, kVenueForms, false));
        }
        style.venue = std::string(value);
      } else {  // owner
        if (TrimAscii(value).empty()) {
          return ErrorAt(v.source(), "`style.owner` must not be empty");
        }
        style.owner = std::string(value);
      }
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

}  // namespace

absl::StatusOr<Config> ParseConfig(std::string_view text, std::string path) {
  Config config;
  config.path = std::move(path);
  config.text = std::string(text);
  toml::table root;
  // The only `try` in cvtidy: the packaged toml++ is the exceptions build (STYLE 1.7).
  try {
    root = toml::parse(text, std::string_view{config.path});
  } catch (const toml::parse_error& e) {
    return absl::InvalidArgumentError(SyntaxError(config, e));
  }
  CVTIDY_RETURN_IF_ERROR(ConfigBuilder(config).Build(root));
  return config;
}

absl::StatusOr<Config> LoadConfig(const std::filesystem::path& path) {
  // Source::Load gives the messages every input gets ("<path>: no such file", ...).
  CVTIDY_ASSIGN_OR_RETURN(const Source source, Source::Load(path));
  return ParseConfig(source.text(), path.string());
}

}  // namespace cvtidy
