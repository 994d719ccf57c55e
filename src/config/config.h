// cvtidy.toml, as a typed value. Loading lives in toml_loader (the only toml++ call site);
// discovery and the per-directory merge (walking up from each file) in ConfigResolver.
// docs/config.md documents every key for users.
//
//   root = true                 # top level: stop the walk up here (no parent cvtidy.toml)
//   select = ["date/*"]         # which rules run (default: all)
//   ignore = ["date/order"]
//   file-timeout = 5            # seconds one file may take (0: no limit; --file-timeout wins)
//
//   [baseline]
//   file = "cvtidy-baseline.json"  # relative to this file (--baseline wins; docs/baseline.md)
//
//   [style]
//   date = "Mon YYYY"           # absent: the majority style of the CV wins
//   range-separator = " – "
//   present = "Present"
//   order = "reverse"           # reverse, forward, off
//   venue = "short"             # short, publisher-short, long
//   venue-year = "four-digit"   # four-digit, apostrophe, glued apostrophe, hyphen, two-digit,
//                               # glued four-digit
//   owner = "Ada Example"       # whose name is highlighted in author lists
//   title-quotes = "plain"      # plain, straight-quotes, curly-quotes, bold, italic
//   author-conjunction = "and"  # and, ampersand, none
//   oxford-comma = true
//   contribution-mark = "*"     # *, \*, <sup>*</sup>, †
//   trailing-punctuation = "period"  # period, none
//   numbering = "descending"    # descending, ascending
//   section-order = ["education", "experience", "publications"]  # rules/sections.toml ids
//
//   [rules]
//   "date/future" = "error"     # off, info, warning, error; keys may be globs ("ocr/*")
//
//   [[venues]]                  # added to the built-in table, or replacing an entry by id
//   id = "HotWidgets"           # same fields as rules/venues.toml
//   name = "Workshop on Hot Topics in Widgets"
//
//   [[custom]]                  # a user-defined rule: an RE2 pattern, no code
//   id = "custom/arxiv-case"    # custom/<lowercase, digits, hyphens>
//   pattern = '\b(?i:arxiv)\b'
//   message = "write arXiv, not $0"  # $0 the match, $1 / ${1} / \1 / ${name} its groups
//   severity = "warning"        # info, warning, error (default warning)
//   replace = "arXiv"           # optional fix; same references as message
//   fix = "safe"                # safe (default) or unsafe: only with --unsafe-fixes
//   section = "Publications"    # optional: only lines under this heading
//   kind = "entry"              # optional: heading, entry or author-list
#ifndef CVTIDY_SRC_CONFIG_CONFIG_H_
#define CVTIDY_SRC_CONFIG_CONFIG_H_

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"

#include "src/data/venue_table.h"
#include "src/model/date_separators.h"
#include "src/model/spans.h"

namespace re2 {
class RE2;
}  // namespace re2

namespace cvtidy {

// The time budget of one file, in seconds, when neither --file-timeout nor `file-timeout`
// sets one (FileBudget, input/too-slow).
inline constexpr double kDefaultFileTimeoutSeconds = 5;
// The largest budget `file-timeout` and --file-timeout accept: a day.
inline constexpr double kMaxFileTimeoutSeconds = 86400;

// A rule's configured level: a severity, or off.
enum class RuleLevel : uint8_t { kOff, kInfo, kWarning, kError };

enum class DateOrder : uint8_t { kReverse, kForward, kOff };

// `[style] trailing-punctuation`: how list entries end.
enum class TrailingPunctuation : uint8_t { kPeriod, kNone };
// `[style] numbering`: the direction entry labels and list numbers run in.
enum class NumberingDirection : uint8_t { kDescending, kAscending };

// The `[style]` table, typed once at load: a bad value is a config error at its file:line:col,
// and no rule parses a style string per document. Absent keys: the CV's own majority decides
// (src/engine/style_vote.h).
struct StyleConfig {
  std::optional<DateStyle> date;
  // The whole separator as written, spaces included (` – `); a lopsided one (`– `) is kept as
  // written, the date rules space it evenly.
  std::optional<SeparatorForm> range_separator;
  // How the open end is written: one spelling of a PresentForm (`Present`, `to date`), the
  // literal text the fix writes.
  std::optional<std::string> present;
  std::optional<DateOrder> order;  // absent: reverse
  std::optional<VenueStyle> venue;
  // How venue years are written (`OSDI 2024`, `OSDI '24`, ...); never kNone.
  std::optional<VenueYearForm> venue_year;
  std::optional<std::string> owner;  // the CV owner's name, as it is written
  std::optional<TitleQuoting> title_quotes;
  std::optional<AuthorConjunction> author_conjunction;
  std::optional<bool> oxford_comma;  // `A, B, and C`
  // kStar, kEscapedStar, kSupStar or kDagger (ContributionMarkText writes each).
  std::optional<ContributionMark> contribution_mark;
  std::optional<TrailingPunctuation> trailing_punctuation;
  std::optional<NumberingDirection> numbering;
  // Section ids of rules/sections.toml in the order the CV must follow; empty: not checked.
  std::vector<std::string> section_order;
};

// The text a configured contribution mark is written as: `*`, `\*`, `<sup>*</sup>`, `†`
// (`‡` for kDoubleDagger, which `[style]` does not accept); empty for kNone.
std::string_view ContributionMarkText(ContributionMark mark);

struct Config;

// A rule id or glob as written in the file, with where (1-based) for error messages.
struct RulePattern {
  std::string pattern;
  uint32_t line = 0;
  uint32_t column = 0;
  // The file it was written in when that is not the Config holding it (a per-directory merge
  // keeps each setting's own file); null: the holding Config. Kept alive by Config::layers.
  const Config* origin = nullptr;
};

// Where a scalar setting (`root`, `file-timeout`, a `[style]` key) was written: its line
// (1-based) in `file`, for `cvtidy config`.
struct SettingOrigin {
  uint32_t line = 0;
  // As RulePattern::origin: null for the holding Config itself.
  const Config* file = nullptr;
};

// `"date/future" = "error"` in [rules]. Later settings win over earlier ones.
struct RuleSetting {
  RulePattern pattern;
  RuleLevel level = RuleLevel::kWarning;
};

// Which lines a [[custom]] rule looks at.
enum class CustomKind : uint8_t {
  kAny,         // every non-blank line
  kHeading,     // heading lines
  kEntry,       // lines inside entries (list items, paragraphs, table rows of a section)
  kAuthorList,  // the author lists of publication entries (Document::author_lists())
};

// A `[[custom]]` rule: what the file says, checked (id syntax, the pattern compiles, group
// references exist). The engine turns these into rules (src/engine/custom_rules.h).
struct CustomRuleConfig {
  std::string id;                          // "custom/arxiv-case"
  std::string pattern;                     // RE2 syntax
  std::shared_ptr<const re2::RE2> regex;   // `pattern` compiled (shared by merged configs)
  std::string message;                     // with $0, $1, ${1}, \1, ${name} references
  RuleLevel level = RuleLevel::kWarning;   // `severity`
  std::optional<std::string> replacement;  // `replace`, same references
  bool unsafe_fix = false;                 // `fix = "unsafe"`
  std::optional<std::string> section;      // `section`: a heading title or section id
  CustomKind kind = CustomKind::kAny;
  std::string origin;  // "<path>:<line>" of its [[custom]] table, for explain
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
  // This file's own [[venues]] entries as written (what a subdirectory's config merges onto
  // its parent's table).
  std::vector<OwnedVenueRecord> venue_records;
  // `[[custom]]` rules, in file order; ids are unique.
  std::vector<CustomRuleConfig> custom;
  // `root = true`: the walk up for more cvtidy.toml files stops at this one.
  bool root = false;
  // `file-timeout`: seconds one file may take, 0 for no limit; absent:
  // kDefaultFileTimeoutSeconds.
  std::optional<double> file_timeout;
  // `[baseline] file`, joined to the directory of the cvtidy.toml that set it; --baseline wins.
  std::optional<std::string> baseline_file;
  // A per-directory merge: the files it was merged from, farthest first (RulePattern::origin
  // points into them). Empty for a config read from one file.
  std::vector<std::shared_ptr<const Config>> layers;
  // Where each scalar setting that a file set was written, by key as `cvtidy config` prints it:
  // "root", "file-timeout", "style.date", ... A key absent here has its built-in default.
  // (select, ignore and [rules] entries carry their own RulePattern location.)
  std::map<std::string, SettingOrigin, std::less<>> origins;
};

// The cvtidy.toml files `config` was read from, farthest first (the one file of a config read
// from one file; none for the built-in defaults). The first one's `root` tells whether the
// walk up stopped there.
std::vector<const Config*> CascadeOf(const Config& config);

// The file `origin` was written in: its own, or `holder` itself.
inline const Config& OriginOf(const Config& holder, const SettingOrigin& origin) {
  return origin.file != nullptr ? *origin.file : holder;
}

// `child` (a nearer cvtidy.toml) over `parent` (the merge of the ones above it): [style] key by
// key, [rules] appended (the nearer wins), select and ignore replaced when `child` sets them,
// [[venues]] and [[custom]] merged by id (the nearer wins). Every setting keeps the file it
// came from for error messages; the result keeps both alive (layers). A venue conflict between
// the two files is kInvalidArgument, located at the child's entry.
absl::StatusOr<std::shared_ptr<const Config>> MergeConfigs(std::shared_ptr<const Config> parent,
                                                           std::shared_ptr<const Config> child);

// The file `pattern` was written in: its origin, or `holder` itself.
inline const Config& OriginOf(const Config& holder, const RulePattern& pattern) {
  return pattern.origin != nullptr ? *pattern.origin : holder;
}

// A message or replacement of a [[custom]] rule, split into literal text and references to
// the pattern's capturing groups.
struct TemplatePiece {
  std::string literal;  // appended as is
  int group = -1;       // then this group's text (0: the whole match), when >= 0
};

// Parses `text`: `$0`, `$1`, `${12}`, `${name}` and `\1` ... `\9` refer to groups of `regex`,
// `$$` is a dollar and `\\` a backslash; any other character is literal. kInvalidArgument
// (message without location) for a `$` that starts no reference, or a group the pattern does
// not have.
absl::StatusOr<std::vector<TemplatePiece>> ParseTemplate(std::string_view text,
                                                         const re2::RE2& regex);

// Formats an error at `line`:`column` (1-based) of `config`'s file as a compiler would:
//   path:line:col: message
//     the source line
//     ^
std::string FormatConfigError(const Config& config, uint32_t line, uint32_t column,
                              std::string_view message);

}  // namespace cvtidy

#endif  // CVTIDY_SRC_CONFIG_CONFIG_H_
