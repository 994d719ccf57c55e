#include "src/engine/baseline.h"

#include <algorithm>
#include <tuple>
#include <utility>

#include "absl/container/flat_hash_map.h"
#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/engine/json_syntax.h"
#include "src/engine/lint.h"
#include <nlohmann/json.hpp>

namespace cvtidy {
namespace {

using Json = nlohmann::json;
using OrderedJson = nlohmann::ordered_json;

// How much of a finding's text the file shows to people.
constexpr size_t kShownTextBytes = 60;

constexpr std::string_view kRewrite =
    "fix the file, or write it again with `cvtidy check --write-baseline FILE PATHS`";

uint64_t Fnv1a(std::string_view bytes, uint64_t hash) {
  for (const char c : bytes) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 0x100000001b3ULL;
  }
  return hash;
}

// `text`, cut to kShownTextBytes at a code point boundary.
std::string ShownText(std::string_view text) {
  if (text.size() <= kShownTextBytes) {
    return std::string(text);
  }
  size_t cut = kShownTextBytes;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) {
    --cut;  // a continuation byte: back to the start of its code point
  }
  return fmt::format("{}…", text.substr(0, cut));
}

bool EntryLess(const BaselineEntry& a, const BaselineEntry& b) {
  return std::tie(a.file, a.rule, a.text, a.fingerprint) <
         std::tie(b.file, b.rule, b.text, b.fingerprint);
}

absl::Status SyntaxError(std::string_view json, std::string_view path) {
  const JsonSyntaxError error = FindJsonSyntaxError(json);
  const size_t line =
      1 + std::count(json.begin(), json.begin() + static_cast<ptrdiff_t>(error.offset), '\n');
  return absl::InvalidArgumentError(fmt::format("{}:{}: the baseline is not valid JSON ({}); {}",
                                                path, line, error.reason, kRewrite));
}

absl::Status FindingError(std::string_view path, size_t index, std::string_view what) {
  return absl::InvalidArgumentError(
      fmt::format("{}: finding {} of the baseline {}; {}", path, index + 1, what, kRewrite));
}

bool IsFingerprint(std::string_view s) {
  return s.size() == 16 && std::all_of(s.begin(), s.end(), [](char c) {
           return IsAsciiDigit(c) || (c >= 'a' && c <= 'f');
         });
}

}  // namespace

std::string CollapseWhitespace(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  bool space = false;
  for (const char c : text) {
    if (IsAsciiSpace(c)) {
      space = !out.empty();
      continue;
    }
    if (space) {
      out.push_back(' ');
      space = false;
    }
    out.push_back(c);
  }
  return out;
}

std::string FindingFingerprint(const Source& source, const Diagnostic& d) {
  const uint32_t begin = std::min(d.range.begin, source.size());
  const uint32_t end = std::clamp(d.range.end, begin, source.size());
  ByteRange context = d.context;
  if (context.empty() && source.size() > 0) {
    context = source.LineRange(source.LineOf(begin));
  }
  uint64_t hash = 0xcbf29ce484222325ULL;
  hash = Fnv1a(CollapseWhitespace(source.Text({begin, end})), hash);
  hash = Fnv1a("\x1f", hash);  // no text and context can run into each other
  hash = Fnv1a(CollapseWhitespace(source.Text(context)), hash);
  return fmt::format("{:016x}", hash);
}

std::vector<BaselineEntry> BaselineEntriesOf(std::string_view file, const Source& source,
                                             std::span<const Diagnostic> diagnostics) {
  std::vector<BaselineEntry> entries;
  for (const Diagnostic& d : diagnostics) {
    if (d.rule_id == kTooSlowRuleId) {
      continue;
    }
    const uint32_t begin = std::min(d.range.begin, source.size());
    const uint32_t end = std::clamp(d.range.end, begin, source.size());
    entries.push_back(BaselineEntry{std::string(d.rule_id), std::string(file),
                                    FindingFingerprint(source, d), 1,
                                    ShownText(CollapseWhitespace(source.Text({begin, end})))});
  }
  const Baseline counted(std::move(entries));
  return std::vector<BaselineEntry>(counted.entries().begin(), counted.entries().end());
}

Baseline::Baseline(std::vector<BaselineEntry> entries) {
  // Equal keys (a baseline merged by hand, or one finding several times) add up.
  absl::flat_hash_map<std::tuple<std::string, std::string, std::string>, size_t> seen;
  for (BaselineEntry& entry : entries) {
    const auto [it, inserted] =
        seen.try_emplace(std::tuple(entry.file, entry.rule, entry.fingerprint), entries_.size());
    if (inserted) {
      entries_.push_back(std::move(entry));
    } else {
      entries_[it->second].count += entry.count;
    }
  }
  std::sort(entries_.begin(), entries_.end(), EntryLess);
}

absl::StatusOr<Baseline> Baseline::Parse(std::string_view json, std::string_view path) {
  const Json root = Json::parse(json, nullptr, /*allow_exceptions=*/false);
  if (root.is_discarded()) {
    return SyntaxError(json, path);
  }
  const auto version = root.is_object() ? root.find("version") : root.end();
  if (!root.is_object() || version == root.end() || !version->is_number_integer()) {
    return absl::InvalidArgumentError(
        fmt::format("{}: not a cvtidy baseline (expected an object with \"version\": {} and "
                    "\"findings\"); {}",
                    path, kBaselineVersion, kRewrite));
  }
  if (version->get<int64_t>() != kBaselineVersion) {
    return absl::InvalidArgumentError(fmt::format(
        "{}: baseline version {} is not one this cvtidy reads (it reads version {}); write it "
        "again with `cvtidy check --write-baseline FILE PATHS`, or use the cvtidy that wrote it",
        path, version->get<int64_t>(), kBaselineVersion));
  }
  for (const auto& [key, value] : root.items()) {
    if (key != "version" && key != "findings") {
      return absl::InvalidArgumentError(
          fmt::format("{}: unknown key \"{}\" in the baseline (expected version and findings); {}",
                      path, key, kRewrite));
    }
  }
  const auto findings = root.find("findings");
  if (findings == root.end() || !findings->is_array()) {
    return absl::InvalidArgumentError(
        fmt::format("{}: the baseline has no \"findings\" array; {}", path, kRewrite));
  }
  std::vector<BaselineEntry> entries;
  entries.reserve(findings->size());
  for (size_t i = 0; i < findings->size(); ++i) {
    const Json& finding = (*findings)[i];
    if (!finding.is_object()) {
      return FindingError(path, i, "is not an object");
    }
    BaselineEntry entry;
    for (const auto& [key, value] : finding.items()) {
      if (key == "rule" || key == "file" || key == "fingerprint" || key == "text") {
        if (!value.is_string() || (key != "text" && value.get_ref<const std::string&>().empty())) {
          return FindingError(path, i,
                              fmt::format("has a \"{}\" that is not a non-empty string", key));
        }
        std::string& field = key == "rule"   ? entry.rule
                             : key == "file" ? entry.file
                             : key == "text" ? entry.text
                                             : entry.fingerprint;
        field = value.get<std::string>();
      } else if (key == "count") {
        if (!value.is_number_unsigned() || value.get<uint64_t>() == 0 ||
            value.get<uint64_t>() > UINT32_MAX) {
          return FindingError(path, i, "has a \"count\" that is not a positive integer");
        }
        entry.count = static_cast<uint32_t>(value.get<uint64_t>());
      } else {
        return FindingError(
            path, i,
            fmt::format("has an unknown key \"{}\" (expected rule, file, fingerprint, count, text)",
                        key));
      }
    }
    if (entry.rule.empty() || entry.file.empty() || entry.fingerprint.empty()) {
      return FindingError(path, i, "lacks one of \"rule\", \"file\" and \"fingerprint\"");
    }
    if (!IsFingerprint(entry.fingerprint)) {
      return FindingError(path, i, "has a \"fingerprint\" that is not 16 lowercase hex digits");
    }
    entries.push_back(std::move(entry));
  }
  return Baseline(std::move(entries));
}

std::string Baseline::ToJson() const {
  OrderedJson findings = OrderedJson::array();
  for (const BaselineEntry& entry : entries_) {
    OrderedJson finding = OrderedJson::object();
    finding["rule"] = entry.rule;
    finding["file"] = entry.file;
    finding["fingerprint"] = entry.fingerprint;
    finding["count"] = entry.count;
    finding["text"] = entry.text;
    findings.push_back(std::move(finding));
  }
  OrderedJson root = OrderedJson::object();
  root["version"] = kBaselineVersion;
  root["findings"] = std::move(findings);
  // Text that is not UTF-8 (the byte input/encoding points at) is written as U+FFFD.
  return root.dump(2, ' ', /*ensure_ascii=*/false, Json::error_handler_t::replace) + "\n";
}

std::pair<size_t, size_t> Baseline::RangeOf(std::string_view file) const {
  // Entries are sorted by file first (EntryLess).
  const auto first = std::partition_point(entries_.begin(), entries_.end(),
                                          [&](const BaselineEntry& e) { return e.file < file; });
  const auto end = std::partition_point(first, entries_.end(),
                                        [&](const BaselineEntry& e) { return e.file == file; });
  return {static_cast<size_t>(first - entries_.begin()),
          static_cast<size_t>(end - entries_.begin())};
}

size_t Baseline::TotalCount() const {
  size_t total = 0;
  for (const BaselineEntry& entry : entries_) {
    total += entry.count;
  }
  return total;
}

BaselineMatch ApplyBaseline(const Baseline& baseline, std::string_view file, const Source& source,
                            std::vector<Diagnostic>& diagnostics) {
  BaselineMatch match;
  const auto [first, end] = baseline.RangeOf(file);
  match.first_entry = first;
  match.covered.assign(end - first, 0);
  if (first == end) {
    return match;
  }
  const std::span<const BaselineEntry> entries = baseline.entries().subspan(first, end - first);
  absl::flat_hash_map<std::pair<std::string_view, std::string_view>, size_t> index;
  absl::flat_hash_map<std::string_view, bool> rules;
  for (size_t i = 0; i < entries.size(); ++i) {
    index.emplace(
        std::pair<std::string_view, std::string_view>(entries[i].rule, entries[i].fingerprint), i);
    rules[entries[i].rule] = true;
  }
  size_t kept = 0;
  for (size_t i = 0; i < diagnostics.size(); ++i) {
    Diagnostic& d = diagnostics[i];
    bool covered = false;
    if (rules.contains(d.rule_id)) {
      const std::string fingerprint = FindingFingerprint(source, d);
      const auto it =
          index.find(std::pair<std::string_view, std::string_view>(d.rule_id, fingerprint));
      if (it != index.end() && match.covered[it->second] < entries[it->second].count) {
        ++match.covered[it->second];
        covered = true;
      }
    }
    if (covered) {
      ++match.suppressed;
    } else {
      if (kept != i) {
        diagnostics[kept] = std::move(d);
      }
      ++kept;
    }
  }
  diagnostics.resize(kept);
  return match;
}

}  // namespace cvtidy
