// cvtidy_gen_venues: the build step that precomputes the built-in venue table. Reads
// rules/venues.toml with toml++ (ParseVenueRecords), builds the table and its matcher
// (VenueTable::Build) and writes a C++ file defining cvtidy::embedded::kBuiltinVenueTable, an
// internal::StaticVenueTable: the records, the tries' slot arrays, the surfaces, the id index
// and the start filter, all as plain data with strings as offsets into one pool. At run time
// BuiltinVenues() wraps it (VenueTable::FromStatic) instead of parsing and building, which
// was most of a one-file `check`.
//
// A build tool, not part of the library: it links the layers up to config (the TOML reader),
// but not the generated file, so nothing it feeds is among its own inputs.
//
// Usage: cvtidy_gen_venues TABLE.toml ORIGIN OUT.cc
//   ORIGIN names the table in the records' origins ("rules/venues.toml").
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
#include "src/data/venue_matcher.h"
#include "src/data/venue_table.h"

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
  // A zero-length array is not C++: an empty table gets one unused element.
  out += fmt::format("constexpr {} {}[] = {{\n", type, name);
  for (size_t i = 0; i < items.size(); ++i) {
    out += i % per_line == 0 ? "    " : " ";
    out += format(items[i]);
    out += ',';
    if (i % per_line == per_line - 1 || i + 1 == items.size()) {
      out += '\n';
    }
  }
  if (items.empty()) {
    out += fmt::format("    {}{{}},\n", type);
  }
  out += "};\n\n";
}

std::string SpanOf(std::string_view name, size_t size) {
  return size == 0 ? "{}" : fmt::format("{{{}, {}}}", name, size);
}

std::string Generate(const VenueTable& table, std::string_view input) {
  const VenueTable::Matcher& m = table.matcher();
  Pool pool;
  // The matcher's own pool first, at offset 0, so its offsets (surfaces, ids, phrases) stay.
  const uint32_t matcher_base = pool.AddBlock(m.strings);

  std::vector<internal::StaticVenueRecord> venues;
  std::vector<PoolString> lists;
  std::vector<internal::StaticFormerName> former;
  for (const VenueRecord& r : table.venues()) {
    internal::StaticVenueRecord v;
    v.id = pool.Add(r.id);
    v.long_name = pool.Add(r.long_name);
    v.area = pool.Add(r.area);
    v.origin = pool.Add(r.origin);
    v.kind = r.kind;
    v.publishers = static_cast<uint32_t>(lists.size());
    v.publisher_count = static_cast<uint32_t>(r.publishers.size());
    for (const std::string& p : r.publishers) {
      lists.push_back(pool.Add(p));
    }
    v.aliases = static_cast<uint32_t>(lists.size());
    v.alias_count = static_cast<uint32_t>(r.aliases.size());
    for (const std::string& a : r.aliases) {
      lists.push_back(pool.Add(a));
    }
    v.former = static_cast<uint32_t>(former.size());
    v.former_count = static_cast<uint32_t>(r.former.size());
    for (const FormerName& f : r.former) {
      former.push_back({pool.Add(f.acronym), pool.Add(f.long_name), f.last_year});
    }
    venues.push_back(v);
  }

  std::string out = fmt::format(
      "// Generated by cvtidy_gen_venues (src/data/gen/main.cc) from {}. Do not edit.\n"
      "// {} venues, {} surfaces.\n"
      "#include <cstdint>\n#include <string_view>\n\n"
      "#include \"src/data/venue_matcher.h\"\n#include \"src/data/venue_table.h\"\n\n"
      "namespace cvtidy::embedded {{\nnamespace {{\n\n"
      "using internal::StaticFormerName;\nusing internal::StaticVenueRecord;\n\n",
      input, venues.size(), m.surfaces.size());

  WriteArray<internal::StaticVenueRecord>(
      out, "StaticVenueRecord", "kVenues", venues, 1, [](const internal::StaticVenueRecord& v) {
        return fmt::format("{{{}, {}, {}, {}, VenueKind{{{}}}, {}, {}, {}, {}, {}, {}}}", Str(v.id),
                           Str(v.long_name), Str(v.area), Str(v.origin), static_cast<int>(v.kind),
                           v.publishers, v.publisher_count, v.aliases, v.alias_count, v.former,
                           v.former_count);
      });
  WriteArray<PoolString>(out, "PoolString", "kLists", lists, 8, Str);
  WriteArray<internal::StaticFormerName>(
      out, "StaticFormerName", "kFormer", former, 1, [](const internal::StaticFormerName& f) {
        return fmt::format("{{{}, {}, {}}}", Str(f.acronym), Str(f.long_name), f.last_year);
      });

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

  // The pool, last: every string above is an offset into it.
  out += "constexpr char kStringData[] =\n";
  const std::string& bytes = pool.bytes();
  for (size_t i = 0; i < bytes.size(); i += 96) {
    out += "    " + Literal(std::string_view(bytes).substr(i, 96)) + "\n";
  }
  out += "    \"\";\n";
  out += "constexpr std::string_view kStrings(kStringData, sizeof(kStringData) - 1);\n\n";
  out += "}  // namespace\n\n";
  out += "extern const internal::StaticVenueTable kBuiltinVenueTable;\n";
  out += "const internal::StaticVenueTable kBuiltinVenueTable = {\n";
  out += "    kStrings,\n";
  out += fmt::format("    {},\n", SpanOf("kVenues", venues.size()));
  out += fmt::format("    {},\n", SpanOf("kLists", lists.size()));
  out += fmt::format("    {},\n", SpanOf("kFormer", former.size()));
  out += fmt::format("    {},\n", trie_entry(m.acronyms, "Acronym"));
  out += fmt::format("    {},\n", trie_entry(m.longs, "Long"));
  out += fmt::format("    {},\n", trie_entry(m.publisher_words, "Publisher"));
  out += fmt::format("    {},\n", SpanOf("kSurfaces", m.surfaces.size()));
  out += fmt::format("    {},\n", SpanOf("kPhrases", m.publisher_phrases.size()));
  out += fmt::format("    {},\n", SpanOf("kIds", m.ids.size()));
  out += fmt::format("    {},\n", SpanOf("kFilter", VenueTable::Matcher::kFilterWords));
  out += "};\n\n}  // namespace cvtidy::embedded\n";
  return out;
}

int Run(int argc, char** argv) {
  if (argc != 4) {
    std::fputs("usage: cvtidy_gen_venues TABLE.toml ORIGIN OUT.cc\n", stderr);
    return 2;
  }
  std::ifstream in(argv[1], std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "cvtidy_gen_venues: cannot read %s\n", argv[1]);
    return 1;
  }
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  absl::StatusOr<std::vector<VenueRecord>> records = ParseVenueRecords(text, argv[2]);
  if (!records.ok()) {
    std::fprintf(stderr, "%s\n", std::string(FromAbsl(records.status().message())).c_str());
    return 1;
  }
  absl::StatusOr<VenueTable> table = VenueTable::Build(*std::move(records));
  if (!table.ok()) {
    std::fprintf(stderr, "%s\n", std::string(FromAbsl(table.status().message())).c_str());
    return 1;
  }
  const std::string generated = Generate(*table, argv[2]);
  // Unchanged output is not rewritten, so that a touched but identical table recompiles
  // nothing.
  std::ifstream old(argv[3], std::ios::binary);
  if (old) {
    const std::string previous((std::istreambuf_iterator<char>(old)),
                               std::istreambuf_iterator<char>());
    if (previous == generated) {
      return 0;
    }
  }
  std::error_code ignored;  // a missing directory shows as the write failing, below
  std::filesystem::create_directories(std::filesystem::path(argv[3]).parent_path(), ignored);
  std::ofstream out(argv[3], std::ios::binary | std::ios::trunc);
  out << generated;
  out.close();
  if (!out) {
    std::fprintf(stderr, "cvtidy_gen_venues: cannot write %s\n", argv[3]);
    return 1;
  }
  return 0;
}

}  // namespace
}  // namespace cvtidy

int main(int argc, char** argv) { return cvtidy::Run(argc, argv); }
