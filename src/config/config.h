// cvtidy.toml, as a typed value. Loading lives in toml_loader (the only toml++ call site);
// discovery (walking up from each file) in ConfigResolver.
//
//   [style]
//   date = "Mon YYYY"           # absent: the majority style of the CV wins
//   range-separator = " – "
//   present = "Present"
//   order = "reverse"           # reverse, forward, off
//
//   [rules]
//   "date/future" = "error"     # off, info, warning, error; keys may be globs ("ocr/*")
//
//   select = ["date/*"]         # top level: which rules run (default: all)
//   ignore = ["date/order"]
//
//   [[venues]]                  # added to the built-in table, or replacing an entry by id
//   id = "HotWidgets"           # same fields as rules/venues.toml
//   name = "Workshop on Hot Topics in Widgets"
#ifndef CVTIDY_SRC_CONFIG_CONFIG_H_
#define CVTIDY_SRC_CONFIG_CONFIG_H_

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "src/data/venue_table.h"
#include "src/model/spans.h"

namespace cvtidy {

// A rule's configured level: a severity, or off.
enum class RuleLevel : uint8_t { kOff, kInfo, kWarning, kError };

enum class DateOrder : uint8_t { kReverse, kForward, kOff };

struct StyleConfig {
  std::optional<DateStyle> date;
  std::optional<std::string> range_separator;  // the whole separator, spaces included
  std::optional<std::string> present;          // how the open end is written
  std::optional<DateOrder> order;              // absent: reverse
  std::optional<std::string> venue;            // short, publisher-short, long (venue issue)
  std::optional<std::string> owner;            // the CV owner's name (name issue)
  // The house style of issue 5's rules. Absent: the majority of the CV wins.
  std::optional<std::string> title_quotes;  // plain, straight-quotes, curly-quotes, bold, italic
  std::optional<std::string> author_conjunction;    // and, ampersand, none
  std::optional<bool> oxford_comma;                 // `A, B, and C`
  std::optional<std::string> contribution_mark;     // *, \*, <sup>*</sup>, †
  std::optional<std::string> trailing_punctuation;  // period, none
  std::optional<std::string> numbering;             // descending, ascending
  // Section ids of rules/sections.toml in the order the CV must follow; empty: not checked.
  std::vector<std::string> section_order;
};

// A rule id or glob as written in the file, with where (1-based) for error messages.
struct RulePattern {
  std::string pattern;
  uint32_t line = 0;
  uint32_t column = 0;
};

// `"date/future" = "error"` in [rules]. Later settings win over earlier ones.
struct RuleSetting {
  RulePattern pattern;
  RuleLevel level = RuleLevel::kWarning;
};

struct Config {
  std::string path;  // the file it was read from; empty for the built-in defaults
  StyleConfig style;
  std::vector<RuleSetting> rules;
  std::vector<RulePattern> select;  // empty: every rule
  std::vector<RulePattern> ignore;
  std::string text;  // the file's text, for excerpts in error messages
  // The built-in venues merged with this file's [[venues]]; null: the built-in table alone
  // (see VenuesFor in src/config/builtin_tables.h).
  std::shared_ptr<const VenueTable> venues;
};

// Formats an error at `line`:`column` (1-based) of `config`'s file as a compiler would:
//   path:line:col: message
//     the source line
//     ^
std::string FormatConfigError(const Config& config, uint32_t line, uint32_t column,
                              std::string_view message);

}  // namespace cvtidy

#endif  // CVTIDY_SRC_CONFIG_CONFIG_H_
