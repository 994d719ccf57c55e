// Rendering venues: a venue of the table in one of the three forms `[style] venue` names
// (short `OSDI 2022`, publisher-short `USENIX OSDI 2022`, long `USENIX Symposium on Operating
// Systems Design and Implementation (OSDI 2022)`), a venue year in one of its written forms
// (`2024`, `'24`, `-24`, ...), and the edits that rewrite a VenueMention. Pure functions over
// model pieces; the venue/* rules call them to build fixes.
//
//   const VenueRecord& osdi = ...;
//   FormatVenue(CurrentNames(osdi), VenueStyle::kLong, 2022, VenueYearForm::kFourDigit);
//   // "USENIX Symposium on Operating Systems Design and Implementation (OSDI 2022)"
//   std::optional<TextEdit> edit = RewriteVenue(mention, osdi, VenueStyle::kShort,
//                                               VenueYearForm::kFourDigit, source);
#ifndef CVTIDY_NORMALIZERS_VENUE_FORM_H_
#define CVTIDY_NORMALIZERS_VENUE_FORM_H_

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "src/data/venue_table.h"
#include "src/engine/diagnostic.h"
#include "src/model/spans.h"
#include "src/source/source.h"

namespace cvtidy {

// VenueStyle (src/model/spans.h): the three forms `[style] venue` names.

// "short", "publisher-short", "long": the values `[style] venue` accepts.
std::string_view VenueStyleName(VenueStyle style);
// Parses a `[style] venue` value; std::nullopt when unknown.
std::optional<VenueStyle> ParseVenueStyleName(std::string_view name);

// Returns `year` as written in `form`, for messages, without the space or glue before it:
// "`2024`", "`'24`", "`-24`", "`24`"; "no year" for kNone.
std::string DescribeVenueYear(int year, VenueYearForm form);

// Returns true for the forms written without a space after the name: `OSDI'24`, `OSDI-24`,
// `ICML2022`.
bool IsGluedYearForm(VenueYearForm form);

// Names `form` for tallies: "four-digit", "apostrophe", "glued apostrophe", "hyphen",
// "two-digit", "glued four-digit"; "none" for kNone.
std::string_view VenueYearFormName(VenueYearForm form);

// The names one generation of a venue goes by: the current ones, or a former name's (NIPS
// until 2017). Views into a VenueRecord, which must outlive this.
struct VenueNames {
  std::string_view acronym;    // "OSDI", "NIPS"
  std::string_view long_name;  // "Symposium on Operating Systems Design and Implementation"
  std::span<const std::string_view> publishers;  // "USENIX"; empty for an independent venue
};

// Returns the current names of `record`.
VenueNames CurrentNames(const VenueRecord& record);

// Returns the names of `record.former[index]`; a former name without its own long name
// borrows the current one (NIPS kept "Conference on Neural Information Processing Systems").
VenueNames FormerNames(const VenueRecord& record, size_t index);

// Returns the publishers of `names` as written before a name: "USENIX", "IEEE/ACM"; empty
// for an independent venue.
std::string PublisherPrefix(const VenueNames& names);

// Returns the year as it follows a venue acronym in `form`, separator included: " 2024",
// " '24", "'24", "-24", " 24", "2024". Empty for kNone or a year of 0. Two-digit forms keep
// a leading zero (`'05`).
std::string FormatVenueYear(int year, VenueYearForm form);

// Returns the year digits alone in `form`, for a year that does not follow the acronym
// (`EuroSys, 2023`): "2024" for the four-digit forms, "'24" for the apostrophe forms, "24"
// for kHyphen and kTwoDigit. Empty for kNone or a year of 0.
std::string FormatVenueYearDigits(int year, VenueYearForm form);

// Returns the venue named by `names` in `style`, with `year` (0: none) written in
// `year_form`:
//   short            `OSDI 2022`
//   publisher-short  `USENIX OSDI 2022`; the short form for a venue without a publisher
//   long             `USENIX Symposium on Operating Systems Design and Implementation (OSDI 2022)`,
//                    `... (OSDI)` without a year; the publisher-short form when there is no
//                    long name, or the long name is the acronym (`PLOS ONE`)
std::string FormatVenue(const VenueNames& names, VenueStyle style, int year,
                        VenueYearForm year_form);

// Which forms of `names` without a year read alike: bit 3 * a + b (VenueStyle a and b) is set
// when FormatVenue(names, a, 0, kNone) equals FormatVenue(names, b, 0, kNone). Decided from the
// names' lengths and words rather than by formatting the three forms: the rules ask it of
// every venue they meet.
uint16_t SameVenueForms(const VenueNames& names);

// Returns true when `text` can be replaced as a whole without breaking markup around it:
// its `*` and `_` emphasis markers and its inline HTML emphasis tags pair up and its brackets
// balance (IsMarkupBalanced). A mention range that cuts through `(**EuroSys**)` cannot be
// rewritten without leaving half a marker behind.
bool IsSelfContained(std::string_view text);

// Returns true when `range` of `source` stands in parentheses of its own: `(OSDI)` after a
// long name the table does not know, or one OCR broke with hyphens. A form with parentheses of
// its own (`Symposium on ... (OSDI)`) written there would nest them, and beside a long name
// already written it would say the name twice, so RewriteVenue offers none.
bool WrappedInParentheses(ByteRange range, const Source& source);

// Returns the edit that rewrites `mention` (found in `source`, a mention of `record`) in
// `style`: its whole range (ordinal, publisher, name, acronym and, when inside the range, the
// year) becomes FormatVenue(...) of the names the mention uses (a former name stays the
// former name: renaming is venue/renamed's), with the year written in `year_form` (kNone:
// the mention's own form). A year outside the mention's range (`(ATC), 2023`) is left where
// it is. Returns std::nullopt when the text would not change, the range is not
// IsSelfContained, or it holds text besides the venue's own pieces that a rewrite would lose
// (a volume number, a track between the long name and its acronym, a line break), or when it
// is WrappedInParentheses and the new form has parentheses of its own.
std::optional<TextEdit> RewriteVenue(const VenueMention& mention, const VenueRecord& record,
                                     VenueStyle style, VenueYearForm year_form,
                                     const Source& source);

// Returns the names `mention` (of `record`) is written with: the former name whose acronym
// or long name it spells when mention.form is kFormerName (case-insensitively; else the
// former name in use in the mention's year, else the latest), the current names otherwise.
// `former_index`, when not null, receives the former name's index, or SIZE_MAX for current.
VenueNames NamesOfMention(const VenueMention& mention, const VenueRecord& record,
                          const Source& source, size_t* former_index = nullptr);

// Returns true when `range` lies in the text of a reference link (`[NSDI'20][]`,
// `[NSDI'20][nsdi]`): the text is also the label the link is defined under (`[NSDI'20]:
// https://...`), so rewriting it would break the link.
bool InReferenceLinkText(ByteRange range, const Source& source);

// Returns the edit that writes the year of `mention` in `form`, touching only the year and
// the separator before it (`OSDI'24` -> `OSDI 2024`, `OSDI-24` -> `OSDI '24`). A year that
// does not directly follow the name (`EuroSys, 2023`) keeps its separator and only its digits
// change. std::nullopt when the mention has no year, `form` is kNone or nothing would change.
std::optional<TextEdit> RewriteVenueYear(const VenueMention& mention, VenueYearForm form,
                                         const Source& source);

// Returns the edits that write `mention`, a former name of `record` used in its text, with the
// current names in the same form: the parts spelling a former acronym become the current
// acronym, a former long name the current long name (`NIPS 2019` -> `NeurIPS 2019`,
// `Conference on Systems and Machine Learning (SysML 2020)` -> `Conference on Machine Learning
// and Systems (MLSys 2020)`). Everything else (publisher, ordinal, year) stays as written.
// Sorted and disjoint; empty when nothing spells a former name.
std::vector<TextEdit> RenameVenue(const VenueMention& mention, const VenueRecord& record,
                                  const Source& source);

}  // namespace cvtidy

#endif  // CVTIDY_NORMALIZERS_VENUE_FORM_H_
