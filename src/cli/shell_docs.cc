#include "src/cli/shell_docs.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/base/utf8.h"
#include "src/cli/flags.h"
#include "src/engine/rule.h"
#include "src/engine/rule_docs.h"

namespace cvtidy::cli {
namespace {

constexpr std::string_view kGeneratedNote =
    "Generated from cvtidy's flag table and rule registry by cvtidy_gen_docs; do not edit.\n"
    "Regenerate with `build/cvtidy_gen_docs docs`.";

// What a flag's value, or a positional argument, completes to.
enum class ValueKind : uint8_t {
  kNone,     // a switch: no value
  kChoices,  // one of FlagInfo::values
  kRuleIds,  // a comma-separated list of rule ids (--select, --ignore)
  kRuleId,   // one rule id (explain RULE)
  kFile,     // a path
  kFree,     // anything: nothing to offer
};

ValueKind KindOf(const FlagInfo& flag) {
  if (flag.metavar.empty()) {
    return ValueKind::kNone;
  }
  if (!flag.values.empty()) {
    return ValueKind::kChoices;
  }
  if (flag.metavar == "IDS") {
    return ValueKind::kRuleIds;
  }
  // FORMAT:FILE is split at the colon by the shells; offering files there would mislead.
  if (flag.metavar.find(':') == std::string_view::npos &&
      (flag.metavar.find("FILE") != std::string_view::npos || flag.metavar == "PATH" ||
       flag.metavar == "DIR")) {
    return ValueKind::kFile;
  }
  return ValueKind::kFree;
}

// The help of a command as --help prints it, split into its parts.
struct CommandDoc {
  Command command;
  std::string_view name;
  std::string summary;                   // "Report problems in CVs"
  std::string usage;                     // "cvtidy check [options] [PATH|-]..."
  std::vector<std::string> description;  // paragraphs, each one line
  std::string examples;                  // the lines of "Examples:", as printed
  std::string exit_status;
  // What each positional argument completes to; `repeats`: the last one repeats.
  std::vector<ValueKind> positionals;
  bool repeats = false;
};

std::string Join(const std::vector<std::string_view>& lines, std::string_view separator) {
  std::string out;
  for (const std::string_view line : lines) {
    if (!out.empty()) {
      out += separator;
    }
    out += TrimAscii(line);
  }
  return out;
}

// Splits HelpText(command): a title paragraph `cvtidy NAME: what it does`, `Usage: ...`, free
// paragraphs, then sections whose header is an unindented line ending in ':' ("Options:",
// "Examples:", "Exit status:").
CommandDoc DocOf(Command command) {
  CommandDoc doc;
  doc.command = command;
  doc.name = CommandName(command);
  const std::string help = HelpText(command);
  std::vector<std::vector<std::string_view>> paragraphs(1);
  std::string_view section;  // the current section header; empty: free text
  for (const std::string_view raw : SplitChar(help, '\n')) {
    const std::string_view line = raw;
    const bool header = !line.empty() && line.front() != ' ' && line.back() == ':';
    if (header) {
      section = line.substr(0, line.size() - 1);
      continue;
    }
    if (section == "Examples") {
      doc.examples += line.empty() ? "" : fmt::format("{}\n", TrimAscii(line));
      continue;
    }
    if (section == "Exit status") {
      doc.exit_status += line.empty() ? "" : fmt::format("{}\n", line.substr(2));
      continue;
    }
    if (!section.empty()) {
      continue;  // Options: the flag table itself is documented from FlagsOf
    }
    if (line.substr(0, 7) == "Usage: ") {
      doc.usage = std::string(line.substr(7));
      continue;
    }
    if (line.empty()) {
      if (!paragraphs.back().empty()) {
        paragraphs.emplace_back();
      }
      continue;
    }
    paragraphs.back().push_back(line);
  }
  for (const std::vector<std::string_view>& paragraph : paragraphs) {
    if (!paragraph.empty()) {
      doc.description.push_back(Join(paragraph, " "));
    }
  }
  // The first paragraph is the title: `cvtidy check: report problems in CVs.`
  if (!doc.description.empty()) {
    std::string title = std::move(doc.description.front());
    doc.description.erase(doc.description.begin());
    const std::string prefix = fmt::format("cvtidy {}: ", doc.name);
    if (title.substr(0, prefix.size()) == prefix) {
      title.erase(0, prefix.size());
    }
    if (!title.empty()) {
      title[0] = AsciiToUpper(title[0]);
    }
    if (!title.empty() && title.back() == '.') {
      title.pop_back();
    }
    doc.summary = std::move(title);
  }
  if (doc.usage.empty()) {
    doc.usage = fmt::format("cvtidy {} [options]", doc.name);  // a help without a Usage line
  }
  // Positionals: the usage's words after `[options]`, e.g. `RULE [FILE]` or `[PATH|-]...`.
  const size_t options = doc.usage.find("[options]");
  if (options != std::string::npos) {
    for (std::string_view word : SplitChar(std::string_view(doc.usage).substr(options + 9), ' ')) {
      if (word.empty()) {
        continue;
      }
      if (word.size() > 3 && word.substr(word.size() - 3) == "...") {
        doc.repeats = true;
        word.remove_suffix(3);
      }
      doc.positionals.push_back(word.find("RULE") != std::string_view::npos ? ValueKind::kRuleId
                                                                            : ValueKind::kFile);
    }
  }
  return doc;
}

std::vector<CommandDoc> CommandDocs() {
  std::vector<CommandDoc> docs;
  for (const Command command : AllCommands()) {
    docs.push_back(DocOf(command));
  }
  return docs;
}

std::vector<std::string_view> RuleIds() {
  std::vector<std::string_view> ids;
  for (const Rule* rule : RuleRegistry::Get().All()) {
    ids.push_back(rule->info().id);
  }
  std::sort(ids.begin(), ids.end());
  return ids;
}

// The first clause of a help text, as a completion menu shows it: up to the first `;` or `:`,
// the end of the first sentence, or `(default: ...)`.
std::string ShortHelp(std::string_view help) {
  size_t end = help.size();
  for (const std::string_view stop : {"; ", ". ", ": ", " (default", ", e.g."}) {
    end = std::min(end, help.find(stop));
  }
  std::string out(TrimAscii(help.substr(0, end)));
  if (!out.empty() && out.back() == '.') {
    out.pop_back();
  }
  return out;
}

// `text` inside single quotes, for a shell script.
std::string ShellQuote(std::string_view text) {
  std::string out = "'";
  for (const char c : text) {
    out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  }
  out += "'";
  return out;
}

std::string JoinWords(const std::vector<std::string_view>& words) {
  return fmt::format("{}", fmt::join(words, " "));
}

// The names a flag is spelled with: `--output` and `-o`.
std::vector<std::string_view> NamesOf(const FlagInfo& flag) {
  std::vector<std::string_view> names = {flag.name};
  if (!flag.short_name.empty()) {
    names.push_back(flag.short_name);
  }
  return names;
}

// ---- bash ----

// A `case` pattern matching "COMMAND FLAG" for each command and spelling in `pairs`.
std::string CasePattern(const std::vector<std::pair<std::string_view, std::string_view>>& pairs) {
  std::vector<std::string> patterns;
  for (const auto& [command, name] : pairs) {
    patterns.push_back(fmt::format("'{} {}'", command, name));
  }
  return fmt::format("{}", fmt::join(patterns, " | "));
}

std::string BashPositionals(const CommandDoc& doc) {
  std::string out;
  for (size_t i = 0; i < doc.positionals.size(); ++i) {
    const bool last = i + 1 == doc.positionals.size();
    const std::string pattern =
        last && doc.repeats ? fmt::format("'{} '*", doc.name) : fmt::format("'{} {}'", doc.name, i);
    out += fmt::format("    {}) {} ;;\n", pattern,
                       doc.positionals[i] == ValueKind::kRuleId
                           ? "_cvtidy_reply \"$_cvtidy_rule_ids\" \"$cur\""
                           : "_cvtidy_files \"$cur\"");
  }
  return out;
}

}  // namespace

std::string BashCompletion() {
  const std::vector<CommandDoc> docs = CommandDocs();
  std::string out = "# bash completion for cvtidy.\n";
  for (const std::string_view line : SplitChar(kGeneratedNote, '\n')) {
    out += fmt::format("# {}\n", line);
  }
  out += fmt::format("\n_cvtidy_rule_ids={}\n\n", ShellQuote(JoinWords(RuleIds())));
  out +=
      "# COMPREPLY from the words of $1 that start with $2 (no glob or word splitting of them).\n"
      "_cvtidy_reply() {\n"
      "  mapfile -t COMPREPLY < <(compgen -W \"$1\" -- \"$2\")\n"
      "}\n\n"
      "_cvtidy_files() {\n"
      "  compopt -o filenames 2>/dev/null\n"
      "  mapfile -t COMPREPLY < <(compgen -f -- \"$1\")\n"
      "}\n\n"
      "# A comma-separated list of rule ids: completes the id after the last comma.\n"
      "_cvtidy_rule_list() {\n"
      "  local head=''\n"
      "  [[ $1 == *,* ]] && head=${1%,*},\n"
      "  mapfile -t COMPREPLY < <(compgen -P \"$head\" -W \"$_cvtidy_rule_ids\" -- \"${1##*,}\")\n"
      "}\n\n"
      "_cvtidy() {\n"
      "  local cur=${COMP_WORDS[COMP_CWORD]} prev=''\n"
      "  ((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}\n"
      "  # bash splits --flag=value at '=' (COMP_WORDBREAKS): complete the value.\n"
      "  if [[ $cur == = ]]; then\n"
      "    cur=''\n"
      "  elif [[ $prev == = ]] && ((COMP_CWORD > 1)); then\n"
      "    prev=${COMP_WORDS[COMP_CWORD - 2]}\n"
      "  fi\n"
      "  COMPREPLY=()\n";
  // Before a command: the commands and the top-level flags.
  std::vector<std::string_view> first;
  for (const CommandDoc& doc : docs) {
    first.push_back(doc.name);
  }
  for (const FlagInfo& flag : FlagsOf(Command::kNone)) {
    for (const std::string_view name : NamesOf(flag)) {
      first.push_back(name);
    }
  }
  out += fmt::format(
      "  if ((COMP_CWORD == 1)); then\n"
      "    _cvtidy_reply {} \"$cur\"\n"
      "    return\n"
      "  fi\n"
      "  local command=${{COMP_WORDS[1]}}\n",
      ShellQuote(JoinWords(first)));

  // The value of the option before the cursor.
  std::vector<std::pair<std::string_view, std::string_view>> takes_value;
  std::string value_cases;
  for (const CommandDoc& doc : docs) {
    for (const FlagInfo& flag : FlagsOf(doc.command)) {
      const ValueKind kind = KindOf(flag);
      if (kind == ValueKind::kNone) {
        continue;
      }
      std::vector<std::pair<std::string_view, std::string_view>> pairs;
      for (const std::string_view name : NamesOf(flag)) {
        pairs.emplace_back(doc.name, name);
        takes_value.emplace_back(doc.name, name);
      }
      std::string action;
      switch (kind) {
        case ValueKind::kChoices:
          action = fmt::format("_cvtidy_reply {} \"$cur\"", ShellQuote(JoinWords(flag.values)));
          break;
        case ValueKind::kRuleIds:
          action = "_cvtidy_rule_list \"$cur\"";
          break;
        case ValueKind::kFile:
          action = "_cvtidy_files \"$cur\"";
          break;
        default:
          action = ":";  // a value with nothing to offer
          break;
      }
      value_cases +=
          fmt::format("    {})\n      {}\n      return\n      ;;\n", CasePattern(pairs), action);
    }
  }
  out += "  case \"$command $prev\" in\n" + value_cases + "  esac\n";

  // An option name.
  out += "  if [[ $cur == -* ]]; then\n    case $command in\n";
  for (const CommandDoc& doc : docs) {
    std::vector<std::string_view> names;
    for (const FlagInfo& flag : FlagsOf(doc.command)) {
      for (const std::string_view name : NamesOf(flag)) {
        names.push_back(name);
      }
    }
    out += fmt::format("      {}) _cvtidy_reply {} \"$cur\" ;;\n", doc.name,
                       ShellQuote(JoinWords(names)));
  }
  out += "    esac\n    return\n  fi\n";

  // A positional argument: count those before the cursor, skipping option values.
  out += fmt::format(
      "  local i=2 n=0 word\n"
      "  while ((i < COMP_CWORD)); do\n"
      "    word=${{COMP_WORDS[i]}}\n"
      "    if [[ ${{COMP_WORDS[i + 1]}} == = ]]; then\n"
      "      ((i += 3))\n"
      "      continue\n"
      "    fi\n"
      "    case \"$command $word\" in\n"
      "      {}) ((i += 2)) ;;\n"
      "      *)\n"
      "        [[ $word == -?* ]] || ((n += 1))\n"
      "        ((i += 1))\n"
      "        ;;\n"
      "    esac\n"
      "  done\n"
      "  case \"$command $n\" in\n",
      CasePattern(takes_value));
  for (const CommandDoc& doc : docs) {
    out += BashPositionals(doc);
  }
  out +=
      "  esac\n"
      "}\n\n"
      "complete -F _cvtidy cvtidy\n";
  return out;
}

namespace {

// ---- zsh ----

// `text` for a zsh _arguments description between [ and ], inside single quotes.
std::string ZshDescription(std::string_view text) {
  std::string out;
  for (const char c : text) {
    if (c == '[' || c == ']' || c == ':' || c == '\\') {
      out += '\\';
    }
    out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  }
  return out;
}

std::string ZshAction(const FlagInfo& flag) {
  switch (KindOf(flag)) {
    case ValueKind::kChoices:
      return fmt::format(":{}:({})", ZshDescription(flag.metavar), JoinWords(flag.values));
    case ValueKind::kRuleIds:
      return ":rule ids:_cvtidy_rule_list";
    case ValueKind::kFile:
      return fmt::format(":{}:_files", ZshDescription(flag.metavar));
    case ValueKind::kFree:
      return fmt::format(":{}: ", ZshDescription(flag.metavar));
    default:
      return "";
  }
}

std::string ZshFlagSpec(const FlagInfo& flag) {
  const std::string description = ZshDescription(ShortHelp(flag.help));
  const bool repeatable = flag.help.find("repeatable") != std::string::npos;
  const bool value = !flag.metavar.empty();
  const std::string action = ZshAction(flag);
  const std::string star = repeatable ? "*" : "";
  if (flag.short_name.empty()) {
    return fmt::format("'{}{}{}[{}]{}'", star, flag.name, value ? "=" : "", description, action);
  }
  // Either spelling, and neither again once one is given (unless repeatable).
  const std::string exclusion =
      repeatable ? "" : fmt::format("({} {})", flag.short_name, flag.name);
  return fmt::format("'{}{}'{{{}{},{}{}}}'[{}]{}'", exclusion, star, flag.short_name,
                     value ? "+" : "", flag.name, value ? "=" : "", description, action);
}

}  // namespace

std::string ZshCompletion() {
  const std::vector<CommandDoc> docs = CommandDocs();
  std::string out = "#compdef cvtidy\n# zsh completion for cvtidy.\n";
  for (const std::string_view line : SplitChar(kGeneratedNote, '\n')) {
    out += fmt::format("# {}\n", line);
  }
  out += "\n_cvtidy_rule_ids=(\n";
  for (const std::string_view id : RuleIds()) {
    out += fmt::format("  {}\n", id);
  }
  out +=
      ")\n\n"
      "_cvtidy_rule_list() {\n"
      "  _values -s , 'rule id' $_cvtidy_rule_ids\n"
      "}\n\n"
      "_cvtidy_rule() {\n"
      "  compadd -a _cvtidy_rule_ids\n"
      "}\n\n"
      "_cvtidy() {\n"
      "  if ((CURRENT == 2)); then\n"
      "    local -a commands=(\n";
  for (const CommandDoc& doc : docs) {
    out += fmt::format("      {}\n",
                       ShellQuote(fmt::format("{}:{}", doc.name, ShortHelp(doc.summary))));
  }
  out += "    )\n    local -a options=(\n";
  for (const FlagInfo& flag : FlagsOf(Command::kNone)) {
    for (const std::string_view name : NamesOf(flag)) {
      out +=
          fmt::format("      {}\n", ShellQuote(fmt::format("{}:{}", name, ShortHelp(flag.help))));
    }
  }
  out +=
      "    )\n"
      "    if [[ $PREFIX == -* ]]; then\n"
      "      _describe -t options 'option' options\n"
      "    else\n"
      "      _describe -t commands 'cvtidy command' commands\n"
      "    fi\n"
      "    return\n"
      "  fi\n"
      "  local command=$words[2]\n"
      "  # The command's own words, as _arguments expects them.\n"
      "  shift words\n"
      "  ((CURRENT--))\n"
      "  case $command in\n";
  for (const CommandDoc& doc : docs) {
    out += fmt::format("    {})\n      _arguments -s -S", doc.name);
    for (const FlagInfo& flag : FlagsOf(doc.command)) {
      out += " \\\n        " + ZshFlagSpec(flag);
    }
    for (size_t i = 0; i < doc.positionals.size(); ++i) {
      const bool rule = doc.positionals[i] == ValueKind::kRuleId;
      const bool last = i + 1 == doc.positionals.size();
      out += fmt::format(" \\\n        '{}:{}:{}'",
                         last && doc.repeats ? "*" : fmt::format("{}", i + 1),
                         rule ? "rule id" : "file", rule ? "_cvtidy_rule" : "_files");
    }
    out += "\n      ;;\n";
  }
  out +=
      "  esac\n"
      "}\n\n"
      "_cvtidy \"$@\"\n";
  return out;
}

std::string FishCompletion() {
  const std::vector<CommandDoc> docs = CommandDocs();
  std::string out = "# fish completion for cvtidy.\n";
  for (const std::string_view line : SplitChar(kGeneratedNote, '\n')) {
    out += fmt::format("# {}\n", line);
  }
  std::vector<std::string_view> names;
  for (const CommandDoc& doc : docs) {
    names.push_back(doc.name);
  }
  const std::string commands = JoinWords(names);
  out += "\nfunction __cvtidy_rule_ids\n    printf '%s\\n'";
  for (const std::string_view id : RuleIds()) {
    out += fmt::format(" \\\n        {}", id);
  }
  out +=
      "\nend\n\n"
      "# A comma-separated list of rule ids: each id after what is already typed.\n"
      "function __cvtidy_rule_list\n"
      "    set -l head (string replace -r '[^,]*$' '' -- (commandline -ct))\n"
      "    for id in (__cvtidy_rule_ids)\n"
      "        echo \"$head$id\"\n"
      "    end\n"
      "end\n\n"
      "complete -c cvtidy -f\n";
  const std::string no_command = fmt::format("not __fish_seen_subcommand_from {}", commands);
  for (const CommandDoc& doc : docs) {
    out += fmt::format("complete -c cvtidy -n {} -a {} -d {}\n", ShellQuote(no_command), doc.name,
                       ShellQuote(ShortHelp(doc.summary)));
  }
  const auto flag_line = [&](std::string_view condition, const FlagInfo& flag) {
    std::string line = fmt::format("complete -c cvtidy -n {}", ShellQuote(condition));
    if (!flag.short_name.empty()) {
      line += fmt::format(" -s {}", flag.short_name.substr(1));
    }
    line += fmt::format(" -l {}", flag.name.substr(2));
    switch (KindOf(flag)) {
      case ValueKind::kChoices:
        line += fmt::format(" -x -a {}", ShellQuote(JoinWords(flag.values)));
        break;
      case ValueKind::kRuleIds:
        line += " -x -a '(__cvtidy_rule_list)'";
        break;
      case ValueKind::kFile:
        line += " -r -F";
        break;
      case ValueKind::kFree:
        line += " -x";
        break;
      default:
        break;
    }
    return line + fmt::format(" -d {}\n", ShellQuote(ShortHelp(flag.help)));
  };
  for (const FlagInfo& flag : FlagsOf(Command::kNone)) {
    out += flag_line(no_command, flag);
  }
  for (const CommandDoc& doc : docs) {
    const std::string condition = fmt::format("__fish_seen_subcommand_from {}", doc.name);
    out += "\n";
    for (const FlagInfo& flag : FlagsOf(doc.command)) {
      out += flag_line(condition, flag);
    }
    bool files = false;
    bool rules = false;
    for (const ValueKind kind : doc.positionals) {
      files = files || kind == ValueKind::kFile;
      rules = rules || kind == ValueKind::kRuleId;
    }
    if (rules) {
      out +=
          fmt::format("complete -c cvtidy -n {} -a '(__cvtidy_rule_ids)'\n", ShellQuote(condition));
    }
    if (files) {
      out += fmt::format("complete -c cvtidy -n {} -F\n", ShellQuote(condition));
    }
  }
  return out;
}

namespace {

// ---- man page ----

// `text` as roff text: backslashes and hyphens escaped, a leading `.` or `'` (a request)
// defused, and each non-ASCII character written as \[uXXXX] so groff needs no preprocessor.
std::string Roff(std::string_view text) {
  std::string out;
  for (size_t i = 0; i < text.size();) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c >= 0x80) {
      size_t length = 1;
      const char32_t cp = DecodeUtf8(text, i, &length);
      out += fmt::format("\\[u{:04X}]", static_cast<uint32_t>(cp));
      i += length;
      continue;
    }
    if (c == '\\') {
      out += "\\e";
    } else if (c == '-') {
      out += "\\-";
    } else if ((c == '.' || c == '\'') && (i == 0 || text[i - 1] == '\n')) {
      out += "\\&";
      out += static_cast<char>(c);
    } else {
      out += static_cast<char>(c);
    }
    ++i;
  }
  return out;
}

// A preformatted block (examples, exit codes), indented.
std::string RoffBlock(std::string_view lines) {
  std::string out = ".RS 4\n.nf\n";
  for (const std::string_view line : SplitChar(lines, '\n')) {
    if (!line.empty()) {
      out += Roff(line) + "\n";
    }
  }
  return out + ".fi\n.RE\n";
}

std::string RoffFlagHeading(const FlagInfo& flag) {
  std::string out;
  if (!flag.short_name.empty()) {
    out += fmt::format("\\fB{}\\fR, ", Roff(flag.short_name));
  }
  out += fmt::format("\\fB{}\\fR", Roff(flag.name));
  if (!flag.metavar.empty()) {
    out += fmt::format(" \\fI{}\\fR", Roff(flag.metavar));
  }
  return out;
}

}  // namespace

std::string ManPage() {
  const std::vector<CommandDoc> docs = CommandDocs();
  std::string out = ".\\\" The cvtidy(1) man page.\n";
  for (const std::string_view line : SplitChar(kGeneratedNote, '\n')) {
    out += fmt::format(".\\\" {}\n", line);
  }
  out += fmt::format(".TH CVTIDY 1 \"\" \"cvtidy {}\" \"User Commands\"\n", Roff(kVersion));
  // Left-aligned and unhyphenated: option names must not break at their own hyphens.
  out += ".nh\n.ad l\n";
  out +=
      ".SH NAME\n"
      "cvtidy \\- find and fix inconsistencies in academic CVs (Markdown and plain text)\n"
      ".SH SYNOPSIS\n";
  for (const CommandDoc& doc : docs) {
    out += fmt::format(".B cvtidy {}\n", doc.name);
    const std::string_view usage = doc.usage;
    const std::string prefix = fmt::format("cvtidy {} ", doc.name);
    out += Roff(usage.substr(0, prefix.size()) == prefix ? usage.substr(prefix.size()) : usage);
    out += "\n.br\n";
  }
  out +=
      ".B cvtidy\n"
      "\\-\\-help | \\-\\-version\n"
      ".SH DESCRIPTION\n"
      "cvtidy finds and fixes inconsistencies in academic CVs written in Markdown or plain "
      "text: dates, venues, names, converter residue and OCR errors. Each file follows the "
      "nearest\n"
      ".I cvtidy.toml\n"
      "in its directory or above.\n"
      ".SH COMMANDS\n";
  for (const CommandDoc& doc : docs) {
    out += fmt::format(".SS \"{}\"\n", Roff(doc.usage));
    out += Roff(doc.summary) + ".\n";
    for (const std::string& paragraph : doc.description) {
      out += ".PP\n" + Roff(paragraph) + "\n";
    }
    std::vector<std::string> names;
    for (const FlagInfo& flag : FlagsOf(doc.command)) {
      names.push_back(fmt::format("\\fB{}\\fR", Roff(flag.name)));
    }
    out += fmt::format(".PP\nOptions: {}.\n", fmt::join(names, ", "));
    if (!doc.examples.empty()) {
      out += ".PP\nExamples:\n" + RoffBlock(doc.examples);
    }
    if (!doc.exit_status.empty()) {
      out += ".PP\nExit status:\n" + RoffBlock(doc.exit_status);
    }
  }

  // Each option once, with the commands it applies to; --format's help differs by command.
  struct Option {
    FlagInfo flag;
    std::vector<std::pair<std::string, std::vector<std::string_view>>> helps;  // help, commands
  };
  std::vector<Option> options;
  for (const FlagInfo& flag : FlagsOf(Command::kNone)) {
    options.push_back(Option{flag, {{flag.help, {}}}});
  }
  for (const CommandDoc& doc : docs) {
    for (const FlagInfo& flag : FlagsOf(doc.command)) {
      auto it = std::find_if(options.begin(), options.end(),
                             [&](const Option& o) { return o.flag.name == flag.name; });
      if (it == options.end()) {
        options.push_back(Option{flag, {}});
        it = options.end() - 1;
      }
      auto help = std::find_if(it->helps.begin(), it->helps.end(),
                               [&](const auto& h) { return h.first == flag.help; });
      if (help == it->helps.end()) {
        it->helps.emplace_back(flag.help, std::vector<std::string_view>{});
        help = it->helps.end() - 1;
      }
      help->second.push_back(doc.name);
    }
  }
  out += ".SH OPTIONS\n";
  for (const Option& option : options) {
    out += ".TP\n" + RoffFlagHeading(option.flag) + "\n";
    for (size_t i = 0; i < option.helps.size(); ++i) {
      const auto& [help, commands] = option.helps[i];
      if (i > 0) {
        out += ".IP\n";
      }
      if (option.helps.size() > 1) {
        out += fmt::format("With {}: ", fmt::join(commands, ", "));
      }
      out += Roff(help) + ".\n";
      if (option.helps.size() == 1 && !commands.empty() && commands.size() < docs.size()) {
        out += fmt::format("For: {}.\n", fmt::join(commands, ", "));
      }
    }
  }
  out += ".SH \"EXIT STATUS\"\n";
  out += RoffBlock(DocOf(Command::kNone).exit_status);
  out += "Each command's own codes are listed under COMMANDS.\n";
  out +=
      ".SH ENVIRONMENT\n"
      ".TP\n"
      ".B NO_COLOR\n"
      "When set and not empty, \\fB\\-\\-color auto\\fR colours nothing.\n"
      ".TP\n"
      ".B TERM\n"
      "When \\fBdumb\\fR, \\fB\\-\\-color auto\\fR colours nothing.\n"
      ".SH FILES\n"
      ".TP\n"
      ".I cvtidy.toml\n"
      "The configuration, searched for from each file's directory upwards, unless "
      "\\fB\\-\\-config\\fR names one file for every input.\n"
      ".SH SEE ALSO\n"
      "\\fBcvtidy rules\\fR lists the rules, \\fBcvtidy explain\\fR \\fIRULE\\fR explains one.\n";
  return out;
}

std::vector<GeneratedDoc> GeneratedDocs() {
  return {{"completions/cvtidy.bash", BashCompletion()},
          {"completions/cvtidy.zsh", ZshCompletion()},
          {"completions/cvtidy.fish", FishCompletion()},
          {"cvtidy.1", ManPage()},
          {"rules.md", RenderRulesMarkdown(RuleRegistry::Get().All())}};
}

}  // namespace cvtidy::cli
