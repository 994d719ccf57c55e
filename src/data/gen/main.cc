// cvtidy_gen_tables: the build step that precomputes the built-in data tables, so that no
// process parses TOML (or sorts, hashes and allocates thousands of strings) for them.
//   venues      rules/venues.toml, read with ParseVenueRecords and built (VenueTable::Build),
//               becomes cvtidy::embedded::kBuiltinVenueTable, an internal::StaticVenueTable:
//               the records, the tries' slot arrays, the surfaces, the id index, the start
//               filter and the table's words (TableWords). BuiltinVenues() wraps it
//               (VenueTable::FromStatic).
//   sections    rules/sections.toml, read with ParseDataFile and built (SectionTable::FromData),
//               becomes kBuiltinSectionTable (internal::StaticSectionTable: records, sorted
//               keys and the titles' words), wrapped by BuiltinSections()
//               (SectionTable::FromStatic).
//   vocabulary  rules/vocabulary.toml, built by Vocabulary::FromData, becomes
//               kBuiltinVocabulary (internal::StaticVocabulary: the pairs, the confusions, the
//               sorted words and their hash slots), wrapped by BuiltinVocabulary().
//   dictionary  the English word list src/ocr/gen/word_list.sh expands from hunspell's
//               dictionary (one word per line), becomes kBuiltinDictionary, an
//               internal::WordSet (sorted words and their hash slots) that SpellDictionary
//               looks words up in, and kBuiltinDictionaryKeys, the bits of their keys
//               (SpellDictionary::KeysOf) that rule most other words out.
// All plain data, with strings as offsets into one pool: no relocation at start-up.
//
// A build tool, not part of the library: it links the layers up to config (the TOML reader),
// but not the generated files, so nothing it feeds is among its own inputs (of the OCR layer
// it reads only the inline SpellDictionary::KeysOf, which the data layer makes).
//
// Usage: cvtidy_gen_tables KIND TABLE ORIGIN OUT.cc
//   KIND is venues, sections, vocabulary (TABLE a .toml file) or dictionary (TABLE a word
//   list); ORIGIN names the table in messages and in the venue records' origins
//   ("rules/venues.toml").
// An unreadable or invalid table fails the build, with the table's own error message.
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <span>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/statusor.h"
#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/config/toml_loader.h"
#include "src/data/data_file.h"
#include "src/data/section_table.h"
#include "src/data/venue_matcher.h"
#include "src/data/venue_table.h"
#include "src/data/vocabulary.h"
#include "src/data/word_set.h"
#include "src/ocr/dictionary.h"

namespace cvtidy {
namespace {

// A C++ string literal for `bytes`: printable ASCII as is, the rest as three-digit octal
// escapes (which cannot swallow a following digit, unlike hex ones).
std::string Literal(std::string_view bytes) {
  std::string out = "\"";
  for (const char c : bytes) {
    const auto u = static_cast<unsigned char>(c);
    if (u >= 0x20 && u < 0x7F && c != '"' && c != '\\' && c != '?') {
      out += c;
    } else {
      out += fmt::format("\\{:03o}", u);
    }
  }
  out += '"';
  return out;
}

// The string pool: every distinct string once.
class Pool {
 public:
  PoolString Add(std::string_view text) {
    const auto [it, inserted] =
        index_.emplace(std::string(text), static_cast<uint32_t>(bytes_.size()));
    if (inserted) {
      bytes_.append(text);
    }
    return PoolString{it->second, static_cast<uint32_t>(text.size())};
  }
  // Appends a string that offsets already point into (the matcher's own pool), unshared.
  uint32_t AddBlock(std::string_view text) {
    const auto offset = static_cast<uint32_t>(bytes_.size());
    bytes_.append(text);
    return offset;
  }
  const std::string& bytes() const { return bytes_; }

 private:
  std::string bytes_;
  absl::flat_hash_map<std::string, uint32_t> index_;
};

std::string Str(PoolString s) { return fmt::format("{{{}, {}}}", s.offset, s.length); }

PoolString Shift(PoolString s, uint32_t by) { return PoolString{s.offset + by, s.length}; }

// Writes `items` as the body of an array, `per_line` to a line.
template <typename T, typename F>
void WriteArray(std::string& out, std::string_view type, std::string_view name,
                std::span<const T> items, size_t per_line, F format) {
  // A zero-length array is not C++, and SpanOf writes an empty span as `{}` without naming
  // the array: an empty list gets no array at all (nothing would use it).
  if (items.empty()) {
    return;
  }
  out += fmt::format("constexpr {} {}[] = {{\n", type, name);
  for (size_t i = 0; i < items.size(); ++i) {
    out += i % per_line == 0 ? "    " : " ";
    out += format(items[i]);
    out += ',';
    if (i % per_line == per_line - 1 || i + 1 == items.size()) {
      out += '\n';
    }
  }
  out += "};\n\n";
}

std::string SpanOf(std::string_view name, size_t size) {
  return size == 0 ? "{}" : fmt::format("{{{}, {}}}", name, size);
}

// Defines the std::string_view `name` over `bytes`, in literal chunks.
void WritePool(std::string& out, std::string_view name, std::string_view bytes) {
  out += fmt::format("constexpr char {}Data[] =\n", name);
  for (size_t i = 0; i < bytes.size(); i += 96) {
    out += "    " + Literal(bytes.substr(i, 96)) + "\n";
  }
  out += "    \"\";\n";
  out += fmt::format("constexpr std::string_view {0}({0}Data, sizeof({0}Data) - 1);\n\n", name);
}

std::string Header(std::string_view input, std::string_view summary, std::string_view header) {
  return fmt::format(
      "// Generated by cvtidy_gen_tables (src/data/gen/main.cc) from {}. Do not edit.\n"
      "// {}.\n"
      "#include <cstdint>\n#include <string_view>\n\n"
      "#include \"{}\"\n\n"
      "namespace cvtidy::embedded {{\nnamespace {{\n\n",
      input, summary, header);
}

// Writes the arrays of `set` as k{name}Words, k{name}Slots and the pool k{name}Strings, and
// returns the initializer of an internal::WordSet over them.
std::string WriteWordSet(std::string& out, std::string_view name, const internal::WordSet& set) {
  const std::string words = fmt::format("k{}Words", name);
  const std::string slots = fmt::format("k{}Slots", name);
  const std::string strings = fmt::format("k{}Strings", name);
  WriteArray<PoolString>(out, "PoolString", words, set.words, 8, Str);
  WriteArray<uint32_t>(out, "uint32_t", slots, set.slots, 16,
                       [](uint32_t s) { return fmt::format("{}", s); });
  WritePool(out, strings, set.strings);
  return fmt::format("{{{}, {}, {}}}", strings, SpanOf(words, set.words.size()),
                     SpanOf(slots, set.slots.size()));
}

// Writes the bits of `keys` as k{name}Keys and returns the initializer of an
// internal::WordKeyBits over them.
std::string WriteWordKeyBits(std::string& out, std::string_view name,
                             const internal::WordKeyBits& keys) {
  const std::string bits = fmt::format("k{}Keys", name);
  WriteArray<uint64_t>(out, "uint64_t", bits, keys.bits, 4,
                       [](uint64_t b) { return fmt::format("0x{:016x}u", b); });
  return fmt::format("{{{}}}", SpanOf(bits, keys.bits.size()));
}

// Writes the sets of `words` (kExactWord..., kLowerWord...) and their keys (kTableWordKeys) and
// returns the initializer of a TableWords over them.
std::string WriteTableWords(std::string& out, const TableWords& words) {
  const std::string exact = WriteWordSet(out, "ExactWord", words.exact);
  const std::string lower = WriteWordSet(out, "LowerWord", words.lower);
  const std::string keys = WriteWordKeyBits(out, "TableWord", words.keys);
  return fmt::format("{{{}, {}, {}}}", exact, lower, keys);
}

std::string GenerateVenues(const VenueTable& table, std::string_view input) {
  const VenueTable::Matcher& m = table.matcher();
  Pool pool;
  // The matcher's own pool first, at offset 0, so its offsets (surfaces, ids, phrases) stay.
  const uint32_t matcher_base = pool.AddBlock(m.strings);

  // The records become constant VenueRecords whose views point into the pool (kStrings),
  // which the generated file therefore defines first (`out` gets the arrays, then goes after
  // it). V(offset, length) is the view of a pool string.
  const auto view = [&](std::string_view text) {
    const PoolString s = pool.Add(text);
    return fmt::format("V({}, {})", s.offset, s.length);
  };
  const auto span = [](std::string_view array, size_t begin, size_t count) {
    return count == 0 ? std::string("{}") : fmt::format("{{{} + {}, {}}}", array, begin, count);
  };
  std::vector<std::string> lists;   // the publishers and aliases of all records, as views
  std::vector<std::string> former;  // FormerName initializers
  std::vector<std::string> venues;  // VenueRecord initializers
  for (const VenueRecord& r : table.venues()) {
    const size_t publishers = lists.size();
    for (const std::string_view p : r.publishers) {
      lists.push_back(view(p));
    }
    const size_t aliases = lists.size();
    for (const std::string_view a : r.aliases) {
      lists.push_back(view(a));
    }
    const size_t formers = former.size();
    for (const FormerName& f : r.former) {
      former.push_back(
          fmt::format("{{{}, {}, {}}}", view(f.acronym), view(f.long_name), f.last_year));
    }
    venues.push_back(fmt::format(
        "{{{}, {}, {}, VenueKind{{{}}}, {}, {}, {}, {}, {}}}", view(r.id), view(r.long_name),
        span("kLists", publishers, r.publishers.size()), static_cast<int>(r.kind), view(r.area),
        span("kLists", aliases, r.aliases.size()), span("kFormer", formers, r.former.size()),
        r.editions, view(r.origin)));
  }

  std::string out;
  const auto as_is = [](const std::string& s) { return s; };
  WriteArray<std::string>(out, "std::string_view", "kLists", lists, 4, as_is);
  WriteArray<std::string>(out, "FormerName", "kFormer", former, 1, as_is);
  WriteArray<std::string>(out, "VenueRecord", "kVenues", venues, 1, as_is);

  const auto write_trie = [&](const TokenTrie& trie, std::string_view name) {
    // The trie's own pool goes into the shared one at `base`; its edges are shifted there.
    const uint32_t base = pool.AddBlock(trie.pool());
    // Empty slots keep their default members (child = kNone), written as {}.
    WriteArray<TokenTrie::Edge>(out, "TokenTrie::Edge", fmt::format("k{}Slots", name), trie.slots(),
                                4, [&](const TokenTrie::Edge& e) {
                                  if (e.child == TokenTrie::kNone) {
                                    return std::string("{}");
                                  }
                                  return fmt::format("{{{}, {}u, {}, {}, {}}}", e.node, e.hash,
                                                     e.child, e.offset + base, e.length);
                                });
    WriteArray<uint32_t>(out, "uint32_t", fmt::format("k{}Terminals", name), trie.terminals(), 12,
                         [](uint32_t t) { return fmt::format("{}u", t); });
  };
  // A trie's edges were written with offsets into the shared pool, so each trie reads it.
  const auto trie_entry = [&](const TokenTrie& trie, std::string_view name) {
    return fmt::format("{{{}, kStrings, {}}}",
                       SpanOf(fmt::format("k{}Slots", name), trie.slots().size()),
                       SpanOf(fmt::format("k{}Terminals", name), trie.terminals().size()));
  };
  write_trie(m.acronyms, "Acronym");
  write_trie(m.longs, "Long");
  write_trie(m.publisher_words, "Publisher");

  WriteArray<VenueSurface>(
      out, "VenueSurface", "kSurfaces", m.surfaces, 2, [&](const VenueSurface& s) {
        return fmt::format("{{{}, VenueSurfaceKind{{{}}}, VenueGuard{{{}}}, {}, {}, {}, {}}}",
                           s.venue, static_cast<int>(s.kind), static_cast<int>(s.guard),
                           s.leading_publisher, s.leading_the, s.former,
                           Str(Shift(s.exact, matcher_base)));
      });
  WriteArray<PoolString>(out, "PoolString", "kPhrases", m.publisher_phrases, 8,
                         [&](PoolString s) { return Str(Shift(s, matcher_base)); });
  WriteArray<VenueIdEntry>(out, "VenueIdEntry", "kIds", m.ids, 4, [&](const VenueIdEntry& e) {
    return fmt::format("{{{}, {}}}", Str(Shift(e.key, matcher_base)), e.venue);
  });
  WriteArray<uint64_t>(out, "uint64_t", "kFilter",
                       std::span<const uint64_t>(m.filter, VenueTable::Matcher::kFilterWords), 4,
                       [](uint64_t w) { return fmt::format("0x{:x}u", w); });

  const std::string words = WriteTableWords(out, table.words());
  // The pool, first: the records view it, and every string above is an offset into it.
  std::string head = fmt::format(
      "// Generated by cvtidy_gen_tables (src/data/gen/main.cc) from {}. Do not edit.\n"
      "// {} venues, {} surfaces.\n"
      "#include <cstdint>\n#include <string_view>\n\n"
      "#include \"src/data/venue_matcher.h\"\n#include \"src/data/venue_table.h\"\n\n"
      "namespace cvtidy::embedded {{\nnamespace {{\n\n",
      input, venues.size(), m.surfaces.size());
  WritePool(head, "kStrings", pool.bytes());
  head +=
      "constexpr std::string_view V(uint32_t offset, uint32_t length) {\n"
      "  return kStrings.substr(offset, length);\n}\n\n";
  out = head + out;
  out += "}  // namespace\n\n";
  out += "extern const internal::StaticVenueTable kBuiltinVenueTable;\n";
  out += "const internal::StaticVenueTable kBuiltinVenueTable = {\n";
  out += "    kStrings,\n";
  out += fmt::format("    {},\n", SpanOf("kVenues", venues.size()));
  out += fmt::format("    {},\n", trie_entry(m.acronyms, "Acronym"));
  out += fmt::format("    {},\n", trie_entry(m.longs, "Long"));
  out += fmt::format("    {},\n", trie_entry(m.publisher_words, "Publisher"));
  out += fmt::format("    {},\n", SpanOf("kSurfaces", m.surfaces.size()));
  out += fmt::format("    {},\n", SpanOf("kPhrases", m.publisher_phrases.size()));
  out += fmt::format("    {},\n", SpanOf("kIds", m.ids.size()));
  out += fmt::format("    {},\n", SpanOf("kFilter", VenueTable::Matcher::kFilterWords));
  out += fmt::format("    {},\n", words);
  out += "};\n\n}  // namespace cvtidy::embedded\n";
  return out;
}

std::string KeyArray(std::string& out, std::string_view name,
                     std::span<const internal::SectionKey> keys) {
  WriteArray<internal::SectionKey>(
      out, "SectionKey", name, keys, 4, [](const internal::SectionKey& k) {
        return fmt::format("{{{}, {}, {}}}", Str(k.key), k.section, k.variant);
      });
  return SpanOf(name, keys.size());
}

std::string GenerateSections(const SectionTable& table, std::string_view input) {
  const internal::SectionKeys& keys = table.keys();
  Pool pool;
  std::vector<internal::StaticSectionRecord> records;
  std::vector<PoolString> variants;
  for (const SectionRecord& r : table.sections()) {
    internal::StaticSectionRecord s;
    s.id = pool.Add(r.id);
    s.name = pool.Add(r.name);
    s.variants = static_cast<uint32_t>(variants.size());
    s.variant_count = static_cast<uint32_t>(r.variants.size());
    for (const std::string_view v : r.variants) {
      variants.push_back(pool.Add(v));
    }
    records.push_back(s);
  }
  std::string out =
      Header(input, fmt::format("{} sections, {} titles", records.size(), keys.titles.size()),
             "src/data/section_table.h");
  out += "using internal::SectionKey;\nusing internal::StaticSectionRecord;\n\n";
  WriteArray<internal::StaticSectionRecord>(out, "StaticSectionRecord", "kSections", records, 1,
                                            [](const internal::StaticSectionRecord& r) {
                                              return fmt::format("{{{}, {}, {}, {}}}", Str(r.id),
                                                                 Str(r.name), r.variants,
                                                                 r.variant_count);
                                            });
  WriteArray<PoolString>(out, "PoolString", "kVariants", variants, 8, Str);
  const std::string exact = KeyArray(out, "kExact", keys.exact);
  const std::string folded = KeyArray(out, "kFolded", keys.folded);
  const std::string titles = KeyArray(out, "kTitles", keys.titles);
  const auto number = [](auto n) { return fmt::format("{}", n); };
  WriteArray<uint32_t>(out, "uint32_t", "kExactSlots", keys.exact_slots, 16, number);
  WriteArray<uint32_t>(out, "uint32_t", "kFoldedSlots", keys.folded_slots, 16, number);
  WriteArray<uint64_t>(out, "uint64_t", "kTitleMasks", keys.title_masks, 4,
                       [](uint64_t m) { return fmt::format("{:#x}u", m); });
  const std::string words = WriteTableWords(out, table.words());
  WritePool(out, "kStrings", pool.bytes());
  WritePool(out, "kKeyStrings", keys.strings);
  out += "}  // namespace\n\n";
  out += "extern const internal::StaticSectionTable kBuiltinSectionTable;\n";
  out += "const internal::StaticSectionTable kBuiltinSectionTable = {\n";
  out += "    kStrings,\n";
  out += fmt::format("    {},\n", SpanOf("kSections", records.size()));
  out += fmt::format("    {},\n", SpanOf("kVariants", variants.size()));
  out += fmt::format("    {{kKeyStrings, {}, {}, {}, {}, {}, {}}},\n", exact, folded, titles,
                     SpanOf("kExactSlots", keys.exact_slots.size()),
                     SpanOf("kFoldedSlots", keys.folded_slots.size()),
                     SpanOf("kTitleMasks", keys.title_masks.size()));
  out += fmt::format("    {},\n", words);
  out += "};\n\n}  // namespace cvtidy::embedded\n";
  return out;
}

std::string GenerateVocabulary(const Vocabulary& vocabulary, std::string_view input) {
  const internal::WordSet& words = vocabulary.word_set();
  Pool pool;
  std::vector<internal::StaticConfusable> confusables;
  std::vector<PoolString> contexts;
  for (const ConfusablePair& pair : vocabulary.confusables()) {
    internal::StaticConfusable c;
    c.wrong = pool.Add(pair.wrong);
    c.right = pool.Add(pair.right);
    c.contexts = static_cast<uint32_t>(contexts.size());
    c.before_count = static_cast<uint32_t>(pair.before.size());
    c.after_count = static_cast<uint32_t>(pair.after.size());
    for (const std::string& w : pair.before) {
      contexts.push_back(pool.Add(w));
    }
    for (const std::string& w : pair.after) {
      contexts.push_back(pool.Add(w));
    }
    confusables.push_back(c);
  }
  std::vector<internal::StaticConfusion> confusions;
  for (const LetterConfusion& c : vocabulary.confusions()) {
    confusions.push_back({pool.Add(c.wrong), pool.Add(c.right)});
  }
  std::string out = Header(input,
                           fmt::format("{} words, {} confusable pairs, {} letter confusions",
                                       words.words.size(), confusables.size(), confusions.size()),
                           "src/data/vocabulary.h");
  out += "using internal::StaticConfusable;\nusing internal::StaticConfusion;\n\n";
  WriteArray<internal::StaticConfusable>(out, "StaticConfusable", "kConfusables", confusables, 1,
                                         [](const internal::StaticConfusable& c) {
                                           return fmt::format(
                                               "{{{}, {}, {}, {}, {}}}", Str(c.wrong), Str(c.right),
                                               c.contexts, c.before_count, c.after_count);
                                         });
  WriteArray<PoolString>(out, "PoolString", "kContexts", contexts, 8, Str);
  WriteArray<internal::StaticConfusion>(
      out, "StaticConfusion", "kConfusions", confusions, 4, [](const internal::StaticConfusion& c) {
        return fmt::format("{{{}, {}}}", Str(c.wrong), Str(c.right));
      });
  const std::string word_set = WriteWordSet(out, "Word", words);
  const std::string word_keys = WriteWordKeyBits(out, "Word", vocabulary.word_keys());
  WritePool(out, "kStrings", pool.bytes());
  out += "}  // namespace\n\n";
  out += "extern const internal::StaticVocabulary kBuiltinVocabulary;\n";
  out += "const internal::StaticVocabulary kBuiltinVocabulary = {\n";
  out += "    kStrings,\n";
  out += fmt::format("    {},\n", SpanOf("kConfusables", confusables.size()));
  out += fmt::format("    {},\n", SpanOf("kContexts", contexts.size()));
  out += fmt::format("    {},\n", SpanOf("kConfusions", confusions.size()));
  out += fmt::format("    {},\n", word_set);
  out += fmt::format("    {},\n", word_keys);
  out += "};\n\n}  // namespace cvtidy::embedded\n";
  return out;
}

std::string GenerateDictionary(std::string_view text, std::string_view input) {
  std::vector<std::string> words;
  for (std::string_view rest = text; !rest.empty();) {
    const size_t end = std::min(rest.find('\n'), rest.size());
    std::string_view word = rest.substr(0, end);
    rest.remove_prefix(std::min(end + 1, rest.size()));
    if (!word.empty() && word.back() == '\r') {
      word.remove_suffix(1);
    }
    if (!word.empty()) {
      words.emplace_back(word);
    }
  }
  const OwnedWordSet set(std::move(words));
  std::string out =
      Header(input, fmt::format("{} words", set.set().words.size()), "src/data/word_set.h");
  const std::string word_set = WriteWordSet(out, "Word", set.set());
  const std::vector<uint64_t> key_bits = SpellDictionary::KeysOf(set.set());
  const std::string keys = WriteWordKeyBits(out, "Word", internal::WordKeyBits{key_bits});
  out += "}  // namespace\n\n";
  out += "extern const internal::WordSet kBuiltinDictionary;\n";
  out += fmt::format("const internal::WordSet kBuiltinDictionary = {};\n", word_set);
  out += "extern const internal::WordKeyBits kBuiltinDictionaryKeys;\n";
  out += fmt::format("const internal::WordKeyBits kBuiltinDictionaryKeys = {};\n\n", keys);
  out += "}  // namespace cvtidy::embedded\n";
  return out;
}

// The generated file for table `kind`, or the table's error.
absl::StatusOr<std::string> Generate(std::string_view kind, const std::string& text,
                                     const std::string& origin) {
  if (kind == "dictionary") {
    return GenerateDictionary(text, origin);
  }
  if (kind == "venues") {
    absl::StatusOr<std::vector<OwnedVenueRecord>> records = ParseVenueRecords(text, origin);
    if (!records.ok()) {
      return records.status();
    }
    absl::StatusOr<VenueTable> table = VenueTable::Build(*std::move(records));
    if (!table.ok()) {
      return table.status();
    }
    return GenerateVenues(*table, origin);
  }
  absl::StatusOr<DataFile> file = ParseDataFile(text, origin);
  if (!file.ok()) {
    return file.status();
  }
  if (kind == "sections") {
    absl::StatusOr<SectionTable> table = SectionTable::FromData(*file);
    if (!table.ok()) {
      return table.status();
    }
    return GenerateSections(*table, origin);
  }
  absl::StatusOr<Vocabulary> vocabulary = Vocabulary::FromData(*file);
  if (!vocabulary.ok()) {
    return vocabulary.status();
  }
  return GenerateVocabulary(*vocabulary, origin);
}

int Run(int argc, char** argv) {
  const std::string_view kind = argc == 5 ? argv[1] : "";
  if (kind != "venues" && kind != "sections" && kind != "vocabulary" && kind != "dictionary") {
    std::fputs(
        "usage: cvtidy_gen_tables venues|sections|vocabulary|dictionary TABLE ORIGIN OUT.cc\n",
        stderr);
    return 2;
  }
  std::ifstream in(argv[2], std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "cvtidy_gen_tables: cannot read %s\n", argv[2]);
    return 1;
  }
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  absl::StatusOr<std::string> result = Generate(kind, text, argv[3]);
  if (!result.ok()) {
    std::fprintf(stderr, "%s\n", std::string(FromAbsl(result.status().message())).c_str());
    return 1;
  }
  const std::string& generated = *result;
  const char* const out_path = argv[4];
  // Unchanged output is not rewritten, so that a touched but identical table recompiles
  // nothing.
  std::ifstream old(out_path, std::ios::binary);
  if (old) {
    const std::string previous((std::istreambuf_iterator<char>(old)),
                               std::istreambuf_iterator<char>());
    if (previous == generated) {
      return 0;
    }
  }
  std::error_code ignored;  // a missing directory shows as the write failing, below
  std::filesystem::create_directories(std::filesystem::path(out_path).parent_path(), ignored);
  std::ofstream out(out_path, std::ios::binary | std::ios::trunc);
  out << generated;
  out.close();
  if (!out) {
    std::fprintf(stderr, "cvtidy_gen_tables: cannot write %s\n", out_path);
    return 1;
  }
  return 0;
}

}  // namespace
}  // namespace cvtidy

int main(int argc, char** argv) { return cvtidy::Run(argc, argv); }
