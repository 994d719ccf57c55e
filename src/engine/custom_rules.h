// The `[[custom]]` rules of one cvtidy.toml, as rules the engine runs.
//
// Each definition becomes a CustomRule (a Rule with its own RuleInfo, so select/ignore, [rules]
// severities, suppression comments, `explain` and every reporter treat it like a built-in
// rule). They do not run one by one: CustomRules compiles every pattern into one RE2::Set per
// kind of text (document lines, author lists) and scans each text once, whatever the number
// of rules; only the rules the Set reports as matching a line run their own RE2 there, for the
// match positions and groups. So 200 custom rules cost about what one does on lines where
// none match, which is nearly every line.
//
//   absl::StatusOr<std::shared_ptr<const CustomRules>> custom = CustomRules::Build(config.custom);
//   (*custom)->Run(doc, severities, sink);   // RuleSet and LintDocument do this
#ifndef CVTIDY_SRC_ENGINE_CUSTOM_RULES_H_
#define CVTIDY_SRC_ENGINE_CUSTOM_RULES_H_

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include <re2/set.h>

#include "src/base/strings.h"
#include "src/config/config.h"
#include "src/engine/rule.h"

namespace cvtidy {

// Every custom rule id starts with this; no registered rule may (tests/engine checks).
inline constexpr std::string_view kCustomRulePrefix = "custom/";

inline bool IsCustomRuleId(std::string_view id) { return StartsWithBytes(id, kCustomRulePrefix); }

class CustomRules;

class CustomRule final : public Rule {
 public:
  const RuleInfo& info() const override { return info_; }
  // Runs this rule alone (RuleSet::Only, per-rule benchmarks); the engine normally runs all
  // of a config's custom rules together through CustomRules::Run.
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;

  const CustomRuleConfig& config() const { return config_; }

 private:
  friend class CustomRules;
  CustomRule(const CustomRules& owner, size_t index, CustomRuleConfig config);

  const CustomRules& owner_;
  size_t index_;
  CustomRuleConfig config_;
  std::string summary_;
  std::string explanation_;
  RuleInfo info_;
  std::vector<TemplatePiece> message_;
  std::vector<TemplatePiece> replacement_;  // empty when there is no `replace`
};

class CustomRules {
 public:
  // Compiles `definitions` (already checked by the config loader). kInvalidArgument only if a
  // pattern that compiled alone does not compile into the set.
  static absl::StatusOr<std::shared_ptr<const CustomRules>> Build(
      std::span<const CustomRuleConfig> definitions);

  CustomRules(const CustomRules&) = delete;
  CustomRules& operator=(const CustomRules&) = delete;

  size_t size() const { return rules_.size(); }
  const CustomRule& rule(size_t i) const { return *rules_[i]; }
  // The rules as Rule pointers, in definition order.
  std::span<const Rule* const> rules() const { return pointers_; }
  // The rule with this id, or null.
  const CustomRule* Find(std::string_view id) const;

  // Runs, in one pass over `doc`, every rule i with severities[i] set (at that severity).
  void Run(const Document& doc, std::span<const std::optional<Severity>> severities,
           DiagnosticSink& sink) const;

 private:
  CustomRules() = default;

  // One RE2::Set over the patterns of the rules that read one kind of text.
  struct Scan {
    std::unique_ptr<RE2::Set> set;
    std::vector<uint32_t> rule_of;  // set index -> rule index
  };
  bool BuildScan(Scan& scan, std::span<const uint32_t> rules) const;
  // The indices (into `scan.rule_of`) of the patterns matching `text`, in `hits`; false when
  // none does. Falls back to the rules' own RE2s if the Set's DFA runs out of memory.
  bool MatchScan(const Scan& scan, std::string_view text, std::vector<int>& hits) const;
  // Reports every match of rule `r` in `text`, which starts at byte `base` of the document.
  void ReportMatches(const CustomRule& rule, std::string_view text, uint32_t base,
                     Severity severity, DiagnosticSink& sink) const;

  std::vector<std::unique_ptr<CustomRule>> rules_;
  std::vector<const Rule*> pointers_;
  std::vector<std::string> sections_;  // the distinct `section` scopes
  std::vector<int> section_of_;        // rule -> index into sections_, or -1
  Scan lines_;                         // kind any, heading, entry
  Scan author_lists_;                  // kind author-list
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_ENGINE_CUSTOM_RULES_H_
