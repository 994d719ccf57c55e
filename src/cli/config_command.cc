// `cvtidy config [FILE]`: the configuration that applies to FILE, printed as a cvtidy.toml with
// the same effect, every key present and each value followed by where it comes from.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/cli/commands.h"
#include "src/cli/session.h"
#include "src/config/config.h"
#include "src/config/toml_loader.h"
#include "src/engine/rule.h"
#include "src/engine/rule_set.h"

namespace cvtidy::cli {
namespace {

constexpr std::string_view kDefault = "built-in default";

std::string AbsolutePath(std::string_view path) {
  std::error_code ec;
  const std::filesystem::path full = std::filesystem::absolute(std::filesystem::path(path), ec);
  return (ec ? std::filesystem::path(path) : full).lexically_normal().string();
}

// "/abs/path/cvtidy.toml:12".
std::string Where(const Config& file, uint32_t line) {
  return fmt::format("{}:{}", AbsolutePath(file.path), line);
}

// A "<path>:<line>" origin (OwnedVenueRecord, CustomRuleConfig) with its path made absolute.
std::string WhereOf(std::string_view origin) {
  const size_t colon = origin.rfind(':');
  if (colon == std::string_view::npos) {
    return std::string(origin);
  }
  return AbsolutePath(origin.substr(0, colon)) + std::string(origin.substr(colon));
}

std::string TomlStrings(const std::vector<std::string>& items) {
  std::vector<std::string> quoted;
  quoted.reserve(items.size());
  for (const std::string& item : items) {
    quoted.push_back(TomlString(item));
  }
  return fmt::format("[{}]", fmt::join(quoted, ", "));
}

// `setting  # source`, one line.
void Line(std::string& out, std::string_view setting, std::string_view source) {
  out += fmt::format("{}  # {}\n", setting, source);
}

std::string_view LevelText(RuleLevel level) {
  constexpr std::string_view kNames[] = {"off", "info", "warning", "error"};
  return kNames[static_cast<size_t>(level)];
}

// The sources of a select or ignore list: each file line that wrote part of it.
std::string PatternSources(const Config& config, const std::vector<RulePattern>& patterns) {
  std::vector<std::string> sources;
  for (const RulePattern& p : patterns) {
    std::string where = Where(OriginOf(config, p), p.line);
    if (std::find(sources.begin(), sources.end(), where) == sources.end()) {
      sources.push_back(std::move(where));
    }
  }
  return fmt::format("{}", fmt::join(sources, ", "));
}

void AppendTopLevel(std::string& out, const Config& config, const Options& options) {
  if (const auto it = config.origins.find("root"); it != config.origins.end()) {
    Line(out, fmt::format("root = {}", config.root),
         Where(OriginOf(config, it->second), it->second.line));
  } else {
    Line(out, "root = false", kDefault);
  }

  std::vector<std::string> patterns;
  if (!options.selection.select.empty()) {
    Line(out, fmt::format("select = {}", TomlStrings(options.selection.select)),
         "--select on the command line");
  } else if (!config.select.empty()) {
    for (const RulePattern& p : config.select) {
      patterns.push_back(p.pattern);
    }
    Line(out, fmt::format("select = {}", TomlStrings(patterns)),
         PatternSources(config, config.select));
  } else {
    Line(out, "select = []", fmt::format("{}: every rule", kDefault));
  }

  patterns.clear();
  for (const RulePattern& p : config.ignore) {
    patterns.push_back(p.pattern);
  }
  std::string ignore_sources = PatternSources(config, config.ignore);
  patterns.insert(patterns.end(), options.selection.ignore.begin(), options.selection.ignore.end());
  if (!options.selection.ignore.empty()) {
    ignore_sources += ignore_sources.empty() ? "" : ", ";
    ignore_sources += "--ignore on the command line";
  }
  Line(out, fmt::format("ignore = {}", TomlStrings(patterns)),
       patterns.empty() ? fmt::format("{}: none", kDefault) : ignore_sources);

  if (options.file_timeout) {
    Line(out, fmt::format("file-timeout = {}", *options.file_timeout),
         "--file-timeout on the command line");
  } else if (const auto it = config.origins.find("file-timeout"); it != config.origins.end()) {
    Line(out, fmt::format("file-timeout = {}", config.file_timeout.value_or(0)),
         Where(OriginOf(config, it->second), it->second.line));
  } else {
    Line(out, fmt::format("file-timeout = {}", kDefaultFileTimeoutSeconds), kDefault);
  }
}

void AppendStyle(std::string& out, const Config& config) {
  out += "\n[style]\n";
  for (const std::string_view key : StyleKeys()) {
    const std::string path = fmt::format("style.{}", key);
    const std::optional<std::string> value = StyleValueToml(config.style, key);
    const auto origin = config.origins.find(path);
    if (value && origin != config.origins.end()) {
      Line(out, fmt::format("{} = {}", key, *value),
           Where(OriginOf(config, origin->second), origin->second.line));
    } else if (key == "order") {
      Line(out, "order = \"reverse\"", kDefault);
    } else {
      // No default to write: each CV's own majority decides (section-order: not checked).
      Line(out, fmt::format("# {} =", key),
           fmt::format("{}: unset, {}", kDefault,
                       key == "section-order" ? "the order of sections is not checked"
                       : key == "owner"       ? "no name is highlighted"
                                              : "each CV's own majority decides"));
    }
  }
}

// Printed absolute, so that the printed file names the same baseline wherever it is saved.
void AppendBaseline(std::string& out, const Config& config, const Options& options) {
  out += "\n[baseline]\n";
  if (options.baseline) {
    Line(out, fmt::format("file = {}", TomlString(AbsolutePath(*options.baseline))),
         "--baseline on the command line");
  } else if (const auto it = config.origins.find("baseline.file");
             it != config.origins.end() && config.baseline_file) {
    Line(out, fmt::format("file = {}", TomlString(AbsolutePath(*config.baseline_file))),
         Where(OriginOf(config, it->second), it->second.line));
  } else {
    Line(out, "# file =", fmt::format("{}: none, every finding is reported", kDefault));
  }
}

void AppendRules(std::string& out, const Config& config, const RuleSet& set) {
  out += "\n[rules]\n";
  std::vector<const Rule*> rules(RuleRegistry::Get().All().begin(),
                                 RuleRegistry::Get().All().end());
  if (set.custom() != nullptr) {
    rules.insert(rules.end(), set.custom()->rules().begin(), set.custom()->rules().end());
  }
  for (const Rule* rule : rules) {
    const std::string_view id = rule->info().id;
    // The last [rules] entry matching the id wins, as RuleSet::Resolve reads them.
    const RuleSetting* last = nullptr;
    for (const RuleSetting& setting : config.rules) {
      if (GlobMatch(setting.pattern.pattern, id)) {
        last = &setting;
      }
    }
    const std::string key = TomlString(id);
    if (last != nullptr) {
      std::string source = Where(OriginOf(config, last->pattern), last->pattern.line);
      if (last->pattern.pattern != id) {
        source += fmt::format(" (\"{}\")", last->pattern.pattern);
      }
      Line(out, fmt::format("{} = \"{}\"", key, LevelText(last->level)), source);
    } else {
      Line(out, fmt::format("{} = \"{}\"", key, LevelText(LevelOf(rule->info().default_severity))),
           kDefault);
    }
  }
}

// The [[venues]] entries of every file of the cascade, the nearer replacing the farther by id.
std::vector<const OwnedVenueRecord*> VenueRecordsOf(const Config& config) {
  std::vector<const OwnedVenueRecord*> records;
  for (const Config* file : CascadeOf(config)) {
    for (const OwnedVenueRecord& record : file->venue_records) {
      const auto same = [&](const OwnedVenueRecord* r) { return r->id == record.id; };
      if (const auto it = std::find_if(records.begin(), records.end(), same); it != records.end()) {
        *it = &record;
      } else {
        records.push_back(&record);
      }
    }
  }
  return records;
}

void AppendVenues(std::string& out, const Config& config) {
  constexpr std::string_view kKinds[] = {"conference", "workshop", "journal", "preprint"};
  for (const OwnedVenueRecord* record : VenueRecordsOf(config)) {
    out += fmt::format("\n[[venues]]  # {}\n", WhereOf(record->origin));
    out += fmt::format("id = {}\nname = {}\nkind = \"{}\"\n", TomlString(record->id),
                       TomlString(record->long_name), kKinds[static_cast<size_t>(record->kind)]);
    if (!record->area.empty()) {
      out += fmt::format("area = {}\n", TomlString(record->area));
    }
    if (!record->publishers.empty()) {
      out += fmt::format("publisher = {}\n", TomlStrings(record->publishers));
    }
    if (!record->aliases.empty()) {
      out += fmt::format("aliases = {}\n", TomlStrings(record->aliases));
    }
    if (!record->former.empty()) {
      std::vector<std::string> former;
      for (const OwnedVenueRecord::Former& name : record->former) {
        former.push_back(fmt::format(
            "{{ acronym = {}{}, until = {} }}", TomlString(name.acronym),
            name.long_name.empty() ? "" : fmt::format(", name = {}", TomlString(name.long_name)),
            name.last_year));
      }
      out += fmt::format("former = [{}]\n", fmt::join(former, ", "));
    }
    if (record->editions) {
      out += "editions = true\n";
    }
  }
}

void AppendCustom(std::string& out, const Config& config) {
  constexpr std::string_view kKinds[] = {"any", "heading", "entry", "author-list"};
  for (const CustomRuleConfig& rule : config.custom) {
    out += fmt::format("\n[[custom]]  # {}\n", WhereOf(rule.origin));
    out +=
        fmt::format("id = {}\npattern = {}\nmessage = {}\nseverity = \"{}\"\n", TomlString(rule.id),
                    TomlString(rule.pattern), TomlString(rule.message), LevelText(rule.level));
    if (rule.replacement) {
      out += fmt::format("replace = {}\nfix = \"{}\"\n", TomlString(*rule.replacement),
                         rule.unsafe_fix ? "unsafe" : "safe");
    }
    if (rule.section) {
      out += fmt::format("section = {}\n", TomlString(*rule.section));
    }
    out += fmt::format("kind = \"{}\"\n", kKinds[static_cast<size_t>(rule.kind)]);
  }
}

std::string RenderEffectiveConfig(const Config& config, const RuleSet& set, const Options& options,
                                  std::string_view anchor) {
  std::string out = fmt::format(
      "# The configuration cvtidy applies to {} (`cvtidy config`): every key, each with where\n"
      "# its value comes from. As a cvtidy.toml it has the same effect.\n",
      anchor);
  const std::vector<const Config*> files = CascadeOf(config);
  if (options.no_config) {
    out += "# --no-config: no cvtidy.toml was read.\n";
  } else if (files.empty()) {
    out += "# No cvtidy.toml applies: these are the built-in defaults.\n";
  } else {
    out += "# Files applied, farthest first (the nearest wins):\n";
    for (const Config* file : files) {
      out += fmt::format("#   {}\n", AbsolutePath(file->path));
    }
  }
  out += '\n';
  AppendTopLevel(out, config, options);
  AppendStyle(out, config);
  AppendBaseline(out, config, options);
  AppendRules(out, config, set);
  AppendVenues(out, config);
  AppendCustom(out, config);
  return out;
}

}  // namespace

int RunConfig(const Options& options) {
  const std::string anchor = options.args.empty() ? std::string(".") : options.args.front();
  if (!options.args.empty()) {
    std::error_code ec;
    if (!std::filesystem::exists(anchor, ec)) {
      PrintError(fmt::format("{}: no such file or directory; name a CV or a directory (default: .)",
                             anchor));
      return kExitError;
    }
  }
  absl::StatusOr<std::shared_ptr<const Config>> config = ConfigFor(options, anchor);
  absl::StatusOr<RuleSet> set = config.ok() ? RuleSet::Resolve(**config, options.selection)
                                            : absl::StatusOr<RuleSet>(config.status());
  if (!set.ok()) {
    PrintError(FromAbsl(set.status().message()));
    return kExitError;
  }
  const std::string text = RenderEffectiveConfig(**config, *set, options, anchor);
  std::fwrite(text.data(), 1, text.size(), stdout);
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
    PrintError("writing to standard output failed");
    return kExitError;
  }
  return kExitClean;
}

}  // namespace cvtidy::cli
