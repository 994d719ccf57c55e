#include "rules/venue/internal/venue_forms.h"

#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"

#include "src/base/strings.h"
#include "tests/extract/venue_test_table.h"
#include "tests/support/split_mix.h"

namespace cvtidy::internal {
namespace {

// FoldSpelling as first written: appending one character at a time.
std::string ReferenceFold(std::string_view text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = AsciiToLower(text[i]);
    const char next = i + 1 < text.size() ? AsciiToLower(text[i + 1]) : '\0';
    if ((c == 'r' && next == 'n') || (c == 'v' && next == 'v') || (c == 'c' && next == 'l')) {
      out += c == 'r' ? 'm' : (c == 'v' ? 'w' : 'd');
      ++i;
    } else if (c == 'l' || c == '1') {
      out += 'i';
    } else if (c == '0') {
      out += 'o';
    } else if (c == '5') {
      out += 's';
    } else if (c == 'v') {
      out += 'y';
    } else if (IsAsciiAlnum(c)) {
      out += c;
    }
  }
  return out;
}

TEST(FoldSpellingTest, AgreesWithAppendingCharacterByCharacter) {
  testing_support::SplitMix rng(3011);
  // The pairs that fold to one letter, their halves, capitals, digits, a space, a hyphen and
  // the bytes of a curly quote.
  constexpr std::string_view kBytes = "rnRNvVcClLiI10O5sSmwdyaZ -\xE2\x80\x99";
  for (int round = 0; round < 20000; ++round) {
    std::string text;
    for (int n = rng.Between(0, 24); n > 0; --n) {
      text += kBytes[rng.Next() % kBytes.size()];
    }
    ASSERT_EQ(FoldSpelling(text), ReferenceFold(text)) << text;
  }
  EXPECT_EQ(FoldSpelling(""), "");
  EXPECT_EQ(FoldSpelling("EuroSvs"), "eurosys");
  EXPECT_EQ(FoldSpelling("ICMl"), "icmi");
  EXPECT_EQ(FoldSpelling("Cornell"), "comeii");
  EXPECT_EQ(FoldSpelling("vvr"), "wr");  // a pair at the start
  EXPECT_EQ(FoldSpelling("arn"), "am");  // a pair at the end
  EXPECT_EQ(FoldSpelling("r"), "r");     // half a pair ends the text
  EXPECT_EQ(FoldSpelling("A-B C"), "abc");
}

TEST(ReadsAsWrittenTest, AgreesWithAsRead) {
  const std::vector<std::string_view> texts = {
      "",
      "OSDI",
      "OSDI 2024",
      "USENIX OSDI '24",
      " OSDI",
      "OSDI ",
      "OSDI  2024",
      "OSDI\t2024",
      "Symposium on\nOperating Systems",
      "Symposium on\n  Operating Systems",
      "a\r\nb",
      " ",
      "\n",
      "x y z",
      "x  y",
  };
  for (const std::string_view text : texts) {
    EXPECT_EQ(ReadsAsWritten(text), AsRead(text) == text) << "`" << text << "`";
  }
  // Every placement of each kind of white space in a short word.
  for (const char space : {' ', '\t', '\n', '\r'}) {
    for (size_t at = 0; at <= 4; ++at) {
      for (size_t width = 1; width <= 2; ++width) {
        std::string text = "ICML";
        text.insert(at, std::string(width, space));
        EXPECT_EQ(ReadsAsWritten(text), AsRead(text) == text) << "`" << text << "`";
      }
    }
  }
}

// ReadsAsWritten reads eight bytes at a time; the reference reads one at a time, over texts
// long enough for several eight-byte steps, with each kind of white space (and a non-ASCII
// byte) at every offset.
TEST(ReadsAsWrittenTest, AgreesWithAByteByByteReadingAtEveryOffset) {
  const auto reference = [](std::string_view text) {
    const auto space = [](char c) {
      return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
    };
    if (!text.empty() && (space(text.front()) || space(text.back()))) {
      return false;
    }
    for (size_t i = 1; i < text.size(); ++i) {
      if (space(text[i]) && !(text[i] == ' ' && text[i - 1] != ' ')) {
        return false;
      }
    }
    return true;
  };
  const std::string base = "Symposium on Operating Systems Design (OSDI 2024) caf\xC3\xA9";
  for (const std::string_view insert : {"\t", "\n", "\v", "\f", "\r", "  ", " ", "\xA0", "\x8D"}) {
    for (size_t at = 0; at <= base.size(); ++at) {
      std::string text = base;
      text.insert(at, insert);
      EXPECT_EQ(ReadsAsWritten(text), reference(text)) << "`" << text << "` at " << at;
    }
  }
  for (size_t length = 0; length <= base.size(); ++length) {
    const std::string_view text = std::string_view(base).substr(0, length);
    EXPECT_EQ(ReadsAsWritten(text), reference(text)) << "`" << text << "`";
  }
}

// AsRead, one character at a time: white space runs become one blank, none at either end.
std::string AsReadCharByChar(std::string_view text) {
  std::string out;
  bool space = false;
  for (const char c : text) {
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
      space = true;
      continue;
    }
    if (space && !out.empty()) {
      out += ' ';
    }
    space = false;
    out += c;
  }
  return out;
}

// AsRead finds the end of each run eight bytes at a time: long runs, with white space (and
// non-ASCII bytes) at every offset, read as the character-by-character reading has them.
TEST(AsReadTest, LongRunsAgreeWithACharacterByCharacterReading) {
  const std::string base = "Symposium-on-Operating-Systems\n    Design (OSDI 2024) caf\xC3\xA9";
  for (const std::string_view insert : {"\t", "\n", "\v", "\f", "\r", "  ", " ", "\xA0", "\x8D"}) {
    for (size_t at = 0; at <= base.size(); ++at) {
      std::string text = base;
      text.insert(at, insert);
      EXPECT_EQ(AsRead(text), AsReadCharByChar(text)) << "`" << text << "` at " << at;
    }
  }
}

// AsRead appends whole runs; the reference reads one character at a time.
TEST(AsReadTest, AgreesWithACharacterByCharacterReading) {
  // Every string of up to six pieces from a small alphabet of words and white space.
  const std::string_view pieces[] = {"a", "Bc", " ", "\n", "\t", "  ", "\r\n", "2024"};
  std::vector<std::string> texts = {""};
  for (size_t length = 0; length < 4; ++length) {
    const size_t from = texts.size();
    for (size_t i = 0; i < from; ++i) {
      for (const std::string_view piece : pieces) {
        texts.push_back(texts[i] + std::string(piece));
      }
    }
  }
  for (const std::string& text : texts) {
    EXPECT_EQ(AsRead(text), AsReadCharByChar(text)) << "`" << text << "`";
  }
}

TEST(SameFormCacheTest, AgreesWithSameFormAndKeepsAnswersOnTheTable) {
  absl::StatusOr<VenueTable> table = VenueTable::Build(testing_util::TestVenueRecords());
  ASSERT_TRUE(table.ok()) << table.status();
  constexpr VenueStyle kStyles[] = {VenueStyle::kShort, VenueStyle::kPublisherShort,
                                    VenueStyle::kLong};
  for (int round = 0; round < 2; ++round) {
    // A new cache per round, as per document: the second reads the table's memo.
    SameFormCache cache(&*table);
    for (uint32_t v = 0; v < table->venues().size(); ++v) {
      const VenueRecord& record = table->venues()[v];
      for (const VenueStyle a : kStyles) {
        const uint32_t same_as = cache.SameAs(record, a);
        for (const VenueStyle b : kStyles) {
          EXPECT_EQ(cache.Same(record, a, b), SameForm(record, a, b))
              << record.id << " round " << round;
          EXPECT_EQ(((same_as >> static_cast<size_t>(b)) & 1u) != 0, SameForm(record, a, b))
              << record.id << " round " << round;
        }
        EXPECT_EQ(same_as >> 3, 0u) << record.id;
      }
      EXPECT_NE(table->record_memo(v).load(), 0u) << record.id;
    }
  }
  // A record of no table is answered all the same.
  const VenueRecord loose = table->venues()[0];
  SameFormCache cache(&*table);
  SameFormCache no_table(nullptr);
  for (const VenueStyle a : kStyles) {
    for (const VenueStyle b : kStyles) {
      EXPECT_EQ(cache.Same(loose, a, b), SameForm(loose, a, b));
      EXPECT_EQ(no_table.Same(loose, a, b), SameForm(loose, a, b));
      EXPECT_EQ(((no_table.SameAs(loose, a) >> static_cast<size_t>(b)) & 1u) != 0,
                SameForm(loose, a, b));
    }
  }
}

TEST(SameFormCacheTest, PublisherInsideTheIdReadsTheSameShortAndPublisherShort) {
  std::vector<OwnedVenueRecord> records = {
      testing_util::Venue("USENIX ATC", "USENIX Annual Technical Conference", {"USENIX"}),
      testing_util::Venue("OSDI", "Symposium on Operating Systems Design and Implementation",
                          {"USENIX"}),
  };
  absl::StatusOr<VenueTable> table = VenueTable::Build(std::move(records));
  ASSERT_TRUE(table.ok()) << table.status();
  SameFormCache cache(&*table);
  EXPECT_TRUE(cache.Same(table->venues()[0], VenueStyle::kShort, VenueStyle::kPublisherShort));
  EXPECT_FALSE(cache.Same(table->venues()[1], VenueStyle::kShort, VenueStyle::kPublisherShort));
  EXPECT_FALSE(cache.Same(table->venues()[1], VenueStyle::kShort, VenueStyle::kLong));
}

}  // namespace
}  // namespace cvtidy::internal
