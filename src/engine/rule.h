// The interface every rule implements, and the metadata `cvtidy rules`, `cvtidy explain`,
// the docs and SARIF are generated from.
//
// Adding a rule: rules/<group>/<name>.{h,cc} with a `final` Rule subclass and
// CVTIDY_REGISTER_RULE(Class) at the end of the .cc; fixtures/<group>/<name>/ with a firing
// and a clean case; regenerate docs/rules.md. Nothing else is edited.
#ifndef CVTIDY_SRC_ENGINE_RULE_H_
#define CVTIDY_SRC_ENGINE_RULE_H_

#include <cstdint>
#include <memory>
#include <string_view>

#include "src/config/config.h"
#include "src/engine/diagnostic.h"
#include "src/engine/registry.h"
#include "src/engine/sink.h"
#include "src/model/document.h"

namespace cvtidy {

enum class FixAvailability : uint8_t { kNone, kSometimes, kAlways };

// The inputs a rule reads, a bit per InputKind (src/model/document.h).
using InputKindSet = uint8_t;
constexpr InputKindSet InputKindBit(InputKind kind) {
  return static_cast<InputKindSet>(1u << static_cast<unsigned>(kind));
}
inline constexpr InputKindSet kEveryInput = InputKindBit(InputKind::kAuthoredMarkdown) |
                                            InputKindBit(InputKind::kConverterMarkdown) |
                                            InputKindBit(InputKind::kPlainText);
// Converter and OCR output: where markup and glyphs are damage, not the author's choice.
inline constexpr InputKindSet kConvertedInput =
    InputKindBit(InputKind::kConverterMarkdown) | InputKindBit(InputKind::kPlainText);

struct RuleInfo {
  std::string_view id;  // "date/mixed-format": ^[a-z]+/[a-z0-9-]+$
  Severity default_severity = Severity::kWarning;
  std::string_view summary;  // one sentence, used by `cvtidy rules` and the docs
  // Markdown with four sections, in order: `## What it does`, `## Why is this bad?`,
  // `## Example`, `## Fix safety`.
  std::string_view explanation;
  FixAvailability fix_availability = FixAvailability::kNone;
  FixSafety fix_safety = FixSafety::kSafe;  // meaningful when a fix is available
  // A consistency rule whose fixes follow the CV's own style (src/engine/style_vote.h): safe
  // when the style is configured or the CV's majority is decisive, unsafe (a suggestion)
  // otherwise. `fix_safety` is then kSafe, the safety of its decisive fixes.
  bool safety_by_vote = false;
  // The inputs the rule runs on; the engine skips it on the others (the docs say which).
  InputKindSet inputs = kEveryInput;
};

inline bool RunsOn(const RuleInfo& info, InputKind kind) {
  return (info.inputs & InputKindBit(kind)) != 0;
}

// A calendar day, for --today and date/future.
struct CivilDate {
  int year = 1970;
  int month = 1;
  int day = 1;
  // The local date now.
  static CivilDate Today();
};

// What a rule may read besides the document.
struct RuleContext {
  const Config& config;
  CivilDate today;
};

class Rule {
 public:
  virtual ~Rule() = default;
  virtual const RuleInfo& info() const = 0;
  // Pure detector: reads the model, reports through `sink`, never throws, never fails.
  virtual void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const = 0;
};

inline std::string_view RegistryKey(const Rule& rule) { return rule.info().id; }

using RuleRegistry = Registry<Rule>;

}  // namespace cvtidy

#define CVTIDY_RULE_CONCAT_INNER_(a, b) a##b
#define CVTIDY_RULE_CONCAT_(a, b) CVTIDY_RULE_CONCAT_INNER_(a, b)

// Registers one instance of `Class` (a Rule) before main(). Use once, at namespace scope in
// the rule's .cc file.
#define CVTIDY_REGISTER_RULE(Class)                                            \
  [[maybe_unused]] static const bool CVTIDY_RULE_CONCAT_(kRegistered, Class) = \
      ::cvtidy::RuleRegistry::Get().Add(std::make_unique<Class>())

#endif  // CVTIDY_SRC_ENGINE_RULE_H_
