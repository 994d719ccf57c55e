#include "src/ocr/lexicon.h"

#include <algorithm>
#include <atomic>
#include <memory>
#include <optional>
#include <random>
#include <set>
#include <span>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "gtest/gtest.h"

#include "src/config/builtin_tables.h"
#include "src/ocr/confusion_model.h"
#include "src/ocr/corrector.h"
#include "src/ocr/dictionary.h"
#include "src/parse/parse.h"
#include "tests/support/random_pieces.h"

namespace cvtidy {
namespace {

// A plain-text CV parsed with the built-in tables.
struct Parsed {
  explicit Parsed(std::string text)
      : source(Source::FromBytes("cv.txt", std::move(text))),
        doc(Parse(source,
                  ParseOptions{&BuiltinVenues(), &BuiltinSections(), &BuiltinVocabulary()})) {}
  Source source;
  Document doc;
};

constexpr std::string_view kCv =
    "Ada Example\n"
    "\n"
    "PUBLICATIONS\n"
    "\n"
    "Ada Example, Bo Quill. Fast Things. In Proc. IEEE Symposium, 2021.\n"
    "Ada Example, Bo Quill. Faster Things. In Proc. JEEE Symposium, 2022.\n"
    "Ada Example. Modular Routing. In Proc. IEEE Symposium, 2023.\n";

TEST(DocumentWordsTest, CountsTokensAndNameTokens) {
  auto p = std::make_unique<Parsed>(std::string(kCv));
  EXPECT_EQ(p->doc.input_kind(), InputKind::kPlainText);
  EXPECT_EQ(p->doc.words().Count("IEEE"), 2u);
  EXPECT_EQ(p->doc.words().Count("JEEE"), 1u);
  EXPECT_EQ(p->doc.words().Count("ieee"), 0u);  // case-sensitive
  EXPECT_GE(p->doc.words().NameCount("Quill"), 1u);
  EXPECT_EQ(p->doc.words().NameCount("Things"), 0u);  // a title word
}

// What NameCount should say, counted the plain way: each word token of each author name.
absl::flat_hash_map<std::string, uint32_t> NameTokenCounts(const Document& doc) {
  absl::flat_hash_map<std::string, uint32_t> counts;
  for (const PersonName& n : doc.names()) {
    const std::string_view name_text = doc.Text(n.range);
    ForEachWordToken(name_text, [&](size_t begin, size_t end) {
      ++counts[std::string(name_text.substr(begin, end - begin))];
    });
  }
  return counts;
}

TEST(DocumentWordsTest, NameCountsAgreeWithCountingEveryNameToken) {
  // Author lists of invented names, some with marks OCR leaves (`Yeake!`, `|vy`), hyphens,
  // apostrophes, initials and digits, in citations, a header and prose: NameCount, by text
  // and by distinct word, is the count of each token of each name, whichever way it is found.
  constexpr std::string_view kNames[] = {
      "Ada Example", "Bo Quill",  "Cy Yeake!",  "D. Orrin",    "Eve O'Lark",  "Fay Marr-Tode",
      "Gil Bray",    "|vy Stone", "Hal Quill2", "Ida Example", "Jo Ann Pell", "Kit Yeakel"};
  constexpr std::string_view kTails[] = {
      ". Fast Things. In Proc. IEEE Symposium, 2021.\n",
      ". Slow Things. Journal of Examples, 2019.\n",
      ", and others. Modular Routing, 2023.\n",
  };
  std::mt19937 rng(1130);
  std::uniform_int_distribution<size_t> name(0, std::size(kNames) - 1);
  std::uniform_int_distribution<size_t> tail(0, std::size(kTails) - 1);
  std::uniform_int_distribution<int> authors(1, 4);
  size_t names_seen = 0;
  for (int round = 0; round < 60; ++round) {
    std::string text = std::string(kNames[name(rng)]) + "\n\nPUBLICATIONS\n\n";
    for (int line = 0; line < 8; ++line) {
      const int n = authors(rng);
      for (int a = 0; a < n; ++a) {
        text += a == 0 ? "" : a + 1 == n ? ", and " : ", ";
        text += kNames[name(rng)];
      }
      text += kTails[tail(rng)];
    }
    text += "\nTALKS\n\nBo Quill met Gil Bray and Ada at 10 Example Street.\n";
    auto p = std::make_unique<Parsed>(text);
    const absl::flat_hash_map<std::string, uint32_t> expected = NameTokenCounts(p->doc);
    names_seen += p->doc.names().size();
    const DocumentWords& words = p->doc.words();
    for (const auto& [token, count] : expected) {
      EXPECT_EQ(words.NameCount(token), count) << token << "\n" << text;
    }
    for (const DocumentWord& w : words.words()) {
      const auto it = expected.find(std::string(w.text));
      const uint32_t count = it == expected.end() ? 0 : it->second;
      EXPECT_EQ(words.NameCount(w.text), count) << w.text;
      EXPECT_EQ(words.NameCount(w), count) << w.text;
    }
    // Both counts by one lookup, for the words and name tokens and for words of neither.
    std::vector<std::string> asked = {"Nobody", "Quil", "Things", "2021"};
    for (const auto& [token, count] : expected) {
      asked.push_back(token);
    }
    for (const DocumentWord& w : words.words()) {
      asked.emplace_back(w.text);
    }
    for (const std::string& word : asked) {
      const DocumentWords::Counts counts = words.CountsOf(word, internal::DocumentWordHash{}(word));
      EXPECT_EQ(counts.count, words.Count(word)) << word;
      EXPECT_EQ(counts.name_count, words.NameCount(word)) << word;
    }
    EXPECT_EQ(words.NameCount("Nobody"), 0u);
  }
  EXPECT_GE(names_seen, 100u);
}

TEST(DocumentWordsTest, TokensAreInDocumentOrderWithTheirLinesAndWords) {
  auto p = std::make_unique<Parsed>(std::string(kCv));
  const DocumentWords& words = p->doc.words();
  const std::span<const WordToken> tokens = words.tokens();
  ASSERT_FALSE(tokens.empty());
  size_t ieee = 0;
  size_t numbers = 0;
  for (size_t i = 0; i < tokens.size(); ++i) {
    const WordToken& t = tokens[i];
    if (i > 0) {
      EXPECT_GE(t.range.begin, tokens[i - 1].range.end);
      EXPECT_GE(t.line, tokens[i - 1].line);
    }
    // Each token lies on its line, and its word is its text.
    EXPECT_TRUE(p->doc.lines()[t.line].range.Contains(t.range));
    const std::string_view text = p->doc.Text(t.range);
    if (t.word == WordToken::kNumber) {
      ++numbers;
      EXPECT_EQ(text.find_first_not_of("0123456789"), std::string_view::npos) << text;
      continue;
    }
    ASSERT_LT(t.word, words.distinct());
    EXPECT_EQ(words.words()[t.word].text, text);
    ieee += text == "IEEE" ? 1 : 0;
  }
  EXPECT_EQ(ieee, 2u);
  EXPECT_EQ(numbers, 3u);  // the three years, never counted as words
  EXPECT_EQ(words.Count("2021"), 0u);
  // Distinct words are numbered by first appearance: the first line's first word is 0.
  EXPECT_EQ(words.words()[0].text, "Ada");
  EXPECT_EQ(words.words()[0].count, words.Count("Ada"));
}

TEST(DocumentWordsTest, AuthoredMarkdownCountsNothing) {
  auto p = std::make_unique<Parsed>(
      "---\ntitle: CV\n---\n\n# Ada Example\n\n- Fast Things. IEEE Symposium, 2021.\n");
  ASSERT_EQ(p->doc.input_kind(), InputKind::kAuthoredMarkdown);
  EXPECT_EQ(p->doc.words().distinct(), 0u);
}

TEST(DocumentWordsTest, TokensKeepLettersDigitsBarsAndAFinalBang) {
  std::vector<std::string> tokens;
  const std::string_view text = "Yeake! said: | have 4th Jürgen's e-mail Great! x!y";
  ForEachWordToken(text, [&](size_t b, size_t e) { tokens.emplace_back(text.substr(b, e - b)); });
  EXPECT_EQ(tokens, (std::vector<std::string>{"Yeake!", "said", "|", "have", "4th", "Jürgen", "s",
                                              "e", "mail", "Great!", "x", "y"}));
}

// The tokenizer as first written, byte by byte: the reference for the table-driven one.
std::vector<std::pair<size_t, size_t>> ReferenceTokens(std::string_view text) {
  std::vector<std::pair<size_t, size_t>> out;
  const auto digit = [&](size_t k) { return text[k] >= '0' && text[k] <= '9'; };
  size_t i = 0;
  while (i < text.size()) {
    size_t step = WordLetterAt(text, i);
    if (step == 0 && !digit(i) && text[i] != '|') {
      ++i;
      continue;
    }
    const size_t begin = i;
    bool last_letter = false;
    while (i < text.size()) {
      step = WordLetterAt(text, i);
      if (step > 0) {
        i += step;
        last_letter = true;
      } else if (digit(i) || text[i] == '|') {
        ++i;
        last_letter = false;
      } else {
        break;
      }
    }
    if (last_letter && i < text.size() && text[i] == '!' &&
        (i + 1 == text.size() || (WordLetterAt(text, i + 1) == 0 && !digit(i + 1)))) {
      ++i;
    }
    out.emplace_back(begin, i);
  }
  return out;
}

TEST(DocumentWordsTest, TokenizerMatchesTheByteByByteReading) {
  // Pieces glued in every order: letters of several scripts, digits, bars, bangs,
  // punctuation, stray continuation bytes and truncated UTF-8 sequences.
  const std::vector<std::string> pieces = {
      "a", "Z", "7",    "|",    "!",        " ", "-",  "'",  "é", "Ж", "ẞ", "×",
      "÷", "€", "\x80", "\xC3", "\xE1\xBA", "Ω", "x!", "!9", "q", ".", "_", "\xF0\x9F\x98\x80"};
  std::vector<std::string> texts = {"", "Yeake! said: | have 4th Jürgen's e-mail Great! x!y"};
  for (const std::string& a : pieces) {
    for (const std::string& b : pieces) {
      for (const std::string& c : pieces) {
        texts.push_back(a + b + c);
      }
    }
  }
  for (const std::string& text : texts) {
    std::vector<std::pair<size_t, size_t>> tokens;
    internal::ForEachWordTokenClassified(text, [&](size_t b, size_t e, bool digits_only) {
      tokens.emplace_back(b, e);
      const std::string_view token = std::string_view(text).substr(b, e - b);
      EXPECT_EQ(digits_only, token.find_first_not_of("0123456789") == std::string_view::npos)
          << text;
    });
    EXPECT_EQ(tokens, ReferenceTokens(text)) << text;
    std::vector<std::pair<size_t, size_t>> plain;
    ForEachWordToken(text, [&](size_t b, size_t e) { plain.emplace_back(b, e); });
    EXPECT_EQ(plain, tokens) << text;
  }
}

TEST(DocumentWordsTest, LongLetterRunsEndWhereTheByteByByteReadingEndsThem) {
  // Runs of ASCII letters of every length up to 20, in both cases, ended by each kind of
  // byte, at every offset from the start of the text.
  const std::vector<std::string> ends = {"",  " ", "7", "|",    "!",    "!x",       "-", "@",   "[",
                                         "`", "{", "é", "\x80", "\xC3", "\xE1\xBA", "Ω", "\x7F"};
  for (size_t lead = 0; lead < 9; ++lead) {
    for (size_t n = 1; n <= 20; ++n) {
      for (const std::string& end : ends) {
        std::string run;
        for (size_t k = 0; k < n; ++k) {
          run += static_cast<char>(k % 3 == 0 ? 'A' + k % 26 : 'z' - k % 26);
        }
        const std::string text = std::string(lead, ' ') + run + end + run;
        std::vector<std::pair<size_t, size_t>> tokens;
        ForEachWordToken(text, [&](size_t b, size_t e) { tokens.emplace_back(b, e); });
        EXPECT_EQ(tokens, ReferenceTokens(text)) << text;
      }
    }
  }
}

TEST(DocumentWordsTest, CountsEveryDistinctWordPastTheFirstTableSize) {
  // Far more distinct words than the table is first sized for: it grows, and every word keeps
  // its count and its place in first-appearance order.
  std::string text = "Ada Example\n\nNOTES\n\n";
  std::vector<std::string> expected;
  for (int i = 0; i < 3000; ++i) {
    std::string word = "w";
    for (int n = i; n > 0; n /= 26) {
      word += static_cast<char>('a' + n % 26);
    }
    expected.push_back(word);
    text += word + " " + word + (i % 3 == 0 ? " " + word : "") + (i % 10 == 9 ? "\n" : " ");
  }
  auto p = std::make_unique<Parsed>(text);
  const DocumentWords& words = p->doc.words();
  for (int i = 0; i < 3000; ++i) {
    EXPECT_EQ(words.Count(expected[i]), i % 3 == 0 ? 3u : 2u) << expected[i];
  }
  EXPECT_EQ(words.Count("wzzzzz"), 0u);
  EXPECT_EQ(words.Count(""), 0u);
  std::vector<std::string> in_order;
  for (const DocumentWord& w : words.words()) {
    EXPECT_EQ(w.hash, internal::DocumentWordHash{}(w.text)) << w.text;
    EXPECT_EQ(w.count, words.Count(w.text)) << w.text;
    if (w.text.starts_with("w")) {
      in_order.emplace_back(w.text);
    }
  }
  EXPECT_EQ(in_order, expected);
}

// Every token of `doc`'s words, its line and its word, and every distinct word with its count
// in first-appearance order, are those of reading each text line's tokens into a plain map.
void ExpectWordsOfEveryTextLine(const Document& doc) {
  std::vector<WordToken> tokens;
  std::vector<std::string_view> order;
  absl::flat_hash_map<std::string_view, uint32_t> index;
  std::vector<uint32_t> counts;
  for (uint32_t l = 0; l < doc.lines().size(); ++l) {
    const Line& line = doc.lines()[l];
    if (!line.HasText() || line.kind == LineKind::kThematicBreak) {
      continue;
    }
    const std::string_view text = doc.Text(line.range);
    internal::ForEachWordTokenClassified(text, [&](size_t begin, size_t end, bool digits_only) {
      uint32_t word = WordToken::kNumber;
      if (!digits_only) {
        const std::string_view token = text.substr(begin, end - begin);
        const auto [it, added] = index.emplace(token, static_cast<uint32_t>(order.size()));
        if (added) {
          order.push_back(token);
          counts.push_back(0);
        }
        word = it->second;
        ++counts[word];
      }
      tokens.push_back({{line.range.begin + static_cast<uint32_t>(begin),
                         line.range.begin + static_cast<uint32_t>(end)},
                        l,
                        word});
    });
  }
  const DocumentWords& words = doc.words();
  ASSERT_EQ(words.tokens().size(), tokens.size());
  for (size_t i = 0; i < tokens.size(); ++i) {
    EXPECT_EQ(words.tokens()[i].range, tokens[i].range) << i;
    EXPECT_EQ(words.tokens()[i].line, tokens[i].line) << i;
    EXPECT_EQ(words.tokens()[i].word, tokens[i].word) << i;
  }
  ASSERT_EQ(words.words().size(), order.size());
  for (size_t w = 0; w < order.size(); ++w) {
    EXPECT_EQ(words.words()[w].text, order[w]);
    EXPECT_EQ(words.words()[w].count, counts[w]) << order[w];
    EXPECT_EQ(words.words()[w].hash, internal::DocumentWordHash{}(order[w])) << order[w];
    EXPECT_EQ(words.Count(order[w]), counts[w]) << order[w];
  }
}

TEST(DocumentWordsTest, BuildAgreesWithCountingEveryTokenOfEveryTextLine) {
  // Random plain texts of words of every length class the hash and the table tell apart,
  // numbers, bars, bangs, letters with diacritics, punctuation and breaks: every token, its
  // line and its word, and every distinct word with its count in first-appearance order, are
  // those of reading each text line's tokens into a plain map.
  constexpr std::string_view kPieces[] = {"a",
                                          "ab",
                                          "abc",
                                          "Abcd",
                                          "abcdefg",
                                          "abcdefgh",
                                          "abcdefghijklmnop",
                                          "abcdefghijklmnopq",
                                          "Systems",
                                          "systems",
                                          "JEEE",
                                          "2021",
                                          "|",
                                          "Yeake!",
                                          "Müller",
                                          " ",
                                          " ",
                                          ", ",
                                          ". ",
                                          "-",
                                          "'",
                                          "\n",
                                          "\n\n",
                                          "\n---\n",
                                          "\t",
                                          "x1",
                                          "Quill",
                                          "quill",
                                          "Vӱ"};
  std::mt19937 rng(30);
  int read = 0;
  for (int round = 0; round < 300; ++round) {
    auto p = std::make_unique<Parsed>("Ada Example\n\nNOTES\n\n" +
                                      testing_support::JoinRandomPieces(rng, kPieces, 120));
    const Document& doc = p->doc;
    if (doc.input_kind() == InputKind::kAuthoredMarkdown) {
      EXPECT_TRUE(doc.words().tokens().empty());  // an authored page counts no word
      continue;
    }
    ++read;
    ExpectWordsOfEveryTextLine(doc);
  }
  EXPECT_GE(read, 50);
}

TEST(DocumentWordsTest, ReadsTheWordsOfEveryKindOfLineWithText) {
  // An OCR'd CV (bullets only OCR writes, so the HTML it printed as text does not make it an
  // authored page) with a line of every kind: the lines with text but thematic breaks are
  // read, and no other. A word written on a skipped line only (`Hidden`, `Secret`, `Gone`)
  // counts nothing.
  Parsed p(
      "Ada Example\n"
      "\n"
      "PUBLICATIONS\n"
      "\n"
      "\u00ab Fast Things. In Proc. IEEE Symposium, 2021.\n"
      "\u00ab Faster Things, 2022.\n"
      "\u00ab Modular Things, 2023.\n"
      "- Dashed item words\n"
      "Modular\tRouting\t2023\n"
      "Plain text line with words\n"
      "***\n"
      "<!-- Hidden note -->\n"
      "<div class=\"pub\">\n"
      "Secret Gone\n"
      "</div>\n"
      "\n"
      "Last words\n");
  std::set<LineKind> kinds;
  for (const Line& line : p.doc.lines()) {
    kinds.insert(line.kind);
  }
  ASSERT_NE(p.doc.input_kind(), InputKind::kAuthoredMarkdown);
  for (const LineKind kind :
       {LineKind::kBlank, LineKind::kHeading, LineKind::kListItem, LineKind::kTableRow,
        LineKind::kText, LineKind::kThematicBreak, LineKind::kComment, LineKind::kMarkup}) {
    EXPECT_TRUE(kinds.contains(kind)) << static_cast<int>(kind);
  }
  ExpectWordsOfEveryTextLine(p.doc);
  const DocumentWords& words = p.doc.words();
  EXPECT_EQ(words.Count("PUBLICATIONS"), 1u);
  EXPECT_EQ(words.Count("Routing"), 1u);
  EXPECT_EQ(words.Count("Last"), 1u);
  EXPECT_EQ(words.Count("Hidden"), 0u);
  EXPECT_EQ(words.Count("Secret"), 0u);
  EXPECT_EQ(words.Count("Gone"), 0u);
}

TEST(DocumentWordsTest, LongAsciiLinesReadSixteenBytesAStepAgreeWithCountingEveryToken) {
  // Long lines, mostly of ASCII letters, digits and bars (read sixteen bytes a step), with
  // tokens across every sixteen-byte boundary, a rare `!` or non-ASCII byte from which the
  // rest of the line is read byte by byte, and texts whose last token ends the source.
  constexpr std::string_view kPieces[] = {
      "a",
      "Ab",
      "abcdefghijklmno",
      "abcdefghijklmnopqrstuvwxyzABCDEFGH",
      "7",
      "2021",
      "0123456789012345",
      "x1",
      "4th",
      "|",
      "||",
      "a|b",
      " ",
      " ",
      "  ",
      ", ",
      ". ",
      "-",
      "'",
      "(",
      "@",
      "[",
      "`",
      "{",
      "\x7f",
      "~",
      "\t",
      "Systems",
      "systems",
      "Quill",
      "\n",
      "Yeake!",
      "x!9",
      "é",
      "Müller",
      "\xC3",
  };
  std::mt19937 rng(61);
  std::uniform_int_distribution<int> size(1, 400);
  int read = 0;
  for (int round = 0; round < 400; ++round) {
    std::string text = "Ada Example\n\nNOTES\n\n";
    for (int k = size(rng); k > 0; --k) {
      // Newlines and the special pieces are rare: most lines run long and plain.
      const size_t pick = rng() % std::size(kPieces);
      const std::string_view piece = kPieces[pick];
      const bool rare = piece == "\n" || std::any_of(piece.begin(), piece.end(), [](char c) {
                          return c == '!' || static_cast<unsigned char>(c) >= 0x80;
                        });
      if (rare && rng() % 6 != 0) {
        continue;
      }
      text += piece;
    }
    auto p = std::make_unique<Parsed>(text);
    if (p->doc.input_kind() == InputKind::kAuthoredMarkdown) {
      continue;
    }
    ++read;
    ExpectWordsOfEveryTextLine(p->doc);
  }
  EXPECT_GE(read, 100);
}

TEST(DocumentWordsTest, DenseTokensPastTheFirstRoomAreAllKept) {
  // Lines of one-byte tokens hold a token per two bytes, three times what the token room is
  // first sized for: it grows before the line that would overrun it (a long line as much as
  // many short ones), and every token is kept in order.
  constexpr std::string_view kPieces[] = {"a", "7", "|", "Z", "a!", "é"};
  constexpr std::string_view kGaps[] = {" ", ",", " ", ".", "-", "\n"};
  std::mt19937 rng(1201);
  int grew = 0;
  for (int round = 0; round < 40; ++round) {
    std::string text = "Ada Example\n\nNOTES\n\n";
    const int tokens = 200 + static_cast<int>(rng() % 3000);
    const bool one_long_line = round % 4 == 0;
    for (int k = 0; k < tokens; ++k) {
      text += kPieces[rng() % std::size(kPieces)];
      const std::string_view gap = kGaps[rng() % std::size(kGaps)];
      text += one_long_line && gap == "\n" ? " " : gap;
    }
    auto p = std::make_unique<Parsed>(text);
    if (p->doc.input_kind() == InputKind::kAuthoredMarkdown) {
      continue;
    }
    grew += p->doc.words().tokens().size() > text.size() / 6 + 64 ? 1 : 0;
    ExpectWordsOfEveryTextLine(p->doc);
  }
  EXPECT_GE(grew, 20);
}

TEST(DocumentWordsTest, NameCountsAgreeWithLongProseBetweenAuthorLists) {
  // Author lists far apart, with prose between that writes the same names outside any list,
  // and lists wrapped so a name runs over a line break: every name token is still found at
  // its own line's tokens (the name pass starts there) and counted once.
  constexpr std::string_view kNames[] = {"Ada Example", "Bo Quill",  "Cy Yeake!",  "D. Orrin",
                                         "Gil Bray",    "|vy Stone", "Jo Ann Pell"};
  constexpr std::string_view kProse[] = {
      "Bo Quill and Gil Bray wrote the notes on modular routing at 12 Example Street.\n",
      "Ada Example gave the talk on slow things twice, in 2019 and 2020.\n",
      "A long line of plain words about fast things and slow things and more things.\n",
  };
  std::mt19937 rng(1202);
  size_t names_seen = 0;
  for (int round = 0; round < 40; ++round) {
    std::string text = "Ada Example\n\nPUBLICATIONS\n\n";
    for (int entry = 0; entry < 6; ++entry) {
      for (int k = static_cast<int>(rng() % 6); k > 0; --k) {
        text += kProse[rng() % std::size(kProse)];
      }
      text += "\n";
      const int n = 2 + static_cast<int>(rng() % 3);
      for (int a = 0; a < n; ++a) {
        text += a == 0 ? "" : a + 1 == n ? ", and " : ", ";
        std::string name(kNames[rng() % std::size(kNames)]);
        if (rng() % 3 == 0) {
          // Wrapped at the name's blank: its last word starts the next line.
          const size_t blank = name.rfind(' ');
          name[blank] = '\n';
        }
        text += name;
      }
      text += ". Fast Things. In Proc. IEEE Symposium, 2021.\n\n";
    }
    auto p = std::make_unique<Parsed>(text);
    const absl::flat_hash_map<std::string, uint32_t> expected = NameTokenCounts(p->doc);
    names_seen += p->doc.names().size();
    const DocumentWords& words = p->doc.words();
    for (const DocumentWord& w : words.words()) {
      const auto it = expected.find(std::string(w.text));
      const uint32_t count = it == expected.end() ? 0 : it->second;
      EXPECT_EQ(words.NameCount(w), count) << w.text << "\n" << text;
    }
    for (const auto& [token, count] : expected) {
      EXPECT_EQ(words.NameCount(token), count) << token;
    }
  }
  EXPECT_GE(names_seen, 200u);
}

TEST(DocumentWordsTest, NameCountsAgreeForNamesAtAnyBytes) {
  // Names at random byte ranges, in order or not, overlapping, cutting tokens and letters of
  // two bytes, ending at a `!` or a bar, holding numbers, running over lines whose words are
  // not read (a comment, page markup): NameCount of every token of every name, by text and
  // by distinct word, is the count of reading each name's text by itself.
  constexpr std::string_view kPieces[] = {"Ada",
                                          "Quill",
                                          "Yeake!",
                                          "Cy!Bo",
                                          "Al!2",
                                          "|vy",
                                          "Müller",
                                          "Bo",
                                          "2021",
                                          "x1",
                                          "O'Lark",
                                          "Marr-Tode",
                                          " ",
                                          " ",
                                          ", ",
                                          ". ",
                                          "!",
                                          "|",
                                          "\n",
                                          "\t",
                                          "\n<!-- Hidden note -->\n",
                                          "\n<!-- Müller 2021 |vy x1 -->\n",
                                          "\n<div class=\"pub\">\nSecret Gone\n</div>\n\n",
                                          "\n\u00ab "};
  std::mt19937 rng(1407);
  int read = 0;
  for (int round = 0; round < 200; ++round) {
    auto p = std::make_unique<Parsed>(
        "Ada Example\n\nPUBLICATIONS\n\n\u00ab One.\n\u00ab Two.\n\u00ab Three.\n" +
        testing_support::JoinRandomPieces(rng, kPieces, 80));
    Document& doc = p->doc;
    if (doc.input_kind() == InputKind::kAuthoredMarkdown || doc.lines().empty()) {
      continue;
    }
    ++read;
    const uint32_t size = static_cast<uint32_t>(doc.source().text().size());
    std::vector<PersonName>& names = doc.mutable_names();
    names.clear();
    for (int n = 0; n < 80; ++n) {
      PersonName name;
      const uint32_t begin = static_cast<uint32_t>(rng() % size);
      name.range = {begin, std::min(size, begin + static_cast<uint32_t>(rng() % 24))};
      name.line = static_cast<uint32_t>(rng() % doc.lines().size());
      names.push_back(name);
    }
    if (round % 2 == 0) {
      std::sort(names.begin(), names.end(), [](const PersonName& a, const PersonName& b) {
        return a.range.begin < b.range.begin;
      });
    }
    doc.mutable_words() = DocumentWords::Build(doc);
    const absl::flat_hash_map<std::string, uint32_t> expected = NameTokenCounts(doc);
    const DocumentWords& words = doc.words();
    for (const auto& [token, count] : expected) {
      EXPECT_EQ(words.NameCount(token), count) << token << "\n" << doc.source().text();
    }
    for (const DocumentWord& w : words.words()) {
      const auto it = expected.find(std::string(w.text));
      EXPECT_EQ(words.NameCount(w), it == expected.end() ? 0 : it->second) << w.text;
    }
  }
  EXPECT_GE(read, 100);
}

TEST(DocumentWordsTest, WordHashReadsEveryByte) {
  // Words of every length up to 40: a change of any one byte changes the hash, and equal
  // words hash alike wherever they lie.
  const internal::DocumentWordHash hash;
  const std::string base = "Modularity0123456789abcdefghijklmnopqrstuvwxyz";
  std::vector<size_t> by_length;
  for (size_t n = 0; n <= 40; ++n) {
    const std::string word = base.substr(0, n);
    const std::string copy = "xx" + word + "yy";
    EXPECT_EQ(hash(word), hash(std::string_view(copy).substr(2, n))) << n;
    by_length.push_back(hash(word));
    for (size_t k = 0; k < n; ++k) {
      std::string changed = word;
      changed[k] ^= 0x20;
      EXPECT_NE(hash(changed), hash(word)) << n << " " << k;
    }
  }
  std::sort(by_length.begin(), by_length.end());
  EXPECT_EQ(std::adjacent_find(by_length.begin(), by_length.end()), by_length.end());
}

TEST(DocumentWordsTest, WordEqAgreesWithByteComparison) {
  // Every length up to 40, against copies elsewhere in memory, with one byte changed at every
  // offset, and against words one byte shorter.
  const internal::DocumentWordEq eq;
  const std::string base = "Modularity0123456789abcdefghijklmnopqrstuvwxyz";
  for (size_t n = 0; n <= 40; ++n) {
    const std::string word = base.substr(0, n);
    const std::string copy = "x" + word + "y";
    const std::string_view same = std::string_view(copy).substr(1, n);
    EXPECT_TRUE(eq(word, same)) << n;
    if (n > 0) {
      EXPECT_FALSE(eq(word, same.substr(0, n - 1))) << n;
    }
    for (size_t k = 0; k < n; ++k) {
      std::string changed = word;
      changed[k] ^= 0x01;
      EXPECT_EQ(eq(word, changed), word == changed) << n << " " << k;
      EXPECT_FALSE(eq(changed, word)) << n << " " << k;
    }
  }
}

TEST(DocumentWordsTest, ForEachTokenOfMarkedWalksTheTokensOfPickedWords) {
  auto p = std::make_unique<Parsed>(std::string(kCv));
  const DocumentWords& words = p->doc.words();
  // Each distinct word is asked once.
  std::vector<std::string_view> asked;
  std::vector<size_t> walked;
  const bool any = words.ForEachTokenOfMarked(
      [&](const DocumentWord& w) {
        asked.push_back(w.text);
        return w.text == "IEEE" || w.text == "Things";
      },
      [&](size_t i, const WordToken& token) {
        EXPECT_EQ(&words.tokens()[i], &token);
        walked.push_back(i);
      });
  EXPECT_TRUE(any);
  ASSERT_EQ(asked.size(), words.distinct());
  for (size_t w = 0; w < words.distinct(); ++w) {
    EXPECT_EQ(asked[w], words.words()[w].text);
  }
  // The same tokens, in the same order, as a plain walk over tokens() that picks them.
  std::vector<size_t> expected;
  for (size_t i = 0; i < words.tokens().size(); ++i) {
    const std::string_view text = p->doc.Text(words.tokens()[i].range);
    if (words.tokens()[i].word != WordToken::kNumber && (text == "IEEE" || text == "Things")) {
      expected.push_back(i);
    }
  }
  EXPECT_EQ(walked, expected);
  EXPECT_EQ(walked.size(), 4u);  // IEEE twice, Things twice

  // Nothing picked: no token is read.
  bool called = false;
  EXPECT_FALSE(words.ForEachTokenOfMarked([](const DocumentWord&) { return false; },
                                          [&](size_t, const WordToken&) { called = true; }));
  EXPECT_FALSE(called);
}

TEST(DocumentWordsTest, TokensOfWordsAgreesWithReadingEveryToken) {
  // Words inside other words and overlapping themselves (`aa` in `aaa`), numbers, bars, the
  // same word on many lines, and any few words of the document asked for: the tokens found by
  // searching for the words are those a walk over every token picks, in document order.
  constexpr std::string_view kPieces[] = {"aa", "aaa", "a",    "Sys", "Systerns", "Systems",
                                          "|",  "||",  "2021", "x1",  "Leaming",  " ",
                                          " ",  ", ",  ".",    "-",   "\n",       "Jürgen"};
  std::mt19937 rng(5);
  size_t found = 0;
  for (int cv = 0; cv < 300; ++cv) {
    std::string text = "Ada Example\n\nPUBLICATIONS\n\n";
    text += testing_support::JoinRandomPieces(rng, kPieces, 200);
    text += "\n";
    auto p = std::make_unique<Parsed>(std::move(text));
    const DocumentWords& words = p->doc.words();
    for (int ask = 0; ask < 5; ++ask) {
      std::vector<uint32_t> picked;
      std::vector<bool> is_picked(words.distinct());
      for (uint32_t w = 0; w < words.distinct(); ++w) {
        if (std::uniform_int_distribution<int>(0, 3)(rng) == 0) {
          picked.push_back(w);
          is_picked[w] = true;
        }
      }
      std::shuffle(picked.begin(), picked.end(), rng);
      std::vector<uint32_t> expected;
      for (uint32_t i = 0; i < words.tokens().size(); ++i) {
        const uint32_t w = words.tokens()[i].word;
        if (w != WordToken::kNumber && is_picked[w]) {
          expected.push_back(i);
        }
      }
      ASSERT_EQ(words.TokensOfWords(picked), expected) << cv << " " << ask;
      found += expected.size();
    }
  }
  EXPECT_GE(found, 10000u);
}

TEST(LexiconTest, StaticLexiconsKnowWordsInTheirCaseForms) {
  auto p = std::make_unique<Parsed>(std::string(kCv));
  const Lexicon lexicon(p->doc, nullptr);  // no dictionary: vocabulary and tables only
  EXPECT_NE(lexicon.Sources("systems") & kInVocabulary, 0);
  EXPECT_NE(lexicon.Sources("SYSTEMS") & kInVocabulary, 0);
  EXPECT_NE(lexicon.Sources("Systems") & kInVocabulary, 0);
  EXPECT_EQ(lexicon.Sources("sYstems"), kNoLexicon);     // no case form of a listed word
  EXPECT_NE(lexicon.Sources("IEEE") & kInTables, 0);     // a publisher
  EXPECT_NE(lexicon.Sources("NeurIPS") & kInTables, 0);  // an acronym, as listed
  EXPECT_EQ(lexicon.Sources("Neurips") & kInTables, 0);
  EXPECT_FALSE(lexicon.IsKnown("JEEE"));
  EXPECT_FALSE(lexicon.has_dictionary());
  EXPECT_EQ(lexicon.Count("IEEE"), 2u);
}

// IsKnownInTables and IsKnown rule a word out by its key before the lookups: they must agree
// with the lookups themselves (Sources, which asks them without the keys) on every word of the
// built-in tables, in every case form and with every plural and possessive ending, and on
// near misses made from them by one edit.
TEST(LexiconTest, TableKeysNeverRuleOutAWordTheTablesKnow) {
  auto p = std::make_unique<Parsed>(std::string(kCv));
  const Lexicon lexicon(p->doc, nullptr);
  const Vocabulary& vocabulary = BuiltinVocabulary();
  const TableWords* tables[] = {&BuiltinVenues().words(), &BuiltinSections().words()};
  std::vector<std::string> listed;
  for (size_t i = 0; i < vocabulary.word_set().words.size(); ++i) {
    listed.emplace_back(vocabulary.word_set().Word(i));
  }
  for (const TableWords* words : tables) {
    for (const internal::WordSet* set : {&words->exact, &words->lower}) {
      for (size_t i = 0; i < set->words.size(); ++i) {
        listed.emplace_back(set->Word(i));
      }
    }
  }
  ASSERT_GT(listed.size(), 1000u);
  const auto in_tables = [&](std::string_view word) {
    return (lexicon.Sources(word) & (kInVocabulary | kInTables)) != 0;
  };
  const auto may_know = [&](std::string_view word) {
    const uint32_t key = internal::WordKey(word);
    return vocabulary.MayBeWord(key) || tables[0]->MayKnow(key) || tables[1]->MayKnow(key);
  };
  std::mt19937 random(31);
  const std::string letters = "abcdefghijklmnopqrstuvwxyzAEIOUSY'-0";
  size_t known = 0;
  size_t near_misses = 0;
  size_t near_misses_ruled_out = 0;
  for (const std::string& word : listed) {
    std::string stem = word;
    if (stem.ends_with('y')) {
      stem.pop_back();
    }
    std::vector<std::string> asked;
    for (const std::string_view ending : {"", "s", "es", "'s", "ies", "ys"}) {
      asked.push_back(word + std::string(ending));
      asked.push_back(stem + std::string(ending));
    }
    const size_t forms = asked.size();
    for (size_t f = 0; f < forms; ++f) {
      asked.push_back(AsciiUpper(asked[f]));
      std::string capitalized = AsciiLower(asked[f]);
      if (!capitalized.empty()) {
        capitalized[0] = AsciiToUpper(capitalized[0]);
      }
      asked.push_back(capitalized);
    }
    // One edit: a letter changed, added or dropped, or two swapped.
    for (int k = 0; k < 6; ++k) {
      asked.push_back(testing_support::OneEditAway(random, word, letters, k));
    }
    for (size_t a = 0; a < asked.size(); ++a) {
      const std::string& w = asked[a];
      const bool expected = !w.empty() && in_tables(w);
      ASSERT_EQ(lexicon.IsKnownInTables(w), expected) << w;
      ASSERT_EQ(lexicon.IsKnown(w), expected) << w;  // no dictionary: the tables alone
      if (expected) {
        ASSERT_TRUE(may_know(w)) << w;
        ++known;
      } else if (a >= 4 * forms) {
        ++near_misses;
        near_misses_ruled_out += may_know(w) ? 0 : 1;
      }
    }
  }
  EXPECT_GE(known, listed.size());
  // Most near misses are ruled out by their keys alone.
  EXPECT_GE(near_misses_ruled_out * 2, near_misses)
      << near_misses_ruled_out << " of " << near_misses;
}

TEST(LexiconTest, DictionaryKnowsOrdinaryWords) {
  const SpellDictionary* dictionary = SpellDictionary::Shared();
  if (dictionary == nullptr) {
    GTEST_SKIP() << "built without a dictionary";
  }
  EXPECT_TRUE(dictionary->Knows("modular"));
  EXPECT_TRUE(dictionary->Knows("Poster"));
  EXPECT_FALSE(dictionary->Knows("Posterand"));
  EXPECT_FALSE(dictionary->Knows("loT"));
  EXPECT_FALSE(dictionary->Knows("4th"));  // numbers are not words here
  auto p = std::make_unique<Parsed>(std::string(kCv));
  const Lexicon lexicon(p->doc, dictionary);
  EXPECT_EQ(lexicon.Sources("sandwich"), kInDictionary);
}

TEST(LexiconTest, KnownByTheDocumentsHashAgreesWithKnownByForms) {
  // Words a dictionary holds, in every case form, with digits, hyphens, apostrophes (ASCII and
  // typographic), accents and stray letters put in, and longer than any dictionary word: the
  // lookup by the document's hash answers as the forms do, and the lookup as written agrees
  // with Knows (held: known; not held: known only in another case form).
  auto p = std::make_unique<Parsed>(std::string(kCv));
  const std::string longest(64, 'q');
  const SpellDictionary small(
      std::vector<std::string>{"quendle", "Zorbly", "NASA", "1st", "well-known", "it's",
                               "it\xE2\x80\x99s", "caf\xC3\xA9", "modular", "x", "ab-cd", longest});
  std::vector<std::string> stems = {"quendle", "zorbly",  "nasa",     "1st",    "well-known",
                                    "it's",    "modular", "system",   "x",      "ab-cd",
                                    "Systems", "routing", "sandwich", "poster", "IEEE"};
  stems.push_back("it\xE2\x80\x99s");
  stems.push_back("caf\xC3\xA9");
  stems.push_back(longest);
  stems.push_back(longest + "q");
  std::mt19937 random(29);
  size_t held = 0;
  size_t not_held = 0;
  size_t off_path = 0;
  for (const SpellDictionary* dictionary :
       {&small, SpellDictionary::Shared(), static_cast<const SpellDictionary*>(nullptr)}) {
    const Lexicon lexicon(p->doc, dictionary);
    for (int round = 0; round < 6000; ++round) {
      std::string word = stems[random() % stems.size()];
      switch (random() % 4) {
        case 0:  // capitalized
          word[0] = AsciiToUpper(word[0]);
          break;
        case 1:  // upper case
          for (char& c : word) {
            c = AsciiToUpper(c);
          }
          break;
        default:
          break;
      }
      if (random() % 5 == 0) {
        word.insert(random() % (word.size() + 1), 1, "7-'\xC3ZzI"[random() % 7]);
      }
      const bool by_forms = lexicon.IsKnown(word);
      EXPECT_EQ(lexicon.IsKnown(word, internal::DocumentWordHash{}(word)), by_forms) << word;
      if (dictionary == nullptr) {
        continue;
      }
      const WordForms forms(word);
      switch (dictionary->LookUpAsWritten({word, internal::WordHash(word)})) {
        case SpellDictionary::AsWritten::kHeld:
          EXPECT_TRUE(dictionary->Knows(word)) << word;
          EXPECT_TRUE(by_forms) << word;
          ++held;
          break;
        case SpellDictionary::AsWritten::kNotHeld:
          EXPECT_EQ(dictionary->KnowsInOtherCase(forms), dictionary->Knows(word)) << word;
          ++not_held;
          break;
        case SpellDictionary::AsWritten::kOffPlainPath:
          ++off_path;
          break;
      }
    }
    EXPECT_FALSE(lexicon.IsKnown("", 0));
  }
  EXPECT_GE(held, 1000u);
  EXPECT_GE(not_held, 1000u);
  EXPECT_GE(off_path, 1000u);
  const auto look_up = [&](std::string_view word) {
    return small.LookUpAsWritten({word, internal::WordHash(word)});
  };
  EXPECT_EQ(look_up("1st"), SpellDictionary::AsWritten::kOffPlainPath);  // a digit: no word
  EXPECT_EQ(look_up("Zorbly"), SpellDictionary::AsWritten::kHeld);
  EXPECT_EQ(look_up("zorbly"), SpellDictionary::AsWritten::kNotHeld);
  EXPECT_EQ(look_up("QUENDLE"), SpellDictionary::AsWritten::kNotHeld);
  EXPECT_TRUE(small.KnowsInOtherCase(WordForms("QUENDLE")));
  EXPECT_FALSE(small.KnowsInOtherCase(WordForms("zorbly")));
}

TEST(LexiconTest, DictionaryIsSafeToShareBetweenThreads) {
  const SpellDictionary* dictionary = SpellDictionary::Shared();
  if (dictionary == nullptr) {
    GTEST_SKIP() << "built without a dictionary";
  }
  std::atomic<int> wrong{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&, t] {
      for (int i = 0; i < 2000; ++i) {
        const std::string word = (i + t) % 2 == 0 ? "routing" : "routinq" + std::to_string(i % 7);
        if (dictionary->Knows(word) != ((i + t) % 2 == 0)) {
          ++wrong;
        }
      }
    });
  }
  for (std::thread& thread : threads) {
    thread.join();
  }
  EXPECT_EQ(wrong.load(), 0);
}

// Scoring: the CV's own evidence makes a safe fix; a static lexicon alone a suggestion.
TEST(CorrectorTest, ReadingWrittenInTheCvIsSafe) {
  auto p = std::make_unique<Parsed>(std::string(kCv));
  const Lexicon lexicon(p->doc, nullptr);
  const ConfusionModel model = ConfusionModel::WithVocabulary(BuiltinVocabulary());
  Corrector corrector(model, lexicon);
  std::optional<Correction> c = corrector.Correct("JEEE", TokenRole::kProse);
  ASSERT_TRUE(c.has_value());
  EXPECT_EQ(c->replacement, "IEEE");
  EXPECT_TRUE(c->safe);
  EXPECT_EQ(c->evidence, 2u);
  // Known words are never corrected.
  EXPECT_FALSE(corrector.Correct("IEEE", TokenRole::kProse).has_value());
  EXPECT_FALSE(corrector.Correct("Systems", TokenRole::kProse).has_value());
}

TEST(CorrectorTest, CachedKnownTokenAgreesWithTheLexicons) {
  auto p = std::make_unique<Parsed>(std::string(kCv));
  const Lexicon lexicon(p->doc, nullptr);
  const ConfusionModel model = ConfusionModel::WithVocabulary(BuiltinVocabulary());
  Corrector corrector(model, lexicon);
  // Asked twice: once decided, once read from the cache.
  for (int round = 0; round < 2; ++round) {
    for (const std::string_view token :
         {"IEEE", "JEEE", "Systems", "Systerns", "Quilx", "CM05", "Things", "|", "Symposium"}) {
      EXPECT_EQ(corrector.IsKnownTokenCached(token), corrector.IsKnownToken(token)) << token;
    }
  }
  EXPECT_TRUE(corrector.IsKnownTokenCached("IEEE"));
  EXPECT_FALSE(corrector.IsKnownTokenCached("JEEE"));
}

TEST(CorrectorTest, CachedVerdictsSurviveTheTableGrowing) {
  // Tens of thousands of distinct tokens, known and unknown, of every length up to 40: the
  // cache's table grows past the room it starts with, and every answer read from it is the
  // lexicons' own.
  auto p = std::make_unique<Parsed>(std::string(kCv));
  const Lexicon lexicon(p->doc, nullptr);
  const ConfusionModel model = ConfusionModel::Builtin();
  Corrector corrector(model, lexicon);
  const std::vector<std::string> stems = {"modular", "Modular", "MODULAR", "system", "Systems",
                                          "IEEE",    "routing", "Quil",    "x",      "Zq"};
  std::vector<std::string> tokens;
  for (size_t i = 0; i < 40000; ++i) {
    std::string token = stems[i % stems.size()];
    // A suffix of letters spelling i, none for the first round (the stems themselves).
    for (size_t n = i / stems.size(); n > 0; n /= 26) {
      token += static_cast<char>('a' + n % 26);
    }
    if (i % 7 == 0) {
      token.resize(std::min<size_t>(token.size(), 1 + i % 40));
    }
    tokens.push_back(std::move(token));
  }
  size_t known = 0;
  for (int round = 0; round < 2; ++round) {
    for (const std::string& token : tokens) {
      const bool expected = corrector.IsKnownToken(token);
      EXPECT_EQ(corrector.IsKnownTokenCached(token), expected) << token;
      known += expected ? 1 : 0;
    }
  }
  EXPECT_GE(known, 10u);  // the stems that are words, and some of their suffixed forms
}

TEST(CorrectorTest, AFreshThreadsCacheAnswersAsTheLexicons) {
  // A thread's first corrector makes the cache's room; its tokens, tens of thousands of bytes
  // of them past the first room, are answered from the cache as the lexicons answer.
  auto p = std::make_unique<Parsed>(std::string(kCv));
  const SpellDictionary dictionary(std::vector<std::string>{"quendle", "zorbly", "modular"});
  const Lexicon lexicon(p->doc, &dictionary);
  const ConfusionModel model = ConfusionModel::Builtin();
  size_t disagreements = 0;
  size_t known = 0;
  std::thread([&] {
    Corrector corrector(model, lexicon);
    for (int round = 0; round < 2; ++round) {
      for (size_t i = 0; i < 30000; ++i) {
        std::string token = i % 3 == 0 ? "quendle" : (i % 3 == 1 ? "Zorbly" : "Modulr");
        for (size_t n = i; n > 0; n /= 26) {
          token += static_cast<char>('a' + n % 26);
        }
        if (i % 1000 == 0) {
          token = "modular";
        }
        const bool expected = corrector.IsKnownToken(token);
        disagreements += corrector.IsKnownTokenCached(token) != expected ? 1 : 0;
        known += expected ? 1 : 0;
      }
    }
  }).join();
  EXPECT_EQ(disagreements, 0u);
  EXPECT_GE(known, 60u);
}

TEST(CorrectorTest, CorrectorsOfOtherLexiconsOnOneThreadKeepTheirOwnVerdicts) {
  // Two correctors of one thread whose lexicons differ by their dictionaries, made before
  // either is asked and then asked in turn: each use empties the thread's cache for the other
  // corrector's lexicons, and neither may read a verdict the other stored.
  auto p = std::make_unique<Parsed>(std::string(kCv));
  const SpellDictionary knows_zorbly(std::vector<std::string>{"quendle", "zorbly"});
  const SpellDictionary knows_quendle(std::vector<std::string>{"quendle"});
  const Lexicon with_zorbly(p->doc, &knows_zorbly);
  const Lexicon without_zorbly(p->doc, &knows_quendle);
  const ConfusionModel model = ConfusionModel::Builtin();
  Corrector first(model, with_zorbly);
  Corrector second(model, without_zorbly);
  for (int round = 0; round < 3; ++round) {
    EXPECT_TRUE(first.IsKnownTokenCached("zorbly")) << round;
    EXPECT_TRUE(first.IsKnownTokenCached("quendle")) << round;
    EXPECT_FALSE(second.IsKnownTokenCached("zorbly")) << round;
    EXPECT_TRUE(second.IsKnownTokenCached("quendle")) << round;
    EXPECT_FALSE(first.IsKnownTokenCached("zorblyx")) << round;
  }
  // A third corrector of the first lexicons, made last, agrees with the first.
  Corrector third(model, with_zorbly);
  EXPECT_TRUE(third.IsKnownTokenCached("zorbly"));
  EXPECT_FALSE(second.IsKnownTokenCached("zorbly"));
  EXPECT_TRUE(first.IsKnownTokenCached("zorbly"));
}

TEST(CorrectorTest, CorrectorsOfOtherModelsOnOneThreadKeepTheirOwnVerdicts) {
  // The same lexicons read through two confusion models: the readings of a token are the
  // model's, so neither corrector may read a verdict the other stored.
  auto p = std::make_unique<Parsed>(std::string(kCv));
  const Lexicon lexicon(p->doc, nullptr);
  const ConfusionModel builtin = ConfusionModel::Builtin();
  const ConfusionModel no_capital_j({{"x", "y", 1.0f, EditPlace::kAnywhere}});
  for (int round = 0; round < 3; ++round) {
    Corrector with_j(builtin, lexicon);
    Corrector without_j(no_capital_j, lexicon);
    const std::optional<Correction> c = with_j.Correct("JEEE", TokenRole::kProse);
    ASSERT_TRUE(c.has_value()) << round;
    EXPECT_EQ(c->replacement, "IEEE");
    EXPECT_FALSE(without_j.Correct("JEEE", TokenRole::kProse).has_value()) << round;
    EXPECT_TRUE(with_j.Correct("JEEE", TokenRole::kProse).has_value()) << round;
  }
}

TEST(CorrectorTest, ReadingOnlyALexiconKnowsIsASuggestion) {
  auto p = std::make_unique<Parsed>(std::string(kCv));
  const Lexicon lexicon(p->doc, nullptr);
  const ConfusionModel model = ConfusionModel::WithVocabulary(BuiltinVocabulary());
  Corrector corrector(model, lexicon);
  std::optional<Correction> c = corrector.Correct("Systerns", TokenRole::kProse);
  ASSERT_TRUE(c.has_value());
  EXPECT_EQ(c->replacement, "Systems");
  EXPECT_FALSE(c->safe);
  // Names get no suggestion: only a spelling of the same CV.
  EXPECT_FALSE(corrector.Correct("Systerns", TokenRole::kName).has_value());
  // Nothing supports a reading of an unknown word: no correction.
  EXPECT_FALSE(corrector.Correct("Quilx", TokenRole::kProse).has_value());
  // Identifiers and numbers are never rewritten.
  EXPECT_FALSE(corrector.Correct("CM05", TokenRole::kProse).has_value());
}

TEST(CorrectorTest, RarerReadingDoesNotOverruleACommonerToken) {
  // A token written more often than its reading is kept: `Jiirgen` three times, `Jürgen`
  // once (two people, or a misreading the CV does not settle).
  auto p = std::make_unique<Parsed>(
      "Jiirgen Sample\n\nTALKS\n\nJiirgen Sample met Jürgen Other. Jiirgen again.\n");
  const Lexicon lexicon(p->doc, nullptr);
  const ConfusionModel model = ConfusionModel::Builtin();
  Corrector corrector(model, lexicon);
  EXPECT_FALSE(corrector.Correct("Jiirgen", TokenRole::kProse).has_value());
}

TEST(CorrectorTest, SplitsGluedWordsIntoKnownWords) {
  auto p = std::make_unique<Parsed>(
      "Ada Example\n\nAWARDS\n\nBest Poster, 2020.\nBest Posterand Demo, 2021.\n"
      "Amodular router and a modular switch.\n");
  const SpellDictionary* dictionary = SpellDictionary::Shared();
  const Lexicon lexicon(p->doc, dictionary);
  const ConfusionModel model = ConfusionModel::Builtin();
  Corrector corrector(model, lexicon);
  if (dictionary != nullptr) {
    std::optional<Correction> c = corrector.SplitGlued("Posterand");
    ASSERT_TRUE(c.has_value());
    EXPECT_EQ(c->replacement, "Poster and");
    EXPECT_TRUE(c->safe);  // `Poster` is written in the CV
  }
  std::optional<Correction> a = corrector.SplitGlued("Amodular");
  ASSERT_TRUE(a.has_value());
  EXPECT_EQ(a->replacement, "A modular");
  EXPECT_TRUE(a->safe);  // `modular` is written in the CV
  // Known words, CamelCase and name-like endings stay whole.
  EXPECT_FALSE(corrector.SplitGlued("Poster").has_value());
  EXPECT_FALSE(corrector.SplitGlued("DeepMind").has_value());
  EXPECT_FALSE(corrector.SplitGlued("Valentina").has_value());
  EXPECT_FALSE(corrector.SplitGlued("Easton").has_value());
}

TEST(CorrectorTest, SplitsOnlyBeforeAGlueWordOfItsKind) {
  auto p = std::make_unique<Parsed>(std::string(kCv));
  const Lexicon lexicon(p->doc, nullptr);
  const ConfusionModel model = ConfusionModel::Builtin();
  Corrector corrector(model, lexicon);
  // A lower-case word splits before the longer glue words, in lower case only.
  for (const std::string_view glue : {"and", "the", "for", "with", "from", "of"}) {
    const std::string token = "modular" + std::string(glue);
    std::optional<Correction> c = corrector.SplitGlued(token);
    ASSERT_TRUE(c.has_value()) << token;
    EXPECT_EQ(c->replacement, "modular " + std::string(glue));
    std::string upper = "modular";
    for (const char g : glue) {
      upper += AsciiToUpper(g);
    }
    EXPECT_FALSE(corrector.SplitGlued(upper).has_value()) << upper;
  }
  // ... and not before the short ones, which end many words and names.
  for (const std::string_view glue : {"a", "an", "in", "on", "at", "to", "by", "or", "as", "is"}) {
    EXPECT_FALSE(corrector.SplitGlued("modular" + std::string(glue)).has_value()) << glue;
  }
  // An acronym splits before any glue word but `a`; a glue word itself (in any case) is no
  // first word.
  std::optional<Correction> acronym = corrector.SplitGlued("IEEEin");
  ASSERT_TRUE(acronym.has_value());
  EXPECT_EQ(acronym->replacement, "IEEE in");
  EXPECT_FALSE(corrector.SplitGlued("IEEEa").has_value());
  EXPECT_FALSE(corrector.SplitGlued("ANDof").has_value());
  EXPECT_FALSE(corrector.SplitGlued("WITHin").has_value());
  // Words that end in no glue word.
  EXPECT_FALSE(corrector.SplitGlued("modularxyz").has_value());
  EXPECT_FALSE(corrector.SplitGlued("Quilx").has_value());
}

// SplitGlued by its definition, trying every place a token could split: the second word in
// lower case, at most four letters long unless the first is `A` or `I`; one split only.
std::optional<Correction> SplitGluedTryingEverySplit(const Corrector& corrector,
                                                     const Lexicon& lexicon,
                                                     std::string_view token) {
  const auto is_glue = [](std::string_view w) {
    for (const std::string_view glue : {"a", "an", "and", "the", "of", "in", "on", "at", "to",
                                        "for", "by", "or", "as", "is", "am", "with", "from"}) {
      if (w == glue) {
        return true;
      }
    }
    return false;
  };
  const auto all_of = [](std::string_view w, bool (*pred)(char)) {
    return std::all_of(w.begin(), w.end(), pred);
  };
  if (token.size() < 3 || token.size() > 40 ||
      !all_of(token, [](char c) { return IsAsciiAlpha(c); }) || corrector.IsKnownToken(token) ||
      lexicon.Count(token) > 1) {
    return std::nullopt;
  }
  std::vector<Correction> splits;
  for (size_t k = 1; k < token.size(); ++k) {
    const std::string_view left = token.substr(0, k);
    const std::string_view right = token.substr(k);
    if (!all_of(right, [](char c) { return IsAsciiLower(c); }) || (k > 1 && right.size() > 4)) {
      continue;
    }
    bool splits_here = false;
    std::string_view content = left;
    if (left == "I" && (right == "am" || right == "was")) {
      splits_here = true;
    } else if (left == "A" || left == "I") {
      splits_here = right.size() >= 4 && !is_glue(right) && lexicon.IsKnown(right);
      content = right;
    } else if (is_glue(right) && !is_glue(AsciiLower(left))) {
      if (ShapeOf(left) == CaseShape::kUpper && left.size() >= 2) {
        splits_here = right != "a" && (lexicon.IsKnown(left) || lexicon.Count(left) > 0);
      } else if (ShapeOf(left) != CaseShape::kMixed && left.size() >= 4) {
        splits_here = (right == "and" || right == "the" || right == "for" || right == "with" ||
                       right == "from" || right == "of") &&
                      lexicon.IsKnown(left);
      }
    }
    if (splits_here) {
      const uint32_t evidence = lexicon.Count(content);
      splits.push_back(
          Correction{std::string(left) + " " + std::string(right), 1.0f, evidence > 0, evidence});
    }
  }
  if (splits.size() != 1) {
    return std::nullopt;
  }
  return splits[0];
}

TEST(CorrectorTest, SplitGluedAgreesWithTryingEverySplit) {
  // Tokens glued from words, glue words, acronyms, capitals and stray bytes: the early exits
  // of SplitGlued (by the first bytes and the last, then by the letters) drop no split.
  auto p = std::make_unique<Parsed>(std::string(kCv) + "Modular routers and poster demos.\n");
  const Lexicon lexicon(p->doc, nullptr);
  const ConfusionModel model = ConfusionModel::Builtin();
  Corrector corrector(model, lexicon);
  constexpr std::string_view kPieces[] = {
      "A",  "I",    "a",       "am",      "was",    "and",    "the",    "for",    "with", "from",
      "of", "in",   "an",      "on",      "is",     "IEEE",   "ACM",    "EE",     "Q",    "x",
      "e",  "ular", "modular", "Modular", "router", "Poster", "poster", "Things", "2",    "-"};
  std::mt19937 rng(20261130);
  size_t split = 0;
  for (int round = 0; round < 20000; ++round) {
    const std::string token = testing_support::JoinRandomPieces(
        rng, kPieces, std::uniform_int_distribution<size_t>(1, 4)(rng));
    const std::optional<Correction> expected =
        SplitGluedTryingEverySplit(corrector, lexicon, token);
    const std::optional<Correction> actual = corrector.SplitGlued(token);
    ASSERT_EQ(actual.has_value(), expected.has_value()) << token;
    if (expected) {
      EXPECT_EQ(actual->replacement, expected->replacement) << token;
      EXPECT_EQ(actual->safe, expected->safe) << token;
      EXPECT_EQ(actual->evidence, expected->evidence) << token;
      ++split;
    }
  }
  EXPECT_GE(split, 200u);  // every kind of split is met many times
}

TEST(CorrectorTest, MayRepairAgreesWithTheConfusablesAndHasCorrection) {
  // Listed confusables the lexicons know (`Leaming`, in this dictionary) and do not know
  // (`Systerns`), words with a correction and without, asked twice: once judged, once read
  // from the cache.
  auto p = std::make_unique<Parsed>(std::string(kCv) +
                                    "Al Lab | Leaming Systerns, JEEE and Exarnple, 2024.\n");
  const SpellDictionary dictionary(std::vector<std::string>{"lab", "leaming"});
  const ConfusionModel model = ConfusionModel::WithVocabulary(BuiltinVocabulary());
  const Vocabulary& vocabulary = BuiltinVocabulary();
  for (const SpellDictionary* words : {&dictionary, static_cast<const SpellDictionary*>(nullptr)}) {
    const Lexicon lexicon(p->doc, words);
    Corrector corrector(model, lexicon);
    size_t known_confusables = 0;
    size_t repaired = 0;
    for (int round = 0; round < 2; ++round) {
      for (const DocumentWord& w : p->doc.words().words()) {
        const bool confusable = vocabulary.FindConfusable(w.text) != nullptr;
        const bool expected = w.text == "|" || confusable || corrector.HasCorrection(w);
        EXPECT_EQ(corrector.MayRepair(w), expected) << w.text;
        known_confusables += confusable && corrector.IsKnownToken(w.text) ? 1 : 0;
        repaired += expected ? 1 : 0;
      }
    }
    EXPECT_GE(repaired, 8u);  // |, Al, Leaming, Systerns, JEEE, twice
    if (words != nullptr) {
      EXPECT_GE(known_confusables, 2u);  // Leaming, twice
    }
  }
}

TEST(CorrectorTest, HasCorrectionAgreesWithCorrectInBothRoles) {
  auto p = std::make_unique<Parsed>(std::string(kCv) +
                                    "Ada Exarnple, Bo Qui1l. Systerns Things. JEEE, 2024.\n");
  const Lexicon lexicon(p->doc, nullptr);
  const ConfusionModel model = ConfusionModel::WithVocabulary(BuiltinVocabulary());
  Corrector corrector(model, lexicon);
  size_t corrected = 0;
  for (const DocumentWord& w : p->doc.words().words()) {
    const bool expected =
        corrector.Correct(w.text, TokenRole::kProse).has_value() ||
        (lexicon.NameCount(w.text) > 0 && corrector.Correct(w.text, TokenRole::kName).has_value());
    EXPECT_EQ(corrector.HasCorrection(w), expected) << w.text;
    corrected += expected ? 1 : 0;
  }
  EXPECT_GE(corrected, 2u);  // JEEE and Systerns at least
}

// The corrector's decisions made afresh for every question, as Corrector made them before
// its verdicts were cached with their bits: the lexicons and the confusion model, no cache.
class UncachedCorrector {
 public:
  UncachedCorrector(const ConfusionModel& model, const Lexicon& lexicon)
      : model_(model), lexicon_(lexicon) {}

  bool IsKnownToken(std::string_view token) const {
    return lexicon_.IsKnown(token) || (token.size() > 1 && token.back() == '!' &&
                                       lexicon_.IsKnown(token.substr(0, token.size() - 1)));
  }

  std::optional<Correction> Correct(std::string_view token, TokenRole role,
                                    uint32_t token_count) const {
    if ((token.size() < 2 && token != "|") || IsKnownToken(token)) {
      return std::nullopt;
    }
    std::vector<ReadingCandidate> safe;
    std::optional<Correction> suggestion;
    const bool digits = HasAsciiDigit(token);
    if (!(digits && std::all_of(token.begin(), token.end(),
                                [](char c) { return IsAsciiDigit(c) || IsAsciiUpper(c); }))) {
      std::vector<ReadingCandidate> candidates;
      model_.Candidates(token, candidates);
      for (const ReadingCandidate& c : candidates) {
        if (!digits && c.cost <= Corrector::kMaxSafeCost && !HasAsciiDigit(c.text)) {
          safe.push_back(c);
        }
      }
      std::vector<const ReadingCandidate*> known;
      for (const ReadingCandidate& c : candidates) {
        if (token.size() >= 4 && c.cost <= Corrector::kMaxSuggestionCost &&
            !HasAsciiDigit(c.text) && c.text.size() >= 5 && lexicon_.IsKnownInTables(c.text)) {
          known.push_back(&c);
        }
      }
      if (known.size() == 1) {
        suggestion = Correction{known[0]->text, known[0]->cost, false, 0};
      }
    }
    std::vector<std::pair<const ReadingCandidate*, uint32_t>> supported;
    for (const ReadingCandidate& c : safe) {
      const uint32_t count =
          role == TokenRole::kName ? lexicon_.NameCount(c.text) : lexicon_.Count(c.text);
      if (count > token_count || (count > 0 && count == token_count && lexicon_.IsKnown(c.text))) {
        supported.emplace_back(&c, count);
      }
    }
    if (!supported.empty()) {
      for (size_t k = 1; k < supported.size(); ++k) {
        if (supported[k].first->cost == supported[0].first->cost) {
          return std::nullopt;
        }
      }
      return Correction{supported[0].first->text, supported[0].first->cost, true,
                        supported[0].second};
    }
    if (role == TokenRole::kName || token_count > 1) {
      return std::nullopt;
    }
    return suggestion;
  }

  bool HasCorrection(const DocumentWord& word) const {
    return Correct(word.text, TokenRole::kProse, word.count).has_value() ||
           (lexicon_.NameCount(word) > 0 &&
            Correct(word.text, TokenRole::kName, word.count).has_value());
  }

  bool MayRepair(const DocumentWord& word) const {
    return word.text == "|" || lexicon_.IsConfusable(word.text) || HasCorrection(word);
  }

 private:
  const ConfusionModel& model_;
  const Lexicon& lexicon_;
};

// A misreading of `word` by up to two edits of `model` run backwards (the printed text
// written as OCR reads it: `m` as `rn`, `I` as `l`), or the word itself.
std::string Misread(std::mt19937& rng, const ConfusionModel& model, std::string word) {
  const std::span<const ConfusionEdit> edits = model.edits();
  const int count = std::uniform_int_distribution<int>(0, 2)(rng);
  for (int k = 0; k < count; ++k) {
    const ConfusionEdit& edit =
        edits[std::uniform_int_distribution<size_t>(0, edits.size() - 1)(rng)];
    const size_t at = word.find(edit.right);
    if (at != std::string::npos) {
      word.replace(at, edit.right.size(), edit.wrong);
    }
  }
  return word;
}

TEST(CorrectorTest, CachedDecisionsAgreeWithDecidingAfreshOverGeneratedCvs) {
  // CVs of words, names and misreadings of both, each read by one corrector after another on
  // this thread: every answer, judged or read from the cache (known, a listed confusable,
  // without readings, or with them), is the one the lexicons and the model give afresh.
  constexpr std::string_view kWords[] = {
      "Systems",   "systems",   "Learning", "learning", "Computer",   "Symposium", "International",
      "Workshop",  "Committee", "Program",  "modular",  "Modular",    "MODULAR",   "routing",
      "Things",    "IEEE",      "ACM",      "NeurIPS",  "Lab",        "AI",        "Al",
      "Institute", "Proc",      "Network",  "Journal",  "Conference", "Software",  "model",
      "Poster",    "and",       "the",      "of",       "I",          "Jürgen",    "Yeakel",
      "Quill",     "Example",   "Zorbly",   "Nimwell",  "Mirrane",    "Vellum",    "2021",
      "CM05",      "v2",        "Great!",   "|"};
  constexpr std::string_view kNames[] = {"Ada Example",   "Bo Quill",    "Mirrane Vellum",
                                         "Jürgen Yeakel", "Lia Nimwell", "Ian Millard"};
  const ConfusionModel model = ConfusionModel::WithVocabulary(BuiltinVocabulary());
  const SpellDictionary small(
      std::vector<std::string>{"learning", "model", "modular", "routing", "systems", "things"});
  std::mt19937 rng(20261130);
  const auto pick = [&](const auto& list) {
    return std::string(list[std::uniform_int_distribution<size_t>(0, std::size(list) - 1)(rng)]);
  };
  size_t words = 0;
  size_t repaired = 0;
  size_t corrected = 0;
  for (int cv = 0; cv < 60; ++cv) {
    std::string text = pick(kNames) + "\n\nPUBLICATIONS\n\n";
    for (int line = 0; line < 12; ++line) {
      text += Misread(rng, model, pick(kNames)) + ", " + Misread(rng, model, pick(kNames)) + ".";
      for (int w = 0; w < 6; ++w) {
        text += " " + Misread(rng, model, pick(kWords));
      }
      text += ". In Proc. " + Misread(rng, model, pick(kWords)) + " Symposium, 2022.\n";
    }
    auto p = std::make_unique<Parsed>(std::move(text));
    // The built-in dictionary and a small one in turn: the thread's cache changes lexicons.
    for (const SpellDictionary* dictionary : {SpellDictionary::Shared(), &small}) {
      const Lexicon lexicon(p->doc, dictionary);
      Corrector corrector(model, lexicon);
      const UncachedCorrector afresh(model, lexicon);
      for (int round = 0; round < 2; ++round) {
        for (const DocumentWord& w : p->doc.words().words()) {
          const bool may_repair = afresh.MayRepair(w);
          ASSERT_EQ(corrector.MayRepair(w), may_repair) << w.text;
          ASSERT_EQ(corrector.HasCorrection(w), afresh.HasCorrection(w)) << w.text;
          ASSERT_EQ(corrector.IsKnownTokenCached(w.text), afresh.IsKnownToken(w.text)) << w.text;
          for (const TokenRole role : {TokenRole::kProse, TokenRole::kName}) {
            const std::optional<Correction> expected = afresh.Correct(w.text, role, w.count);
            const std::optional<Correction> actual = corrector.Correct(w.text, role);
            ASSERT_EQ(actual.has_value(), expected.has_value()) << w.text;
            if (expected) {
              EXPECT_EQ(actual->replacement, expected->replacement) << w.text;
              EXPECT_EQ(actual->cost, expected->cost) << w.text;
              EXPECT_EQ(actual->safe, expected->safe) << w.text;
              EXPECT_EQ(actual->evidence, expected->evidence) << w.text;
              ++corrected;
            }
          }
          ++words;
          repaired += may_repair ? 1 : 0;
        }
      }
    }
  }
  EXPECT_GE(words, 5000u);
  EXPECT_GE(repaired, 200u);  // misreadings the CV's own words or a lexicon correct
  EXPECT_GE(corrected, 100u);
}

TEST(CorrectorTest, HasCorrectionFindsAReadingOnlyTheNamesSupport) {
  // `Blarn` reads as `Blam` (rn for m) or `BIarn` (l for I) at one cost: the prose supports
  // both, so it is corrected in no prose; the author names write only `Blam`, so it is
  // corrected as a name. HasCorrection reads the name counts kept from its prose pass.
  auto p = std::make_unique<Parsed>(
      "Ada Blam\n\nPUBLICATIONS\n\n"
      "Bo Blarn, Ada Blam, Cy Blam. Fast Things. In Proc. IEEE Symposium, 2021.\n"
      "Ada Blam, Dee Quill. Slow Things. Journal of Examples, 2019.\n\n"
      "TALKS\n\nBlam and BIarn met. Blam and BIarn again.\n");
  const Lexicon lexicon(p->doc, nullptr);
  const ConfusionModel model = ConfusionModel::Builtin();
  Corrector corrector(model, lexicon);
  ASSERT_GE(lexicon.NameCount("Blarn"), 1u);
  ASSERT_EQ(lexicon.NameCount("BIarn"), 0u);
  EXPECT_FALSE(corrector.Correct("Blarn", TokenRole::kProse).has_value());
  const std::optional<Correction> as_name = corrector.Correct("Blarn", TokenRole::kName);
  ASSERT_TRUE(as_name.has_value());
  EXPECT_EQ(as_name->replacement, "Blam");
  const DocumentWord* blarn = nullptr;
  for (const DocumentWord& w : p->doc.words().words()) {
    blarn = w.text == "Blarn" ? &w : blarn;
  }
  ASSERT_NE(blarn, nullptr);
  EXPECT_TRUE(corrector.HasCorrection(*blarn));
  EXPECT_TRUE(corrector.MayRepair(*blarn));
}

TEST(CorrectorTest, MaySplitGluedPassesEveryTokenThatSplits) {
  // The inline test of the spelling that callers ask before SplitGlued never drops a split.
  auto p = std::make_unique<Parsed>(std::string(kCv) + "Modular routers and poster demos.\n");
  const Lexicon lexicon(p->doc, SpellDictionary::Shared());
  const ConfusionModel model = ConfusionModel::Builtin();
  Corrector corrector(model, lexicon);
  constexpr std::string_view kPieces[] = {
      "A",    "I",    "a",       "am",      "was",    "and",    "the",    "for",    "with",
      "from", "of",   "in",      "an",      "is",     "IEEE",   "ACM",    "EE",     "Q",
      "x",    "ular", "modular", "Modular", "router", "Poster", "poster", "Things", "2"};
  std::mt19937 rng(7);
  size_t split = 0;
  size_t passed_over = 0;
  for (int round = 0; round < 20000; ++round) {
    const std::string token = testing_support::JoinRandomPieces(
        rng, kPieces, std::uniform_int_distribution<size_t>(1, 4)(rng));
    const bool may_split = Corrector::MaySplitGlued(token);
    if (corrector.SplitGlued(token).has_value()) {
      EXPECT_TRUE(may_split) << token;
      ++split;
    }
    passed_over += may_split ? 0 : 1;
  }
  EXPECT_GE(split, 200u);
  EXPECT_GE(passed_over, 2000u);  // the test passes over many tokens by their spelling
  // Its edges: sizes 3 and 40 are read, 2 and 41 never split.
  EXPECT_FALSE(Corrector::MaySplitGlued("Ia"));
  EXPECT_TRUE(Corrector::MaySplitGlued("Iam"));
  EXPECT_TRUE(Corrector::MaySplitGlued("A" + std::string(39, 'b')));
  EXPECT_FALSE(Corrector::MaySplitGlued("A" + std::string(40, 'b')));
  EXPECT_TRUE(Corrector::MaySplitGlued("BAin"));
  EXPECT_FALSE(Corrector::MaySplitGlued("Bain"));
  EXPECT_TRUE(Corrector::MaySplitGlued("Posterand"));
  EXPECT_FALSE(Corrector::MaySplitGlued("Posterandx"));
}

// The readings a verdict keeps as NewVerdict first chose them, from the readings as strings.
struct KeptFromStrings {
  std::vector<ReadingCandidate> safe;
  std::optional<ReadingCandidate> suggestion;
};

KeptFromStrings KeepFromStrings(std::string_view token,
                                const std::vector<ReadingCandidate>& candidates,
                                const Lexicon& lexicon) {
  KeptFromStrings kept;
  if (!HasAsciiDigit(token)) {
    for (const ReadingCandidate& c : candidates) {
      if (c.cost > Corrector::kMaxSafeCost) {
        break;
      }
      if (!HasAsciiDigit(c.text)) {
        kept.safe.push_back(c);
      }
    }
  }
  const ReadingCandidate* best = nullptr;
  bool ambiguous = false;
  if (token.size() >= 4) {
    for (const ReadingCandidate& c : candidates) {
      if (c.cost > Corrector::kMaxSuggestionCost) {
        break;
      }
      if (HasAsciiDigit(c.text) || c.text.size() < 5 || !lexicon.IsKnownInTables(c.text)) {
        continue;
      }
      ambiguous = ambiguous || best != nullptr;
      best = best == nullptr ? &c : best;
    }
  }
  if (best != nullptr && !ambiguous) {
    kept.suggestion = *best;
  }
  return kept;
}

TEST(CorrectorTest, KeepReadingsFromViewsAgreesWithTheStringsPath) {
  // Table words and invented ones, misread by the model's edits backwards (so some readings
  // are table words, some two of them), with digits and stray letters put in.
  auto p = std::make_unique<Parsed>(std::string(kCv));
  const Lexicon lexicon(p->doc, nullptr);
  const ConfusionModel& model = ConfusionModel::Shared(&BuiltinVocabulary());
  const std::vector<std::string> words = {
      "Systems",   "SYSTEMS", "systems", "IEEE",     "NeurIPS",  "Learning", "Machine",
      "Modular",   "Routing", "Quendle", "Zorbly",   "Workshop", "Journal",  "Proceedings",
      "Symposium", "Network", "models",  "Modeling", "Clouds",   "Wireless", "lllI1|0O5S"};
  std::mt19937 random(13);
  ReadingBuffer buffer;
  size_t safe_seen = 0;
  size_t suggestions_seen = 0;
  for (int round = 0; round < 20000; ++round) {
    std::string token = words[random() % words.size()];
    for (int edits = random() % 3; edits > 0 && !token.empty(); --edits) {
      const ConfusionEdit& edit = model.edits()[random() % model.edits().size()];
      const size_t at = token.find(edit.right, random() % token.size());
      if (!edit.right.empty() && at != std::string::npos) {
        token.replace(at, edit.right.size(), edit.wrong);
      } else if (random() % 4 == 0) {
        token.insert(random() % (token.size() + 1), 1, "0abIlm|"[random() % 7]);
      }
    }
    if (random() % 8 == 0) {
      token = token.substr(0, random() % (token.size() + 1));
    }
    std::vector<ReadingCandidate> candidates;
    model.Candidates(token, candidates);
    const KeptFromStrings expected = KeepFromStrings(token, candidates, lexicon);
    model.Readings(token, buffer);
    std::vector<ReadingCandidate> safe;
    const ReadingView* suggestion = internal::KeepReadings(
        token, HasAsciiDigit(token), buffer.readings(), lexicon, [&](const ReadingView& r) {
          safe.push_back({std::string(r.text), r.cost});
        });
    ASSERT_EQ(safe.size(), expected.safe.size()) << token;
    for (size_t k = 0; k < safe.size(); ++k) {
      EXPECT_EQ(safe[k].text, expected.safe[k].text) << token;
      EXPECT_EQ(safe[k].cost, expected.safe[k].cost) << token;
    }
    ASSERT_EQ(suggestion != nullptr, expected.suggestion.has_value()) << token;
    if (suggestion != nullptr) {
      EXPECT_EQ(suggestion->text, expected.suggestion->text) << token;
      EXPECT_EQ(suggestion->cost, expected.suggestion->cost) << token;
      ++suggestions_seen;
    }
    safe_seen += safe.size();
  }
  // The generated tokens reach both kinds of kept reading.
  EXPECT_GE(safe_seen, 1000u);
  EXPECT_GE(suggestions_seen, 100u);
}

TEST(CorrectorTest, KeepReadingsGivesNoSuggestionForTwoKnownReadings) {
  auto p = std::make_unique<Parsed>(std::string(kCv));
  const Lexicon lexicon(p->doc, nullptr);
  const std::vector<ReadingView> readings = {
      {"Systems", 1.0f}, {"Routing", 1.0f}, {"Zorbly", 1.0f}};
  const auto ignore = [](const ReadingView&) {};
  EXPECT_EQ(internal::KeepReadings("Systerns", false, readings, lexicon, ignore), nullptr);
  const ReadingView* one = internal::KeepReadings(
      "Systerns", false, std::span<const ReadingView>(readings).first(1), lexicon, ignore);
  ASSERT_NE(one, nullptr);
  EXPECT_EQ(one->text, "Systems");
  // Under four bytes a token gets no suggestion; a token with a digit keeps no safe reading.
  EXPECT_EQ(internal::KeepReadings("Sys", false, readings, lexicon, ignore), nullptr);
  size_t kept = 0;
  internal::KeepReadings("Sy5tems", true, readings, lexicon, [&](const ReadingView&) { ++kept; });
  EXPECT_EQ(kept, 0u);
}

}  // namespace
}  // namespace cvtidy
