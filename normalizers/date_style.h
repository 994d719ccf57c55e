// Rewriting dates: a point in another style (`09/2019` -> `Sep 2019`), a range separator in
// another form (`2019-2020` -> `2019 – 2020`), an open end in another word (`now` ->
// `Present`). Pure functions over model pieces; the date/* rules call them to build fixes.
//
//   std::optional<TextEdit> edit = RewriteDate(point, DateStyle::kMonthAbbr, source);
//   // `09/2019` -> {point.range, "Sep 2019"}; std::nullopt when already written so.
#ifndef CVTIDY_NORMALIZERS_DATE_STYLE_H_
#define CVTIDY_NORMALIZERS_DATE_STYLE_H_

#include <optional>
#include <string>
#include <string_view>

#include "src/engine/diagnostic.h"
#include "src/model/date_separators.h"
#include "src/model/spans.h"
#include "src/source/source.h"

namespace cvtidy {

// Returns true for the styles of month precision (`09/2019`, `2019-09`, `Sep 2019`,
// `Sep. 2019`, `September 2019`, `Sep'19`).
bool IsMonthStyle(DateStyle style);
// Returns true for `Fall 2019` and `2019 Fall`.
bool IsSeasonStyle(DateStyle style);

// Returns `point` written in `style`: `2019`, `09/2019`, `2019-09`, `Sep 2019`, `Sep. 2019`,
// `September 2019`, `Sep'19`, `Fall 2019`, `2019 Fall`. Years have four digits except in
// kMonthApostrophe. `month_word` is the point's month or season word as written (may be
// empty): an all-caps month word (`SEP`) gives an all-caps month name, and a season word is
// kept as written (`Autumn 2019` -> `2019 Autumn`). Returns std::nullopt when `style` needs a
// part the point lacks (a month style for a year or a season, a season style for a month) and
// for kPresent.
std::optional<std::string> FormatDate(const DatePoint& point, DateStyle style,
                                      std::string_view month_word = {});

// Returns the edit that rewrites `point` (found in `source`) in `style`, or std::nullopt when
// the point is already written in `style` or cannot be (see FormatDate). A point already in
// `style` with a four-digit year, or in kMonthApostrophe, is left as written (`9/2019` stays,
// so is `May '23`), which makes rewriting idempotent.
std::optional<TextEdit> RewriteDate(const DatePoint& point, DateStyle style, const Source& source);

// Returns the form of `text`, a separator with the white space around it (` – `, `-`, ` to `,
// `~`), or std::nullopt when it is not one spelling of kRangeSeparatorSpellings
// (src/model/date_separators.h) with optional white space.
std::optional<SeparatorForm> ParseSeparator(std::string_view text);

// Returns `form` as text in the kind's canonical spelling, with single spaces: ` – `, `–`,
// ` to `.
std::string FormatSeparator(SeparatorForm form);

// Returns `kind` described for messages: "a hyphen", "an en dash", "`to`".
std::string DescribeSeparatorKind(RangeSeparator kind);

// Returns `form` described for messages: "a spaced en dash", "an unspaced hyphen",
// "an en dash spaced on the left only".
std::string DescribeSeparator(SeparatorForm form);

// Returns the edit that rewrites `span`'s separator in `form`, or std::nullopt when it is
// already written so or `span` has no separator. The separator of an open-ended range
// (`May'23 -` at the end of a line or before text) keeps the blanks around it: only its kind
// changes, and an open end already of `form`'s kind gets no edit.
std::optional<TextEdit> RewriteSeparator(const DateSpan& span, SeparatorForm form,
                                         const Source& source);

// Returns how `form` is written: `Present`, `present`, `PRESENT`, `now`, `current`,
// `ongoing`, `to date`; empty for kNone.
std::string_view PresentWord(PresentForm form);

// Returns the edit that writes the open end `point` as `word`, or std::nullopt when it already
// reads `word` or is not an open end.
std::optional<TextEdit> RewritePresent(const DatePoint& point, std::string_view word,
                                       const Source& source);

}  // namespace cvtidy

#endif  // CVTIDY_NORMALIZERS_DATE_STYLE_H_
