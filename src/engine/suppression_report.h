// The checks on a document's suppression comments, run after its rules: a comment that
// silenced nothing (suppression/unused) and a rule id no rule has (suppression/unknown-rule).
// The rules' classes (rules/suppression/) carry their metadata, severity and selection.
#ifndef CVTIDY_SRC_ENGINE_SUPPRESSION_REPORT_H_
#define CVTIDY_SRC_ENGINE_SUPPRESSION_REPORT_H_

#include <string_view>

#include "src/engine/rule_set.h"
#include "src/engine/sink.h"
#include "src/model/document.h"

namespace cvtidy {

inline constexpr std::string_view kUnusedSuppressionRuleId = "suppression/unused";
inline constexpr std::string_view kUnknownSuppressionRuleId = "suppression/unknown-rule";

// Reports, through `sink`, each of doc's disabling comments that `suppressions` recorded no
// use of, with a safe fix that removes it, and each rule id or pattern in a comment that names
// no registered rule, with the closest id. Only the checks `rules` enables run.
void ReportSuppressionProblems(const Document& doc, const RuleSet& rules,
                               const Suppressions& suppressions, DiagnosticSink& sink);

}  // namespace cvtidy

#endif  // CVTIDY_SRC_ENGINE_SUPPRESSION_REPORT_H_
