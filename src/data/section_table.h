// The section titles CVs use (rules/sections.toml), and the tolerant matcher that recognises
// them in damaged headings: split inside words (`Rese	arch	Interests`), spaced letters,
// OCR letter confusions, any case.
//
//   const SectionTable& table = BuiltinSections();      // src/config/builtin_tables.h
//   if (std::optional<SectionMatch> m = table.Match("PUBLlCATIONS")) ...
#ifndef CVTIDY_SRC_DATA_SECTION_TABLE_H_
#define CVTIDY_SRC_DATA_SECTION_TABLE_H_

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/statusor.h"

#include "src/data/data_file.h"

namespace cvtidy {

struct SectionRecord {
  std::string id;                     // "publications"
  std::string name;                   // the canonical title: "Publications"
  std::vector<std::string> variants;  // other titles for it: "Selected Publications", "Papers"
};

struct SectionMatch {
  uint32_t section = 0;  // index into SectionTable::sections()
  // True when the title is the canonical name or a variant up to case, spacing and
  // punctuation; false when it needed OCR tolerance (split words, letter confusions).
  bool exact = false;
  // Which title of the record matched: -1 the canonical name, else an index into
  // SectionRecord::variants. Heading repair rebuilds the heading from this form.
  int32_t variant = -1;
};

class SectionTable {
 public:
  SectionTable() = default;
  // Builds the table from the `[[section]]` records of rules/sections.toml (schema at the top
  // of that file). Errors name the file and line of the bad record.
  static absl::StatusOr<SectionTable> FromData(const DataFile& file);

  std::span<const SectionRecord> sections() const { return sections_; }
  // Recognises `title` (a heading's text without markers) as a known section, tolerating the
  // damage above; std::nullopt when it is not one. Linear in title.size().
  std::optional<SectionMatch> Match(std::string_view title) const;
  // The index of the section with this id; std::nullopt when none.
  std::optional<uint32_t> Find(std::string_view id) const;
  // The title `match` matched: the canonical name or the variant, as the table writes it.
  std::string_view Title(const SectionMatch& match) const;

 private:
  struct TitleKey {
    uint32_t section = 0;
    int32_t variant = -1;
    std::string folded;  // lower case, no spaces or punctuation, OCR confusions folded
  };
  std::vector<SectionRecord> sections_;
  // Normalised word key ("honors awards") and folded key ("honorsawards") of every title.
  absl::flat_hash_map<std::string, SectionMatch> exact_;
  absl::flat_hash_map<std::string, SectionMatch> folded_;
  std::vector<TitleKey> titles_;  // every title, for the bounded-distance search
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_DATA_SECTION_TABLE_H_
