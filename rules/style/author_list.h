// style/author-list: author lists joined inconsistently: `and` before the last author or not,
// the Oxford comma, `&`, and `et al.` / `...` written several ways.
#ifndef CVTIDY_RULES_STYLE_AUTHOR_LIST_H_
#define CVTIDY_RULES_STYLE_AUTHOR_LIST_H_

#include "src/engine/rule.h"
#include "src/engine/style_vote.h"
#include "src/model/document.h"

namespace cvtidy {

// Compares every author list with the house style (`[style] author-conjunction`,
// `oxford-comma`, else the CV's majority) and reports the lists that differ.
class StyleAuthorListRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

// The ballots of the rule's house-style vote: every list whose conjunction can be judged, and
// among those with a conjunction and three names or more, the Oxford comma.
struct AuthorListVotes {
  StyleVote<AuthorConjunction> conjunction;
  StyleVote<bool> oxford_comma;
};
AuthorListVotes CountAuthorListVotes(const Document& doc);

}  // namespace cvtidy

#endif  // CVTIDY_RULES_STYLE_AUTHOR_LIST_H_
