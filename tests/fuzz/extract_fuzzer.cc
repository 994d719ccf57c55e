// The extractors of src/extract on any text: numbers, dates and venues line by line (as the
// parser calls them), then the whole document parsed with the built-in tables for what needs
// the model (author lists and person names, the owner's name, venues over wrapped entries).
// Every span must lie inside the text it was read from, in order where the extractor
// promises order; a name key must match itself, and folding a name's accents must not change
// who it names.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "src/config/builtin_tables.h"
#include "src/extract/dates.h"
#include "src/extract/names.h"
#include "src/extract/numbers.h"
#include "src/extract/venues.h"
#include "src/parse/parse.h"
#include "tests/fuzz/fuzz_support.h"

namespace {

using cvtidy::ByteRange;
using cvtidy::fuzz::Check;

// `inner` is empty or inside `outer`.
bool Within(ByteRange inner, ByteRange outer) {
  return inner.empty() || (inner.begin >= outer.begin && inner.end <= outer.end);
}

void ExtractLine(std::string_view line, uint32_t base, uint32_t index) {
  using namespace cvtidy;
  const ByteRange bounds{base, base + static_cast<uint32_t>(line.size())};
  std::vector<NumberSpan> numbers;
  ExtractNumbers(line, base, index, numbers);
  uint32_t last_end = base;
  for (const NumberSpan& n : numbers) {
    Check(n.range.begin <= n.range.end && Within(n.range, bounds), "number out of its line");
    Check(n.range.begin >= last_end, "numbers out of order or overlapping");
    last_end = n.range.end;
  }
  std::vector<DateSpan> dates;
  ExtractDates(line, base, index, numbers, dates);
  uint32_t last_begin = base;
  for (const DateSpan& d : dates) {
    Check(d.range.begin <= d.range.end && Within(d.range, bounds), "date out of its line");
    Check(Within(d.separator, d.range) || d.open_end, "date separator outside its date");
    Check(d.range.begin >= last_begin, "dates out of order");
    last_begin = d.range.begin;
  }
  std::vector<VenueMention> venues;
  ExtractVenues(line, base, index, BuiltinVenues(), venues);
  for (const VenueMention& v : venues) {
    Check(v.range.begin <= v.range.end && Within(v.range, bounds), "venue out of its line");
    Check(Within(v.name_range, v.range) && Within(v.year_range, v.range) &&
              Within(v.publisher_range, v.range) && Within(v.ordinal_range, v.range),
          "venue part outside its mention");
    Check(v.venue < BuiltinVenues().venues().size(), "venue index out of the table");
  }
}

void CheckNames(const cvtidy::Source& source, const cvtidy::Document& doc) {
  using namespace cvtidy;
  const ByteRange all{0, static_cast<uint32_t>(source.size())};
  for (const AuthorList& list : doc.author_lists()) {
    Check(Within(list.range, all) && Within(list.et_al, all), "author list out of bounds");
  }
  for (const PersonName& name : doc.names()) {
    Check(Within(name.range, all) && Within(name.outer_range, all), "name out of bounds");
    Check(Within(name.range, name.outer_range), "name outside its emphasis");
    Check(name.list < doc.author_lists().size(), "name's list index out of range");
    const std::string_view written = source.text().substr(name.range.begin, name.range.size());
    const NameKey key = MakeNameKey(written);
    Check(key.family.empty() || SameNameSpelling(key, key), "a name key does not match itself");
    const NameKey folded = MakeNameKey(StripAccents(written));
    Check(key.family.empty() || SameNameSpelling(key, folded),
          "folding accents changed a name:", written);
  }
  Check(Within(FindOwnerName(doc), all), "owner name out of bounds");
  for (const VenueMention& v : doc.venues()) {
    Check(Within(v.range, all), "entry venue out of bounds");
  }
  for (const DateSpan& d : doc.dates()) {
    Check(Within(d.range, all), "document date out of bounds");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace cvtidy;
  if (size > fuzz::kMaxInputBytes) {
    return -1;
  }
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  uint32_t base = 0;
  uint32_t index = 0;
  while (base <= text.size()) {
    const size_t newline = text.find('\n', base);
    const size_t end = newline == std::string_view::npos ? text.size() : newline;
    ExtractLine(text.substr(base, end - base), base, index++);
    base = static_cast<uint32_t>(end) + 1;
  }
  const Source source = Source::FromBytes("fuzz.md", std::string(text));
  if (source.encoding_problem()) {
    return 0;
  }
  const ParseOptions options{.venues = &BuiltinVenues(),
                             .sections = &BuiltinSections(),
                             .vocabulary = &BuiltinVocabulary()};
  const Document doc = Parse(source, options);
  CheckNames(source, doc);
  return 0;
}
