#include "src/config/config.h"

#include <algorithm>
#include <optional>
#include <utility>

#include "absl/status/status.h"
#include <fmt/format.h>
#include <re2/re2.h>

#include "src/base/strings.h"
#include "src/base/utf8.h"

namespace cvtidy {
namespace {

constexpr std::string_view kBom = "\xEF\xBB\xBF";

// Returns line `line` (1-based) of `text` without its line ending, or std::nullopt when the
// text has fewer lines. A final line ending does not start another line (as in Source).
std::optional<std::string_view> NthLine(std::string_view text, uint32_t line) {
  size_t begin = 0;
  for (uint32_t i = 1; i < line; ++i) {
    const size_t nl = text.find('\n', begin);
    if (nl == std::string_view::npos) {
      return std::nullopt;
    }
    begin = nl + 1;
  }
  if (begin >= text.size()) {
    return std::nullopt;
  }
  const size_t nl = text.find('\n', begin);
  std::string_view result = text.substr(begin, nl == std::string_view::npos ? nl : nl - begin);
  if (!result.empty() && result.back() == '\r') {
    result.remove_suffix(1);
  }
  return result;
}

}  // namespace

absl::StatusOr<std::vector<TemplatePiece>> ParseTemplate(std::string_view text,
                                                         const re2::RE2& regex) {
  const int groups = regex.NumberOfCapturingGroups();
  const auto check = [&](int group, std::string_view written) -> absl::Status {
    if (group > groups) {
      return absl::InvalidArgumentError(
          fmt::format("`{}` refers to group {}, but the pattern has {} capturing group{}", written,
                      group, groups, groups == 1 ? "" : "s"));
    }
    return absl::OkStatus();
  };
  std::vector<TemplatePiece> pieces(1);
  const auto reference = [&](int group) {
    pieces.back().group = group;
    pieces.emplace_back();
  };
  for (size_t i = 0; i < text.size();) {
    const char c = text[i];
    const char next = i + 1 < text.size() ? text[i + 1] : '\0';
    if (c == '\\' && IsAsciiDigit(next)) {
      const int group = next - '0';
      if (absl::Status s = check(group, text.substr(i, 2)); !s.ok()) {
        return s;
      }
      reference(group);
      i += 2;
    } else if (c == '\\' && next == '\\') {
      pieces.back().literal += '\\';
      i += 2;
    } else if (c == '$' && next == '$') {
      pieces.back().literal += '$';
      i += 2;
    } else if (c == '$' && IsAsciiDigit(next)) {
      size_t end = i + 1;
      int group = 0;
      while (end < text.size() && IsAsciiDigit(text[end]) && group < 1000) {
        group = group * 10 + (text[end++] - '0');
      }
      if (absl::Status s = check(group, text.substr(i, end - i)); !s.ok()) {
        return s;
      }
      reference(group);
      i = end;
    } else if (c == '$' && next == '{') {
      const size_t close = text.find('}', i + 2);
      const std::string_view name =
          close == std::string_view::npos ? std::string_view() : text.substr(i + 2, close - i - 2);
      if (name.empty()) {
        return absl::InvalidArgumentError(
            "`${` starts a group reference and needs a closing `}`: `${1}`, `${name}` (write `$$` "
            "for a dollar sign)");
      }
      const std::string_view written = text.substr(i, close + 1 - i);
      int group = 0;
      if (std::all_of(name.begin(), name.end(), IsAsciiDigit) && name.size() <= 3) {
        for (char d : name) {
          group = group * 10 + (d - '0');
        }
        if (absl::Status s = check(group, written); !s.ok()) {
          return s;
        }
      } else {
        const auto& named = regex.NamedCapturingGroups();
        const auto it = named.find(std::string(name));
        if (it == named.end()) {
          return absl::InvalidArgumentError(fmt::format(
              "`{}` refers to a group named \"{}\", which the pattern does not define (name one "
              "with `(?P<{}>...)`)",
              written, name, name));
        }
        group = it->second;
      }
      reference(group);
      i = close + 1;
    } else if (c == '$') {
      return absl::InvalidArgumentError(
          "`$` must start a group reference (`$1`, `${1}`, `${name}`); write `$$` for a dollar "
          "sign");
    } else {
      pieces.back().literal += c;
      ++i;
    }
  }
  if (pieces.back().literal.empty() && pieces.size() > 1) {
    pieces.pop_back();
  }
  return pieces;
}

absl::StatusOr<std::shared_ptr<const Config>> MergeConfigs(std::shared_ptr<const Config> parent,
                                                           std::shared_ptr<const Config> child) {
  auto merged = std::make_shared<Config>();
  merged->path = child->path;
  merged->text = child->text;
  merged->root = child->root;
  merged->file_timeout = child->file_timeout ? child->file_timeout : parent->file_timeout;
  merged->baseline_file = child->baseline_file ? child->baseline_file : parent->baseline_file;
  // Settings from `from` keep pointing at the file that wrote them.
  const auto keep = [](const std::shared_ptr<const Config>& from, RulePattern p) {
    if (p.origin == nullptr) {
      p.origin = from.get();
    }
    return p;
  };

  StyleConfig& style = merged->style;
  const StyleConfig& near = child->style;
  const StyleConfig& far = parent->style;
  style.date = near.date ? near.date : far.date;
  style.range_separator = near.range_separator ? near.range_separator : far.range_separator;
  style.present = near.present ? near.present : far.present;
  style.order = near.order ? near.order : far.order;
  style.venue = near.venue ? near.venue : far.venue;
  style.venue_year = near.venue_year ? near.venue_year : far.venue_year;
  style.owner = near.owner ? near.owner : far.owner;
  style.title_quotes = near.title_quotes ? near.title_quotes : far.title_quotes;
  style.author_conjunction =
      near.author_conjunction ? near.author_conjunction : far.author_conjunction;
  style.oxford_comma = near.oxford_comma ? near.oxford_comma : far.oxford_comma;
  style.contribution_mark = near.contribution_mark ? near.contribution_mark : far.contribution_mark;
  style.trailing_punctuation =
      near.trailing_punctuation ? near.trailing_punctuation : far.trailing_punctuation;
  style.numbering = near.numbering ? near.numbering : far.numbering;
  style.section_order = near.section_order.empty() ? far.section_order : near.section_order;

  for (const auto& [from, list] :
       {std::pair(parent, &parent->rules), std::pair(child, &child->rules)}) {
    for (const RuleSetting& setting : *list) {
      merged->rules.push_back(RuleSetting{keep(from, setting.pattern), setting.level});
    }
  }
  const auto& select_from = child->select.empty() ? parent : child;
  for (const RulePattern& p : select_from->select) {
    merged->select.push_back(keep(select_from, p));
  }
  const auto& ignore_from = child->ignore.empty() ? parent : child;
  for (const RulePattern& p : ignore_from->ignore) {
    merged->ignore.push_back(keep(ignore_from, p));
  }

  merged->custom = parent->custom;
  for (const CustomRuleConfig& rule : child->custom) {
    auto it = std::find_if(merged->custom.begin(), merged->custom.end(),
                           [&](const CustomRuleConfig& c) { return c.id == rule.id; });
    if (it != merged->custom.end()) {
      *it = rule;
    } else {
      merged->custom.push_back(rule);
    }
  }

  merged->venue_records = child->venue_records;
  if (child->venue_records.empty() || parent->venues == nullptr) {
    merged->venues = child->venues ? child->venues : parent->venues;
  } else {
    // The child's entries over the parent's table (built-in + the parent's own entries).
    VenueTableError error;
    absl::StatusOr<VenueTable> table =
        VenueTable::Merge(*parent->venues, child->venue_records, &error);
    if (!table.ok()) {
      uint32_t line = 0;
      if (const size_t colon = error.origin.rfind(':'); colon != std::string::npos) {
        for (char c : std::string_view(error.origin).substr(colon + 1)) {
          line = IsAsciiDigit(c) ? line * 10 + static_cast<uint32_t>(c - '0') : line;
        }
      }
      return absl::InvalidArgumentError(FormatConfigError(*child, line, 0, error.message));
    }
    merged->venues = std::make_shared<const VenueTable>(*std::move(table));
  }
  // Each key's origin is the nearer file's when it sets the key, as the values above are.
  for (const auto& from : {parent, child}) {
    for (const auto& [key, origin] : from->origins) {
      merged->origins[key] = SettingOrigin{origin.line, &OriginOf(*from, origin)};
    }
  }
  merged->layers = {std::move(parent), std::move(child)};
  return std::shared_ptr<const Config>(std::move(merged));
}

std::vector<const Config*> CascadeOf(const Config& config) {
  if (config.layers.empty()) {
    return config.path.empty() ? std::vector<const Config*>{} : std::vector<const Config*>{&config};
  }
  std::vector<const Config*> files;
  for (const std::shared_ptr<const Config>& layer : config.layers) {
    for (const Config* file : CascadeOf(*layer)) {
      files.push_back(file);
    }
  }
  return files;
}

std::string_view ContributionMarkText(ContributionMark mark) {
  switch (mark) {
    case ContributionMark::kNone:
      return "";
    case ContributionMark::kStar:
      return "*";
    case ContributionMark::kEscapedStar:
      return "\\*";
    case ContributionMark::kSupStar:
      return "<sup>*</sup>";
    case ContributionMark::kDagger:
      return "\u2020";
    case ContributionMark::kDoubleDagger:
      return "\u2021";
  }
  return "";
}

std::string FormatConfigError(const Config& config, uint32_t line, uint32_t column,
                              std::string_view message) {
  // No location (a config built in code, or an error about the whole file).
  if (line == 0) {
    return config.path.empty() ? std::string(message) : fmt::format("{}: {}", config.path, message);
  }
  std::string_view text = config.text;
  // toml++ skips a byte order mark without counting it as a column.
  if (text.substr(0, kBom.size()) == kBom) {
    text.remove_prefix(kBom.size());
  }
  const std::optional<std::string_view> source_line = NthLine(text, line);
  if (column == 0) {
    std::string out = fmt::format("{}:{}: {}", config.path, line, message);
    if (source_line) {
      out += "\n  ";
      out += SanitizeUtf8(*source_line);
    }
    return out;
  }
  std::string out = fmt::format("{}:{}:{}: {}", config.path, line, column, message);
  if (!source_line) {
    return out;
  }
  // One output code point per input code point, so the caret lands under `column` (code
  // points, as toml++ counts them). Tabs and other controls become spaces: a tab would expand
  // to a terminal-dependent width.
  out += "\n  ";
  uint32_t code_points = 0;
  for (size_t pos = 0; pos < source_line->size(); ++code_points) {
    size_t len = 0;
    const char32_t cp = DecodeUtf8(*source_line, pos, &len);
    if (cp < 0x20 || cp == 0x7F) {
      out += ' ';
    } else {
      AppendUtf8(cp, out);
    }
    pos += len;
  }
  out += "\n  ";
  out.append(std::min(column, code_points + 1) - 1, ' ');
  out += '^';
  return out;
}

}  // namespace cvtidy
